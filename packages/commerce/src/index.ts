/**
 * @hearth/commerce: the store's shared domain, between the primitives of @hearth/ui and the
 * feature packages (`core ← ui ← commerce ← features ← islands`). What two features share is
 * store knowledge, so it lives here once: the order summary, the cart validation popups and the
 * items they list, the add-ons list, 'Continue Shopping', the product selection a configurator
 * publishes, and the recent swatches. Imports only @hearth/core and @hearth/ui.
 */

// the order summary [ref: commerce#data]: the cart page and the checkout
export { OrderSummary } from './order-summary/schema';
export { summaryAmount } from './order-summary/order-summary-logic';

// cart validation [ref: commerce#data, #errors]: the cart page and the checkout
export {
  CART_ERROR_TYPE,
  unavailablePopupFor,
  type CartErrorTypeName,
  type CartRemoval,
  type UnavailablePopup,
} from './cart-validation/cart-validation';
export { OversizedBox, OversizedItem, UnavailableItem } from './cart-validation/schema';
export { UnavailableItemsDialog, type UnavailableItemsDialogProps } from './cart-validation/unavailable-items-dialog';
export { UnavailableList, type UnavailableListProps } from './cart-validation/unavailable-list';
export { OversizeList, type OversizeListProps } from './cart-validation/oversize-list';

// confirmation popups [ref: commerce#screens, #data, #rules]: add to cart, to a list, to a registry, the swatch order
export { AddOnsList, type AddOnsListItem, type AddOnsListProps } from './add-ons-list/add-ons-list';
export { ContinueShopping, type ContinueShoppingProps } from './continue-shopping/continue-shopping';
// an item's add-to-cart as a nested island (or rendered): a carousel's products, quick-ship pieces
export {
  ADD_TO_CART_SLOT_NAME,
  AddToCartSlot,
  AddedButton,
  type AddedButtonProps,
  type AddToCartSlotItems,
  type AddToCartSlotProps,
} from './add-to-cart-slot/add-to-cart-slot';

// the product selection [ref: commerce#rules]: the configurator publishes, add-to-cart follows, the gallery shows
export {
  SELECTION_REQUIRED_EVENT,
  announceProductSelection,
  announcedSelections,
  getProductSelection,
  onSelectionRequired,
  productSelections,
  publishProductSelection,
  requestProductSelection,
  withdrawProductSelection,
  type ProductSelection,
  type SelectionRequiredDetail,
} from './product-selection/product-selection';

// recent swatches [ref: commerce#data, #validation]: the swatch surfaces and the configurator
export {
  RECENT_SWATCHES_MAX,
  RECENT_SWATCHES_STORAGE_KEY,
  RecentSwatch,
  RecentSwatchList,
  addToRecentSwatches,
  normalizeRecentSwatches,
  readRecentSwatches,
} from './recent-swatches/recent-swatches';
export { addRecentSwatch, getRecentSwatches } from './recent-swatches/recent-swatches-state';

// the autofill check [ref: checkout#limits]: the checkout's address forms
export { AUTOFILL_CHECK_MS, filledValues, useAutofillCheck } from './autofill/use-autofill-check';

// every shopper-visible string: sections `commerce` and `cart-validation` of the wording pages can
// change (the validators' section, `validation`, comes with them below)
export { COMMERCE_MESSAGES } from './messages';
export { commerceMessage } from './wording';
export { CART_VALIDATION_MESSAGES } from './cart-validation/messages';
export { cartValidationMessage } from './cart-validation/wording';

// the validators and their messages [ref: core#validation], the same as `@hearth/commerce/server`'s
export * from './server';
