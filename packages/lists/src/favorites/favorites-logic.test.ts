import { describe, expect, it } from 'vitest';
import {
  addItemPayload,
  createBoardPayload,
  favoritesButtonState,
  isListNameValid,
  isSavedItem,
  popupDataPayload,
  recapSucceeded,
  type FavoritesItem,
} from './favorites-logic';

const ITEM: FavoritesItem = {
  sku: '300101',
  hasGrouper: false,
  hasSuperSpecialOrder: false,
  isNla: false,
  isPersonalized: false,
};

describe('favoritesButtonState [ref: favorites#validation]', () => {
  it.each<[string, Partial<FavoritesItem>, string]>([
    ['a sku', {}, 'enabled'],
    ['a sku with a grouper', { hasGrouper: true }, 'enabled'],
    ['a sku with a super special order', { hasSuperSpecialOrder: true }, 'enabled'],
    ['sku 0 with a grouper: disabled, a click raises the grouper error', { sku: '0', hasGrouper: true }, 'grouper'],
    ['sku 0 with a super special order', { sku: '0', hasSuperSpecialOrder: true }, 'disabled'],
    [
      'sku 0 with a grouper and a super special order',
      { sku: '0', hasGrouper: true, hasSuperSpecialOrder: true },
      'grouper',
    ],
    ['sku 0 with neither (Hearth: nothing to save)', { sku: '0' }, 'disabled'],
    ['unavailable', { isNla: true }, 'disabled'],
    ['personalized', { isPersonalized: true }, 'disabled'],
    ['unavailable, sku 0 with a grouper', { sku: '0', hasGrouper: true, isNla: true }, 'disabled'],
  ])('%s → %s', (_, change, expected) => {
    expect(favoritesButtonState({ ...ITEM, ...change })).toBe(expected);
  });
});

describe('isSavedItem (pairs of Item1 sku and Item2 option choice) [ref: favorites#calls]', () => {
  const pairs = [
    { Item1: '410100', Item2: '6_802|7_30001' },
    { Item1: '300101', Item2: null },
  ];
  it('matches the sku and the option choice', () => {
    expect(isSavedItem(pairs, '410100', '6_802|7_30001')).toBe(true);
    expect(isSavedItem(pairs, '410100', '6_802|7_30002')).toBe(false);
    expect(isSavedItem(pairs, '410100')).toBe(false);
  });
  it('a missing option choice is the empty one', () => {
    expect(isSavedItem(pairs, '300101')).toBe(true);
    expect(isSavedItem(pairs, '300101', '')).toBe(true);
    expect(isSavedItem(pairs, '300101', 'x')).toBe(false);
  });
  it('spaces around a sku or an option choice do not matter, on the saved pair or on the item', () => {
    expect(isSavedItem([{ Item1: ' 410100 ', Item2: ' 6_802 ' }], '410100', '6_802')).toBe(true);
    expect(isSavedItem([{ Item1: '410100', Item2: '6_802' }], ' 410100 ', ' 6_802 ')).toBe(true);
    expect(isSavedItem([{ Item1: '410100', Item2: ' ' }], '410100')).toBe(true);
    expect(isSavedItem([{ Item1: '410100', Item2: null }], '410100', ' ')).toBe(true);
  });
  it('nothing saved: not saved', () => {
    expect(isSavedItem(undefined, '300101')).toBe(false);
    expect(isSavedItem([], '300101')).toBe(false);
  });
});

describe('list names and answers [ref: favorites#validation, #calls]', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['Cabin', true],
    [' a ', true],
  ])('name %j valid: %s', (name, valid) => {
    expect(isListNameValid(name)).toBe(valid);
  });
  it.each([
    [{ recapId: 1 }, true],
    [{ recapId: 1042 }, true],
    [{ recapId: '7' }, true],
    [{ recapId: 0 }, false],
    [{ recapId: -1 }, false],
    [{}, false],
    [{ recapId: 'x' }, false],
    [undefined, false],
  ])('recapId of %j succeeded: %s', (answer, expected) => {
    expect(recapSucceeded(answer as never)).toBe(expected);
  });
});

describe('payloads [ref: favorites#calls]', () => {
  const item = { sku: '300101', quantity: 2, optionChoiceParameter: '' };
  it('popup data: sku and optionChoiceParameter', () => {
    expect(popupDataPayload(item)).toEqual({ sku: '300101', optionChoiceParameter: '' });
  });
  it('add item: sku, quantity, recapId (the board) and optionChoiceParameter', () => {
    expect(addItemPayload(item, 2)).toEqual({ sku: '300101', quantity: 2, recapId: 2, optionChoiceParameter: '' });
  });
  it('create board: the trimmed name with the item', () => {
    expect(createBoardPayload(item, ' Nursery ')).toEqual({
      boardName: 'Nursery',
      sku: '300101',
      quantity: 2,
      optionChoiceParameter: '',
    });
  });
});
