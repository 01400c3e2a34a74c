import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  browseAllHidden,
  depthImagery,
  getSwatchHidden,
  groupSections,
  isDoubleDecker,
  isRefreshed,
  keepChoices,
  layoutOf,
  recommendedOrder,
  rendersInline,
  sameChoices,
  showsFilterPanel,
  showsRecentlyViewed,
  swatchOutOfStock,
  visibleGroups,
} from './choices-logic';
import { ChoiceGroup } from '../data/schema';

const group = (code: string, n: number, start = 0, groupType = 'priceGroup') =>
  create(
    {
      header: { code, title: `Price Group ${code}` },
      groupType,
      choices: Array.from({ length: n }, (_, i) => ({ code: start + i })),
    },
    ChoiceGroup,
  );

describe('layoutOf ([ref: configurator#screens] option experiences)', () => {
  it.each([
    ['fabric', 'fabric', 'swatch'],
    ['leather', 'leather', 'swatch'],
    ['fabric', 'text', 'swatch'],
    ['leg', 'leg', 'leg'],
    ['color', 'image', 'image'],
    ['cushion', 'cushion', 'text'],
    ['size', 'text', 'text'],
    ['seat', 'seat configuration', 'text'],
    ['arm', 'large-image-and-text', 'image-text'],
    ['back', 'numbered-image-and-wide-text', 'image-text'],
    ['back', 'numberedImageAndWideText', 'image-text'],
    ['other', 'mystery', 'text'],
  ])('%s / %s → %s', (optionType, optionExperience, layout) => {
    expect(layoutOf({ optionType, optionExperience })).toBe(layout);
  });
  it('the refreshed layouts need both flags', () => {
    expect([isRefreshed(true, true), isRefreshed(true, false), isRefreshed(false, true)]).toEqual([true, false, false]);
  });
});

describe('visibleGroups: load more [ref: configurator#rules, #limits]', () => {
  it('the first two groups, the second cut to 32', () => {
    const { groups, hidden } = visibleGroups([group('S', 12), group('A', 50, 100), group('B', 20, 200)]);
    expect(groups.map((g) => g.choices.length)).toEqual([12, 32]);
    expect(hidden).toBe(18 + 20);
  });
  it('two small groups: all shown', () => {
    expect(visibleGroups([group('S', 4), group('A', 10, 10)]).hidden).toBe(0);
  });
  it('a single group: its first 32', () => {
    const { groups, hidden } = visibleGroups([group('A', 40)]);
    expect(groups[0]!.choices).toHaveLength(32);
    expect(hidden).toBe(8);
  });
});

describe('visibility rules [ref: configurator#validation]', () => {
  it.each([
    [1, 7, true],
    [0, 7, false],
    [1, 6, false],
  ])('filter panel: %i filters, %i choices → %s', (filters, choices, shown) => {
    expect(showsFilterPanel(filters, choices)).toBe(shown);
  });
  it.each([
    [8, 1, false, true],
    [7, 1, false, false],
    [8, 0, false, false],
    [8, 1, true, false],
  ])('recently viewed: %i choices, %i recent, line item %s → %s', (choices, recent, lineItem, shown) => {
    expect(showsRecentlyViewed(choices, recent, lineItem)).toBe(shown);
  });
  it.each([
    [60, 400, 44, false],
    [60, 100, 44, true],
    [56, 100, 44, true],
    [0, 40, 40, true],
  ])(
    'browse all: maxMaterials %i, all %i, visible %i → hidden %s',
    (maxMaterials, totalChoiceCountV2All, totalChoiceCountV2, hidden) => {
      expect(browseAllHidden({ maxMaterials, totalChoiceCountV2All, totalChoiceCountV2 })).toBe(hidden);
    },
  );
  it.each([
    ['size', 2, false, true],
    ['depth', 2, false, true],
    ['size', 3, true, true],
    ['size', 3, false, false],
    ['size', 4, true, false],
    ['cushion', 2, true, false],
  ])('inline: %s with %i choices, desktop %s → %s', (optionType, n, desktop, inline) => {
    expect(rendersInline({ optionType }, n, desktop)).toBe(inline);
  });
  it('double-decker on mobile above 10 choices', () => {
    expect([isDoubleDecker(11, true), isDoubleDecker(10, true), isDoubleDecker(11, false)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('swatch stock [ref: configurator#validation, #limits]', () => {
  const choice = (value: string, id = 201) => ({
    attributes: [{ attributeId: id, value }],
    additionalDetails: undefined,
  });
  it('reads the brand attribute', () => {
    expect(swatchOutOfStock(choice('no'), 201)).toBe(true);
    expect(swatchOutOfStock(choice('No'), 201)).toBe(true);
    expect(swatchOutOfStock(choice('yes'), 201)).toBe(false);
    expect(swatchOutOfStock(choice('no', 101), 201)).toBe(false);
  });
  it('hides the get-swatch button on CB2 only when every swatch is out', () => {
    expect(getSwatchHidden('cb2', [choice('no'), choice('no')], 201)).toBe(true);
    expect(getSwatchHidden('cb2', [choice('no'), choice('yes')], 201)).toBe(false);
    expect(getSwatchHidden('main', [choice('no')], 201)).toBe(false);
    expect(getSwatchHidden('cb2', [], 201)).toBe(false);
  });
});

describe('ordering and groups', () => {
  it('recommended = currentPrice ascending when prices show below the swatches (stable)', () => {
    const list = [
      { code: 1, currentPrice: 300 },
      { code: 2, currentPrice: 100 },
      { code: 3, currentPrice: 300 },
      { code: 4, currentPrice: 200 },
    ];
    expect(recommendedOrder(list, true).map((c) => c.code)).toEqual([2, 4, 1, 3]);
    expect(recommendedOrder(list, false).map((c) => c.code)).toEqual([1, 2, 3, 4]);
  });
  it('groups per brand [ref: configurator#screens]', () => {
    const groups = [group('S', 2, 0, 'stock'), group('A', 2, 10), group('B', 2, 20)];
    expect(groupSections(groups, 'cb2').map((s) => [s.title, s.groups.map((g) => g.label)])).toEqual([
      ['Stock Fabric', ['Price Group S']],
      ['Custom Fabric', ['price group A', 'price group B']],
    ]);
    expect(groupSections(groups, 'main').map((s) => [s.title, s.groups.length])).toEqual([['Featured Fabric', 3]]);
    // a leather drawer's say leather
    const leather = { optionType: 'leather', optionExperience: 'leather' };
    expect(groupSections(groups, 'main', leather).map((s) => s.title)).toEqual(['Featured Leather']);
    expect(groupSections(groups, 'cb2', leather).map((s) => s.title)).toEqual(['Stock Leather', 'Custom Leather']);
  });
  it('keepChoices drops what the filters leave out, and empty groups', () => {
    expect(
      keepChoices([group('A', 3), group('B', 2, 10)], new Set([1, 2])).map((g) => g.choices.map((c) => c.code)),
    ).toEqual([[1, 2]]);
    expect(keepChoices([group('A', 3)], null)[0]!.choices).toHaveLength(3);
  });
  it('sameChoices keeps the drawer’s own choice objects in a sort answer’s order (unchanged swatches skip their render)', () => {
    const known = [group('A', 3)];
    const answer = [group('B', 1, 2), group('C', 3, 0)];
    const kept = sameChoices(answer, known);
    expect(kept.map((g) => [g.header.code, g.choices.map((c) => c.code)])).toEqual([
      ['B', [2]],
      ['C', [0, 1, 2]],
    ]);
    expect(kept[0]!.choices[0]).toBe(known[0]!.choices[2]);
    expect(kept[1]!.choices[2]).toBe(known[0]!.choices[2]);
    expect(sameChoices([group('D', 1, 99)], known)[0]!.choices[0]!.code).toBe(99);
  });
});

describe('[ref: configurator#limits] depth imagery', () => {
  it('only a depth option, only the choices with a picture', () => {
    const choices = [
      { code: 1, image: '/a.svg' },
      { code: 2, image: undefined },
      { code: 3, image: '/c.svg' },
    ];
    const imageOf = (c: (typeof choices)[number]) => c.image;
    expect(depthImagery({ optionType: 'Depth' }, choices, imageOf).map((c) => c.code)).toEqual([1, 3]);
    expect(depthImagery({ optionType: 'size' }, choices, imageOf)).toEqual([]);
  });
});
