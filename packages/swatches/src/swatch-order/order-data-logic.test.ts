// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HearthConfig } from '@hearth/core';
import { nlaCodesOf, readOrderData, stockAttributeIdFor, stockFlag, toOrderSwatch } from './order-data-logic';

const pascal = {
  ChoiceCode: 10304,
  ImagePath: '/img/10304.svg',
  Description: 'Dover, Slate',
  SwatchInStock: 'yes',
  IsStock: false,
  PriceGroupCode: 'B',
  FabricName: 'Dover',
  Attributes: [{ AttributeId: 101, Value: 'yes' }],
};
const lower = {
  choiceCode: '10305',
  imagePath: '/img/10305.svg',
  description: 'Dover, Ink',
  swatchInStock: 'no',
  isStock: false,
  priceGroupCode: 'B',
  fabricName: 'Dover',
  attributes: [{ attributeId: '201', value: 'no' }],
};

describe('swatch data in both field variants [ref: swatch-order#data]', () => {
  it('reads the documented fields', () => {
    expect(toOrderSwatch(pascal, 'Dover', '101')).toEqual({
      code: '10304',
      description: 'Dover, Slate',
      imagePath: '/img/10304.svg',
      inStock: true,
      isStock: false,
      priceGroupCode: 'B',
      fabricName: 'Dover',
    });
  });

  it('reads the lowercase fields', () => {
    expect(toOrderSwatch(lower, '', '201')).toEqual({
      code: '10305',
      description: 'Dover, Ink',
      imagePath: '/img/10305.svg',
      inStock: false,
      isStock: false,
      priceGroupCode: 'B',
      fabricName: 'Dover',
    });
  });

  it('drops a record without a code', () => {
    expect(toOrderSwatch({ Description: 'x' })).toBeUndefined();
  });
});

describe('in stock (the stock attribute is yes; no means unavailable; its id differs by brand) [ref: swatch-order#limits]', () => {
  it.each([
    ['yes', true],
    ['Yes', true],
    [true, true],
    ['no', false],
    ['NO', false],
    [false, false],
    ['maybe', undefined],
    [null, undefined],
  ])('stockFlag(%j) = %j', (value, flag) => {
    expect(stockFlag(value)).toBe(flag);
  });

  it("the brand's attribute decides, over SwatchInStock", () => {
    const record = {
      ChoiceCode: 1,
      SwatchInStock: 'yes',
      Attributes: [
        { AttributeId: 201, Value: 'no' },
        { AttributeId: 101, Value: 'yes' },
      ],
    };
    expect(toOrderSwatch(record, '', '201')?.inStock).toBe(false);
    expect(toOrderSwatch(record, '', '101')?.inStock).toBe(true);
  });

  it('without the attribute (or an attribute id), SwatchInStock decides; absent is in stock', () => {
    expect(
      toOrderSwatch({ ChoiceCode: 1, SwatchInStock: 'no', Attributes: [{ AttributeId: 7, Value: 'yes' }] }, '', '201')
        ?.inStock,
    ).toBe(false);
    expect(toOrderSwatch({ ChoiceCode: 1, SwatchInStock: 'no' })?.inStock).toBe(false);
    expect(toOrderSwatch({ ChoiceCode: 1 })?.inStock).toBe(true);
  });

  it('the attribute id comes from the prop, else the configuration by brand', () => {
    const config = { swatchStockAttributeIds: { main: 101, cb2: 201 } } as unknown as HearthConfig;
    expect(stockAttributeIdFor(config, 'cb2')).toBe('201');
    expect(stockAttributeIdFor(config, 'main')).toBe('101');
    expect(stockAttributeIdFor(config, 'kids')).toBeUndefined();
    expect(stockAttributeIdFor(config, 'cb2', 301)).toBe('301');
    expect(stockAttributeIdFor({ swatchStockAttributeId: '55' } as unknown as HearthConfig, 'kids')).toBe('55');
    expect(
      stockAttributeIdFor({ swatchStockAttributeIds: { constructor: 1 } } as unknown as HearthConfig, 'main'),
    ).toBeUndefined();
  });
});

describe('readOrderData', () => {
  it('lists every swatch once by family, adds the default swatch, reads the message and prefill', () => {
    const data = readOrderData(
      {
        Sku: 410100,
        FabricsByName: { Dover: [pascal, pascal], Aberdeen: [{ ChoiceCode: 10000, Description: 'Aberdeen, Snow' }] },
        DefaultSwatch: { ChoiceCode: 30000, Description: 'Haven, Snow', IsStock: true },
        SwatchModalMessage: ' ',
        FirstName: 'Jordan',
        LastName: 'Avery',
        EmailAddress: 'demo@hearth.test',
      },
      '101',
    );
    expect(data.sku).toBe('410100');
    expect(data.swatches.map((swatch) => [swatch.code, swatch.fabricName])).toEqual([
      ['10304', 'Dover'],
      ['10000', 'Aberdeen'],
      ['30000', ''],
    ]);
    expect(data.defaultCode).toBe('30000');
    expect(data.message).toBe('');
    expect(data.prefill).toEqual({ firstName: 'Jordan', lastName: 'Avery', emailAddress: 'demo@hearth.test' });
  });

  it('reads the lowercase variant of the data', () => {
    const data = readOrderData({
      sku: 'x',
      fabricsByName: { Dover: [lower] },
      defaultSwatch: lower,
      firstName: 'Ana',
      emailAddress: 'a@b.co',
    });
    expect(data.swatches).toHaveLength(1);
    expect(data.defaultCode).toBe('10305');
    expect(data.prefill).toEqual({ firstName: 'Ana', lastName: '', emailAddress: 'a@b.co' });
  });

  it('an empty answer is no swatches', () => {
    expect(readOrderData(undefined)).toMatchObject({ swatches: [], defaultCode: undefined, message: '' });
  });

  it('a family named __proto__ is an ordinary family', () => {
    const answer = JSON.parse('{"FabricsByName":{"__proto__":[{"ChoiceCode":1,"Description":"x"}]}}');
    expect(readOrderData(answer).swatches[0]?.fabricName).toBe('__proto__');
    expect(({} as Record<string, unknown>)['ChoiceCode']).toBeUndefined();
  });
});

describe('NLA check answer [ref: swatch-order#calls]', () => {
  it('reads codes or swatches', () => {
    expect(
      nlaCodesOf({
        hasNla: true,
        nlaFabrics: [10202, '10413', { code: 1 }, { ChoiceCode: 2 }, { choiceCode: 3 }, {}, 10202],
      }),
    ).toEqual(['10202', '10413', '1', '2', '3']);
    expect(nlaCodesOf(undefined)).toEqual([]);
  });
});
