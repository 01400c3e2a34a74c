import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onProductSelection, PRODUCT_SELECTION_EVENT } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import {
  SELECTION_REQUIRED_EVENT,
  getProductSelection,
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
