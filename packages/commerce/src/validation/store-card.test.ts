// @vitest-environment node
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CardType } from './card-type';
import { CardEntity, STORE_CARD_ZERO, cardEntityFor, isStoreCreditCard } from './store-card';

describe('isStoreCreditCard [ref: core#rules]', () => {
  it.each([
    [CardType.StoreCreditCard, true],
    [CardType.PLCCSynchrony, false],
    [CardType.CoBrandMasterCard, false],
    [CardType.Visa, false],
    [CardType.Unspecified, false],
  ])('%s → %s', (type, expected) => {
    expect(isStoreCreditCard(type)).toBe(expected);
  });
});

describe('cardEntityFor [ref: core#data, #rules, #validation]', () => {
  it('builds the Card entity: spaces stripped, year "20" + YY', () => {
    const card = cardEntityFor({
      number: '4111 1111 1111 1111',
      type: CardType.Visa,
      expiry: '07/29',
      cvv: '123',
      saveToAccount: true,
    });
    expect(card).toEqual({
      number: '4111111111111111',
      type: 'Visa',
      expMonth: '07',
      expYear: '2029',
      cvv: '123',
      saveToAccount: true,
    });
    expect(is(card, CardEntity)).toBe(true);
  });

  it('saveToAccount defaults to false', () => {
    const card = cardEntityFor({
      number: '378282246310005',
      type: CardType.AmericanExpress,
      expiry: '01/30',
      cvv: '1234',
    });
    expect(card.saveToAccount).toBe(false);
  });

  it('sets expiry and security code to zero for the store credit card, whatever was typed', () => {
    const card = cardEntityFor({
      number: '6011 0000 0000 0004',
      type: CardType.StoreCreditCard,
      expiry: '07/29',
      cvv: '123',
    });
    expect(STORE_CARD_ZERO).toBe('0');
    expect(card).toEqual({
      number: '6011000000000004',
      type: 'StoreCreditCard',
      expMonth: '0',
      expYear: '0',
      cvv: '0',
      saveToAccount: false,
    });
    expect(is(card, CardEntity)).toBe(true);
  });

  it('the schema refuses a Card of the wrong shape', () => {
    expect(
      is({ number: 4111, type: 'Visa', expMonth: '07', expYear: '2029', cvv: '1', saveToAccount: false }, CardEntity),
    ).toBe(false);
  });
});

describe('cardEntityFor: what it is given as typed [ref: core#data]', () => {
  it('trims the security code, and leaves the expiry empty where it cannot be read', () => {
    const card = cardEntityFor({ number: '4111 1111 1111 1111', type: CardType.Visa, expiry: '1', cvv: ' 123 ' });
    expect(card).toMatchObject({ cvv: '123', expMonth: '', expYear: '', saveToAccount: false });
  });
});
