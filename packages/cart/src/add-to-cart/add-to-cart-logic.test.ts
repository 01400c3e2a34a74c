// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  acceptsTerms,
  addOnCartItems,
  addToCartLabel,
  addedCount,
  addedCountText,
  addedItemsOf,
  hasPersonalizationErrors,
  isInAddedList,
  isInHouse,
  OPEN_GATE,
  pricingGate,
  pricingQuery,
  TERMS_REDIRECT_MS,
  toCartItems,
} from './add-to-cart-logic';
import {
  afterAdd,
  monogramRequest,
  renderErrorTarget,
  renderErrorsToFields,
  validatePersonalization,
} from './send/send-logic';
import { create } from 'superstruct';
import { AddToCartPropsSchema } from './props-schema';
import { parseQuantity } from './add-to-cart-env';
import { Personalization } from './schema';

describe('addToCartLabel [ref: add-to-cart#limits]', () => {
  it.each([
    [1, 'Add to cart'],
    [2, 'Request a quote'],
    [3, 'Call a store'],
    [4, 'Select a store'],
    [5, 'Pick up in store'],
    [7, 'Accept Terms And Add To Cart'],
  ])('config %i is %s', (config, label) => {
    expect(addToCartLabel(config)).toBe(label);
  });

  it("config 6 is 'Add {text} to cart'", () => {
    expect(addToCartLabel(6, 'Gift Box')).toBe('Add Gift Box to cart');
  });

  it('defaults to config 1, also for an unknown config', () => {
    expect(addToCartLabel()).toBe('Add to cart');
    expect(addToCartLabel(9)).toBe('Add to cart');
  });

  it('only config 7 accepts terms, and the redirect waits 300 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(acceptsTerms)).toEqual([7]);
    expect(TERMS_REDIRECT_MS).toBe(300);
  });
});

describe('toCartItems [ref: add-to-cart#data, #limits]', () => {
  it('applies quantity 1 and ship method standard (1) by default', () => {
    expect(toCartItems([{ Sku: 410100 }])).toEqual([
      {
        Sku: '410100',
        Quantity: 1,
        OptionChoiceParameter: '',
        Location: '',
        IsPickupSelected: false,
        IsInstallationServiceRequired: false,
        IsPersonalized: false,
        ShipMethod: 1,
      },
    ]);
  });

  it('keeps what the page sent', () => {
    const [item] = toCartItems([
      {
        Sku: '300101',
        Quantity: 3,
        ShipMethod: 2,
        IsPickupSelected: true,
        GiftRegistryId: 12,
        Location: 'PDP',
        PersonalizationText: 'AB',
      },
    ]);
    expect(item).toMatchObject({
      Quantity: 3,
      ShipMethod: 2,
      IsPickupSelected: true,
      GiftRegistryId: 12,
      Location: 'PDP',
      PersonalizationText: 'AB',
    });
  });

  it('the selected quantity replaces the first item only', () => {
    const list = toCartItems(
      [
        { Sku: 'a', Quantity: 2 },
        { Sku: 'b', Quantity: 5 },
      ],
      4,
    );
    expect(list.map((i) => i.Quantity)).toEqual([4, 5]);
  });

  it('refuses a quantity outside 1-99', () => {
    expect(() => toCartItems([{ Sku: 'a', Quantity: 0 }])).toThrow();
    expect(() => toCartItems([{ Sku: 'a', Quantity: 100 }])).toThrow();
  });
});

describe('add-ons [ref: add-to-cart#data, #rules]', () => {
  it("posts one item, quantity 1, Location 'Furniture Add-On'", () => {
    expect(addOnCartItems({ sku: '200101', optionChoiceParameter: 'oc-1' })).toEqual([
      { Sku: '200101', Quantity: 1, OptionChoiceParameter: 'oc-1', Location: 'Furniture Add-On' },
    ]);
    expect(addOnCartItems({ sku: '200102' })[0]?.OptionChoiceParameter).toBe('');
  });

  it('the added count is the sum of quantities', () => {
    expect(addedCount([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
    expect(addedCount([])).toBe(0);
    expect(addedCountText(3)).toBe('3 items added to your cart');
    expect(addedCountText(1)).toBe('1 item added to your cart');
  });

  it('an add-on is added once its sku is in the added list', () => {
    expect(isInAddedList([{ sku: '200101' }], '200101')).toBe(true);
    expect(isInAddedList([{ sku: '200101' }], '200102')).toBe(false);
  });

  it('the added list is the answer’s items, else what was sent', () => {
    expect(addedItemsOf([{ sku: 'x', quantity: 2, name: 'X' }], [{ Sku: 'y' }])).toEqual([
      { sku: 'x', quantity: 2, name: 'X' },
    ]);
    expect(addedItemsOf(undefined, [{ Sku: 'y', Quantity: 3 }])).toEqual([{ sku: 'y', quantity: 3, name: '' }]);
  });
});

describe('afterAdd [ref: add-to-cart#rules, #limits]', () => {
  it('shows the confirmation layer by default', () => {
    expect(afterAdd({})).toBe('popup');
    expect(afterAdd({ answerType: 'standard' })).toBe('popup');
  });
  it('"ignore" only refreshes the cart header, from the page or the answer', () => {
    expect(afterAdd({ pageType: 'ignore' })).toBe('ignore');
    expect(afterAdd({ answerType: 'ignore' })).toBe('ignore');
    expect(afterAdd({ pageType: 'standard', answerType: 'ignore' })).toBe('popup');
  });
  it('accepting terms goes to the cart', () => {
    expect(afterAdd({ termsAccepted: true, answerType: 'standard' })).toBe('redirect');
  });
});

describe('personalization render errors [ref: add-to-cart#errors]', () => {
  const lines = ['Text1', 'Text2', 'Text3'];

  it.each([
    ['E1001', 'legend'],
    ['E1002', 'legend'],
    ['E1003', 'legend'],
    ['E2001', 'summary'],
    ['E3001', 'line'],
    ['E9999', 'line'],
  ])('%s flags the %s', (code, target) => {
    expect(renderErrorTarget(code)).toBe(target);
  });

  it('shows each server description on its field', () => {
    const errors = renderErrorsToFields(
      [
        { code: 'E1002', description: 'Too long.' },
        { code: 'E2001', description: 'Enter text.' },
        { code: 'E3001', elementName: 'Text2', description: 'Change your text.' },
        { code: 'E3001', elementName: 'Text3', description: 'Change your text.' },
      ],
      lines,
    );
    expect(errors).toEqual({
      legend: 'Too long.',
      summary: 'Enter text.',
      lines: { Text2: 'Change your text.', Text3: 'Change your text.' },
    });
    expect(hasPersonalizationErrors(errors)).toBe(true);
  });

  it('any other code flags Text1, whatever element it names', () => {
    expect(renderErrorsToFields([{ code: 'E4040', elementName: 'Text3', description: 'Oops.' }], lines)).toEqual({
      lines: { Text1: 'Oops.' },
    });
  });

  it('E3001 naming no known line flags Text1', () => {
    expect(renderErrorsToFields([{ code: 'E3001', description: 'No.' }], lines).lines).toEqual({ Text1: 'No.' });
  });

  it('with no text lines shown, a line error goes to the legend (never invisible)', () => {
    expect(
      renderErrorsToFields(
        [
          { code: 'E9999', description: 'Oops.' },
          { code: 'E3001', elementName: 'Text1', description: 'No.' },
        ],
        [],
      ),
    ).toEqual({
      legend: 'Oops.\nNo.',
      lines: {},
    });
  });

  it('no errors flag nothing', () => {
    expect(hasPersonalizationErrors(renderErrorsToFields([], lines))).toBe(false);
  });
});

describe('validatePersonalization [ref: add-to-cart#validation]', () => {
  const make = (customizationType: number) =>
    create(
      { customizationType, lines: [{ elementName: 'Text1' }, { elementName: 'Text2' }], emptyTextMessage: 'Enter it.' },
      Personalization,
    );

  it('an item that is not in-house with every line empty raises the personalization error on Text1', () => {
    expect(validatePersonalization(make(100), { Text1: ' ', Text2: '' })).toEqual({ lines: { Text1: 'Enter it.' } });
  });

  it('with no text lines, the error goes to the legend (never invisible)', () => {
    const none = create({ customizationType: 100, emptyTextMessage: 'Enter it.' }, Personalization);
    expect(validatePersonalization(none, {})).toEqual({ legend: 'Enter it.', lines: {} });
  });

  it('one line with text is enough', () => {
    expect(validatePersonalization(make(100), { Text1: '', Text2: 'AB' })).toBeNull();
  });

  it('in-house items (700, 705) are left to the server', () => {
    expect(isInHouse(700) && isInHouse(705) && !isInHouse(100) && !isInHouse(0)).toBe(true);
    expect(validatePersonalization(make(700), {})).toBeNull();
    expect(validatePersonalization(make(705), {})).toBeNull();
  });
});

describe('monogramRequest [ref: add-to-cart#data]', () => {
  it('builds {quantity, orderType, profileGuid, design{templateName, sku, locationName, personalization}}', () => {
    const p = create(
      {
        orderType: 'MONO',
        profileGuid: 'g-1',
        templateName: 'Block',
        locationName: 'Center',
        lines: [{ elementName: 'Text1', textcolor: 'Navy', font: 'Serif' }, { elementName: 'Text2' }],
      },
      Personalization,
    );
    expect(monogramRequest({ Sku: '500102', Quantity: 2 }, p, { Text1: ' ABC ', Text2: '' })).toEqual({
      quantity: 2,
      orderType: 'MONO',
      profileGuid: 'g-1',
      design: {
        templateName: 'Block',
        sku: '500102',
        locationName: 'Center',
        personalization: [
          { elementName: 'Text1', text: 'ABC', textcolor: 'Navy', font: 'Serif' },
          { elementName: 'Text2', text: '', textcolor: '', font: '' },
        ],
      },
    });
  });
});

describe('pricingQuery [ref: add-to-cart#calls]', () => {
  it('sends skus as a list of sku and quantity, and zipCode', () => {
    expect(
      pricingQuery(
        [
          { Sku: 'a', Quantity: 2 },
          { Sku: 'b', Quantity: 1 },
        ],
        '60062',
      ),
    ).toEqual({
      'skus[0].sku': 'a',
      'skus[0].quantity': 2,
      'skus[1].sku': 'b',
      'skus[1].quantity': 1,
      zipCode: '60062',
    });
    expect(pricingQuery([], null)).toEqual({ zipCode: '' });
  });
});

describe('pricingGate [ref: add-to-cart#rules, #validation, #calls]', () => {
  const answer = { products: [{ isInvalid: false }], hasInvalidSkus: false, customOrderConfirmation: null };

  it('a plain answer sends on the plain path', () => {
    expect(pricingGate(answer)).toEqual({ custom: false, invalid: false });
  });

  it('customOrderConfirmation.hasCustomOrderConfirmation takes the custom path', () => {
    expect(pricingGate({ ...answer, customOrderConfirmation: { hasCustomOrderConfirmation: true } })).toEqual({
      custom: true,
      invalid: false,
    });
    expect(pricingGate({ ...answer, customOrderConfirmation: { hasCustomOrderConfirmation: false } }).custom).toBe(
      false,
    );
  });

  it('hasInvalidSkus, or any product marked isInvalid, sends nothing', () => {
    expect(pricingGate({ ...answer, hasInvalidSkus: true }).invalid).toBe(true);
    expect(pricingGate({ ...answer, products: [{ isInvalid: false }, { isInvalid: true }] }).invalid).toBe(true);
  });

  it('no answer (none asked, or it failed: [ref: add-to-cart#errors] logged only) leaves the way open', () => {
    expect(pricingGate(undefined)).toBe(OPEN_GATE);
  });
});

describe('AddToCartPropsSchema', () => {
  it('needs at least one item and applies the item defaults', () => {
    expect(() => create({ items: [] }, AddToCartPropsSchema)).toThrow();
    const props = create({ items: [{ Sku: '410100' }], labelConfig: '6' }, AddToCartPropsSchema);
    expect(props.items[0]).toMatchObject({ Quantity: 1, ShipMethod: 1 });
    expect(props.labelConfig).toBe(6);
  });
  it('refuses a label config outside 1-7', () => {
    expect(() => create({ items: [{ Sku: '1' }], labelConfig: 8 }, AddToCartPropsSchema)).toThrow();
  });
});

describe('parseQuantity (1-99) [ref: add-to-cart#limits]', () => {
  it.each([
    ['3', 3],
    [' 99 ', 99],
    ['0', undefined],
    ['100', undefined],
    ['2.5', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(parseQuantity(value)).toBe(expected);
  });
});
