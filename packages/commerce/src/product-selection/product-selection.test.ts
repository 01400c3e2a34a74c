import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onProductSelection, PRODUCT_SELECTION_EVENT } from '@hearth/core';
import { resetSharedSignals, sharedSignalNamed } from '@hearth/core/testing';
import {
  SELECTION_REQUIRED_EVENT,
  announceProductSelection,
  announcedSelections,
  getProductSelection,
  isProductSelection,
  onSelectionRequired,
  productSelections,
  publishProductSelection,
  requestProductSelection,
  withdrawProductSelection,
  type ProductSelection,
} from './product-selection';

const sofa: ProductSelection = {
  productSku: '410100',
  sku: '410121',
  optionChoiceParameter: '6,802_1,10300',
  complete: true,
};

beforeEach(() => resetSharedSignals());

describe('product selection (configurator ⇄ add-to-cart)', () => {
  it('names its page events', () => {
    expect(PRODUCT_SELECTION_EVENT).toBe('hearth:product-selection');
    expect(SELECTION_REQUIRED_EVENT).toBe('hearth:selection-required');
  });

  it('publishes into the page signal and as a page event', () => {
    const seen = vi.fn();
    document.addEventListener(PRODUCT_SELECTION_EVENT, seen);
    publishProductSelection(sofa);
    document.removeEventListener(PRODUCT_SELECTION_EVENT, seen);
    expect(getProductSelection('410100')).toEqual(sofa);
    expect((seen.mock.calls[0]?.[0] as CustomEvent).detail).toEqual(sofa);
    expect(getProductSelection('999')).toBeUndefined();
  });

  it("is the product shown: the gallery's listener (onProductSelection of core) gets a published selection", () => {
    const shown = vi.fn();
    const stop = onProductSelection(shown);
    publishProductSelection(sofa);
    stop();
    expect(shown).toHaveBeenCalledWith(sofa);
  });

  it('follows a selection page script dispatches, and ignores a malformed one', () => {
    productSelections();
    document.dispatchEvent(new CustomEvent(PRODUCT_SELECTION_EVENT, { detail: { ...sofa, extra: 1 } }));
    expect(getProductSelection('410100')).toEqual(sofa);
    document.dispatchEvent(new CustomEvent(PRODUCT_SELECTION_EVENT, { detail: { productSku: '430100', sku: 1 } }));
    expect(getProductSelection('430100')).toBeUndefined();
  });

  it('keys by product sku with no prototype (a sku named __proto__ is a plain key)', () => {
    expect(getProductSelection('constructor')).toBeUndefined();
    publishProductSelection({ ...sofa, productSku: '__proto__' });
    expect(getProductSelection('__proto__')?.sku).toBe('410121');
    expect(({} as Record<string, unknown>)['sku']).toBeUndefined();
  });

  it('withdraws a selection', () => {
    publishProductSelection(sofa);
    withdrawProductSelection('410100');
    expect(getProductSelection('410100')).toBeUndefined();
  });

  it('asks the configurator of that product only for the missing choices', () => {
    const sofaHandler = vi.fn();
    const chairHandler = vi.fn();
    const stop = onSelectionRequired('410100', sofaHandler);
    const stopChair = onSelectionRequired('430100', chairHandler);
    requestProductSelection('410100');
    expect(sofaHandler).toHaveBeenCalledTimes(1);
    expect(chairHandler).not.toHaveBeenCalled();
    stop();
    stopChair();
    requestProductSelection('410100');
    expect(sofaHandler).toHaveBeenCalledTimes(1);
  });
});

describe('a usable selection (what page script may dispatch)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '410100'],
    ['a number', 410100],
    ['no productSku', { ...sofa, productSku: undefined }],
    ['a number productSku', { ...sofa, productSku: 410100 }],
    ['an empty productSku', { ...sofa, productSku: '' }],
    ['a number sku', { ...sofa, sku: 410121 }],
    ['no optionChoiceParameter', { ...sofa, optionChoiceParameter: undefined }],
    ['complete as a string', { ...sofa, complete: 'true' }],
  ])('refuses %s', (_, value) => {
    expect(isProductSelection(value)).toBe(false);
  });

  it('takes one with every field, extra fields or not', () => {
    expect(isProductSelection(sofa)).toBe(true);
    expect(isProductSelection({ ...sofa, complete: false, optionChoiceParameter: '' })).toBe(true);
    expect(isProductSelection({ ...sofa, extra: 1 })).toBe(true);
  });
});

describe("the page's selection signals", () => {
  it('are shared by name with every copy of core on the page (island chunks, the npm build)', () => {
    const [selections, announced] = [productSelections(), announcedSelections()];
    expect(sharedSignalNamed('productSelections')).toBe(selections);
    expect(sharedSignalNamed('productSelectionsAnnounced')).toBe(announced);
  });

  it('change once per publish: its own page event does not write the selection again', () => {
    const changes = vi.fn();
    const stop = productSelections().subscribe(changes);
    changes.mockClear();
    publishProductSelection(sofa);
    stop();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(getProductSelection('410100')).toBe(sofa);
  });

  it("an announced configurator's product waits until its selection is published, or withdrawn", () => {
    announceProductSelection('410100');
    announceProductSelection('430100');
    const announced = announcedSelections().peek();
    // announced again: no change
    announceProductSelection('410100');
    expect(announcedSelections().peek()).toBe(announced);
    expect(Object.keys(announced).sort()).toEqual(['410100', '430100']);
    publishProductSelection(sofa);
    expect(Object.keys(announcedSelections().peek())).toEqual(['430100']);
    withdrawProductSelection('430100');
    expect(Object.keys(announcedSelections().peek())).toEqual([]);
  });

  it('withdrawing one product keeps the others; withdrawing one never published changes nothing', () => {
    publishProductSelection(sofa);
    publishProductSelection({ ...sofa, productSku: '430100', sku: '430100' });
    const announced = announcedSelections().peek();
    const before = productSelections().peek();
    withdrawProductSelection('999');
    expect(productSelections().peek()).toBe(before);
    expect(announcedSelections().peek()).toBe(announced);
    withdrawProductSelection('410100');
    expect(getProductSelection('410100')).toBeUndefined();
    expect(getProductSelection('430100')?.sku).toBe('430100');
  });
});
