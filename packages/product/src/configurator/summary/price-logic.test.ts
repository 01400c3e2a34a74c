import { describe, expect, it } from 'vitest';
import { configuredPrice, dimensionsText, priceBase, priceWithChoice, sameSelections } from './price-logic';

const add = (addPrice: number) => ({ additionalDetails: { addPrice } }) as never;
// option 6 size, 5 depth, 1 fabric
const choices: Record<number, Record<number, ReturnType<typeof add>>> = {
  6: { 801: add(0), 802: add(20000) },
  5: { 701: add(0), 702: add(15000) },
  1: { 10: add(0), 11: add(30000) },
};
const choiceOf = (option: number, choice: number) => choices[option]?.[choice];

describe('one price per choice [ref: configurator#data]', () => {
  it('reads the base from the page model: cents or units, by its own formatted price', () => {
    expect(priceBase({ currentPrice: 189900, formattedPrice: '$1,899.00' }, new Map(), choiceOf)).toEqual({
      frame: 189900,
      perUnit: 100,
    });
    expect(priceBase({ currentPrice: 1899, formattedPrice: 'CAD 1,899.00' }, new Map(), choiceOf)).toEqual({
      frame: 1899,
      perUnit: 1,
    });
    // drawn with choices made (a cart line edited): their add prices come off
    expect(priceBase({ currentPrice: 209900, formattedPrice: '$2,099.00' }, new Map([[6, 802]]), choiceOf)).toEqual({
      frame: 189900,
      perUnit: 100,
    });
    // prices that do not agree, or none: the server's strings are shown
    expect(priceBase({ currentPrice: 189900, formattedPrice: '$18.00' }, new Map(), choiceOf)).toBeUndefined();
    expect(priceBase({ currentPrice: 0, formattedPrice: '' }, new Map(), choiceOf)).toBeUndefined();
    expect(priceBase(undefined, new Map(), choiceOf)).toBeUndefined();
  });

  it('prices the piece as chosen, and each choice with the other choices as they are', () => {
    const base = { frame: 189900, perUnit: 100 };
    const chosen = new Map([
      [6, 802],
      [5, 702],
    ]);
    expect(configuredPrice(base, chosen, choiceOf)).toBe(2249);
    // a fabric tile, and the depth already chosen swapped for another
    expect(priceWithChoice(base, chosen, choiceOf, 1, add(30000))).toBe(2549);
    expect(priceWithChoice(base, chosen, choiceOf, 5, add(0))).toBe(2099);
    // a choice that does not say what it adds: no price of Hearth's making
    expect(priceWithChoice(base, chosen, choiceOf, 1, { additionalDetails: null } as never)).toBeUndefined();
    expect(configuredPrice(undefined, chosen, choiceOf)).toBeUndefined();
  });

  it('compares selections', () => {
    expect(sameSelections(new Map([[1, 2]]), new Map([[1, 2]]))).toBe(true);
    expect(sameSelections(new Map([[1, 2]]), new Map([[1, 3]]))).toBe(false);
    expect(sameSelections(new Map(), new Map([[1, 3]]))).toBe(false);
  });

  it('writes measures in inches or centimetres', () => {
    expect(dimensionsText({ width: 86, depth: 38, height: 34, systemOfMeasure: 1 })).toBe('86" W x 38" D x 34" H');
    expect(dimensionsText({ width: 218, depth: 97, height: 86, systemOfMeasure: 2 })).toBe(
      '218 cm W x 97 cm D x 86 cm H',
    );
    expect(dimensionsText({ width: 0, depth: 38, height: 34, systemOfMeasure: 1 })).toBe('');
    expect(dimensionsText(null)).toBe('');
  });
});
