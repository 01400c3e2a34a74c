/** Every handler, in one list. Control and image handlers first; then by area. */
import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { addToCartHandlers } from './add-to-cart';
import { cartHandlers } from './cart';
import { checkoutFlowHandlers } from './checkout-flow';
import { checkoutOptionHandlers } from './checkout-options';
import { checkoutPaymentHandlers } from './checkout-payment';
import { checkoutTenderHandlers } from './checkout-tenders';
import { configuratorHandlers } from './configurator';
import { controlHandlers } from './control';
import { favoritesHandlers } from './favorites';
import { galleryHandlers } from './gallery';
import { pricingHandlers } from './pricing';
import { quickShipHandlers } from './quick-ship';
import { registryHandlers } from './registry';
import { storeAvailabilityHandlers } from './store-availability';
import { swatchHandlers } from './swatches';
import { zipHandlers } from './zip';

/** Every documented call, as msw handlers. */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  ...addToCartHandlers,
  ...cartHandlers,
  ...pricingHandlers,
  ...accountHandlers,
  ...checkoutFlowHandlers,
  ...checkoutTenderHandlers,
  ...checkoutOptionHandlers,
  ...checkoutPaymentHandlers,
  ...storeAvailabilityHandlers,
  ...swatchHandlers,
  ...configuratorHandlers,
  ...favoritesHandlers,
  ...registryHandlers,
  ...quickShipHandlers,
  ...galleryHandlers,
  ...zipHandlers,
];
