/**
 * Reading and checking island props [ref: script-tag#attributes-and-windowhearth]. Runs inside island chunks, never in
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

/**
 * The props the schema names, and no others. Islands tolerate extra fields (the server may send
 * more than an island reads) but never pass them on: a `children`, `key`, `ref` or
 * `dangerouslySetInnerHTML` in the page's JSON must not reach the component, where a spread onto
 * an element would render server data as markup or as a virtual node.
 */
export function knownFieldsOnly(value: unknown, schema: Struct<any, unknown>): unknown {
  if ((schema.type !== 'type' && schema.type !== 'object') || !value || typeof value !== 'object') return value;
  const known = schema.schema as Record<string, unknown>;
  return Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(known, key)));
}

/** Longest reason a console line carries: a 1 MB string in the props must not become a 1 MB log line. */
const MAX_REASON = 300;

/** Checks `raw` against `schema`, applying its defaults and coercions. */
export function checkProps<T>(schema: Struct<T, unknown>, raw: unknown): PropsResult<T> {
  const deep = pathTooDeep(raw);
  if (deep) {
    const field = deep.length ? `${deep.slice(0, 4).join('.')}${deep.length > 4 ? '…' : ''}` : '(props)';
    return { ok: false, field, reason: `nested more than ${MAX_PROPS_DEPTH} levels deep` };
  }
  let checked: ReturnType<typeof validate<T, unknown>>;
  try {
    checked = validate(raw, schema, { coerce: true });
  } catch {
    // superstruct prints a value into its messages: JSON such as {"toString": []} makes that throw
    return { ok: false, field: '(props)', reason: 'a value cannot be read' };
  }
  const [error, value] = checked;
  if (!error) return { ok: true, value: knownFieldsOnly(value, schema) as T };
  const field = error.path.length ? error.path.join('.') : '(props)';
  let message: string;
  try {
    message = (error.failures()[0] ?? error).message;
  } catch {
    // the list prints every other failing value, and one such as {"toString": []} throws there:
    // the first failure, as the error holds it, without its 'At path: … -- '
    message = error.message.replace(`At path: ${error.path.join('.')} -- `, '');
  }
  const reason = message.length > MAX_REASON ? `${message.slice(0, MAX_REASON)}…` : message;
  return { ok: false, field, reason };
}

/** The one console line for props that cannot be used. */
export function reportBadProps(island: string, field: string, reason: string): void {
  console.error(`hearth: island "${island}" has invalid props: field "${field}": ${reason}. Its server HTML stays.`);
}
