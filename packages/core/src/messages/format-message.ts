/** Values for {@link formatMessage}: named (`{email}`) or positional (`{0}`). */
export type MessageValues = Readonly<Record<string, string | number>> | ReadonlyArray<string | number>;

/**
 * Fills `{name}` / `{0}` placeholders in a message template. Placeholders without a value are
 * left as they are, so a half-filled server message never loses text.
 *
 * @example formatMessage('{0} is not a valid postal code.', ['K1A'])
 */
export function formatMessage(template: string, values: MessageValues): string {
  return template.replace(/\{([^{}]+)\}/g, (placeholder, key: string) => {
    // Own keys only: `{constructor}` or `{length}` must not pick up prototype or array members.
    const value = Array.isArray(values)
      ? /^\d+$/.test(key)
        ? values[Number(key)]
        : undefined
      : Object.hasOwn(values, key)
        ? (values as Readonly<Record<string, string | number>>)[key]
        : undefined;
    return value === undefined ? placeholder : String(value);
  });
}
