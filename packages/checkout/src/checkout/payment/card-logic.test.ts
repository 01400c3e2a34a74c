import { CardType } from '@hearth/commerce';
import { resetConfig, setConfig } from '@hearth/core';
import { describe, expect, it } from 'vitest';
import {
  canSaveAnotherCard,
  canUpdateSavedCard,
  cardRow,
  cardRows,
  defaultSavedCard,
  isCardExpired,
  isTwoCardRowDisabled,
  savedCardType,
  toggleTwoCards,
  validateTwoCards,
  type CardRow,
} from './card-logic';
import type { SavedCard } from '../shared/schema-payment';

const NOW = new Date(2026, 10, 23);
const card = (id: string, type: string, extra: Partial<SavedCard['cardInfo']> = {}, isExpired = false): SavedCard => ({
  id,
  cardInfo: { id, type, lastFour: id.slice(-4), expMonth: '08', expYear: '2029', ...extra },
  isExpired,
});
const ctx = (inUse: string[] = [], onlyStoreCard = false) => ({ inUse: new Set(inUse), onlyStoreCard, now: NOW });

describe('card rows [ref: checkout#data, #rules]', () => {
  it.each([
    ['Visa', CardType.Visa, 'Visa'],
    ['AmericanExpress', CardType.AmericanExpress, 'American Express'],
    ['CoBrandMasterCard', CardType.CoBrandMasterCard, 'C&B/CB2 MC'],
    ['PLCCSynchrony', CardType.PLCCSynchrony, 'C&B/CB2 CC'],
    ['Diners Club', CardType.Discover, 'Discover'],
    ['Cup', CardType.Discover, 'Discover'],
    ['Jcb', CardType.Discover, 'Discover'],
    ['Amex', CardType.AmericanExpress, 'American Express'],
  ])('type %s is %s, shown as %s', (sent, type, name) => {
    expect(savedCardType(card('c-1', sent))).toBe(type);
    expect(cardRow(card('c-1', sent), ctx()).name).toBe(name);
  });

  it("the store's own names for its cards (config cardNames) before the reference's; other types keep theirs", () => {
    setConfig({ cardNames: { PLCCSynchrony: 'Hearth Home Card', Visa: ' ', toString: 'x' } });
    try {
      expect(cardRow(card('c-1', 'PLCCSynchrony'), ctx()).name).toBe('Hearth Home Card');
      expect(cardRow(card('c-2', 'CoBrandMasterCard'), ctx()).name).toBe('C&B/CB2 MC');
      expect(cardRow(card('c-3', 'Visa'), ctx()).name).toBe('Visa');
      expect(cardRow(card('c-4', 'MasterCard'), ctx()).name).toBe('Mastercard');
    } finally {
      resetConfig();
    }
  });

  it.each([
    // [what, card, inUse, onlyStoreCard, reason]
    ['a usable Visa', card('c-1', 'Visa'), [], false, null],
    ['flagged expired by the server', card('c-1', 'Visa', {}, true), [], false, 'expired'],
    ['past its expiry month', card('c-1', 'Visa', { expMonth: '10', expYear: '2026' }), [], false, 'expired'],
    ['good through its expiry month', card('c-1', 'Visa', { expMonth: '11', expYear: '2026' }), [], false, null],
    ['a two-digit year', card('c-1', 'Visa', { expMonth: '01', expYear: '25' }), [], false, 'expired'],
    [
      'a store card with no expiry (00/0000)',
      card('c-1', 'PLCCSynchrony', { expMonth: '00', expYear: '0000' }),
      [],
      false,
      null,
    ],
    ['already in use', card('c-1', 'Visa'), ['c-1'], false, 'inUse'],
    ['expired wins over in use', card('c-1', 'Visa', {}, true), ['c-1'], false, 'expired'],
    ['only the store card allowed: a Visa', card('c-1', 'Visa'), [], true, 'notAllowed'],
    ['only the store card allowed: the private-label card', card('c-1', 'PLCCSynchrony'), [], true, null],
    ['only the store card allowed: the co-brand card', card('c-1', 'CoBrandMasterCard'), [], true, null],
    ['only the store card allowed: a reward card', card('c-1', 'RewardCard'), [], true, null],
  ] as const)('%s', (_, saved, inUse, only, reason) => {
    const row = cardRow(saved, ctx([...inUse], only));
    expect(row.reason).toBe(reason);
    expect(row.disabled).toBe(reason !== null);
  });

  it("an in-use row says 'Card already in use.'", () => {
    expect(cardRow(card('c-1', 'Visa'), ctx(['c-1'])).note).toBe('Card already in use.');
  });

  it('a two-digit year is read in this century: 29 is still to come, 25 is past', () => {
    expect(isCardExpired(card('c', 'Visa', { expMonth: '01', expYear: '29' }), NOW)).toBe(false);
    expect(isCardExpired(card('c', 'Visa', { expMonth: '12', expYear: '25' }), NOW)).toBe(true);
  });

  it('isCardExpired ignores unreadable expiry', () => {
    expect(isCardExpired(card('c', 'Visa', { expMonth: 'xx', expYear: '2020' }), NOW)).toBe(false);
  });
});

describe("'Apply New/Saved Card' [ref: checkout#rules]", () => {
  const rows = (cards: SavedCard[], only = false) => cardRows(cards, ctx([], only));
  it('Update is disabled when every card is expired', () => {
    const list = rows([card('a', 'Visa', {}, true), card('b', 'Discover', {}, true)]);
    expect(defaultSavedCard(list, null)).toBeNull();
    expect(canUpdateSavedCard(list, null)).toBe(false);
  });
  it('Update is disabled when only reward cards are allowed and none is one', () => {
    const list = rows([card('a', 'Visa'), card('b', 'MasterCard')], true);
    expect(canUpdateSavedCard(list, 'a')).toBe(false);
  });
  it('defaults to the applied card when usable, else the first usable one', () => {
    const list = rows([card('a', 'Visa', {}, true), card('b', 'Visa'), card('c', 'Visa')]);
    expect(defaultSavedCard(list, 'c')).toBe('c');
    expect(defaultSavedCard(list, 'a')).toBe('b');
    expect(canUpdateSavedCard(list, 'b')).toBe(true);
  });
  it('no list at all: no rows', () => {
    expect(cardRows(null, ctx())).toEqual([]);
  });
});

describe("'Select Two Cards' [ref: checkout#rules, #validation]", () => {
  const row = (id: string, disabled = false): CardRow => ({
    id,
    type: CardType.Visa,
    name: 'Visa',
    lastFour: '1111',
    disabled,
    reason: disabled ? 'expired' : null,
    note: null,
  });
  it('0, 1 or 2 selected; a third is not taken; at two the others are disabled', () => {
    let selected: string[] = [];
    selected = toggleTwoCards(selected, row('a'));
    expect(selected).toEqual(['a']);
    expect(isTwoCardRowDisabled(selected, row('c'))).toBe(false);
    selected = toggleTwoCards(selected, row('b'));
    expect(selected).toEqual(['a', 'b']);
    expect(isTwoCardRowDisabled(selected, row('c'))).toBe(true);
    expect(isTwoCardRowDisabled(selected, row('a'))).toBe(false);
    expect(toggleTwoCards(selected, row('c'))).toEqual(['a', 'b']);
    selected = toggleTwoCards(selected, row('a'));
    expect(selected).toEqual(['b']);
  });
  it('a disabled card is never taken', () => {
    expect(toggleTwoCards([], row('x', true))).toEqual([]);
    expect(isTwoCardRowDisabled([], row('x', true))).toBe(true);
  });
  it.each([
    [[], 'Please select two cards.'],
    [['a'], 'Please select two cards.'],
    [['a', 'b'], null],
  ])('Update with %j: %s', (selected, message) => {
    expect(validateTwoCards(selected)).toBe(message);
  });
});

describe('saved-card limit ([ref: checkout#limits] accountCardsInfoLimit)', () => {
  it.each([
    [4, undefined, true],
    [5, undefined, false],
    [2, 3, true],
    [3, 3, false],
    [0, 0, false],
    [1, -1, true],
  ])('%i saved, limit %s: another may be saved = %s', (saved, limit, ok) => {
    expect(canSaveAnotherCard(saved, limit)).toBe(ok);
  });
});
