import { create, is, validate } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { AddOn, FlagSchema, PriceSchema, SkuSchema, TextSchema, addOnImage } from './schema-kit';

describe('the schema kit', () => {
  it('reads a sku sent as a number as text', () => {
    expect(create(200101, SkuSchema)).toBe('200101');
    expect(create('200101', SkuSchema)).toBe('200101');
    expect(is(null, SkuSchema)).toBe(false);
  });

  it('takes text, a price and a flag sent as null or left out', () => {
    for (const value of [null, undefined]) {
      expect(is(value, TextSchema)).toBe(true);
      expect(is(value, PriceSchema)).toBe(true);
      expect(is(value, FlagSchema)).toBe(true);
    }
    expect(is('$10.00', PriceSchema) && is(10, PriceSchema)).toBe(true);
    expect(is(5, TextSchema) || is(true, PriceSchema) || is('yes', FlagSchema)).toBe(false);
  });
});

describe('AddOn', () => {
  it("reads the server's add-on leniently: a number sku as text, a null or absent name as ''", () => {
    expect(create({ sku: 1234, name: null, formattedPrice: 25 }, AddOn)).toMatchObject({
      sku: '1234',
      name: '',
      formattedPrice: 25,
    });
    expect(create({ sku: '1234' }, AddOn).name).toBe('');
    expect(create({ sku: '1234', optionChoiceParameter: '12,3' }, AddOn).optionChoiceParameter).toBe('12,3');
  });

  it('refuses an add-on without a sku or with a name that is no text', () => {
    expect(is({ name: 'Pillow' }, AddOn)).toBe(false);
    expect(validate({ sku: '1', name: 5 }, AddOn, { coerce: true })[0]?.path).toEqual(['name']);
  });
});

describe('addOnImage', () => {
  const url = vi.fn((value: string, _field: string) => (value.startsWith('javascript:') ? undefined : value));

  it('takes imageUrl, else imagePath, else imagePopup, through the given URL filter naming the field', () => {
    const addOn = create({ sku: '1', imagePath: '/p.jpg', imagePopup: '/pop.jpg' }, AddOn);
    expect(addOnImage(addOn, url)).toBe('/p.jpg');
    expect(url).toHaveBeenLastCalledWith('/p.jpg', 'addOns.imagePath');
    expect(addOnImage(create({ sku: '1', imageUrl: '/u.jpg', imagePath: '/p.jpg' }, AddOn), url)).toBe('/u.jpg');
    expect(addOnImage(create({ sku: '1', imagePopup: '/pop.jpg' }, AddOn), url)).toBe('/pop.jpg');
  });

  it('has none when no field is given or the filter refuses it', () => {
    expect(addOnImage(create({ sku: '1', imageUrl: '' }, AddOn), url)).toBeUndefined();
    expect(addOnImage(create({ sku: '1', imageUrl: 'javascript:alert(1)' }, AddOn), url)).toBeUndefined();
  });
});
