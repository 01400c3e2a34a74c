import { getRecentSwatches } from './actions';
import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_UPDATED_EVENT,
  RECENT_SWATCHES_STORAGE_KEY,
  getStores,
  setCartCount,
  setUser,
  setZip,
} from './index';
import { resetStoresForTest } from './test-utils';

beforeEach(() => {
  resetStoresForTest();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getStores: one instance per page', () => {
  it('returns the same object on every call', () => {
    expect(getStores()).toBe(getStores());
  });

  it('keeps it on globalThis under Symbol.for("hearth.stores")', () => {
    const stores = getStores();
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('hearth.stores')]).toBe(stores);
  });

  it('shares the instance with a second copy of the module (separately loaded chunk)', async () => {
    const first = getStores();
    first.cartCount.value = 4;
    vi.resetModules();
    const copy = await import('./index');
    expect(copy.getStores).not.toBe(getStores);
    expect(copy.getStores()).toBe(first);
    copy.setCartCount(5);
    expect(first.cartCount.value).toBe(5);
  });

  it('completes stores created by an older copy that knew fewer of them, in place', () => {
    const older = { cartCount: signal<number | null>(2) };
    (globalThis as Record<symbol, unknown>)[Symbol.for('hearth.stores')] = older;
    const stores = getStores();
    expect(stores).toBe(older);
    expect(stores.cartCount.value).toBe(2);
    expect(stores.zip.value).toBeNull();
    expect(stores.recentSwatches.value).toEqual([]);
  });

  it('starts with nothing known', () => {
    const { cartCount, user, zip, recentSwatches } = getStores();
    expect(cartCount.value).toBeNull();
    expect(user.value).toBeNull();
    expect(zip.value).toBeNull();
    expect(recentSwatches.value).toEqual([]);
  });

  it('installs the legacy cart listener once per page, however many copies load', async () => {
    const add = vi.spyOn(document, 'addEventListener');
    getStores();
    getStores();
    vi.resetModules();
    (await import('./index')).getStores();
    expect(add.mock.calls.filter(([type]) => type === CART_UPDATED_EVENT)).toHaveLength(1);
  });

  it('installs it lazily: importing the module adds no listener', async () => {
    resetStoresForTest();
    const add = vi.spyOn(document, 'addEventListener');
    vi.resetModules();
    await import('./index');
    expect(add).not.toHaveBeenCalled();
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

describe('setters', () => {
  it('setZip upper-cases and trims (002 §5), empty clears', () => {
    expect(setZip(' k1a 0b1 ')).toBe('K1A 0B1');
    expect(getStores().zip.value).toBe('K1A 0B1');
    setZip('  ');
    expect(getStores().zip.value).toBeNull();
    setZip('60062');
    setZip(null);
    expect(getStores().zip.value).toBeNull();
  });

  it('setUser stores a valid account and null', () => {
    const user = { emailAddress: 'a@b.com', firstName: 'Ana', lastName: 'Li', isLoggedIn: true };
    expect(setUser(user)).toBe(true);
    expect(getStores().user.value).toEqual(user);
    expect(setUser(null)).toBe(true);
    expect(getStores().user.value).toBeNull();
  });

  it('setUser refuses a value that is not a UserAccount (000 §3)', () => {
    const user = { emailAddress: 'a@b.com', firstName: 'Ana', lastName: 'Li', isLoggedIn: true };
    setUser(user);
    expect(setUser({ ...user, isLoggedIn: 'yes' } as never)).toBe(false);
    expect(setUser({ emailAddress: 'a@b.com' } as never)).toBe(false);
    expect(getStores().user.value).toEqual(user);
  });

  it('setCartCount takes whole numbers from 0 and null, refuses the rest', () => {
    expect(setCartCount(0)).toBe(true);
    expect(getStores().cartCount.value).toBe(0);
    expect(setCartCount(12)).toBe(true);
    for (const bad of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(setCartCount(bad)).toBe(false);
    }
    expect(getStores().cartCount.value).toBe(12);
    expect(setCartCount(null)).toBe(true);
    expect(getStores().cartCount.value).toBeNull();
  });
});
