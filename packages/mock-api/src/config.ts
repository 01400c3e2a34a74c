/** The `#hearth-config` object the example site and Storybook both use. */
import { demoCardNames } from './catalogue/account';
import { ATTRIBUTE_IDS } from './catalogue/fabrics';
import { siteCents } from './catalogue/site-prices';
import { DEMO_ENDPOINTS } from './endpoints';

/** Site of the storefront [ref: script-tag#configuration-hearth-config]. */
export type DemoSite = 'US' | 'CA';
/** Brand of the storefront [ref: script-tag#configuration-hearth-config]. */
export type DemoBrand = 'main' | 'cb2' | 'kids';

/** Help numbers (fictional 555 numbers). */
export const DEMO_HELP_PHONE = { US: '1-800-555-0134', CA: '1-800-555-0199' } as const;

/** A `#hearth-config` object [ref: script-tag#configuration-hearth-config]. */
export interface DemoConfig {
  site: DemoSite;
  brand: DemoBrand;
  /** The store's name as shoppers know it (the swatch thank-you's 'ordering from …'). */
  siteName: string;
  /** The store's names for its own cards, by card type ('Hearth Home Card'). */
  cardNames: Record<string, string>;
  endpoints: Record<string, string>;
  features: Record<string, boolean>;
  helpPhone: { US: string; CA: string };
  /** [ref: mock-api#limits]: the swatch in-stock attribute id of each brand (read by the swatch islands). */
  swatchStockAttributeIds: { main: number; cb2: number; kids: number };
  /** [ref: mock-api#data, #limits] delivery data: delivery days and the free-shipping threshold come from config. */
  deliveryData: typeof DEMO_DELIVERY_DATA;
}

/** The demo's delivery data [ref: mock-api#data, #limits]: charges in US cents, delivery days by section. */
export const DEMO_DELIVERY_DATA = {
  deliveryCharge: 995,
  freeShippingThreshold: 9900,
  deliveryDays: {
    standard: '3-7 business days',
    localInHome: '2-4 weeks',
    longDistanceInHome: '4-8 weeks',
    basicFreight: '1-3 weeks',
    giftCards: '5-7 business days',
  },
};

/**
 * In-home delivery of furniture (what is not shipped as a parcel), in US cents: one charge per
 * order, which free standard shipping never waives.
 */
export const DEMO_IN_HOME_DELIVERY = 19900;

/** The demo store's name for each brand. */
export const DEMO_SITE_NAMES = { main: 'Hearth Home', cb2: 'Hearth CB2', kids: 'Hearth Kids' } as const;

/**
 * The demo configuration for a site and brand: the mock's endpoints and every feature
 * flag the spec mentions, switched on.
 * @default site 'US', brand 'main'
 */

export function demoConfig(site: DemoSite = 'US', brand: DemoBrand = 'main'): DemoConfig {
  return {
    site,
    brand,
    siteName: DEMO_SITE_NAMES[brand],
    endpoints: { ...DEMO_ENDPOINTS },
    features: {
      retry: true,
      refreshedFabricLayout: true,
      legRefresh: true,
      appleSignIn: true,
      googleSignIn: true,
      interactiveChecklist: true,
      payWithTwoCards: true,
      alternativePayments: true,
      quickShip: true,
      visualizer: true,
      hideSelectedSummary: false,
    },
    helpPhone: { ...DEMO_HELP_PHONE },
    // the store's own card names, not the reference's 'C&B/CB2 CC' (the checkout reads `cardNames`)
    cardNames: demoCardNames(DEMO_SITE_NAMES[brand]),
    swatchStockAttributeIds: { ...ATTRIBUTE_IDS.inStock },
    // charges and threshold in the site's own currency (catalogue/site-prices.ts)
    deliveryData: {
      ...DEMO_DELIVERY_DATA,
      deliveryCharge: siteCents(DEMO_DELIVERY_DATA.deliveryCharge, site),
      freeShippingThreshold: siteCents(DEMO_DELIVERY_DATA.freeShippingThreshold, site),
      deliveryDays: { ...DEMO_DELIVERY_DATA.deliveryDays },
    },
  };
}
