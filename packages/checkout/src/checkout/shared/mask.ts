/** Card numbers never shown, kept or sent back in full. */

/**
 * A card number as an answer may carry it: never more than its last four digits. Any longer run of
 * digits a server sends (spaces or hyphens between them or not) is masked on the way in, so no
 * card number reaches the state, a log or the page ('6006 4912 3456 7890' → '************7890').
 */
export function maskCardNumber(value: string): string {
  return value.replace(/\d(?:[ -]?\d){4,}/g, (run) => {
    const digits = run.replace(/\D/g, '');
    return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  });
}
