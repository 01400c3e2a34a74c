/**
 * The product carousels' rules [ref: product-carousel#rules, #limits] as pure functions: slides per view and loading
 * placeholders by layout and page, lazy images, button texts, and the item sent to the cart.
 */
import { valueAt, type Responsive } from '@hearth/ui';
import { addedWithName, mediaMessage } from '../wording';
import type { CarouselItem } from './schema';

/**
 * Carousel layouts [ref: product-carousel#limits]: product carousels, the 'General Pi' showcase, and the variant with
 * one slide up to 1280 px and 2 above ('single'), or 1 up to 340 px and 2 above ('single-compact').
 */
export type CarouselLayout = 'product' | 'showcase' | 'single' | 'single-compact';
/** Where a carousel is: the listing page and checkout change it [ref: product-carousel#rules, #limits]. */
export type CarouselPage = 'product' | 'listing' | 'checkout';

/** [ref: product-carousel#limits]: desktop is 769 px and up. */
export const DESKTOP_MIN_WIDTH = 769;
/** [ref: product-carousel#limits]: the showcase's widest layout is above 1280 px; so is the 'single' variant's 2. */
export const SHOWCASE_WIDE_MIN_WIDTH = 1281;
/** [ref: product-carousel#limits]: the compact 'single' variant shows 2 above 340 px. */
export const SINGLE_COMPACT_MIN_WIDTH = 341;
/** [ref: product-carousel#limits]: the first 3 carousel items are not lazy loaded at checkout. */
export const EAGER_AT_CHECKOUT = 3;

/**
 * [ref: product-carousel#limits]: product carousels show (and move) 4 on desktop, 2.5 on mobile; the showcase 6 above
 * 1280 px, 4 for 769-1280, 2 below, and 2 on the listing page; the other variant 1 up to 1280 px
 * and 2 above ('single'), or 1 up to 340 px and 2 above ('single-compact'). Mobile first: the
 * server renders the narrowest value, so a page's first render matches it.
 */
export function slidesPerView(layout: CarouselLayout, page: CarouselPage): Responsive<number> {
  if (layout === 'showcase')
    return page === 'listing' ? 2 : { 0: 2, [DESKTOP_MIN_WIDTH]: 4, [SHOWCASE_WIDE_MIN_WIDTH]: 6 };
  if (layout === 'single') return { 0: 1, [SHOWCASE_WIDE_MIN_WIDTH]: 2 };
  if (layout === 'single-compact') return { 0: 1, [SINGLE_COMPACT_MIN_WIDTH]: 2 };
  return { 0: 2.5, [DESKTOP_MIN_WIDTH]: 4 };
}

/** [ref: product-carousel#limits]: loading placeholders equal the slides shown, doubled on mobile (below 769 px). */
export function loadingPlaceholders(layout: CarouselLayout, page: CarouselPage): Responsive<number> {
  const perView = slidesPerView(layout, page);
  // the layout's own breakpoints (a fixed count has none) and the mobile/desktop one, each with
  // the slides shown there: a record's number keys come out in ascending order, whatever order they went in
  const widths = new Set([0, ...Object.keys(perView).map(Number), DESKTOP_MIN_WIDTH]);
  const out: Record<number, number> = {};
  for (const width of widths) {
    const count = valueAt(perView, width, 1);
    out[width] = width < DESKTOP_MIN_WIDTH ? count * 2 : count;
  }
  return out;
}

/** [ref: product-carousel#limits]: at checkout the first 3 items load at once; everything else loads lazily. */
export function imageLoading(index: number, page: CarouselPage): 'eager' | 'lazy' {
  return page === 'checkout' && index < EAGER_AT_CHECKOUT ? 'eager' : 'lazy';
}

/** [ref: product-carousel#rules]: the registry button reads 'Add' on the listing page or on mobile, otherwise 'Add To Registry'. */
export function registryLabel(page: CarouselPage, mobile: boolean): string {
  return page === 'listing' || mobile ? mediaMessage('add', 'Add') : mediaMessage('addToRegistry', 'Add To Registry');
}

/** [ref: product-carousel#rules]: an added item shows 'Added'; on mobile with the product name when the option is on. */
export function addedLabel(name: string, mobile: boolean, showAddedText: boolean): string {
  return mobile && showAddedText && name ? addedWithName(name) : mediaMessage('added', 'Added');
}

/** The item's sku: `sku`, else `id` ([ref: product-carousel#data] 'id or sku'); `undefined` when it has neither. */
export function skuOf(item: CarouselItem): string | undefined {
  const sku = item.sku ?? item.id;
  return sku ? String(sku) : undefined;
}

/** [ref: product-carousel#rules]: the custom path of add-to-cart when the item has hasCustomOrderConfirmation. */
export function needsCustomConfirmation(item: CarouselItem): boolean {
  return item.customOrderConfirmation?.hasCustomOrderConfirmation === true;
}

/**
 * What a carousel item gives its add-to-cart: props of `@hearth/cart`'s `AddToCart`, written out
 * here (media does not import the cart package) so that `(props) => <AddToCart {...props} />`
 * type-checks in an app.
 */
export interface CarouselAddToCartProps {
  items: Array<{ Sku: string; Quantity: number; OptionChoiceParameter: string }>;
  labelConfig: number;
  labelText: string;
  confirmationType: string;
  customConfirmation?: boolean;
}

/** The `add-to-cart` props of one carousel item: its sku, quantity 1 [ref: product-carousel#limits], its option choice. */
export function addToCartProps(item: CarouselItem): CarouselAddToCartProps | undefined {
  const sku = skuOf(item);
  if (!sku) return undefined;
  return {
    items: [{ Sku: sku, Quantity: 1, OptionChoiceParameter: item.optionChoiceParameter ?? '' }],
    // [ref: product-carousel#limits] label config 6, 'Add {text} to cart': each item's button names its product.
    labelConfig: 6,
    labelText: item.name,
    // The item itself shows 'Added': no popup, the cart header still refreshes [ref: product-carousel#rules].
    confirmationType: 'ignore',
    ...(needsCustomConfirmation(item) ? { customConfirmation: true } : {}),
  };
}

/** [ref: product-carousel#calls]: the registry add payload, a list of {Sku, Quantity 1, GrId}. */
export function registryPayload(
  item: CarouselItem,
  registryId: number | string,
): Array<{ Sku: string; Quantity: number; GrId: number | string }> {
  const sku = skuOf(item);
  return sku ? [{ Sku: sku, Quantity: 1, GrId: registryId }] : [];
}
