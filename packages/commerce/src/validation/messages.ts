/**
 * Every string the validators can show, exactly as the spec has it ([ref: README#every-island]: "to the
 * letter"). Forms import these constants rather than retyping them.
 */

// ---- Card entry [ref: card-entry#validation] ----

/** [ref: core#strings]: card number empty. */
export const CARD_NUMBER_REQUIRED = 'Please enter a valid credit card number.';
/** [ref: core#strings]: card number invalid (wrong length for its type, unknown type, failing Luhn). */
export const CARD_NUMBER_INVALID = 'The credit card number you entered is not valid.';
/** [ref: core#strings]: expiry missing or zero. */
export const EXPIRY_REQUIRED = 'Please enter a valid expiration date.';
/** [ref: core#strings]: expiry invalid (bad month, past, malformed). */
export const EXPIRY_INVALID = 'The expiration date you entered is not valid.';
/** [ref: core#strings]: security code empty or blank. */
export const SECURITY_CODE_REQUIRED = 'Please enter a valid security code.';
/** [ref: core#strings]: security code of the wrong length or not digits. */
export const SECURITY_CODE_INVALID = 'The security code you entered is not valid.';

// ---- Email: reset password [ref: forgot-password#validation], free swatch form [ref: swatch-order#validation] ----

/**
 * [ref: core#strings]: reset-password email message. The spec shows the literal `{email}` placeholder; fill it
 * with {@link formatMessage} (see `resetPasswordEmailMessage` in `email.ts`).
 */
export const RESET_PASSWORD_EMAIL_INVALID = 'Please enter a valid Email Address (i.e. {email}).';
/** [ref: core#strings]: free swatch form, email empty. */
export const EMAIL_REQUIRED = 'Email Address is required.';
/** [ref: core#strings]: free swatch form, email malformed. */
export const EMAIL_INVALID = 'Please enter a valid Email Address.';

// ---- Select lists: [ref: core#strings] ----

/** [ref: core#strings]: select error default text; `{kind}` is Country, State or Province. */
export const SELECT_INVALID = '{kind} is invalid.';

// ---- Names, addresses, phone: [ref: core#strings] (the checkout uses the same words) ----

/** [ref: core#strings]: first name empty. */
export const FIRST_NAME_REQUIRED = 'The First Name field is required.';
/** [ref: core#strings]: first name with characters outside the name rule. */
export const FIRST_NAME_INVALID = 'The First Name field is invalid.';
/** [ref: core#strings]: last name empty. */
export const LAST_NAME_REQUIRED = 'The Last Name field is required.';
/** [ref: core#strings]: last name with characters outside the name rule. */
export const LAST_NAME_INVALID = 'The Last Name field is invalid.';
/** [ref: core#strings]: address 1 empty. */
export const ADDRESS1_REQUIRED = 'The Address 1 field is required.';
/** [ref: core#strings]: address 1 with a forbidden character or more than one colon. */
export const ADDRESS1_INVALID = 'The Address 1 field is invalid.';
/**
 * Address 2 invalid. [ref: core#strings] gives Address 2 "the same character rules" without its own text;
 * this follows the Address 1 wording.
 */
export const ADDRESS2_INVALID = 'The Address 2 field is invalid.';
/** [ref: core#strings]: city empty. */
export const CITY_REQUIRED = 'The City field is required.';
/** [ref: core#strings]: city over 28 characters or with a forbidden character. */
export const CITY_INVALID = 'The City field is invalid.';
/** [ref: core#strings]: phone empty or not a valid North American number. */
export const PHONE_INVALID = 'Please enter a valid Phone Number.';

// ---- Labels: [ref: core#limits] ----

/** [ref: core#limits]: postal code label on the US site. */
export const ZIP_CODE_LABEL = 'ZIP Code';
/** [ref: core#limits]: postal code label on the Canadian site. */
export const POSTAL_CODE_LABEL = 'Postal Code';

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
