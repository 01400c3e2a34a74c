// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';

describe('messages are the spec strings, to the letter', () => {
  it.each([
    ['cardNumberRequired', 'Please enter a valid credit card number.'],
    ['cardNumberInvalid', 'The credit card number you entered is not valid.'],
    ['expiryRequired', 'Please enter a valid expiration date.'],
    ['expiryInvalid', 'The expiration date you entered is not valid.'],
    ['securityCodeRequired', 'Please enter a valid security code.'],
    ['securityCodeInvalid', 'The security code you entered is not valid.'],
    ['resetPasswordEmailInvalid', 'Please enter a valid Email Address (i.e. {email}).'],
    ['emailRequired', 'Email Address is required.'],
    ['emailInvalid', 'Please enter a valid Email Address.'],
    ['selectInvalid', '{kind} is invalid.'],
    ['firstNameRequired', 'The First Name field is required.'],
    ['firstNameInvalid', 'The First Name field is invalid.'],
    ['lastNameRequired', 'The Last Name field is required.'],
    ['lastNameInvalid', 'The Last Name field is invalid.'],
    ['address1Required', 'The Address 1 field is required.'],
    ['address1Invalid', 'The Address 1 field is invalid.'],
    ['address2Invalid', 'The Address 2 field is invalid.'],
    ['cityRequired', 'The City field is required.'],
    ['cityInvalid', 'The City field is invalid.'],
    ['phoneInvalid', 'Please enter a valid Phone Number.'],
    ['zipCodeLabel', 'ZIP Code'],
    ['postalCodeLabel', 'Postal Code'],
  ])('%s', (name, text) => {
    expect(VALIDATION_MESSAGES[name as keyof typeof VALIDATION_MESSAGES]).toBe(text);
  });
});
