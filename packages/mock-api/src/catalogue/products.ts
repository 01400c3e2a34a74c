/** The demo product catalogue: upholstery, accessories, personalized and custom items, gift cards. */
import { buildOptions, type OptionDef } from './options';
import { illustrationDataUrl, type ArtKind, type View } from './illustrations';
import { formatCents, hash, slug } from './seed';
import { priceSite, readInSiteCurrency } from './site-prices';

/** Customization types of [ref: mock-api#data]. */
export const CUSTOMIZATION = { none: 0, legacy: 100, inHouseEmbroidery: 700, inHouseEtching: 705 } as const;

/** A shipping box of an oversized item [ref: mock-api#data]. */
export interface Box {
  boxNumber: number;
  quantity: number;
  width: number;
  depth: number;
  height: number;
}

/** A concrete sku of a special-order product (one size × depth). */
export interface Variant {
  sku: string;
  sizeCode: number;
  depthCode: number | null;
}

/** A product of the demo catalogue. Prices are in cents. */
export interface DemoProduct {
  sku: string;
  name: string;
  familyId: string;
  category:
    'sofa' | 'sectional' | 'chair' | 'accessory' | 'decor' | 'personalized' | 'custom' | 'giftcard' | 'donation';
  /** Price in cents (the base price for special-order products). */
  currentPrice: number;
  regularPrice: number;
  imagePath: string;
  imagePathHiRes: string;
  url: string;
  description: string;
  isStockSku: boolean;
  isSpecialOrder: boolean;
  /** Options of a special-order product; empty otherwise. */
  options: OptionDef[];
  variants: Variant[];
  customizationType: number;
  hasCustomOrderConfirmation: boolean;
  /** No longer available: lands in the cart's unavailable items. */
  isNla: boolean;
  /** Contains PFAS: cannot ship to some states (cart validation type 9). */
  isPfas: boolean;
  isParcelShipping: boolean;
  /**
   * Something is delivered: false for a donation, which has no delivery method (no Ship / Pick Up
   * choice, no delivery estimate), no shipping charge and no save for later.
   */
  needsDelivery: boolean;
  boxes: Box[];
  /** 'large': the fabric option offers the generated 2,000-fabric range (to measure the configurator on a long list). */
  materialSet?: 'large';
  /** Add-on skus shown in 'Extras and Essentials We Recommend'. */
  addOns: string[];
  /** [ref: mock-api#validation]: 250, 300 and 400 are special; 300 and 400 are made to order. */
  skuProperty: number;
  availabilityMessage: string;
  /** Quick-ship: units on hand for the stock variant. */
  stockQty: number;
  isInstallationServiceRequired: boolean;
  /** What its picture shows (catalogue/illustrations.ts). */
  art: ArtKind;
  /** The product image as an SVG data URL (served at `imagePath` by the image handler): a drawing, no text. */
  imageSvg: string;
  /** The colour it is drawn in (its other views and, without a fabric chosen, every picture of it). */
  colour: string;
}

/** Path prefix of product images (served by the image handler). */
export const PRODUCT_IMAGE_PATH = '/api/demo/img/product/';

/**
 * A product picture's address in one of the gallery's views (`?view=side`); the front view is the
 * picture itself. `path` may already carry a query (`?fabric=`, `?hires=1`).
 */
export function productViewPath(path: string, view: View): string {
  return view === 'front' ? path : `${path}${path.includes('?') ? '&' : '?'}view=${view}`;
}

const ADDONS = ['200101', '200102', '200103', '200104'];

type Seed = Partial<DemoProduct> & Pick<DemoProduct, 'sku' | 'name' | 'category' | 'currentPrice'> & { hex?: string };

/** The picture of a category's products unless a product names its own. */
const CATEGORY_ART: Record<DemoProduct['category'], ArtKind> = {
  sofa: 'sofa',
  sectional: 'sectional',
  chair: 'chair',
  accessory: 'pillow',
  decor: 'lamp',
  personalized: 'pillow',
  custom: 'dining-table',
  giftcard: 'gift-card',
  donation: 'donation',
};

function product(seed: Seed): DemoProduct {
  const art = seed.art ?? CATEGORY_ART[seed.category];
  const hex = seed.hex ?? `hsl(${hash(seed.name) % 360} 25% 55%)`;
  const { hex: _hex, ...rest } = seed;
  return {
    familyId: `F${seed.sku.slice(0, 4)}`,
    regularPrice: seed.currentPrice,
    imagePath: `${PRODUCT_IMAGE_PATH}${seed.sku}.svg`,
    imagePathHiRes: `${PRODUCT_IMAGE_PATH}${seed.sku}.svg?hires=1`,
    art,
    imageSvg: illustrationDataUrl(art, hex),
    colour: hex,
    url: `/furniture/${slug(seed.name)}/s${seed.sku}`,
    description: `${seed.name}, designed for everyday living.`,
    isStockSku: true,
    isSpecialOrder: false,
    options: [],
    variants: [],
    customizationType: CUSTOMIZATION.none,
    hasCustomOrderConfirmation: false,
    isNla: false,
    isPfas: false,
    isParcelShipping: true,
    needsDelivery: seed.category !== 'donation',
    boxes: [],
    addOns: [],
    skuProperty: 0,
    availabilityMessage: 'In stock and ready to ship',
    stockQty: 12,
    isInstallationServiceRequired: false,
    ...rest,
  };
}

function upholstery(
  sku: string,
  name: string,
  category: 'sofa' | 'sectional' | 'chair',
  price: number,
  materials: Array<'fabric' | 'leather'>,
  hex: string,
): DemoProduct {
  const options = buildOptions(category, materials);
  const sizes = options.find((o) => o.optionType === 'size')?.choices ?? [];
  const depths = options.find((o) => o.optionType === 'depth')?.choices ?? [];
  const variants: Variant[] = [];
  sizes.forEach((size, s) => {
    if (depths.length === 0)
      variants.push({ sku: String(Number(sku) + (s + 1) * 10), sizeCode: size.code, depthCode: null });
    depths.forEach((depth, d) =>
      variants.push({ sku: String(Number(sku) + (s + 1) * 10 + d + 1), sizeCode: size.code, depthCode: depth.code }),
    );
  });
  const boxes: Box[] =
    category === 'sectional'
      ? [
          { boxNumber: 1, quantity: 1, width: 88, depth: 42, height: 36 },
          { boxNumber: 2, quantity: 1, width: 70, depth: 42, height: 36 },
        ]
      : [{ boxNumber: 1, quantity: 1, width: category === 'chair' ? 38 : 90, depth: 40, height: 36 }];
  return product({
    sku,
    name,
    category,
    currentPrice: price,
    hex,
    isStockSku: false,
    isSpecialOrder: true,
    options,
    variants,
    isParcelShipping: false,
    boxes,
    addOns: ADDONS,
    availabilityMessage: 'Made to order. Ships in 8-10 weeks.',
    stockQty: hash(sku) % 3 === 0 ? 0 : 2 + (hash(sku) % 5),
  });
}

/** Every product of the demo catalogue. */
export const demoProducts: DemoProduct[] = [
  upholstery('410100', 'Lounge Sofa', 'sofa', 189900, ['fabric'], '#9aa78b'),
  upholstery('410200', 'Barrett Track Arm Sofa', 'sofa', 169900, ['fabric'], '#6f7479'),
  upholstery('410300', 'Axis Slipcovered Sofa', 'sofa', 149900, ['fabric'], '#ece3cf'),
  upholstery('410400', 'Hampton Roll Arm Sofa', 'sofa', 209900, ['fabric'], '#4b6a88'),
  upholstery('410500', 'Wells Leather Sofa', 'sofa', 349900, ['leather'], '#9a5a2b'),
  upholstery('410600', 'Gather Deep Sofa', 'sofa', 229900, ['fabric', 'leather'], '#d8c9a8'),
  // 2,000 fabric choices in one option: the configurator's performance bench (npm run bench)
  { ...upholstery('410700', 'Atlas Sofa', 'sofa', 199900, ['fabric'], '#6b6a3a'), materialSet: 'large' },
  upholstery('420100', 'Lounge Sectional', 'sectional', 329900, ['fabric'], '#bdb8b0'),
  upholstery('420200', 'Gather L-Shaped Sectional', 'sectional', 379900, ['fabric', 'leather'], '#c9b48a'),
  upholstery('420300', 'Notch Modular Sectional', 'sectional', 299900, ['fabric'], '#5f6b43'),
  upholstery('420400', 'Tate U-Sectional', 'sectional', 429900, ['fabric'], '#b8643f'),
  upholstery('430100', 'Lounge Chair', 'chair', 99900, ['fabric'], '#9aa78b'),
  upholstery('430200', 'Wells Leather Chair', 'chair', 149900, ['leather'], '#6e3b1f'),
  upholstery('430300', 'Petrie Slipper Chair', 'chair', 79900, ['fabric'], '#dcb3a6'),
  upholstery('430400', 'Willow Swivel Chair', 'chair', 119900, ['fabric', 'leather'], '#1f2a3c'),
  // add-ons ('Extras and Essentials We Recommend')
  product({ sku: '200101', name: 'Linen Throw Pillow 20"', category: 'accessory', currentPrice: 5995, hex: '#d8c9a8' }),
  product({
    sku: '200102',
    art: 'throw',
    name: 'Chunky Knit Throw',
    category: 'accessory',
    currentPrice: 8995,
    hex: '#bdb8b0',
  }),
  product({
    sku: '200103',
    art: 'care-kit',
    name: 'Upholstery Care Kit',
    category: 'accessory',
    currentPrice: 2995,
    hex: '#4b6a88',
  }),
  product({
    sku: '200104',
    art: 'plan',
    name: '5-Year Furniture Protection Plan',
    category: 'accessory',
    currentPrice: 14900,
    hex: '#5f6b43',
    // a plan is not shipped: no delivery choice, estimate or charge, nothing 'ready to ship'
    needsDelivery: false,
    availabilityMessage: 'Coverage starts when your furniture is delivered; the plan is emailed to you.',
  }),
  product({
    sku: '200105',
    art: 'cushion',
    name: 'Down Blend Cushion Insert',
    category: 'accessory',
    currentPrice: 3995,
    hex: '#ece3cf',
  }),
  product({
    sku: '200106',
    art: 'pouf',
    name: 'Round Jute Pouf',
    category: 'accessory',
    currentPrice: 12900,
    hex: '#c9b48a',
  }),
  // decor for carousels
  product({
    sku: '300101',
    name: 'Stoneware Table Lamp',
    category: 'decor',
    currentPrice: 17900,
    hex: '#3d3f42',
    addOns: ['300102'],
  }),
  product({
    sku: '300102',
    art: 'shade',
    name: 'Linen Drum Shade',
    category: 'decor',
    currentPrice: 4995,
    hex: '#ece3cf',
  }),
  product({
    sku: '300103',
    art: 'rug',
    name: 'Handwoven Wool Rug 8x10',
    category: 'decor',
    currentPrice: 99900,
    hex: '#8e3f24',
    isParcelShipping: false,
  }),
  product({
    sku: '300104',
    art: 'side-table',
    name: 'Oak Side Table',
    category: 'decor',
    currentPrice: 29900,
    hex: '#b08a5a',
    addOns: ['200103'],
  }),
  product({
    sku: '300105',
    art: 'vases',
    name: 'Glass Bud Vase Set of 3',
    category: 'decor',
    currentPrice: 3495,
    hex: '#9aa78b',
  }),
  product({
    sku: '300106',
    art: 'board',
    name: 'Marble Serving Board',
    category: 'decor',
    currentPrice: 5995,
    hex: '#f3f1ea',
  }),
  product({
    sku: '300107',
    art: 'side-table',
    name: 'Discontinued Cane Side Table',
    category: 'decor',
    currentPrice: 24900,
    hex: '#d9b98a',
    isNla: true,
    availabilityMessage: 'No longer available',
  }),
  product({
    sku: '300108',
    art: 'rug',
    name: 'Stain-Guard Outdoor Rug 5x8',
    category: 'decor',
    currentPrice: 34900,
    hex: '#6f7479',
    isPfas: true,
  }),
  product({
    sku: '300109',
    art: 'mirror',
    name: 'Wall Mirror with Installation',
    category: 'decor',
    currentPrice: 44900,
    hex: '#bdb8b0',
    isInstallationServiceRequired: true,
    isParcelShipping: false,
  }),
  // personalized items
  product({
    sku: '500101',
    name: 'Personalized Linen Pillow',
    category: 'personalized',
    currentPrice: 7995,
    hex: '#ece3cf',
    customizationType: CUSTOMIZATION.inHouseEmbroidery,
  }),
  product({
    sku: '500102',
    art: 'towels',
    name: 'Monogrammed Bath Towel',
    category: 'personalized',
    currentPrice: 2995,
    hex: '#9fb7c9',
    customizationType: CUSTOMIZATION.legacy,
  }),
  product({
    sku: '500103',
    art: 'decanter',
    name: 'Etched Crystal Decanter',
    category: 'personalized',
    currentPrice: 11900,
    hex: '#bdb8b0',
    customizationType: CUSTOMIZATION.inHouseEtching,
  }),
  // custom confirmation (terms accepted before adding)
  product({
    sku: '600101',
    name: 'Made-to-Order Walnut Dining Table',
    category: 'custom',
    currentPrice: 289900,
    hex: '#5b4636',
    isStockSku: false,
    hasCustomOrderConfirmation: true,
    skuProperty: 300,
    isParcelShipping: false,
    availabilityMessage: 'Made to order. Ships in 12-14 weeks.',
    boxes: [{ boxNumber: 1, quantity: 1, width: 96, depth: 44, height: 12 }],
  }),
  // gift cards and a donation
  product({ sku: '700025', name: 'Hearth Gift Card $25', category: 'giftcard', currentPrice: 2500, hex: '#8e3f24' }),
  product({ sku: '700050', name: 'Hearth Gift Card $50', category: 'giftcard', currentPrice: 5000, hex: '#8e3f24' }),
  product({ sku: '700100', name: 'Hearth Gift Card $100', category: 'giftcard', currentPrice: 10000, hex: '#8e3f24' }),
  product({
    sku: '800005',
    name: 'Donation to Habitat for Humanity $5',
    category: 'donation',
    currentPrice: 500,
    hex: '#5f6b43',
  }),
];

// prices read in the site's currency (site-prices.ts); gift cards and a donation keep their face value
readInSiteCurrency(
  demoProducts.filter((p) => p.category !== 'giftcard' && p.category !== 'donation'),
  ['currentPrice', 'regularPrice'],
);
readInSiteCurrency(
  demoProducts.flatMap((p) => p.options.flatMap((o) => o.choices)),
  ['addPrice'],
);

const bySku = new Map<string, DemoProduct>();
for (const p of demoProducts) {
  bySku.set(p.sku, p);
  for (const v of p.variants) bySku.set(v.sku, p);
}

/** The product with this sku (a special-order variant sku gives its product), if any. */
export function getProduct(sku: string | number): DemoProduct | undefined {
  return bySku.get(String(sku).trim());
}

/** The product's price as the storefront shows it. */
export function formattedPrice(p: DemoProduct, site: 'US' | 'CA' = priceSite()): string {
  return formatCents(p.currentPrice, site);
}
