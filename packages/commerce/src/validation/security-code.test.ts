// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CardType } from './card-type';
import { VALIDATION_MESSAGES as M } from './messages';
import { securityCodeLength, validateSecurityCode } from './security-code';

const { AmericanExpress, Discover, MasterCard, Visa, CoBrandMasterCard, PLCCSynchrony } = CardType;

describe('securityCodeLength [ref: core#validation]', () => {
  it.each([
    [AmericanExpress, 4],
    [Visa, 3],
    [MasterCard, 3],
    [Discover, 3],
    [CoBrandMasterCard, 3],
    [PLCCSynchrony, 3],
    [CardType.Unspecified, 3],
  ])('%s → %i', (type, length) => {
    expect(securityCodeLength(type)).toBe(length);
  });
});

describe('validateSecurityCode [ref: core#validation]', () => {
  it.each([
    ['1234', AmericanExpress],
    ['0000', AmericanExpress],
    ['123', Visa],
    ['123', MasterCard],
    ['123', Discover],
    ['007', CoBrandMasterCard],
    [' 123 ', Visa],
  ])('%j for %s is valid', (value, type) => {
    expect(validateSecurityCode(value, type)).toBeNull();
  });

  it.each([
    ['', Visa],
    ['   ', Visa],
    ['', AmericanExpress],
  ])('%j for %s → required', (value, type) => {
    expect(validateSecurityCode(value, type)).toBe(M.securityCodeRequired);
  });

  it('a value of the wrong type → required', () => {
    expect(validateSecurityCode(null as unknown as string, Visa)).toBe(M.securityCodeRequired);
    expect(validateSecurityCode(123 as unknown as string, Visa)).toBe(M.securityCodeRequired);
  });

  it.each([
    ['123', AmericanExpress, 'Amex needs 4'],
    ['12345', AmericanExpress, 'too long for Amex'],
    ['1234', Visa, 'Visa needs 3'],
    ['1234', MasterCard, 'MasterCard needs 3'],
    ['12', Discover, 'too short'],
    ['12a', Visa, 'a letter'],
    ['1 23', Visa, 'an inner space'],
    ['-12', Visa, 'a sign'],
  ] as [string, CardType, string][])('%j for %s → invalid (%s)', (value, type) => {
    expect(validateSecurityCode(value, type)).toBe(M.securityCodeInvalid);
  });

  it('the store credit card has no security code [ref: core#rules]', () => {
    expect(validateSecurityCode('', CardType.StoreCreditCard)).toBeNull();
  });
});
