/**
 * Test-only helpers (not exported from the package).
 */

/** Completes `prefix` with filler 0s and a Luhn check digit to `length` digits. */
export function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  let sum = 0;
  // Double every second digit counting from the right of the final number (check digit excluded).
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The same number with its last digit changed, so the Luhn check fails. */
export function breakLuhn(number: string): string {
  const last = Number(number[number.length - 1]);
  return `${number.slice(0, -1)}${(last + 1) % 10}`;
}
