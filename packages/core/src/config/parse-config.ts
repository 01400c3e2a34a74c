import { validate } from 'superstruct';
import { CONFIG_SCRIPT_ID, ConfigSchema, type HearthConfig } from './config-schema';

type Path = readonly PropertyKey[];
type Bag = Record<PropertyKey, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` without the entry at `path`, so its default (if any) applies instead. */
function without(value: Bag, path: Path): Bag {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy: Bag = { ...value };
  const child = copy[head];
  if (rest.length > 0 && isBag(child)) copy[head] = without(child, rest);
  else delete copy[head];
  return copy;
}

/** A bound on repair rounds; each round removes at least one bad entry. */
const MAX_ROUNDS = 8;

/**
 * Checks raw configuration against ConfigSchema, never throwing: each field (or record entry,
 * such as `endpoints.removeItem`) that is of the wrong type is dropped so its default applies,
 * and all of them are named in a single `console.error` ([ref: script-tag#attributes-and-windowhearth]: one error naming the
 * field, the page keeps working).
 *
 * @param input the parsed JSON or the object given to `setConfig`
 * @param source who supplied it, for the error message
 * @default source 'hearth-config'
 */
export function parseConfig(input: unknown, source: string = CONFIG_SCRIPT_ID): HearthConfig {
  const bad: string[] = [];
  let value: Bag = {};
  if (isBag(input)) value = input;
  else if (input !== undefined && input !== null) bad.push('(root: expected an object)');

  // Stryker disable next-line EqualityOperator,AssignmentOperator: the bound is never reached (a round drops every failure superstruct reports), it only keeps a schema change from looping
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const [error, result] = validate(value, ConfigSchema, { coerce: true });
    if (!error) {
      report(source, bad);
      return result as HearthConfig;
    }
    for (const failure of error.failures()) {
      const path = failure.path as Path;
      // Stryker disable next-line StringLiteral,LogicalOperator: the input is an object by now and the schema has no rule across fields, so no failure is of the root
      bad.push(path.map(String).join('.') || '(root)');
      value = without(value, path);
    }
  }
  // Unreachable in practice; kept so a schema change can never make configuration throw.
  report(source, bad);
  return ConfigSchema.create({}) as HearthConfig;
}

function report(source: string, fields: readonly string[]): void {
  if (fields.length === 0) return;
  const unique = [...new Set(fields)];
  // Only field names are logged, never their values.
  console.error(
    `${source}: ignored invalid field${unique.length > 1 ? 's' : ''} ${unique.join(', ')}; ` +
      'using the defaults for them.',
  );
}
