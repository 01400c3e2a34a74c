export { CartPage, CART_PAGE_NAME, type CartPageProps } from './cart-page';
export { CartPropsSchema, type CartIslandProps } from './props-schema';
export { useCartPage, PAYMENT_PROVIDER_FEATURE, type UseCartPageOptions } from './use-cart-page';
export {
  createCartController,
  type CartController,
  type CartControllerEnv,
  type ActionResult,
  type CertificatesCall,
} from './cart-controller';
export { createCartStore, initialCartState, cartItemCount, type CartState, type CartStore, type CartPopup } from './cart-store';
export { isRefused } from './cart-answer';
export { decideCheckout, type CheckoutOutcome, type DecideCheckoutOptions } from './checkout-result';
export { CART_ROUTE, classifyCartError, cartErrorView, type CartErrorKind, type CartErrorView } from './cart-error';
export { CART_ERROR_TYPE, unavailablePopupFor, isSilentErrorType, type UnavailablePopup, type CartErrorTypeName } from './cart-validation';
export { CARD_REISSUED_MESSAGE, SHOWN_SERVER_MESSAGES, isShownServerMessage, serverMessageToShow } from './server-message';
export {
  PICKUP_SHIP_METHOD,
  SHIP_SHIP_METHOD,
  isShipMethod,
  wantsPickupEstimate,
  eddRequest,
  readPickupEstimate,
  type PickupEstimate,
} from './pickup-estimate';
export { checkZipCode } from './zip-code';
export { loadPopupContent, type PopupContent } from './popup-html';
export { CheckoutNowFlyout, loginUrl, type CheckoutNowFlyoutProps } from './checkout-now-flyout';
export { CartPopups, OversizeList, type CartPopupsProps } from './cart-popups';
export { UnavailableList } from './unavailable-list';
export { CART_MESSAGES, type CartMessageKey } from './messages';
export {
  CartAnswer,
  CartData,
  CartLineItem,
  UnavailableItem,
  OversizedItem,
  OrderSummary as OrderSummarySchema,
  EddAnswer,
  RemovalAnswer,
} from './schema';
