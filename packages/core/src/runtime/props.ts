/**
 * Reading and checking island props [ref: script-tag#attributes-and-windowhearth]. Runs inside island chunks, never in
 * the loader. A failure names the island and the field, so a server engineer can fix
 * the page from one console line.
 */
const PROPS_SCRIPT = ':scope > script[type="application/json"][data-island-props]';

/** The outcome of reading props: the checked value, or the field at fault and why. */
export type PropsResult<T> = { ok: true; value: T } | { ok: false; field: string; reason: string };

/**
 * Raw props of an island element: `data-props` when present, else the child
 * `<script type="application/json" data-island-props>`, else `{}`.
 */
export function readRawProps(element: Element): PropsResult<unknown> {
  const attribute = element.getAttribute('data-props');
  const script = attribute === null ? element.querySelector(PROPS_SCRIPT) : null;
  const source = attribute ?? script?.textContent ?? null;
  const field = attribute === null ? 'data-island-props' : 'data-props';
  if (source === null || source.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch (error) {
    return { ok: false, field, reason: `not valid JSON (${(error as Error).message})` };
  }
}

/** Props nest no deeper than this; deeper JSON is refused before the schema sees it. */
export const MAX_PROPS_DEPTH = 64;

/**
 * The path to the first value nested deeper than `max` levels, or `null`. Iterative, so hostile
 * JSON (thousands of levels, which JSON.parse accepts) cannot overflow the stack here, nor in the
 * schema library's error messages (which print the value recursively).
 */
export function pathTooDeep(value: unknown, max = MAX_PROPS_DEPTH): (string | number)[] | null {
  const stack: Array<{ value: unknown; path: (string | number)[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= max) return path;
    for (const [key, child] of Object.entries(current)) stack.push({ value: child, path: [...path, key] });
  }
  return null;
}

/** Why props nested more than {@link MAX_PROPS_DEPTH} levels deep are refused, or `undefined`. */
export function tooDeep(raw: unknown): PropsResult<never> | undefined {
  const deep = pathTooDeep(raw);
  if (!deep) return undefined;
  const field = deep.length ? `${deep.slice(0, 4).join('.')}${deep.length > 4 ? '…' : ''}` : '(props)';
  return { ok: false, field, reason: `nested more than ${MAX_PROPS_DEPTH} levels deep` };
}

/** The fields of `value` that `known` has a key of (own, enumerable: what JSON gives). */
export const fieldsOf = (value: object, known: object): object =>
  Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(known, key)));

/** The one console line for props that cannot be used. */
export function reportBadProps(island: string, field: string, reason: string): void {
  console.error(`hearth: island "${island}" has invalid props: field "${field}": ${reason}. Its server HTML stays.`);
}
