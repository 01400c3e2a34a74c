import { validate } from 'superstruct';
import { checkRules, type PropsRules } from '../runtime/define-island-rules';
import { knownFieldsOnly } from '../runtime/props-check';

/**
 * How `rules` and their schema differ on `values` (`defineIslandWithRules`): each value one accepts
 * and the other refuses, or that they accept as different props, as a line; none when they agree.
 */
export async function rulesDisagreements<P>(rules: PropsRules<P>, values: readonly unknown[]): Promise<string[]> {
  const schema = await rules.schema();
  const lines: string[] = [];
  for (const value of values) {
    const byRules = checkRules(rules, value);
    const [error, checked] = validate(value, schema, { coerce: true });
    const bySchema = error ? undefined : knownFieldsOnly(checked, schema);
    const text = JSON.stringify(value);
    if (!byRules !== !bySchema)
      lines.push(
        `${text}: the rules ${byRules ? 'accept' : 'refuse'} it, the schema ${bySchema ? 'accepts' : 'refuses'} it`,
      );
    else if (byRules?.ok && JSON.stringify(byRules.value) !== JSON.stringify(bySchema))
      lines.push(`${text}: the rules give ${JSON.stringify(byRules.value)}, the schema ${JSON.stringify(bySchema)}`);
  }
  return lines;
}
