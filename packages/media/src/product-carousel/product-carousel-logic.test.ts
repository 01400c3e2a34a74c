import { describe, expect, it } from 'vitest';
import { valueAt } from '@hearth/ui';
import {
  addedLabel,
  addToCartProps,
  imageLoading,
  loadingPlaceholders,
  registryLabel,
  registryPayload,
  skuOf,
  slidesPerView,
} from './product-carousel-logic';

const at = (value: ReturnType<typeof slidesPerView>, width: number) => valueAt(value, width, 0);

describe('[ref: product-carousel#limits] slides per view', () => {
  it.each([
    ['product', 'product', 320, 2.5],
    ['product', 'product', 768, 2.5],
    ['product', 'product', 769, 4],
    ['product', 'listing', 1400, 4],
    ['showcase', 'product', 768, 2],
    ['showcase', 'product', 769, 4],
    ['showcase', 'product', 1280, 4],
    ['showcase', 'product', 1281, 6],
    ['showcase', 'listing', 1400, 2],
    ['showcase', 'listing', 320, 2],
    ['single', 'product', 390, 1],
    ['single', 'product', 1280, 1],
    ['single', 'product', 1281, 2],
    ['single', 'listing', 1400, 2],
    ['single-compact', 'product', 340, 1],
    ['single-compact', 'product', 341, 2],
    ['single-compact', 'product', 1400, 2],
  ] as const)('%s carousel on the %s page at %i px: %s', (layout, page, width, expected) => {
    expect(at(slidesPerView(layout, page), width)).toBe(expected);
  });
});

describe('[ref: product-carousel#limits] loading placeholders: the slides shown, doubled on mobile', () => {
  it.each([
    ['product', 'product', 400, 5],
    ['product', 'product', 1000, 4],
    ['showcase', 'product', 400, 4],
    ['showcase', 'product', 1000, 4],
    ['showcase', 'product', 1300, 6],
    ['showcase', 'listing', 400, 4],
    ['showcase', 'listing', 1300, 2],
    ['single', 'product', 390, 2],
    ['single', 'product', 1000, 1],
    ['single', 'product', 1300, 2],
    ['single-compact', 'product', 320, 2],
    ['single-compact', 'product', 390, 4],
    ['single-compact', 'product', 1000, 2],
  ] as const)('%s on %s at %i px: %i', (layout, page, width, expected) => {
    expect(at(loadingPlaceholders(layout, page), width)).toBe(expected);
  });
});

it('[ref: product-carousel#limits]: the first 3 items are not lazy at checkout; elsewhere all are', () => {
  expect([0, 1, 2, 3].map((i) => imageLoading(i, 'checkout'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
  expect([0, 1].map((i) => imageLoading(i, 'product'))).toEqual(['lazy', 'lazy']);
});

describe('[ref: product-carousel#rules] labels', () => {
  it("registry: 'Add' on the listing page or mobile, otherwise 'Add To Registry'", () => {
    expect(registryLabel('listing', false)).toBe('Add');
    expect(registryLabel('product', true)).toBe('Add');
    expect(registryLabel('product', false)).toBe('Add To Registry');
    expect(registryLabel('checkout', false)).toBe('Add To Registry');
  });
  it("'Added', with the product name on mobile when the option is on", () => {
    expect(addedLabel('Linen Throw', false, true)).toBe('Added');
    expect(addedLabel('Linen Throw', true, false)).toBe('Added');
    expect(addedLabel('Linen Throw', true, true)).toBe('Added: Linen Throw');
  });
});

describe('the item sent', () => {
  it('add-to-cart: sku (or id), quantity 1, its option choice; no popup; custom path when flagged', () => {
    expect(addToCartProps({ id: '300103', name: 'Throw', optionChoiceParameter: 'oc' })).toEqual({
      items: [{ Sku: '300103', Quantity: 1, OptionChoiceParameter: 'oc' }],
      labelConfig: 6,
      labelText: 'Throw',
      confirmationType: 'ignore',
    });
    expect(
      addToCartProps({ sku: '600101', name: 'Custom', customOrderConfirmation: { hasCustomOrderConfirmation: true } }),
    ).toMatchObject({
      customConfirmation: true,
    });
    expect(addToCartProps({ sku: '300101', name: 'Table' })?.items).toEqual([
      { Sku: '300101', Quantity: 1, OptionChoiceParameter: '' },
    ]);
    expect(addToCartProps({ name: 'No sku' })).toBeUndefined();
    expect(skuOf({ sku: '1', id: '2', name: 'x' })).toBe('1');
  });
  it('registry: [{Sku, Quantity 1, GrId}] [ref: product-carousel#calls]', () => {
    expect(registryPayload({ sku: '300103', name: 'Throw' }, 7)).toEqual([{ Sku: '300103', Quantity: 1, GrId: 7 }]);
    expect(registryPayload({ name: 'No sku' }, 7)).toEqual([]);
  });
});
