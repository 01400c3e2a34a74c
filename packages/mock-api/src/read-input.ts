/** Readers of a call's input (query and body merged): each takes the first of `keys` that is there. */

/** Reads a string field. */
export function str(input: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = input[key];
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/** Reads a number field (strings of digits too). */
export function num(input: Record<string, unknown>, fallback: number, ...keys: string[]): number {
  for (const key of keys) {
    const value = Number(input[key]);
    if (input[key] !== undefined && input[key] !== '' && Number.isFinite(value)) return value;
  }
  return fallback;
}

/** Reads a boolean field ('true'/'false' strings too). */
export function bool(input: Record<string, unknown>, ...keys: string[]): boolean {
  for (const key of keys) {
    const value = input[key];
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === '1' || value === 1) return true;
    if (value === 'false' || value === '0' || value === 0) return false;
  }
  return false;
}

/** Reads an object field. */
export function obj(input: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  for (const key of keys) {
    const value = input[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  }
  return {};
}
