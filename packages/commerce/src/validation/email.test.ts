// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EXAMPLE_EMAIL, isValidEmail, resetPasswordEmailMessage, validateEmail } from './email';
import { VALIDATION_MESSAGES as M } from './messages';

describe('isValidEmail (2-4 letter top-level domain, max 66) [ref: core#validation]', () => {
  it.each([
    ['jane@example.com'],
    ['jane.doe@example.com'],
    ['jane+swatches@mail.example.co'],
    ["o'brien@example.ie"],
    ['j_d-1%x@sub-domain.example.info'],
    ['JANE@EXAMPLE.COM'],
    [' jane@example.com '],
    ['a@b.cd'],
  ])('%j is valid', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['jane@example.c', 'one-letter TLD'],
    ['jane@example.museum', 'six-letter TLD'],
    ['jane@example.store', 'five-letter TLD'],
    ['jane@example.c0m', 'digit in the TLD'],
    ['jane@example', 'no TLD'],
    ['jane.example.com', 'no @'],
    ['jane@@example.com', 'two @'],
    ['@example.com', 'no local part'],
    ['jane@', 'no domain'],
    ['.jane@example.com', 'leading dot'],
    ['jane.@example.com', 'trailing dot'],
    ['ja..ne@example.com', 'double dot'],
    ['jane@-example.com', 'hyphen-led label'],
    ['jane@example..com', 'empty label'],
    ['ja ne@example.com', 'a space'],
    ['jane<x>@example.com', 'angle brackets'],
  ])('%j is invalid (%s)', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('66 characters pass, 67 do not', () => {
    const domain = '@example.com';
    const at66 = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(at66).toHaveLength(66);
    expect(isValidEmail(at66)).toBe(true);
    expect(isValidEmail(`a${at66}`)).toBe(false);
  });

  it('is false for values of the wrong type', () => {
    expect(isValidEmail(42 as unknown as string)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('free swatch form defaults [ref: core#validation]', () => {
    expect(validateEmail('')).toBe(M.emailRequired);
    expect(validateEmail('  ')).toBe(M.emailRequired);
    expect(validateEmail(null as unknown as string)).toBe(M.emailRequired);
    expect(validateEmail('jane@')).toBe(M.emailInvalid);
    expect(validateEmail('jane@example.com')).toBeNull();
    expect(M.emailRequired).toBe('Email Address is required.');
    expect(M.emailInvalid).toBe('Please enter a valid Email Address.');
  });

  it('a custom message covers invalid and, unless given separately, empty', () => {
    expect(validateEmail('jane@', { message: 'Bad.' })).toBe('Bad.');
    expect(validateEmail('', { message: 'Bad.' })).toBe('Bad.');
    expect(validateEmail('', { message: 'Bad.', requiredMessage: 'Needed.' })).toBe('Needed.');
    expect(validateEmail('', { requiredMessage: 'Needed.' })).toBe('Needed.');
    expect(validateEmail('x', { requiredMessage: 'Needed.' })).toBe(M.emailInvalid);
  });

  it('reset-password message [ref: core#validation] keeps the template and fills {email}', () => {
    expect(M.resetPasswordEmailInvalid).toBe('Please enter a valid Email Address (i.e. {email}).');
    expect(EXAMPLE_EMAIL).toBe('yourname@example.com');
    expect(resetPasswordEmailMessage()).toBe('Please enter a valid Email Address (i.e. yourname@example.com).');
    expect(resetPasswordEmailMessage('name@host.ca')).toBe('Please enter a valid Email Address (i.e. name@host.ca).');
    expect(validateEmail('nope', { message: resetPasswordEmailMessage() })).toBe(
      'Please enter a valid Email Address (i.e. yourname@example.com).',
    );
  });
});
