import { CardType, VALIDATION_MESSAGES as C } from '@hearth/commerce';
import { describe, expect, it } from 'vitest';
import {
  IOS_CHROME_FORMAT_DELAY_MS,
  cardEntryType,
  cardFormatDelay,
  cardFromForm,
  cleanSecurityCode,
  isIosChrome,
  showsExpiryAndCvv,
  validateCardForm,
  validateCardNumberFor,
} from './card-entry-logic';

const NOW = new Date(2026, 4, 15);
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('iOS Chrome formatting delay [ref: card-entry#rules, #limits]', () => {
  it.each([
    [IOS_CHROME, true, 250],
    [IOS_SAFARI, false, 0],
    [DESKTOP_CHROME, false, 0],
    ['', false, 0],
  ])('%#: CriOS → delay', (ua, ios, delay) => {
    expect(isIosChrome(ua)).toBe(ios);
    expect(cardFormatDelay(ua)).toBe(delay);
  });
  it('is 250 ms', () => expect(IOS_CHROME_FORMAT_DELAY_MS).toBe(250));
});

describe('card type', () => {
  it('is detected from the number unless fixed', () => {
    expect(cardEntryType('4111 1111 1111 1111')).toBe(CardType.Visa);
    expect(cardEntryType('3782 822463 10005')).toBe(CardType.AmericanExpress);
    expect(cardEntryType('4111', CardType.StoreCreditCard)).toBe(CardType.StoreCreditCard);
  });
  it('[ref: card-entry#rules]: the store credit card hides expiry and security code; other types show them', () => {
    expect(showsExpiryAndCvv(CardType.StoreCreditCard)).toBe(false);
    for (const type of [CardType.Visa, CardType.PLCCSynchrony, CardType.Unspecified])
      expect(showsExpiryAndCvv(type)).toBe(true);
  });
});

describe('card number for a fixed type', () => {
  it.each([
    ['', undefined, C.cardNumberRequired],
    ['4111 1111 1111 1111', undefined, null],
    ['4111 1111 1111 1112', undefined, C.cardNumberInvalid],
    ['4111 1111 1111 1111', CardType.Visa, null],
    ['5555 5555 5555 4444', CardType.Visa, C.cardNumberInvalid],
    ['   ', CardType.StoreCreditCard, C.cardNumberRequired],
    ['6011 0000 0000 0004', CardType.StoreCreditCard, null],
    ['7788 1234 5678 9012 2', CardType.StoreCreditCard, C.cardNumberInvalid],
    ['12a4', CardType.StoreCreditCard, C.cardNumberInvalid],
    ['1234 5678 9012 3456 7890', CardType.StoreCreditCard, C.cardNumberInvalid],
    // a Visa number failing its check digit, fixed as Visa: the core rule's message, though the type matches
    ['4111 1111 1111 1112', CardType.Visa, C.cardNumberInvalid],
    // 19 digits passing the check digit are a store card's most; 20 are too many, however they check
    ['1234 5678 9012 3456 785', CardType.StoreCreditCard, null],
    ['1234 5678 9012 3456 7894', CardType.StoreCreditCard, C.cardNumberInvalid],
  ])('%s as %s → %s', (number, type, message) => {
    expect(validateCardNumberFor(number, type)).toBe(message);
  });
});

it('a number that is not text at all (an untyped caller) is required, not an error thrown', () => {
  expect(validateCardNumberFor(undefined as never, CardType.StoreCreditCard)).toBe(C.cardNumberRequired);
});

describe('validateCardForm [ref: card-entry#validation]', () => {
  const valid = { number: '4111 1111 1111 1111', expiry: '08/29', cvv: '123', saveToAccount: false };

  it('passes a valid card', () => expect(validateCardForm(valid, { now: NOW })).toEqual({}));

  it('gives the spec messages for empty fields', () => {
    expect(validateCardForm({ number: '', expiry: '', cvv: '', saveToAccount: false }, { now: NOW })).toEqual({
      number: C.cardNumberRequired,
      expiry: C.expiryRequired,
      cvv: C.securityCodeRequired,
    });
  });

  it('gives the spec messages for invalid fields', () => {
    expect(
      validateCardForm({ ...valid, number: '4111 1111 1111 1112', expiry: '13/29', cvv: '12' }, { now: NOW }),
    ).toEqual({
      number: C.cardNumberInvalid,
      expiry: C.expiryInvalid,
      cvv: C.securityCodeInvalid,
    });
  });

  it('checks the expiry against the day it is given, else today', () => {
    expect(validateCardForm(valid, { now: new Date(2030, 0, 1) }).expiry).toBe(C.expiryInvalid);
    expect(validateCardForm({ ...valid, expiry: '01/20' }).expiry).toBe(C.expiryInvalid);
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    expect(validateCardForm({ ...valid, expiry: `12/${nextYear}` }).expiry).toBeUndefined();
  });

  it('[ref: card-entry#validation]: Amex needs 4 digits, others 3', () => {
    const amex = { ...valid, number: '3782 822463 10005' };
    expect(validateCardForm({ ...amex, cvv: '123' }, { now: NOW }).cvv).toBe(C.securityCodeInvalid);
    expect(validateCardForm({ ...amex, cvv: '1234' }, { now: NOW }).cvv).toBeUndefined();
    expect(validateCardForm({ ...valid, cvv: '1234' }, { now: NOW }).cvv).toBe(C.securityCodeInvalid);
  });

  it('[ref: card-entry#rules]: the store credit card checks the number only', () => {
    expect(
      validateCardForm(
        { number: '6011 0000 0000 0004', expiry: '', cvv: '', saveToAccount: false },
        { fixedType: CardType.StoreCreditCard, now: NOW },
      ),
    ).toEqual({});
  });
});

describe('cardFromForm: the Card entity [ref: card-entry#data]', () => {
  it('strips spaces and stores the year as "20" + YY', () => {
    expect(cardFromForm({ number: '4111 1111 1111 1111', expiry: '08/29', cvv: '123', saveToAccount: true })).toEqual({
      number: '4111111111111111',
      type: 'Visa',
      expMonth: '08',
      expYear: '2029',
      cvv: '123',
      saveToAccount: true,
    });
  });
  it('[ref: card-entry#rules]: zero expiry and security code for the store credit card', () => {
    expect(
      cardFromForm(
        { number: '6011 0000 0000 0004', expiry: '08/29', cvv: '123', saveToAccount: false },
        CardType.StoreCreditCard,
      ),
    ).toEqual({
      number: '6011000000000004',
      type: 'StoreCreditCard',
      expMonth: '0',
      expYear: '0',
      cvv: '0',
      saveToAccount: false,
    });
  });
});

describe('cleanSecurityCode', () => {
  it('keeps digits up to the length', () => {
    expect(cleanSecurityCode('1a2b34', 3)).toBe('123');
    expect(cleanSecurityCode('12345', 4)).toBe('1234');
  });
});

describe('the demo test cards', () => {
  it('pass the storefront card number check', async () => {
    const { DEMO_TEST_CARDS } = await import('@hearth/mock-api');
    const { validateCardNumber } = await import('@hearth/commerce');
    for (const card of DEMO_TEST_CARDS) expect(validateCardNumber(card.number), card.number).toBeNull();
  });
});
