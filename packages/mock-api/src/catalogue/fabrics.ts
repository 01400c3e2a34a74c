/**
 * Fabric and leather materials, generated deterministically from family names × colours
 * (24 × 14 custom fabrics, 3 × 4 stock fabrics, 6 × 10 leathers: 408 materials).
 */
import { largeFabrics } from './large-fabrics';
import { shade } from './illustrations';
import { hash, slug } from './seed';
import { readInSiteCurrency } from './site-prices';
import type { Material } from './material';

/** Attribute ids carried in choice `attributes`; the in-stock id differs by brand [ref: swatches#limits]. */
export const ATTRIBUTE_IDS = {
  inStock: { main: 101, cb2: 201, kids: 101 },
  colorGroup: 102,
  fabricType: 103,
  features: 104,
} as const;

export type { Material } from './material';

interface Family {
  name: string;
  group: string;
  type: string;
  features: string[];
  content: string;
  origin: string;
}

const FABRIC_FAMILIES: Family[] = [
  ['Aberdeen', 'A', 'Chenille', ['Pet-friendly'], '100% polyester', 'USA'],
  ['Barlow', 'A', 'Woven', [], '65% polyester, 35% cotton', 'USA'],
  ['Carlisle', 'A', 'Linen Blend', ['Natural fibers'], '55% linen, 45% cotton', 'Belgium'],
  [
    'Dover',
    'B',
    'Performance',
    ['Performance', 'Stain-resistant', 'Pet-friendly'],
    '100% solution-dyed acrylic',
    'USA',
  ],
  ['Elgin', 'B', 'Velvet', [], '100% cotton velvet', 'Italy'],
  ['Fenwick', 'B', 'Boucle', ['Textured'], '80% polyester, 20% wool', 'Italy'],
  ['Garland', 'B', 'Tweed', ['Textured'], '70% wool, 30% nylon', 'UK'],
  ['Harbour', 'C', 'Performance', ['Performance', 'Washable cover'], '100% polyester', 'USA'],
  ['Ingram', 'C', 'Chenille', ['Pet-friendly'], '90% polyester, 10% acrylic', 'USA'],
  ['Juniper', 'C', 'Linen Blend', ['Natural fibers'], '100% linen', 'Belgium'],
  ['Kendal', 'C', 'Woven', ['Stain-resistant'], '60% cotton, 40% polyester', 'USA'],
  ['Lomond', 'D', 'Velvet', ['Performance'], '100% polyester performance velvet', 'USA'],
  ['Marlowe', 'D', 'Boucle', ['Textured'], '100% recycled polyester', 'Portugal'],
  ['Norwood', 'D', 'Tweed', [], '100% wool', 'UK'],
  ['Oakley', 'D', 'Performance', ['Performance', 'Stain-resistant', 'Pet-friendly'], '100% olefin', 'USA'],
  ['Penrose', 'E', 'Velvet', [], '85% cotton, 15% linen velvet', 'Italy'],
  ['Quinton', 'E', 'Chenille', ['Textured'], '60% viscose, 40% cotton', 'Belgium'],
  ['Radley', 'E', 'Woven', ['Natural fibers'], '100% cotton', 'India'],
  ['Sutton', 'E', 'Linen Blend', ['Washable cover'], '70% linen, 30% viscose', 'Belgium'],
  ['Thornbury', 'F', 'Boucle', ['Textured', 'Natural fibers'], '100% wool boucle', 'Italy'],
  ['Ulverston', 'F', 'Performance', ['Performance', 'Stain-resistant'], '100% solution-dyed acrylic', 'USA'],
  ['Vernon', 'F', 'Velvet', ['Performance'], '100% polyester', 'USA'],
  ['Whitby', 'F', 'Tweed', ['Natural fibers'], '90% wool, 10% cashmere', 'UK'],
  ['Yarrow', 'F', 'Woven', [], '50% linen, 50% cotton', 'Belgium'],
].map(([name, group, type, features, content, origin]) => ({
  name: name as string,
  group: group as string,
  type: type as string,
  features: features as string[],
  content: content as string,
  origin: origin as string,
}));

const STOCK_FAMILIES: Family[] = [
  {
    name: 'Haven',
    group: 'S',
    type: 'Performance',
    features: ['Performance', 'Quick ship'],
    content: '100% polyester',
    origin: 'USA',
  },
  {
    name: 'Sterling',
    group: 'S',
    type: 'Woven',
    features: ['Quick ship'],
    content: '70% polyester, 30% cotton',
    origin: 'USA',
  },
  {
    name: 'Willow',
    group: 'S',
    type: 'Linen Blend',
    features: ['Quick ship', 'Natural fibers'],
    content: '60% linen, 40% cotton',
    origin: 'USA',
  },
];

const LEATHER_FAMILIES: Family[] = [
  {
    name: 'Saddle',
    group: 'L1',
    type: 'Top-Grain Leather',
    features: ['Aniline'],
    content: '100% top-grain leather',
    origin: 'Italy',
  },
  {
    name: 'Bridle',
    group: 'L1',
    type: 'Top-Grain Leather',
    features: ['Semi-aniline'],
    content: '100% top-grain leather',
    origin: 'USA',
  },
  {
    name: 'Marco',
    group: 'L2',
    type: 'Full-Grain Leather',
    features: ['Aniline', 'Natural fibers'],
    content: '100% full-grain leather',
    origin: 'Italy',
  },
  {
    name: 'Nubuck',
    group: 'L2',
    type: 'Nubuck',
    features: ['Textured'],
    content: '100% nubuck leather',
    origin: 'Italy',
  },
  {
    name: 'Ranch',
    group: 'L3',
    type: 'Full-Grain Leather',
    features: ['Pet-friendly'],
    content: '100% full-grain leather',
    origin: 'Argentina',
  },
  {
    name: 'Vachetta',
    group: 'L3',
    type: 'Vegetable-Tanned Leather',
    features: ['Aniline'],
    content: '100% vegetable-tanned leather',
    origin: 'Italy',
  },
];

const COLOURS: Array<[string, string, string]> = [
  ['Snow', '#f3f1ea', 'White'],
  ['Ivory', '#ece3cf', 'White'],
  ['Oat', '#d8c9a8', 'Neutral'],
  ['Flax', '#c9b48a', 'Neutral'],
  ['Dove', '#bdb8b0', 'Grey'],
  ['Slate', '#6f7479', 'Grey'],
  ['Charcoal', '#3d3f42', 'Black'],
  ['Ink', '#1f2a3c', 'Blue'],
  ['Harbor Blue', '#4b6a88', 'Blue'],
  ['Sage', '#9aa78b', 'Green'],
  ['Moss', '#5f6b43', 'Green'],
  ['Terracotta', '#b8643f', 'Orange'],
  ['Rust', '#8e3f24', 'Red'],
  ['Blush', '#dcb3a6', 'Pink'],
];

const LEATHER_COLOURS: Array<[string, string, string]> = [
  ['Cognac', '#9a5a2b', 'Brown'],
  ['Chestnut', '#6e3b1f', 'Brown'],
  ['Tobacco', '#5a3a22', 'Brown'],
  ['Espresso', '#3a2418', 'Brown'],
  ['Black', '#1b1b1b', 'Black'],
  ['Bone', '#e4dac6', 'White'],
  ['Sand', '#c8ad85', 'Neutral'],
  ['Fog', '#9c9a95', 'Grey'],
  ['Navy', '#23314a', 'Blue'],
  ['Oxblood', '#5b1a1d', 'Red'],
];

const GROUP_PRICE: Record<string, number> = {
  S: 0,
  A: 0,
  B: 10000,
  C: 20000,
  D: 30000,
  E: 45000,
  F: 60000,
  L1: 90000,
  L2: 120000,
  L3: 150000,
};

const CARE: Record<string, string> = {
  fabric: 'Vacuum regularly. Blot spills immediately with a clean, dry cloth. Professional cleaning recommended.',
  leather: 'Dust with a soft dry cloth. Keep out of direct sunlight. Condition twice a year.',
};

function build(
  families: Family[],
  colours: Array<[string, string, string]>,
  kind: Material['kind'],
  isStock: boolean,
  start: number,
): Material[] {
  const list: Material[] = [];
  families.forEach((family, f) => {
    colours.forEach(([colour, hex, colorGroup], c) => {
      const code = start + f * 100 + c;
      const h = hash(`${family.name}/${colour}`);
      list.push({
        code,
        family: family.name,
        colour,
        hex,
        kind,
        isStock,
        priceGroupCode: family.group,
        addPrice: GROUP_PRICE[family.group] ?? 0,
        fabricType: family.type,
        colorGroup,
        features: family.features,
        swatchInStock: h % 14 === 3 ? 'no' : 'yes',
        isNla: h % 41 === 7,
        content: family.content,
        origin: family.origin,
        care: CARE[kind] ?? '',
      });
    });
  });
  return list;
}

/** Custom fabrics (price groups A-F). */
export const customFabrics: Material[] = build(FABRIC_FAMILIES, COLOURS, 'fabric', false, 10000);
/** Stock fabrics (quick ship, price group S). */
export const stockFabrics: Material[] = build(STOCK_FAMILIES, COLOURS.slice(0, 4), 'fabric', true, 30000);
/** Leathers (price groups L1-L3). */
export const leathers: Material[] = build(LEATHER_FAMILIES, LEATHER_COLOURS, 'leather', false, 40000);
/** Every material, by code. */
export const allMaterials: Material[] = [...stockFabrics, ...customFabrics, ...leathers];

const byCode = new Map([...allMaterials, ...largeFabrics].map((m) => [m.code, m]));
// upcharges read in the site's currency (site-prices.ts)
readInSiteCurrency([...allMaterials, ...largeFabrics], ['addPrice']);

/** The material with this choice code, if any. */
export function getMaterial(code: number | string): Material | undefined {
  return byCode.get(Number(code));
}

/** Swatch image of a material. */
export function materialImage(m: Material): string {
  return `${SWATCH_IMAGE_PATH}${m.code}.svg`;
}

/** Path prefix of swatch images (served by the image handler). */
export const SWATCH_IMAGE_PATH = '/api/demo/img/swatch/';

/** The weaves a fabric swatch is drawn in, picked by its family: plain, twill, basket. */
const WEAVES = [
  // plain: each thread over one, under one
  '<path d="M0 2H8M0 6H8" stroke="DARK" stroke-width="2.2"/><path d="M2 0V2M6 2V4M2 4V6M6 6V8" stroke="LIGHT" stroke-width="2.2"/>',
  // twill: diagonal ribs
  '<path d="M-2 2L2 -2M-2 10L10 -2M6 10L10 6" stroke="DARK" stroke-width="1.6"/><path d="M0 4L4 0M0 12L12 0M4 12L12 4" stroke="LIGHT" stroke-width=".9"/>',
  // basket: pairs of threads side by side, crossing in blocks
  '<path d="M0 1H4M0 3H4M4 5H8M4 7H8" stroke="DARK" stroke-width="1.4"/><path d="M5 0V4M7 0V4M1 4V8M3 4V8" stroke="LIGHT" stroke-width="1.4"/>',
];

/**
 * The SVG of a material's swatch image: a fabric as woven cloth (its threads in light and dark
 * tones of its colour, in its family's weave), a leather as a grained hide; no text.
 */
export function materialSvg(m: Material): string {
  const dark = shade(m.hex, -0.2);
  const light = shade(m.hex, 0.18);
  const texture =
    m.kind === 'leather'
      ? `<circle cx="2" cy="3" r="1.1" fill="${dark}" opacity=".5"/><circle cx="6" cy="6.5" r=".9" fill="${dark}" opacity=".45"/><circle cx="6.5" cy="1.5" r=".6" fill="${light}" opacity=".6"/>`
      : (WEAVES[hash(m.family) % WEAVES.length] ?? '').replace(/DARK/g, dark).replace(/LIGHT/g, light);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    `<defs><pattern id="t" width="8" height="8" patternUnits="userSpaceOnUse">${texture}</pattern>` +
    '<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>' +
    `<rect width="100" height="100" fill="${m.hex}"/><rect width="100" height="100" fill="url(#t)"/><rect width="100" height="100" fill="url(#g)"/></svg>`
  );
}

/** The material's display name, 'Dover, Slate'. */
export function materialName(m: Material): string {
  return `${m.family}, ${m.colour}`;
}

/** The shop-this-swatch link of a material. */
export function materialUrl(m: Material): string {
  return `/free-swatches?fabric=${slug(m.family)}-${m.code}`;
}
