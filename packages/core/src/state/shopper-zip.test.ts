import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSharedSignals } from '../testing/shared-signals';
import { sharedSignal } from './shared-signal';
import { SHOPPER_ZIP_SIGNAL, getShopperZip, setShopperZip } from './shopper-zip';

beforeEach(() => resetSharedSignals());

describe('the shopper ZIP ([ref: core#data] Zip state), shared by the page', () => {
  it('is null until known', () => {
    expect(getShopperZip().value).toBeNull();
  });

  it('is stored upper-cased and trimmed [ref: core#validation]', () => {
    expect(setShopperZip(' m5v 2a8 ')).toBe('M5V 2A8');
    expect(getShopperZip().value).toBe('M5V 2A8');
  });

  it('an empty or blank value clears it', () => {
    setShopperZip('60062');
    expect(setShopperZip('  ')).toBeNull();
    expect(getShopperZip().value).toBeNull();
    setShopperZip('60062');
    expect(setShopperZip(null)).toBeNull();
    expect(getShopperZip().value).toBeNull();
  });

  it('is one signal per page: the one every chunk reads under the name "zip"', async () => {
    setShopperZip('10001');
    expect(sharedSignal(SHOPPER_ZIP_SIGNAL, () => 'other').value).toBe('10001');
    vi.resetModules();
    const copy = await import('./shopper-zip');
    expect(copy.getShopperZip()).toBe(getShopperZip());
  });

  it('tells subscribers when it changes', () => {
    const seen: Array<string | null> = [];
    const stop = getShopperZip().subscribe((value) => seen.push(value));
    setShopperZip('60601');
    stop();
    expect(seen).toEqual([null, '60601']);
  });
});
