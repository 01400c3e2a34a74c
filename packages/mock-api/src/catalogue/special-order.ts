/** The special-order page model (browseDto) and option drawers [ref: configurator#data]. */
import { buildFilters, fixedChoice, materialChoice, materialsFor, sortMaterials } from './choices';
import { materialImage, type Material } from './fabrics';
import type { OptionDef } from './options';
import {
  describeSelections,
  dimensionsOf,
  dimensionsText,
  formatSelections,
  matchingSkus,
  parseSelections,
  productImageFor,
  unitPrice,
  type Selections,
} from './pricing';
import type { DemoProduct } from './products';
import { formatCents } from './seed';

/** Choices shown before 'Load {n} More' / 'Browse All' (first 32 of a group) [ref: configurator#rules]. */
export const VISIBLE_CHOICES = 32;
/** The demo's maxMaterials setting. */
export const MAX_MATERIALS = 60;

/** Reads selections from a `choices` JSON list and/or an output-cache string. */
export function readSelections(choicesJson: string | null | undefined, outputCacheString?: string | null): Selections {
  const selections = parseSelections(outputCacheString);
  if (choicesJson) {
    try {
      const list = JSON.parse(choicesJson) as unknown;
      if (Array.isArray(list)) {
        for (const c of list as Array<Record<string, unknown>>) {
          const option = Number(c['optionCode'] ?? c['OptionCode']);
          const choice = Number(c['choiceCode'] ?? c['ChoiceCode']);
          if (option && choice) selections.set(option, choice);
        }
      }
    } catch {
      // a broken list leaves the selections from the output-cache string
    }
  }
  return selections;
}

function materialGroups(
  product: DemoProduct,
  list: Material[],
  selected: number | undefined,
  brand: string,
  basePrice: number,
): Array<Record<string, unknown>> {
  const groups = new Map<string, Material[]>();
  for (const m of list) {
    const key = m.isStock ? 'S' : m.priceGroupCode;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  let seq = 0;
  // stock first, then price groups A…F, L1…L3
  const ordered = [...groups].sort(([a], [b]) => (a === 'S' ? -1 : b === 'S' ? 1 : a.localeCompare(b)));
  const kind = list[0]?.kind === 'leather' ? 'Leather' : 'Fabric';
  return ordered.map(([code, members]) => ({
    header: {
      code,
      title: code === 'S' ? `Stock ${kind}` : `Price Group ${code}`,
      subtitle: code === 'S' ? 'Ships in 2-3 weeks' : `Custom ${kind}, ships in 8-10 weeks`,
      currentPrice: basePrice + (members[0]?.addPrice ?? 0),
      regularPrice: basePrice + (members[0]?.addPrice ?? 0),
    },
    choices: members.map((m) => materialChoice(m, product, (seq += 1), selected, brand, basePrice)),
    groupType: code === 'S' ? 'stock' : 'priceGroup',
  }));
}

/** Choice groups of an option under a sort (and an optional material list already filtered). */
export function choiceGroupsOf(
  product: DemoProduct,
  option: OptionDef,
  selections: Selections,
  sort = 'recommended',
  brand = 'main',
  materials?: Material[],
): Array<Record<string, unknown>> {
  const selected = selections.get(option.code);
  // each choice is priced with the shopper's other choices, as the quick view and the cart price it
  const others = new Map([...selections].filter(([code]) => code !== option.code));
  const basePrice =
    product.currentPrice +
    describeSelections(product, product.sku, others).reduce((sum, extra) => sum + extra.addPrice, 0);
  if (option.optionType === 'fabric' || option.optionType === 'leather') {
    return materialGroups(
      product,
      sortMaterials(materials ?? materialsFor(product, option), sort),
      selected,
      brand,
      basePrice,
    );
  }
  return [
    {
      header: {
        code: String(option.code),
        title: option.title,
        subtitle: '',
        currentPrice: basePrice,
        regularPrice: basePrice,
      },
      choices: option.choices.map((c, i) => fixedChoice(c, product, option, i + 1, selected, basePrice)),
      groupType: 'standard',
    },
  ];
}

function count(groups: Array<Record<string, unknown>>): number {
  return groups.reduce((n, g) => n + (g['choices'] as unknown[]).length, 0);
}

/** The visible part of the groups: the first two groups, the second cut at 32 choices. */
function visible(groups: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return groups
    .slice(0, 2)
    .map((g, i) => (i === 1 ? { ...g, choices: (g['choices'] as unknown[]).slice(0, VISIBLE_CHOICES) } : g));
}

/** One option drawer [ref: configurator#data]. */
export function optionView(
  product: DemoProduct,
  option: OptionDef,
  sequence: number,
  selections: Selections,
  sort: string,
  brand: string,
): Record<string, unknown> {
  const all = choiceGroupsOf(product, option, selections, sort, brand);
  const isMaterial = option.optionType === 'fabric' || option.optionType === 'leather';
  const shown = isMaterial ? visible(all) : all;
  const materials = isMaterial ? materialsFor(product, option) : [];
  const selectedCode = selections.get(option.code);
  const selectedChoice =
    all.flatMap((g) => g['choices'] as Array<Record<string, unknown>>).find((c) => c['code'] === selectedCode) ?? null;
  const total = count(all);
  return {
    code: option.code,
    sequence,
    source: option.source,
    optionType: option.optionType,
    optionExperience: option.optionExperience,
    header: {
      title: option.title,
      subtitle: selectedChoice ? String(selectedChoice['title']) : 'None Selected',
      count: total,
    },
    // material drawers: the visible groups (the legacy layout pages through Browse All); others: all
    choiceGroups: shown,
    choiceGroupsV2: shown,
    choiceGroupsV2All: all,
    choiceGroupsPriceGroups: isMaterial && brand === 'cb2' ? all : [],
    totalChoiceCountV2: count(shown),
    totalChoiceCountV2All: total,
    maxMaterials: MAX_MATERIALS,
    filters: isMaterial ? buildFilters(materials) : [],
    filtersV2: isMaterial ? buildFilters(materials) : [],
    selectedChoice,
    allChoiceMatchingSkus: product.variants.map((v) => Number(v.sku)),
    hasMaterialSwatchesToOrder: isMaterial && materials.some((m) => m.swatchInStock === 'yes'),
  };
}

/**
 * The page's 'Dimensions' section: the measures of each size the product comes in, and what a
 * deeper seat adds ('Apartment Sofa: 74" W x 38" D x 34" H. Sofa: …. Deep: 4" deeper.').
 */
function sizesText(product: DemoProduct): string {
  const sizes = product.options.find((o) => o.optionType === 'size')?.choices ?? [];
  const depths = product.options.find((o) => o.optionType === 'depth')?.choices ?? [];
  const lines = sizes.flatMap((c) => (c.measures ? [`${c.title}: ${dimensionsText(c.measures)}.`] : []));
  for (const d of depths) if (d.measures?.depth) lines.push(`${d.title}: ${d.measures.depth}" deeper.`);
  return lines.join(' ');
}

/** The product page model of a special-order product ([ref: configurator#data] browseDto). */
export function browseDto(
  product: DemoProduct,
  selections: Selections,
  sort = 'recommended',
  brand = 'main',
): Record<string, unknown> {
  const matches = matchingSkus(product, selections);
  const sku = matches.length === 1 ? String(matches[0]) : product.sku;
  const ocp = formatSelections(selections);
  const price = unitPrice(sku, ocp) ?? product.currentPrice;
  const material = describeSelections(product, sku, selections).find(
    (s) => s.optionType === 'fabric' || s.optionType === 'leather',
  );
  // the picture in the fabric chosen, as the cart shows the line
  const picture = productImageFor(product, selections);
  return {
    sku: product.sku,
    name: product.name,
    reviewCount: 12 + (Number(product.sku) % 90),
    isNla: product.isNla,
    superSpecialOrder: { sku: product.sku, url: `${product.url}?so=1` },
    productItems: [{ sku, name: product.name, formattedPrice: formatCents(price), imagePath: picture }],
    productSubgroups: [
      {
        id: 1,
        title: 'Overview',
        isExpanded: false,
        content: `${product.name}: made to order in the fabric or leather you choose.`,
      },
      { id: 2, title: 'Dimensions', isExpanded: true, content: sizesText(product) },
    ],
    specialOrderDetail: {
      sku,
      imagePath: picture,
      isStockSku: false,
      optionChoiceParameter: ocp,
      currentPrice: price,
      regularPrice: price,
      formattedPrice: formatCents(price),
      availabilityMessage: product.availabilityMessage,
      flatImage: material ? materialImage({ code: material.choiceCode } as Material) : product.imagePath,
      imageAltText: material ? `${product.name} in ${material.text}` : product.name,
      swatchChoiceCode: material?.choiceCode ?? 0,
    },
    care: 'Spot clean with a mild water-based cleaner. Rotate cushions regularly.',
    rewards: { rate: 10, headerRenew: 'Earn 10% back in rewards', messageRenew: 'with a Hearth credit card.' },
    lineLevelMessages: [{ text: 'Free design services', popupName: 'DesignServices' }],
    skuProperty: product.skuProperty,
    formattedPrice: formatCents(price),
    // [ref: configurator#data] in-house personalization pricing: none on a made-to-order sofa
    formattedTotalPrice: formatCents(price),
    personalizationFeeMessage: '',
    pageShowcase: null,
    // [ref: configurator#data] Dimension data of the sku the choices point to (the first size until one is chosen)
    dimensions: dimensionsOf(product, sku),
    options: product.options.map((o, i) => optionView(product, o, i + 1, selections, sort, brand)),
  };
}
