/**
 * Reading and checking island props (CONTRACT §2). Runs inside island chunks, never in
 * the loader. A failure names the island and the field, so a server engineer can fix
 * the page from one console line.
 */
import { validate, type Struct } from 'superstruct';

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

/** Checks `raw` against `schema`, applying its defaults and coercions. */
export function checkProps<T>(schema: Struct<T, unknown>, raw: unknown): PropsResult<T> {
  const [error, value] = validate(raw, schema, { coerce: true });
  if (!error) return { ok: true, value: value as T };
  const failure = error.failures()[0] ?? error;
  const field = failure.path.length ? failure.path.join('.') : '(props)';
  return { ok: false, field, reason: failure.message };
}

/** The one console line for props that cannot be used. */
export function reportBadProps(island: string, field: string, reason: string): void {
  console.error(`hearth: island "${island}" has invalid props: field "${field}": ${reason}. Its server HTML stays.`);
}
