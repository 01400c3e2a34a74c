// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { formatMessage } from './messages';

describe('messages are the spec strings, to the letter', () => {
  it.each([
    ['CARD_NUMBER_REQUIRED', 'Please enter a valid credit card number.'],
    ['CARD_NUMBER_INVALID', 'The credit card number you entered is not valid.'],
    ['EXPIRY_REQUIRED', 'Please enter a valid expiration date.'],
    ['EXPIRY_INVALID', 'The expiration date you entered is not valid.'],
    ['SECURITY_CODE_REQUIRED', 'Please enter a valid security code.'],
    ['SECURITY_CODE_INVALID', 'The security code you entered is not valid.'],
    ['RESET_PASSWORD_EMAIL_INVALID', 'Please enter a valid Email Address (i.e. {email}).'],
    ['EMAIL_REQUIRED', 'Email Address is required.'],
    ['EMAIL_INVALID', 'Please enter a valid Email Address.'],
    ['SELECT_INVALID', '{kind} is invalid.'],
    ['FIRST_NAME_REQUIRED', 'The First Name field is required.'],
    ['FIRST_NAME_INVALID', 'The First Name field is invalid.'],
    ['LAST_NAME_REQUIRED', 'The Last Name field is required.'],
    ['LAST_NAME_INVALID', 'The Last Name field is invalid.'],
    ['ADDRESS1_REQUIRED', 'The Address 1 field is required.'],
    ['ADDRESS1_INVALID', 'The Address 1 field is invalid.'],
    ['ADDRESS2_INVALID', 'The Address 2 field is invalid.'],
    ['CITY_REQUIRED', 'The City field is required.'],
    ['CITY_INVALID', 'The City field is invalid.'],
    ['PHONE_INVALID', 'Please enter a valid Phone Number.'],
    ['ZIP_CODE_LABEL', 'ZIP Code'],
    ['POSTAL_CODE_LABEL', 'Postal Code'],
  ])('%s', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });
});

describe('formatMessage', () => {
  it.each([
    ['{0} is not valid.', ['K1A'], 'K1A is not valid.'],
    ['{0} and {0}', ['x'], 'x and x'],
    ['{0}/{1}', ['a', 2], 'a/2'],
    ['(i.e. {email})', { email: 'a@b.co' }, '(i.e. a@b.co)'],
    ['{kind} is invalid.', { kind: 'State' }, 'State is invalid.'],
    ['{missing} stays', {}, '{missing} stays'],
    ['{1} stays', ['only zero'], '{1} stays'],
    ['{constructor} stays', {}, '{constructor} stays'],
    ['{length} stays', ['a'], '{length} stays'],
    ['no placeholders', { a: 'b' }, 'no placeholders'],
  ] as const)('%j with %j → %j', (template, values, text) => {
    expect(formatMessage(template, values)).toBe(text);
  });
});
