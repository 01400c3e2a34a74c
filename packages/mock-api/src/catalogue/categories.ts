/** The demo store's departments: what its header links to and its listing pages show. */
import { demoProducts, getProduct, type DemoProduct } from './products';

/** A department of the demo store. */
export interface DemoCategory {
  /** Path segment of its listing page (`/shop/{slug}` on the example site). */
  slug: string;
  name: string;
  /** One line under the listing's title. */
  description: string;
  /** Its products, in listing order. */
  skus: string[];
}

const skusOf = (category: DemoProduct['category']) =>
  demoProducts.filter((p) => p.category === category && !p.isNla).map((p) => p.sku);

/**
 * Every department, in header order. Add-on services (care kit, protection plan) and items no
 * longer available are in none; the donation is offered in the cart only.
 */
export const demoCategories: DemoCategory[] = [
  {
    slug: 'sofas',
    name: 'Sofas',
    description: 'Made to order in your size, depth and fabric or leather.',
    skus: skusOf('sofa'),
  },
  {
    slug: 'sectionals',
    name: 'Sectionals',
    description: 'Room for everyone: L-shaped, modular and U-shaped.',
    skus: skusOf('sectional'),
  },
  {
    slug: 'chairs',
    name: 'Chairs',
    description: 'Lounge, slipper and swivel chairs, made to order.',
    skus: skusOf('chair'),
  },
  {
    slug: 'tables',
    name: 'Tables',
    description: 'Side tables in stock and dining tables made to order.',
    skus: ['300104', '600101'],
  },
  {
    slug: 'decor-lighting',
    name: 'Decor & Lighting',
    description: 'Lamps, rugs, mirrors and the finishing touches.',
    skus: ['300101', '300102', '300103', '300108', '300109', '300105', '300106'],
  },
  {
    slug: 'pillows-throws',
    name: 'Pillows & Throws',
    description: 'Soft layers for every sofa and bed.',
    skus: ['200101', '200102', '200105', '200106'],
  },
  {
    slug: 'gifts',
    name: 'Gifts',
    description: 'Personalized pieces and gift cards.',
    skus: [...skusOf('personalized'), ...skusOf('giftcard')],
  },
];

/** The department with this slug, if any. */
export function getCategory(slug: string): DemoCategory | undefined {
  return demoCategories.find((c) => c.slug === slug);
}

/** The first department listing this product (a variant sku finds its product's), if any. */
export function categoryOf(sku: string): DemoCategory | undefined {
  const product = getProduct(sku);
  return product ? demoCategories.find((c) => c.skus.includes(product.sku)) : undefined;
}

/** The products of a department, in listing order. */
export function categoryProducts(category: DemoCategory): DemoProduct[] {
  return category.skus.map((sku) => getProduct(sku)).filter((p): p is DemoProduct => p !== undefined);
}
