/**
 * The demo's variant switches (on /dev): variants of the islands that the store's everyday pages
 * do not show, each turned on for this browser by a cookie. A switched-on variant changes only
 * what the server writes, as a legacy page that uses it would: an island's `data-props`, a
 * `#hearth-config` feature, or server HTML of the page's own. No package reads the cookie.
 */

/** Cookie holding the switched-on variants, comma-separated. */
export const VARIANTS_COOKIE = 'hearth_variants';

/** One switch on /dev: what it turns on, and the page where that shows. */
export interface DemoVariant {
  key: string;
  label: string;
  /** Where it shows: the page and what to do there. */
  where: string;
  /** A page it shows on (linked from /dev). */
  href: string;
  /** The `#hearth-config` feature it sets, when it is one. */
  feature?: string;
}

/** Every switch, in the order /dev lists them. */
export const DEMO_VARIANTS = [
  {
    key: 'swatchPage',
    label: 'Swatch flyout, full-page mode',
    where:
      "Free Swatches links the first fabric's own page, where the flyout is the page's content under its top-level heading",
    href: '/free-swatches',
  },
  {
    key: 'showcase',
    label: "'General Pi' showcase carousel",
    where: 'the home page, below Featured: 6 in view above 1280 px, 4 from 769 px, 2 below',
    href: '/',
  },
  {
    key: 'singleSlide',
    label: 'One-slide carousel',
    where: "stock product pages: 'Complete the Look', one slide up to 1280 px and two above",
    href: '/furniture/stoneware-table-lamp/s300101',
  },
  {
    key: 'recentlyViewed',
    label: 'Recently viewed carousel',
    where: 'stock product pages: the products this browser viewed before; each visit sends the update call',
    href: '/furniture/stoneware-table-lamp/s300101',
  },
  {
    key: 'addedText',
    label: "'Added: {name}' on phones",
    where:
      "stock product pages, People Also Viewed, below 769 px: the button reads 'Added: {name}' once the product is added",
    href: '/furniture/stoneware-table-lamp/s300101',
  },
  {
    key: 'retiredWallets',
    label: 'Masterpass and Visa Checkout (retired by their networks)',
    where: 'checkout pages: their buttons, for a server that still answers their calls',
    href: '/checkout/cart',
  },
  {
    key: 'paymentProvider',
    label: "The card payment provider's calls",
    where: 'checkout, Payment: gift cards, certificates and the card go to /api/checkout/payment-provider/…',
    href: '/checkout/cart',
    feature: 'paymentProvider',
  },
  {
    key: 'tenderShortPayload',
    label: 'Short tender payloads',
    where: 'checkout, Payment: gift cards send {number, pin}, tender codes {number}',
    href: '/checkout/cart',
    feature: 'tenderShortPayload',
  },
  {
    key: 'taxExemptionGet',
    label: 'Tax exemption by GET',
    where: "checkout, Payment: 'This order is tax exempt' sends GET ApplyTaxExemption/?taxExemption=",
    href: '/checkout/cart',
    feature: 'taxExemptionGet',
  },
] as const satisfies readonly DemoVariant[];

/** A variant's key. */
export type VariantKey = (typeof DEMO_VARIANTS)[number]['key'];

const KEYS: ReadonlySet<string> = new Set(DEMO_VARIANTS.map((v) => v.key));

/** The known keys of a list (a cookie's value, a form's checkboxes); anything else is dropped. */
export function parseVariants(values: Iterable<string>): ReadonlySet<VariantKey> {
  const out = new Set<VariantKey>();
  for (const value of values) if (KEYS.has(value)) out.add(value as VariantKey);
  return out;
}

/** The variants of a cookie value. */
export function variantsOfCookie(value: string | undefined): ReadonlySet<VariantKey> {
  return parseVariants((value ?? '').split(','));
}

/** The `Set-Cookie` that keeps `variants` (30 days), or clears the cookie when there are none. */
export function variantsCookie(variants: ReadonlySet<VariantKey>): string {
  const value = [...variants].join(',');
  return `${VARIANTS_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${value ? 2592000 : 0}`;
}

/** `config` with the `features` the switched-on variants set. */
export function withVariantFeatures(config: unknown, variants: ReadonlySet<VariantKey>): unknown {
  const features: Record<string, boolean> = {};
  for (const variant of DEMO_VARIANTS as readonly DemoVariant[])
    if (variant.feature && variants.has(variant.key as VariantKey)) features[variant.feature] = true;
  if (Object.keys(features).length === 0) return config;
  const base = config as { features?: Record<string, boolean> };
  return { ...base, features: { ...base.features, ...features } };
}
