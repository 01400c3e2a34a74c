/** Builds the configurator's choice, choice-group, filter and facet entities [ref: configurator#data]. */
import { ATTRIBUTE_IDS, allMaterials, materialImage, materialName, materialUrl, type Material } from './fabrics';
import { largeFabrics } from './large-fabrics';
import { choiceImage, type OptionChoice, type OptionDef } from './options';
import type { DemoProduct } from './products';
import { formatCents, slug } from './seed';

/** The four image sizes of a choice. */
export function imageSet(url: string): Record<string, string> {
  return { desktop: url, desktopHiRes: url, mobile: url, mobileHiRes: url };
}

/** Materials a product offers for a fabric or leather option. */
export function materialsFor(product: DemoProduct, option: OptionDef): Material[] {
  if (product.materialSet === 'large' && option.optionType === 'fabric') return largeFabrics;
  return allMaterials.filter((m) => m.kind === option.optionType);
}

/** A material as a choice [ref: configurator#data]. */
export function materialChoice(
  m: Material,
  product: DemoProduct,
  sequence: number,
  selected: number | undefined,
  brand: string = 'main',
  basePrice: number = product.currentPrice,
): Record<string, unknown> {
  // what the piece costs with this choice and the shopper's other choices: the quick view's price
  const price = basePrice + m.addPrice;
  const inStockId = brand === 'cb2' ? ATTRIBUTE_IDS.inStock.cb2 : ATTRIBUTE_IDS.inStock.main;
  return {
    code: m.code,
    title: m.family,
    text: m.colour,
    subtitle: m.fabricType,
    description: `${materialName(m)}. ${m.content}.`,
    typeName: m.kind === 'leather' ? 'Leather' : 'Fabric',
    images: imageSet(materialImage(m)),
    matchingSkus: product.variants.map((v) => Number(v.sku)),
    sequence,
    attributes: [
      { attributeId: inStockId, value: m.swatchInStock },
      { attributeId: ATTRIBUTE_IDS.colorGroup, value: m.colorGroup },
      { attributeId: ATTRIBUTE_IDS.fabricType, value: m.fabricType },
      ...m.features.map((f) => ({ attributeId: ATTRIBUTE_IDS.features, value: f })),
    ],
    isDisabled: m.isNla,
    isSelected: selected === m.code,
    isStock: m.isStock,
    priceGroupCode: m.priceGroupCode,
    swatchName: materialName(m),
    formattedPrice: formatCents(price),
    currentPrice: price,
    additionalDetails: {
      addPrice: m.addPrice,
      images: [materialImage(m)],
      careInstructions: { description: m.care, fabricIconPath: `/assets/demo/care/${m.kind}.svg` },
      features: m.features,
      content: m.content,
      origin: m.origin,
      shopThisSwatchUrl: materialUrl(m),
      swatchInStock: m.swatchInStock,
    },
  };
}

/** A fixed choice (leg, cushion, depth, size) as a choice. */
export function fixedChoice(
  c: OptionChoice,
  product: DemoProduct,
  option: OptionDef,
  sequence: number,
  selected: number | undefined,
  basePrice: number = product.currentPrice,
): Record<string, unknown> {
  const price = basePrice + c.addPrice;
  const matching = product.variants
    .filter((v) =>
      option.optionType === 'size'
        ? v.sizeCode === c.code
        : option.optionType === 'depth'
          ? v.depthCode === c.code
          : true,
    )
    .map((v) => Number(v.sku));
  return {
    code: c.code,
    title: c.title,
    text: c.text,
    subtitle: c.addPrice > 0 ? `+${formatCents(c.addPrice)}` : '',
    description: `${c.title} ${c.text}`.trim(),
    typeName: option.title,
    images: imageSet(choiceImage(c)),
    matchingSkus: matching,
    sequence,
    attributes: [],
    isDisabled: false,
    isSelected: selected === c.code,
    isStock: false,
    priceGroupCode: '',
    swatchName: c.title,
    formattedPrice: formatCents(price),
    currentPrice: price,
    additionalDetails: {
      addPrice: c.addPrice,
      images: [choiceImage(c)],
      careInstructions: { description: '', fabricIconPath: '' },
      features: [],
      content: '',
      origin: '',
      shopThisSwatchUrl: '',
    },
  };
}

/** Sort keys the demo understands. */
export const SORT_KEYS = [
  { key: 'recommended', label: 'Recommended' },
  { key: 'deliveryTime', label: 'Delivery Time' },
  { key: 'fabricType', label: 'Fabric Type' },
  { key: 'priceLowHigh', label: 'Price: Low to High' },
  { key: 'priceHighLow', label: 'Price: High to Low' },
  { key: 'name', label: 'Name' },
] as const;

/** Sorts materials by a sort key (recommended = currentPrice ascending) [ref: configurator#validation]. */
export function sortMaterials(list: Material[], sort: string): Material[] {
  const copy = [...list];
  const byName = (a: Material, b: Material) => materialName(a).localeCompare(materialName(b));
  switch (sort) {
    case 'deliveryTime':
      return copy.sort((a, b) => Number(b.isStock) - Number(a.isStock) || a.addPrice - b.addPrice || byName(a, b));
    case 'fabricType':
      return copy.sort((a, b) => a.fabricType.localeCompare(b.fabricType) || byName(a, b));
    case 'priceHighLow':
      return copy.sort((a, b) => b.addPrice - a.addPrice || byName(a, b));
    case 'name':
      return copy.sort(byName);
    default:
      return copy.sort((a, b) => a.addPrice - b.addPrice || a.code - b.code);
  }
}

/** Facet keys of the swatch filters (the URL query names of [ref: configurator#screens]). */
export const FACET_KEYS = {
  features: 'features',
  colorgroup: 'colorgroup',
  fabrictype: 'fabrictype',
  sort: 'sort',
} as const;

const facetValue: Record<string, (m: Material) => string[]> = {
  features: (m) => m.features,
  colorgroup: (m) => [m.colorGroup],
  fabrictype: (m) => [m.fabricType],
};

/** Selected facet values from a query: each key holds values joined by '+' (a space once decoded). */
export function readFacets(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of ['features', 'colorgroup', 'fabrictype']) {
    const raw = params.get(key) ?? params.get(key.toLowerCase()) ?? '';
    const values = raw
      .split(/[+ ,]/)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) out[key] = values;
  }
  return out;
}

/** Filters materials: within a facet values are a union, across facets an intersection. */
export function filterMaterials(list: Material[], selected: Record<string, string[]>): Material[] {
  return list.filter((m) =>
    Object.entries(selected).every(([key, values]) => {
      const mine = (facetValue[key]?.(m) ?? []).map(slug);
      return values.some((v) => mine.includes(slug(v)));
    }),
  );
}

/** Facets [ref: configurator#data] with counts under the current selection; facetType 2 feature, 3 colour, 4 type. */
export function buildFacets(
  list: Material[],
  selected: Record<string, string[]>,
  sort: string,
): Array<Record<string, unknown>> {
  const defs: Array<[string, string, number]> = [
    ['features', 'Features', 2],
    ['colorgroup', 'Color', 3],
    ['fabrictype', 'Fabric Type', 4],
  ];
  const facets: Array<Record<string, unknown>> = defs.map(([key, label, facetType]) => {
    const others = Object.fromEntries(Object.entries(selected).filter(([k]) => k !== key));
    const pool = filterMaterials(list, others);
    const labels = [...new Set(list.flatMap((m) => facetValue[key]?.(m) ?? []))].sort();
    return {
      key,
      label,
      facetType,
      attributes: labels.map((l) => {
        const count = pool.filter((m) => (facetValue[key]?.(m) ?? []).includes(l)).length;
        return {
          key: slug(l),
          label: l,
          svgName: key === 'colorgroup' ? `color-${slug(l)}` : '',
          count,
          isDisabled: count === 0,
          isSelected: (selected[key] ?? []).includes(slug(l)),
        };
      }),
    };
  });
  facets.push({
    key: 'sort',
    label: 'Sort',
    facetType: 1,
    attributes: SORT_KEYS.map((s) => ({
      key: s.key,
      label: s.label,
      svgName: '',
      isDisabled: false,
      isSelected: s.key === sort,
    })),
  });
  return facets;
}

/** Configurator filters [ref: configurator#data]: 1 sort toggle, 2 additive (colour, type), 3 intersecting (features). */
export function buildFilters(list: Material[]): Array<Record<string, unknown>> {
  const group = (title: string, filterType: number, attributeId: number, values: (m: Material) => string[]) => ({
    filterType,
    title,
    items: [...new Set(list.flatMap(values))].sort().map((label) => ({
      label,
      choiceCodes: list.filter((m) => values(m).includes(label)).map((m) => m.code),
      svgName: filterType === 2 && title === 'Color' ? `color-${slug(label)}` : '',
      attributeQueries: [{ attributeId }],
    })),
  });
  return [
    {
      filterType: 1,
      title: 'Sort By',
      items: [
        { label: 'Delivery Time', choiceCodes: [], svgName: '', attributeQueries: [] },
        { label: 'Fabric Type', choiceCodes: [], svgName: '', attributeQueries: [] },
      ],
    },
    group('Color', 2, ATTRIBUTE_IDS.colorGroup, (m) => [m.colorGroup]),
    group('Fabric Type', 2, ATTRIBUTE_IDS.fabricType, (m) => [m.fabricType]),
    group('Features', 3, ATTRIBUTE_IDS.features, (m) => m.features),
  ];
}
