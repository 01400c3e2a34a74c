import { describe, expect, it } from 'vitest';
import {
  addedCount,
  isInRegistry,
  isMadeToOrder,
  isSmallButtonHidden,
  registryButtonState,
  isDisabledMadeToOrder,
  editedRegistry,
  registryPayload,
  registryStep,
  showAddAll,
  skuToAdd,
  type RegistryButtonItem,
} from './registry-logic';
import {
  recommendationsSource,
  continueLabel,
  recommendationLabel,
  notShownYet,
  eventDateText,
  registryName,
  showChecklist,
  viewRegistryLabel,
} from './registry-popup-logic';

const ITEM: RegistryButtonItem = {
  sku: '300101',
  loading: false,
  isStockSku: true,
  skuProperty: 0,
  personalizationInvalid: false,
  hasGrouper: false,
  hasSuperSpecialOrder: false,
};

describe('registryButtonState [ref: registry#validation]', () => {
  it.each<[string, Partial<RegistryButtonItem>, string]>([
    ['a stock sku', {}, 'enabled'],
    ['while loading', { loading: true }, 'disabled'],
    ['not a stock sku', { isStockSku: false }, 'disabled'],
    ['made to order, sku property 300', { skuProperty: 300 }, 'disabled'],
    ['made to order, sku property 400', { skuProperty: 400 }, 'disabled'],
    ['sku property 250 (not made to order)', { skuProperty: 250 }, 'enabled'],
    ['personalization invalid', { personalizationInvalid: true }, 'disabled'],
    [
      'sku 0 with a grouper: not disabled, the click raises the grouper error',
      { sku: '0', hasGrouper: true },
      'grouper',
    ],
    ['sku 0 with a super special order: not disabled', { sku: '0', hasSuperSpecialOrder: true }, 'enabled'],
    ['sku 0 with neither (Hearth: nothing to add)', { sku: '0' }, 'disabled'],
    ['sku 0 with a grouper, loading', { sku: '0', hasGrouper: true, loading: true }, 'disabled'],
  ])('%s → %s', (_, change, expected) => {
    expect(registryButtonState({ ...ITEM, ...change })).toBe(expected);
  });

  it.each<[string, Partial<RegistryButtonItem>, boolean]>([
    ['a stock sku', {}, false],
    ['while loading (only loading)', { loading: true, isStockSku: false }, false],
    ['not a stock sku', { isStockSku: false }, true],
    ['sku property 300', { skuProperty: 300 }, true],
    ['personalization invalid (its form says why)', { personalizationInvalid: true }, false],
  ])('disabled as made to order: %s → %s', (_, change, expected) => {
    expect(isDisabledMadeToOrder({ ...ITEM, ...change })).toBe(expected);
  });

  it.each([
    [250, false, true],
    [300, true, true],
    [400, true, true],
    [0, false, false],
    [200, false, false],
  ])('sku property %i: made to order %s, small button hidden %s', (property, madeToOrder, hidden) => {
    expect(isMadeToOrder(property)).toBe(madeToOrder);
    expect(isSmallButtonHidden(property)).toBe(hidden);
  });
});

describe('the registry add [ref: registry]', () => {
  it("adds the super special order's sku when the sku is 0", () => {
    expect(skuToAdd('0', { sku: '410199', url: '/x' })).toBe('410199');
    expect(skuToAdd('300101', { sku: '410199' })).toBe('300101');
    expect(skuToAdd('0', { url: '/x' })).toBe('0');
    expect(skuToAdd('0', null)).toBe('0');
  });

  it.each([
    [1, 1, true],
    [2, 3, true],
    [0, 2, false],
    [1, 0, false],
  ])('count %i, wants %i: in the registry (edit link) %s', (count, wants, expected) => {
    expect(isInRegistry(count, wants)).toBe(expected);
  });

  it.each([
    [{ isLoggedIn: true, registryCount: 1, quantity: 1, itemCount: 3 }, true],
    [{ isLoggedIn: false, registryCount: 1, quantity: 1, itemCount: 3 }, false],
    [{ isLoggedIn: true, registryCount: 0, quantity: 1, itemCount: 3 }, false],
    [{ isLoggedIn: true, registryCount: 2, quantity: 2, itemCount: 3 }, false],
    [{ isLoggedIn: true, registryCount: 2, quantity: 1, itemCount: 0 }, false],
  ])('add-all for %j: %s', (shopper, expected) => {
    expect(showAddAll(shopper)).toBe(expected);
  });

  it('signs in first, makes a registry when there is none, chooses among several, else adds', () => {
    const one = [{ id: 1 }];
    expect(registryStep(false, one)).toBe('sign-in');
    expect(registryStep(true, [])).toBe('create');
    expect(registryStep(true, one)).toBe('add');
    expect(registryStep(true, [{ id: 1 }, { id: 2 }])).toBe('choose');
  });

  it('the payload is a list of {Sku, Quantity 1, GrId}', () => {
    expect(registryPayload(['300101', '300102'], 90001)).toEqual([
      { Sku: '300101', Quantity: 1, GrId: 90001 },
      { Sku: '300102', Quantity: 1, GrId: 90001 },
    ]);
  });

  it('the count is the sum of the quantities added', () => {
    expect(addedCount([{ quantity: 1 }, { quantity: 2 }])).toBe(3);
    expect(addedCount([])).toBe(0);
    expect(addedCount([{ quantity: -1 }, { quantity: Number.NaN }, { quantity: 1 }])).toBe(1);
  });
});

describe('the confirmation [ref: registry#screens, #rules, #validation]', () => {
  it("'Scan Another Item' only when the cookie scan-mode is 'true'", () => {
    expect(continueLabel('true')).toBe('Scan Another Item');
    expect(continueLabel('false')).toBe('Continue Shopping');
    expect(continueLabel('TRUE')).toBe('Continue Shopping');
    expect(continueLabel(undefined)).toBe('Continue Shopping');
  });

  it("'View My Registry' in registrant mode, else 'View Registry'", () => {
    expect(viewRegistryLabel(true)).toBe('View My Registry');
    expect(viewRegistryLabel(false)).toBe('View Registry');
  });

  it.each([
    [true, 'br', undefined, true],
    [true, 'BB', undefined, true],
    [true, 'hw', undefined, false],
    [false, 'br', undefined, false],
    [true, '', undefined, false],
    [true, 'hw', ['hw', 'br'], true],
    [true, 'br', ['hw'], false],
  ])('checklist with the feature %s, type %j, types %j: %s', (feature, type, types, expected) => {
    expect(showChecklist(feature, type, types)).toBe(expected);
  });

  it("a recommendation's button: 'Add' on a listing page or mobile, else 'Add To Registry'", () => {
    expect(recommendationLabel(false, false)).toBe('Add To Registry');
    expect(recommendationLabel(true, false)).toBe('Add');
    expect(recommendationLabel(false, true)).toBe('Add');
  });

  it('a registry without a name is named by its id', () => {
    expect(registryName({ id: 90001, name: 'Our Wedding' })).toBe('Our Wedding');
    expect(registryName({ id: 90002, name: ' ' })).toBe('Registry 90002');
  });

  it('the edit link opens the registry the item went to, else the only one, else none', () => {
    const one = [{ id: 1 }];
    const two = [{ id: 1 }, { id: 2 }];
    expect(editedRegistry(2, two)).toBe(2);
    expect(editedRegistry(undefined, one)).toBe(1);
    expect(editedRegistry(undefined, two)).toBeUndefined();
    expect(editedRegistry('', two)).toBeUndefined();
  });

  it("the chooser's event date: an ISO date as the site writes dates, anything else as sent", () => {
    expect(eventDateText('2026-09-12', 'US')).toBe('September 12, 2026');
    expect(eventDateText('2026-05-01', 'CA')).toBe('May 1, 2026');
    expect(eventDateText('2026-02-31', 'US')).toBe('2026-02-31');
    expect(eventDateText(' Summer 2026 ', 'US')).toBe('Summer 2026');
    expect(eventDateText(' 2026-09-12 ', 'US')).toBe('September 12, 2026');
    expect(eventDateText(' 2026-02-31 ', 'US')).toBe('2026-02-31');
  });
});

describe("'You May Also Want' source [ref: registry#calls]", () => {
  const item = { sku: '200101', name: 'Throw' };
  it("the service's own items; none: its callback /browse/widget/MainPi; nothing before it answered", () => {
    expect(recommendationsSource({ items: [item] }, { items: [{ sku: 'x', name: '' }] })).toEqual({
      follow: false,
      items: [item],
    });
    expect(recommendationsSource({ items: [] }, undefined)).toEqual({ follow: true, items: [] });
    expect(recommendationsSource({ items: [] }, { items: [item] })).toEqual({ follow: true, items: [item] });
    expect(recommendationsSource(undefined, { items: [item] })).toEqual({ follow: false, items: [] });
  });
});

describe("notShownYet: 'You May Also Want' offers each product once", () => {
  it('drops what the popup shows already and repeats, keeping the order', () => {
    const items = ['300102', '200101', '300102', '300101', '200102'].map((sku, i) => ({ sku, i }));
    expect(notShownYet(items, ['300101', '300102']).map((x) => x.i)).toEqual([1, 4]);
  });
});
