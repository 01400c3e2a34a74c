/**
 * @hearth/mock-api: the demo catalogue and one msw handler per documented call, shared by
 * Storybook (msw browser worker), tests (msw/node) and the example site (msw `getResponse`).
 */
import { getResponse } from 'msw';
import { handlers } from './handlers/index';

export { handlers };
export { DEMO_ENDPOINTS, SPEC_ENDPOINTS, FAULTS_ENDPOINT, type DemoCallName, type SpecCallName } from './endpoints';
export { CALL_LIST, type CallEntry, type CallName } from './call-list';
export { CALLS, MALFORMED_BODY, type CallInfo, type CallMethod } from './serve-call';
export {
  FAULTS,
  DEFAULT_SLOW_MS,
  setFault,
  clearFaults,
  listFaults,
  type Fault,
  type FaultOptions,
  type ActiveFault,
} from './faults';
export { ANTI_FORGERY_HEADER, ANTI_FORGERY_FIELD, issueToken, checkToken } from './anti-forgery';
export { resetMockState } from './reset';
export {
  demoConfig,
  DEMO_DELIVERY_DATA,
  DEMO_HELP_PHONE,
  DEMO_IN_HOME_DELIVERY,
  DEMO_SITE_NAMES,
  type DemoConfig,
  type DemoSite,
  type DemoBrand,
} from './config';
export {
  SESSION_COOKIE,
  DEFAULT_SESSION,
  getSession,
  signIn,
  signOut,
  type SessionState,
  type CartLine,
  type PlacedOrder,
} from './state/session';
export { cartData } from './state/cart-model';
export { siteCents, withPriceSite } from './catalogue/site-prices';
export { filteredSwatchResults, swatchCard } from './handlers/swatches';
export { quickShipAvailability } from './handlers/quick-ship';
export { addCartItem, seedCartLine } from './state/seed';
export { checkoutData } from './state/checkout-model';
export {
  demoProducts,
  getProduct,
  demoCategories,
  getCategory,
  categoryOf,
  categoryProducts,
  allMaterials,
  getMaterial,
  customFabrics,
  stockFabrics,
  leathers,
  DEMO_ACCOUNT,
  DEMO_REGISTRIES,
  DEMO_GIFT_CARDS,
  DEMO_PHONE,
  DEMO_PROMOS,
  DEMO_CERTIFICATES,
  DEMO_TENDER_CODES,
  CARD_OUTCOMES,
  DEMO_TEST_CARDS,
  FINANCING_MINIMUM,
  LOCKED_ACCOUNT_EMAIL,
  browseDto,
  readSelections,
  ATTRIBUTE_IDS,
  VISUALIZER_SKUS,
  sampleSwatchData,
  galleryImages,
  UNAVAILABLE_SWATCH,
  DEMO_MONOGRAM_FONTS,
  DEMO_THREAD_COLORS,
  type DemoThreadColor,
  type DemoProduct,
  type DemoCategory,
  type Material,
} from './catalogue/index';

/**
 * Runs a Fetch `Request` through the handlers (the example Node site's entry point):
 * the mocked `Response`, or undefined when no handler matches. A response of
 * `type === 'error'` is the 'network' fault: drop the connection.
 */
export function handle(request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request);
}
