/**
 * Running a form's field rules in one go.
 */

/**
 * Rules keyed by field name: each returns `null` when valid, else the message to show, and gets
 * all values for cross-field rules. Fields without a rule are not checked.
 */
export type FieldRules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

/** The first message of each invalid field; valid fields are absent. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * Runs each field's rule and returns `{ field: message }` for the fields that fail, so a form
 * can reuse the validators of this module:
 *
 * @example validateFields(values, { emailAddress: (v) => validateEmail(v), dayPhone: validatePhone })
 */
export function validateFields<V extends object>(values: V, rules: FieldRules<V>): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const rule = rules[field];
    if (!rule) continue;
    const message = rule(values[field], values);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** `true` when {@link validateFields} found at least one invalid field. */
export function hasErrors<V>(errors: FieldErrors<V>): boolean {
  return Object.keys(errors).length > 0;
}
