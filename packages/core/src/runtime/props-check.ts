/**
 * Checking island props against their superstruct schema (`defineIsland`): a failure names the
 * field and says why, as superstruct words it. Its own module, so a page whose islands check their
 * props by rules alone (`defineIslandWithRules`) loads it only to word a refusal.
 */
import { validate, type Struct } from 'superstruct';
import { fieldsOf, tooDeep, type PropsResult } from './props';

/**
 * The props the schema names, and no others. Islands tolerate extra fields (the server may send
 * more than an island reads) but never pass them on: a `children`, `key`, `ref` or
 * `dangerouslySetInnerHTML` in the page's JSON must not reach the component, where a spread onto
 * an element would render server data as markup or as a virtual node.
 */
export function knownFieldsOnly(value: unknown, schema: Struct<any, unknown>): unknown {
  if ((schema.type !== 'type' && schema.type !== 'object') || !value || typeof value !== 'object') return value;
  return fieldsOf(value, schema.schema as object);
}

/** Longest reason a console line carries: a 1 MB string in the props must not become a 1 MB log line. */
const MAX_REASON = 300;

/** Checks `raw` against `schema`, applying its defaults and coercions. */
export function checkProps<T>(schema: Struct<T, unknown>, raw: unknown): PropsResult<T> {
  const deep = tooDeep(raw);
  if (deep) return deep;
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
