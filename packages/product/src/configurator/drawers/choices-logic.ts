/** What a drawer shows of its choices [ref: configurator#screens, #rules, #validation]: layout, groups, load more, visibility rules. */
import { formatMessage } from '@hearth/core';
import { isMaterialOption } from './drawer-logic';
import { productMessage } from '../../wording';
import { allGroups } from '../summary/selection-logic';
import type { Choice, ChoiceGroup, Option } from '../data/schema';

/** How a drawer renders its choices [ref: configurator#screens]. */
export type ChoiceLayout = 'swatch' | 'leg' | 'image' | 'text' | 'image-text';

// [ref: configurator#screens] option experiences → layouts; unknown experiences show text buttons.
const LAYOUTS: Readonly<Record<string, ChoiceLayout>> = Object.assign(Object.create(null), {
  fabric: 'swatch',
  leather: 'swatch',
  leg: 'leg',
  image: 'image',
  cushion: 'text',
  text: 'text',
  'seat configuration': 'text',
  seatconfiguration: 'text',
  'large-image-and-text': 'image-text',
  largeimageandtext: 'image-text',
  'numbered-image-and-wide-text': 'image-text',
  numberedimageandwidetext: 'image-text',
});

/** The layout of an option's experience; a fabric/leather option type wins over its experience. */
export function layoutOf(option: Pick<Option, 'optionType' | 'optionExperience'>): ChoiceLayout {
  if (isMaterialOption(option)) return 'swatch';
  const key = option.optionExperience.trim().toLowerCase().replace(/_/g, '-');
  return (
    LAYOUTS[key] ?? LAYOUTS[key.replace(/[\s-]/g, '')] ?? (option.optionType.toLowerCase() === 'leg' ? 'leg' : 'text')
  );
}

/** The refreshed fabric/leather or leg layout needs the front-end and the back-end flag [ref: configurator#screens]. */
export const isRefreshed = (frontEnd: boolean, backEnd: boolean): boolean => frontEnd && backEnd;

/** Choices shown before 'Load {n} More' (first 32 choices) [ref: configurator#limits]. */
export const LOAD_MORE_FIRST = 32;

/**
 * The groups a fabric/leather drawer shows before 'Load {n} More' [ref: configurator#rules]: the first two groups,
 * the second cut to its first 32 choices; a single group shows its first 32. Returns them and how
 * many choices stay hidden.
 */
export function visibleGroups(groups: readonly ChoiceGroup[]): { groups: ChoiceGroup[]; hidden: number } {
  const total = groups.reduce((n, g) => n + g.choices.length, 0);
  const shown =
    groups.length === 1
      ? [{ ...groups[0]!, choices: groups[0]!.choices.slice(0, LOAD_MORE_FIRST) }]
      : groups.slice(0, 2).map((g, i) => (i === 1 ? { ...g, choices: g.choices.slice(0, LOAD_MORE_FIRST) } : g));
  return { groups: shown, hidden: total - shown.reduce((n, g) => n + g.choices.length, 0) };
}

/** [ref: configurator#validation]: the filter panel shows when filters exist and there are more than 6 choices. */
export const showsFilterPanel = (filterCount: number, choiceCount: number): boolean =>
  filterCount > 0 && choiceCount > 6;

/** [ref: configurator#validation]: 'Recently Viewed' shows with more than 7 choices, recent choices, and not on a line item. */
export const showsRecentlyViewed = (choiceCount: number, recentCount: number, isLineItem: boolean): boolean =>
  choiceCount > 7 && recentCount > 0 && !isLineItem;

/** [ref: configurator#validation]: 'Browse All' is hidden when the maximum materials count is at least the hidden count. */
export function browseAllHidden(
  option: Pick<Option, 'maxMaterials' | 'totalChoiceCountV2All' | 'totalChoiceCountV2'>,
): boolean {
  return option.maxMaterials >= option.totalChoiceCountV2All - option.totalChoiceCountV2;
}

/** [ref: configurator#validation]: a depth or size list renders inline with fewer than 3 choices (or exactly 3 on desktop). */
export function rendersInline(option: Pick<Option, 'optionType'>, choiceCount: number, isDesktop: boolean): boolean {
  const type = option.optionType.toLowerCase();
  if (type !== 'depth' && type !== 'size') return false;
  return choiceCount < 3 || (choiceCount === 3 && isDesktop);
}

/**
 * [ref: configurator#limits]: a depth option shows its choices' pictures (the imagery: 3 in view at 1201 px and above,
 * 2 below, choice-list.css); those with a picture.
 */
export function depthImagery<T>(
  option: Pick<Option, 'optionType'>,
  choices: readonly T[],
  imageOf: (choice: T) => string | undefined,
): T[] {
  if (option.optionType.toLowerCase() !== 'depth') return [];
  return choices.filter((choice) => Boolean(imageOf(choice)));
}

/** [ref: configurator#validation]: price-group double-decker layout on mobile when a group has more than 10 choices. */
export const isDoubleDecker = (choiceCount: number, isMobile: boolean): boolean => isMobile && choiceCount > 10;

/**
 * Whether a choice's swatch is out of stock [ref: configurator#limits]: its in-stock attribute (the id differs by
 * brand) is 'no'; without an id, `additionalDetails.swatchInStock`.
 */
export function swatchOutOfStock(
  choice: Pick<Choice, 'attributes' | 'additionalDetails'>,
  attributeId?: number,
): boolean {
  const value =
    attributeId !== undefined
      ? choice.attributes.find((a) => a.attributeId === attributeId)?.value
      : choice.additionalDetails?.swatchInStock;
  return value?.trim().toLowerCase() === 'no';
}

/** [ref: configurator#validation]: on the second brand the get-swatch button is hidden when every choice's swatch is out of stock. */
export function getSwatchHidden(
  brand: string,
  choices: readonly Pick<Choice, 'attributes' | 'additionalDetails'>[],
  attributeId?: number,
): boolean {
  return brand === 'cb2' && choices.length > 0 && choices.every((c) => swatchOutOfStock(c, attributeId));
}

/**
 * [ref: configurator#validation]: with prices shown below the swatches, the recommended sort is by currentPrice ascending
 * (stable: equal prices keep the server's order). Otherwise the server's order.
 */
export function recommendedOrder<T extends Pick<Choice, 'currentPrice'>>(
  choices: readonly T[],
  pricesShown: boolean,
): T[] {
  if (!pricesShown) return [...choices];
  return choices
    .map((choice, index) => ({ choice, index }))
    .sort((a, b) => a.choice.currentPrice - b.choice.currentPrice || a.index - b.index)
    .map((x) => x.choice);
}

/** A titled run of groups ([ref: configurator#screens] swatch groups per brand). */
export interface GroupSection {
  title: string;
  groups: Array<ChoiceGroup & { label: string }>;
}

/**
 * The fabric/leather groups as each brand names them [ref: configurator#screens]: on the second brand the price
 * groups (`choiceGroupsPriceGroups`, else all groups), stock groups under 'Stock Fabric' and the
 * others under 'Custom Fabric' labelled 'price group {code}'; on the other brands the groups by
 * their names under 'Featured Fabric'. A leather option's say 'Leather' ('Featured Leather').
 */
export function groupSections(
  groups: readonly ChoiceGroup[],
  brand: string,
  option: Pick<Option, 'optionType' | 'optionExperience'> = { optionType: 'fabric', optionExperience: '' },
): GroupSection[] {
  // the section headings of a fabric drawer [ref: configurator#screens], and Hearth's of a leather one
  const leather = [option.optionType, option.optionExperience].some((t) => t.trim().toLowerCase() === 'leather');
  if (brand !== 'cb2') {
    const featured = leather
      ? productMessage('featuredLeather', 'Featured Leather')
      : productMessage('featuredFabric', 'Featured Fabric');
    return [{ title: featured, groups: groups.map((g) => ({ ...g, label: g.header.title })) }];
  }
  const stockTitle = leather
    ? productMessage('stockLeather', 'Stock Leather')
    : productMessage('stockFabric', 'Stock Fabric');
  const isStock = (g: ChoiceGroup) =>
    g.groupType.toLowerCase() === 'stock' || (g.choices.length > 0 && g.choices.every((c) => c.isStock));
  const stock = groups.filter(isStock).map((g) => ({ ...g, label: g.header.title || stockTitle }));
  const custom = groups
    .filter((g) => !isStock(g))
    .map((g) => ({
      ...g,
      label: formatMessage(productMessage('priceGroup', 'price group {code}'), { code: g.header.code }),
    }));
  return [
    ...(stock.length > 0 ? [{ title: stockTitle, groups: stock }] : []),
    ...(custom.length > 0
      ? [
          {
            title: leather
              ? productMessage('customLeather', 'Custom Leather')
              : productMessage('customFabric', 'Custom Fabric'),
            groups: custom,
          },
        ]
      : []),
  ];
}

/** The groups a material drawer works from on this brand (price groups on the second brand) [ref: configurator#data]. */
export function materialGroups(option: Option, brand: string): ChoiceGroup[] {
  return brand === 'cb2' && option.choiceGroupsPriceGroups.length > 0
    ? option.choiceGroupsPriceGroups
    : allGroups(option);
}

/** Groups with only the choices in `codes` (empty groups dropped); `null` keeps them all. */
export function keepChoices(groups: readonly ChoiceGroup[], codes: ReadonlySet<number> | null): ChoiceGroup[] {
  if (!codes) return [...groups];
  return groups
    .map((g) => ({ ...g, choices: g.choices.filter((c) => codes.has(c.code)) }))
    .filter((g) => g.choices.length > 0);
}

/**
 * `groups` with each choice replaced by the one of `known` with its code, where there is one (a
 * sort answer lists the option's choices again: the drawer keeps its own objects). Unknown codes
 * keep theirs.
 */
export function sameChoices(groups: readonly ChoiceGroup[], known: readonly ChoiceGroup[]): ChoiceGroup[] {
  const byCode = new Map<number, Choice>();
  for (const group of known) for (const choice of group.choices) byCode.set(choice.code, choice);
  return groups.map((g) => ({ ...g, choices: g.choices.map((c) => byCode.get(c.code) ?? c) }));
}

/** Every choice code of some groups, once. */
export function choiceCodesOf(groups: readonly ChoiceGroup[]): number[] {
  return [...new Set(groups.flatMap((g) => g.choices.map((c) => c.code)))];
}
