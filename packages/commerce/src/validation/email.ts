/**
 * Email addresses: the reset password and the free swatch form [ref: core#validation].
 */
import { formatMessage } from '@hearth/core/server';
import { validationMessage } from './wording';

/** [ref: core#validation, #limits]: the email input's `maxlength`. */
export const EMAIL_MAX_LENGTH = 66;

/**
 * The example address put in the reset-password message's `{email}` placeholder. The spec shows
 * only the placeholder; example.com is reserved for examples (RFC 2606), so it is nobody's.
 */
export const EXAMPLE_EMAIL = 'yourname@example.com';

/**
 * [ref: core#validation]: a standard pattern with a 2 to 4 letter top-level domain. Local part: letters, digits
 * and _ % + ' - in dot-separated runs (no leading, trailing or double dot); domain:
 * dot-separated labels that neither start nor end with a hyphen, then 2-4 letters.
 */
const EMAIL =
  /^[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

/** `true` when the value (trimmed) matches the email pattern and is at most 66 characters. */
export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

/** Messages for {@link validateEmail}. */
export interface EmailMessages {
  /**
   * Shown when the address is malformed or too long.
   * @default 'Please enter a valid Email Address.'
   */
  message?: string;
  /**
   * Shown when the field is empty. Defaults to `message` when that is given, else
   * 'Email Address is required.'.
   */
  requiredMessage?: string;
}

/**
 * Validates a required email field. Returns `null` when valid. Defaults are the free swatch
 * form's messages [ref: core#validation]; the reset-password popup passes
 * `{ message: resetPasswordEmailMessage() }`, which then covers the empty field too.
 */
export function validateEmail(value: string, messages: EmailMessages = {}): string | null {
  const invalid = messages.message ?? validationMessage('emailInvalid', 'Please enter a valid Email Address.');
  const required =
    messages.requiredMessage ?? messages.message ?? validationMessage('emailRequired', 'Email Address is required.');
  if (typeof value !== 'string' || value.trim() === '') return required;
  return isValidEmail(value) ? null : invalid;
}

/**
 * [ref: core#validation]: 'Please enter a valid Email Address (i.e. {email}).' with `{email}` filled in.
 * @default example EXAMPLE_EMAIL
 */
export function resetPasswordEmailMessage(example: string = EXAMPLE_EMAIL): string {
  return formatMessage(
    validationMessage('resetPasswordEmailInvalid', 'Please enter a valid Email Address (i.e. {email}).'),
    {
      email: example,
    },
  );
}
