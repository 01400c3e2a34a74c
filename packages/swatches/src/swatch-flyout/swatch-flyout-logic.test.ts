// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FLYOUT_RECENT_MAX,
  readRecentAnswer,
  recentLookupCodes,
  recentQuery,
  swatchDetails,
  swatchViewedEvent,
} from './swatch-flyout-logic';
import { isSwatchInStock, swatchName, swatchPrice } from '../shared/swatch-choice';

describe('recent swatch lookup (choice codes joined by commas) [ref: swatch-flyout#calls]', () => {
  it('asks for the most recent codes but the current one, at most 6', () => {
    const recent = [9, 1, 2, 3, 4, 5, 6, 7].map((code) => ({ ChoiceCode: code }));
    expect(recentLookupCodes(recent, '9')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(FLYOUT_RECENT_MAX).toBe(6);
    expect(recentQuery(['1', '2', '3'])).toEqual({ choiceCodes: '1,2,3' });
  });

  it('treats 101 and "101" as one code', () => {
    expect(recentLookupCodes([{ ChoiceCode: 101 }, { ChoiceCode: '101' }, { ChoiceCode: ' 7 ' }], 'x')).toEqual([
      '101',
      '7',
    ]);
  });

  it('reads both code fields, unavailable swatches, and keeps the order asked for', () => {
    const items = readRecentAnswer(
      [
        { choiceCode: 2, name: 'Dover, Slate', SwatchInStock: 'no' },
        { ChoiceCode: 1, name: 'Aberdeen, Snow', SwatchInStock: true, imagePath: '/img/1.svg' },
        { ChoiceCode: 1, name: 'duplicate' },
        { name: 'no code' },
        { ChoiceCode: 3, SwatchInStock: false },
      ],
      ['1', '2', '3'],
    );
    expect(items).toEqual([
      { code: '1', name: 'Aberdeen, Snow', inStock: true, imagePath: '/img/1.svg' },
      { code: '2', name: 'Dover, Slate', inStock: false, imagePath: undefined },
      { code: '3', name: '3', inStock: false, imagePath: undefined },
    ]);
  });

  it.each([' No ', 'NO', ' no', 'no '])("SwatchInStock %j is 'no' (trimmed, any case): unavailable", (stock) => {
    expect(readRecentAnswer([{ ChoiceCode: 1, SwatchInStock: stock }], ['1'])[0]?.inStock).toBe(false);
  });

  it.each(['yes', ' ', 'nope', true, null])('SwatchInStock %j: available', (stock) => {
    expect(readRecentAnswer([{ ChoiceCode: 1, SwatchInStock: stock }], ['1'])[0]?.inStock).toBe(true);
  });

  it('trims the name; a blank one falls back to the code', () => {
    const items = readRecentAnswer(
      [
        { ChoiceCode: 1, name: '  Aberdeen, Snow  ' },
        { ChoiceCode: 2, name: '   ' },
        { ChoiceCode: 3, name: null },
      ],
      ['1', '2', '3'],
    );
    expect(items.map((item) => item.name)).toEqual(['Aberdeen, Snow', '2', '3']);
  });

  it('lists a code not asked for after the asked ones, in the order the server sent', () => {
    const items = readRecentAnswer(
      [{ ChoiceCode: 9 }, { ChoiceCode: 2 }, { ChoiceCode: 8 }, { ChoiceCode: 1 }],
      ['1', '2'],
    );
    expect(items.map((item) => item.code)).toEqual(['1', '2', '9', '8']);
  });
});

describe('what the flyout shows [ref: swatch-flyout#overview, #data]', () => {
  const swatch = {
    code: 10304,
    optionCode: 9,
    title: 'Dover',
    text: 'Slate',
    typeName: 'Fabric',
    additionalDetails: {
      features: ['Performance', ' Pet-friendly '],
      content: '100% acrylic',
      origin: 'USA',
      addPrice: 30000,
    },
  };

  it('names it by swatchName, name, then title and text, then the code', () => {
    expect(swatchName(swatch)).toBe('Dover, Slate');
    expect(swatchName({ ...swatch, name: 'Named' })).toBe('Named');
    expect(swatchName({ ...swatch, swatchName: 'Swatch name', name: 'Named' })).toBe('Swatch name');
    expect(swatchName({ code: 5 })).toBe('5');
  });

  it('lists features, content and origin', () => {
    expect(swatchDetails(swatch)).toEqual([
      ['Features', 'Performance, Pet-friendly'],
      ['Content', '100% acrylic'],
      ['Origin', 'USA'],
    ]);
    expect(swatchDetails({ code: 1 })).toEqual([]);
  });

  it('leaves out blank features, and a blank content or origin; trims the rest', () => {
    expect(
      swatchDetails({
        code: 1,
        additionalDetails: { features: [' ', 'Performance', ''], content: ' 100% wool ', origin: '  ' },
      }),
    ).toEqual([
      ['Features', 'Performance'],
      ['Content', '100% wool'],
    ]);
    expect(
      swatchDetails({ code: 1, additionalDetails: { features: ['  ', ''], content: '  ', origin: ' UK ' } }),
    ).toEqual([['Origin', 'UK']]);
    expect(swatchDetails({ code: 1, additionalDetails: { features: ['Textured'] } })).toEqual([
      ['Features', 'Textured'],
    ]);
  });

  it.each([
    [{ formattedPrice: '$1,299.00' }, 'US', '$1,299.00'],
    [{ formattedPrice: '$1,299.00' }, 'CA', 'CAD 1,299.00'],
    [{ currentPrice: 129900 }, 'US', '$1,299.00'],
    [{ additionalDetails: { addPrice: 30000 } }, 'CA', '+CAD 300.00'],
    [{ additionalDetails: { addPrice: 0 } }, 'US', ''],
    [{}, 'US', ''],
  ] as const)('price of %j on %s: %j', (fields, site, text) => {
    expect(swatchPrice({ code: 1, ...fields }, site)).toBe(text);
  });

  it.each([
    [undefined, true],
    ['yes', true],
    ['no', false],
    ['No', false],
    [false, false],
    [true, true],
  ])('swatchInStock %j: in stock %s [ref: swatch-flyout#limits]', (value, inStock) => {
    expect(isSwatchInStock({ code: 1, additionalDetails: value === undefined ? {} : { swatchInStock: value } })).toBe(
      inStock,
    );
  });

  it("'Swatch Viewed' carries the codes and the name [ref: swatch-flyout#calls]", () => {
    expect(swatchViewedEvent(swatch)).toEqual({ choice_code: '10304', option_code: '9', name: 'Dover, Slate' });
    expect(swatchViewedEvent({ code: 'A1' })).toEqual({ choice_code: 'A1', name: 'A1' });
  });
});
