import { describe, expect, it } from 'vitest';
import {
  backOrderText,
  cartItemsOf,
  normalizeScene,
  regularPrice,
  subtotalOf,
  unitPrice,
  summaryCopyText,
  summaryLines,
  visualizerSettings,
} from './visualizer-logic';

it('[ref: visualizer#limits]: ruler unit defaults to in, zip to 60062; given values win, blanks do not', () => {
  expect(visualizerSettings()).toEqual({
    rulerUnit: 'in',
    zip: '60062',
    customerId: undefined,
    productId: undefined,
    widgetId: undefined,
    token: undefined,
  });
  expect(visualizerSettings({ rulerUnit: 'cm', zip: '10001', widgetId: 'w1' })).toMatchObject({
    rulerUnit: 'cm',
    zip: '10001',
    widgetId: 'w1',
  });
  expect(visualizerSettings({ rulerUnit: ' ', zip: '' })).toMatchObject({ rulerUnit: 'in', zip: '60062' });
});

describe('the scene ([ref: visualizer#data] sceneInfo: id and qty)', () => {
  it('keeps positive whole quantities, one per id', () => {
    expect(
      normalizeScene([
        { id: 'a', qty: 1 },
        { id: 'b', qty: 0 },
        { id: 'a', qty: 3 },
        { id: 'c', qty: 2.7 },
      ]),
    ).toEqual([
      { id: 'a', qty: 3 },
      { id: 'c', qty: 2 },
    ]);
  });
  it('becomes the add-to-cart item list', () => {
    expect(cartItemsOf([{ id: '410100', qty: 2 }])).toEqual([
      { Sku: '410100', Quantity: 2, OptionChoiceParameter: '' },
    ]);
  });
  it("gives the summary lines the scene's quantities and drops what left the room", () => {
    const lines = [
      { sku: 'a', name: 'A' },
      { sku: 'b', name: 'B' },
    ];
    expect(summaryLines(lines, [{ id: 'b', qty: 2 }])).toEqual([{ sku: 'b', name: 'B', quantity: 2 }]);
  });
});

describe('the summary [ref: visualizer#data, #limits]', () => {
  const line = {
    sku: '410100',
    name: 'Lounge Sofa',
    quantity: 2,
    dimensions: '90"W',
    unitFormattedPrice: '$1,899.00',
    unitCurrentPrice: 1899,
    unitRegularPrice: 2199,
    availabilityMessage: 'Ships in 6 weeks',
    isBackOrder: true,
    backOrderMessage: 'Backordered',
    backOrderMessageDays: 'Ships in 4-6 weeks',
  };
  it('back-order text and the regular price of a sale', () => {
    expect(backOrderText(line)).toBe('Backordered Ships in 4-6 weeks');
    expect(backOrderText({ ...line, isBackOrder: false })).toBeUndefined();
    expect(regularPrice(line, 'US')).toBe('$2,199.00');
    expect(regularPrice({ ...line, unitRegularPrice: 1899 }, 'US')).toBeUndefined();
  });
  it('a back-order line with only a message: the message alone, no trailing space; with neither, none', () => {
    expect(backOrderText({ ...line, backOrderMessageDays: undefined })).toBe('Backordered');
    expect(backOrderText({ ...line, backOrderMessage: undefined })).toBe('Ships in 4-6 weeks');
    expect(backOrderText({ ...line, backOrderMessage: undefined, backOrderMessageDays: undefined })).toBeUndefined();
  });
  it('a regular price only beside a current one, above it, in the currency of the site', () => {
    expect(regularPrice({ ...line, unitCurrentPrice: undefined }, 'US')).toBeUndefined();
    expect(regularPrice({ ...line, unitRegularPrice: undefined }, 'US')).toBeUndefined();
    expect(regularPrice({ ...line, unitRegularPrice: 1500 }, 'US')).toBeUndefined();
    expect(regularPrice(line, 'CA')).toBe('CAD 2,199.00');
  });
  it("a unit price: the server's formatted one, else the current price in the currency of the site", () => {
    expect(unitPrice(line, 'CA')).toBe('$1,899.00');
    expect(unitPrice({ ...line, unitFormattedPrice: undefined }, 'US')).toBe('$1,899.00');
    expect(unitPrice({ ...line, unitFormattedPrice: undefined }, 'CA')).toBe('CAD 1,899.00');
  });
  it("subtotal: the answer's when it gives one, in the currency of the site", () => {
    expect(subtotalOf([line], '5000', 'US')).toBe('$5,000.00');
    expect(subtotalOf([line], '5000', 'CA')).toBe('CAD 5,000.00');
    expect(subtotalOf([line], '', 'US')).toBe('$3,798.00');
  });
  it('subtotal: current price × quantity, for the site', () => {
    expect(subtotalOf([line, { sku: 'x', unitCurrentPrice: 10.5, quantity: 1 }], undefined, 'US')).toBe('$3,808.50');
    expect(subtotalOf([line], undefined, 'CA')).toBe('CAD 3,798.00');
  });
  it('copy text ends with the subtotal and the availability notice', () => {
    const text = summaryCopyText([line], '$3,798.00', 'US');
    expect(
      text.startsWith(
        'Lounge Sofa\nSKU: 410100\nQty: 2\n90"W\n$1,899.00\nShips in 6 weeks\nBackordered Ships in 4-6 weeks',
      ),
    ).toBe(true);
    expect(text.endsWith('Subtotal: $3,798.00\n\nPrices and availability are subject to change.')).toBe(true);
  });
});
