import { resetSharedSignals, sharedSignalNamed } from '@hearth/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECENT_SWATCHES_MAX,
  RECENT_SWATCHES_STORAGE_KEY,
  addToRecentSwatches,
  type RecentSwatch,
} from './recent-swatches';
import { addRecentSwatch, getRecentSwatches } from './recent-swatches-state';

const swatch = (ChoiceCode: number | string, OptionCode: number | string = 9): RecentSwatch => ({
  OptionCode,
  ChoiceCode,
});

beforeEach(() => {
  resetSharedSignals();
  localStorage.clear();
});

describe('addToRecentSwatches (capped at 24, unique by ChoiceCode) [ref: commerce#validation]', () => {
  it('caps the list at 24', () => {
    expect(RECENT_SWATCHES_MAX).toBe(24);
    let list: RecentSwatch[] = [];
    for (let code = 1; code <= 30; code += 1) list = addToRecentSwatches(list, swatch(code));
    expect(list).toHaveLength(24);
  });

  it('puts the most recent first and drops the oldest past the cap', () => {
    let list: RecentSwatch[] = [];
    for (let code = 1; code <= 25; code += 1) list = addToRecentSwatches(list, swatch(code));
    expect(list[0]?.ChoiceCode).toBe(25);
    expect(list.at(-1)?.ChoiceCode).toBe(2);
  });

  it('keeps one record per ChoiceCode and moves a repeat to the front', () => {
    let list = [swatch(1), swatch(2), swatch(3)];
    list = addToRecentSwatches(list, swatch(2, 44));
    expect(list).toEqual([swatch(2, 44), swatch(1), swatch(3)]);
  });

  it('treats a numeric and a string ChoiceCode as the same choice', () => {
    expect(addToRecentSwatches([swatch(101)], swatch('101'))).toEqual([swatch('101')]);
  });

  it('is unique by ChoiceCode only: same choice under two options is one record', () => {
    expect(addToRecentSwatches([swatch(5, 1)], swatch(5, 2))).toHaveLength(1);
  });

  it('does not change the list it is given', () => {
    const list = [swatch(1)];
    addToRecentSwatches(list, swatch(2));
    expect(list).toEqual([swatch(1)]);
  });
});

describe('addRecentSwatch (store and localStorage)', () => {
  it('updates the signal and persists the list', () => {
    addRecentSwatch(swatch(1));
    addRecentSwatch({ ChoiceCode: 2 });
    expect(getRecentSwatches().value).toEqual([{ ChoiceCode: 2 }, swatch(1)]);
    expect(JSON.parse(localStorage.getItem(RECENT_SWATCHES_STORAGE_KEY) ?? 'null')).toEqual([
      { ChoiceCode: 2 },
      swatch(1),
    ]);
  });

  it('survives a reload (new stores read the saved list)', () => {
    addRecentSwatch(swatch(7));
    resetSharedSignals();
    expect(getRecentSwatches().value).toEqual([swatch(7)]);
  });

  it('keeps extra fields of the record (SwatchInStock, name) [ref: commerce#data]', () => {
    addRecentSwatch({ ChoiceCode: 3, SwatchInStock: true, name: 'Linen' } as RecentSwatch);
    expect(getRecentSwatches().value[0]).toEqual({ ChoiceCode: 3, SwatchInStock: true, name: 'Linen' });
  });

  it('caps and de-duplicates through the store too', () => {
    for (let code = 1; code <= 30; code += 1) addRecentSwatch(swatch(code));
    addRecentSwatch(swatch(20));
    const codes = getRecentSwatches().value.map((r) => r.ChoiceCode);
    expect(codes).toHaveLength(24);
    expect(codes[0]).toBe(20);
    expect(new Set(codes).size).toBe(24);
  });

  it('refuses a record without a usable ChoiceCode', () => {
    expect(addRecentSwatch({ OptionCode: 1 } as never)).toBe(false);
    expect(addRecentSwatch({ ChoiceCode: '' })).toBe(false);
    expect(getRecentSwatches().value).toEqual([]);
  });

  it('keeps working for the page when storage refuses the write', () => {
    const setItem = vi.fn((): never => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const real = localStorage;
    vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue({
      getItem: (key: string) => real.getItem(key),
      removeItem: (key: string) => real.removeItem(key),
      setItem,
    } as unknown as Storage);
    expect(addRecentSwatch(swatch(1))).toBe(true);
    expect(setItem).toHaveBeenCalled();
    expect(getRecentSwatches().value).toEqual([swatch(1)]);
  });
});

describe('recent swatches from storage', () => {
  it('loads the stored list', () => {
    localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, '[{"OptionCode":7,"ChoiceCode":101}]');
    expect(getRecentSwatches().value).toEqual([{ OptionCode: 7, ChoiceCode: 101 }]);
  });

  it.each([
    ['malformed JSON', '[{"ChoiceCode":'],
    ['not a list', '{"ChoiceCode":1}'],
    ['a record without ChoiceCode', '[{"ChoiceCode":1},{"OptionCode":2}]'],
    ['an empty ChoiceCode', '[{"ChoiceCode":"  "}]'],
    ['a ChoiceCode of the wrong type', '[{"ChoiceCode":true}]'],
  ])('reads %s as empty', (_label, raw) => {
    localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, raw);
    expect(getRecentSwatches().value).toEqual([]);
  });

  it('reads as empty when localStorage throws', () => {
    localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, '[{"ChoiceCode":1}]');
    const denied = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue({
      ...localStorage,
      getItem: denied,
      setItem: denied,
      removeItem: denied,
    } as Storage);
    expect(getRecentSwatches().value).toEqual([]);
  });

  it('trims a stored list to 24 unique records', () => {
    const stored = Array.from({ length: 30 }, (_, i) => ({ ChoiceCode: i % 27 }));
    localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, JSON.stringify(stored));
    const codes = getRecentSwatches().value.map((r) => r.ChoiceCode);
    expect(codes).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });
});

describe('recent swatches: codes as legacy pages send them [ref: commerce#data, #validation]', () => {
  it('takes a string ChoiceCode, not a blank one', () => {
    expect(addRecentSwatch({ ChoiceCode: '101' })).toBe(true);
    expect(addRecentSwatch({ ChoiceCode: '  ' })).toBe(false);
    expect(getRecentSwatches().value.map((r) => r.ChoiceCode)).toEqual(['101']);
  });

  it("counts ' 101 ' and 101 as the same choice", () => {
    expect(addToRecentSwatches([{ ChoiceCode: ' 101 ' }], { ChoiceCode: 101 })).toEqual([{ ChoiceCode: 101 }]);
  });

  it('is one signal per page, shared by name with every copy of core', () => {
    const recent = getRecentSwatches();
    expect(sharedSignalNamed('recentSwatches')).toBe(recent);
  });
});
