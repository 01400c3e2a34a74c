/** Values for {@link formatMessage}: named (`{email}`) or positional (`{0}`). */
export type MessageValues = Readonly<Record<string, string | number>> | ReadonlyArray<string | number>;

/**
 * Fills `{name}` / `{0}` placeholders in a message template. Placeholders without a value are
 * left as they are, so a half-filled server message never loses text.
 *
 * @example formatMessage('{0} is not a valid postal code.', ['K1A'])
 */
export function formatMessage(template: string, values: MessageValues): string {
  // own keys only: `{constructor}` must not pick up a prototype's member, nor `{length}` an array's
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) && !(key === 'length' && Array.isArray(values))
      ? String((values as Readonly<Record<string, string | number>>)[key])
      : placeholder,
  );
}
