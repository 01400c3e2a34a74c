/** Add-to-cart with its confirmation popups (000 §4, 001 §8-§9, 002 §2-§4). */
export { AddToCart, AddToCartPopups, ADD_TO_CART_COMPONENT_NAME, type AddToCartProps, type AddToCartPopupsProps } from './add-to-cart';
export { AddToCartButton, ADD_TO_CART_BUTTON_NAME, type AddToCartButtonProps } from './add-to-cart-button';
export { ConfirmationDialog, CONFIRMATION_DIALOG_NAME, type ConfirmationDialogProps } from './confirmation-dialog';
export { CustomConfirmationDialog, CUSTOM_DIALOG_NAME, type CustomConfirmationDialogProps } from './custom-confirmation-dialog';
export { AddOnsList, type AddOnsListProps } from './add-ons-list';
export { PersonalizationFields, type PersonalizationFieldsProps } from './personalization-fields';
export {
  useAddToCart,
  type AddToCartState,
  type Confirmation,
  type PersonalizationLineView,
  type UseAddToCartOptions,
} from './use-add-to-cart';
export { useAddOns, type AddOnView, type UseAddOnsOptions } from './use-add-ons';
export {
  acceptsTerms,
  addOnCartItems,
  addToCartLabel,
  addedCount,
  addedCountText,
  addedItemsOf,
  afterAdd,
  DEFAULT_ERROR_ELEMENT,
  hasPersonalizationErrors,
  initialTexts,
  isInAddedList,
  isInHouse,
  monogramRequest,
  NO_PERSONALIZATION_ERRORS,
  pricingQuery,
  renderErrorTarget,
  renderErrorsToFields,
  TERMS_LABEL_CONFIG,
  TERMS_REDIRECT_MS,
  toCartItems,
  validatePersonalization,
  type AfterAdd,
  type PersonalizationErrors,
  type RenderErrorTarget,
} from './add-to-cart-logic';
export {
  ADD_TO_CART_NAME,
  getCustomConfirmation,
  getSkuPricing,
  postAddItem,
  postMonogram,
  type CallClient,
  type Log,
} from './add-to-cart-calls';
export { addToCartEnv, parseQuantity, type AddToCartEnv } from './add-to-cart-env';
export {
  AddItemAnswer,
  AddOn,
  AddToCartItem,
  AddedItem,
  CUSTOMIZATION_TYPES,
  CustomConfirmationAnswer,
  DEFAULT_QUANTITY,
  LabelConfig,
  MonogramAnswer,
  MonogramElement,
  MonogramRequest,
  Personalization,
  PersonalizationLine,
  RenderError,
  SHIP_METHOD_STANDARD,
  SkuPricingAnswer,
  type AddToCartItemInput,
  type PersonalizationInput,
} from './schema';
export { AddToCartPropsSchema, type AddToCartIslandProps } from './props-schema';
export * as addToCartMessages from './messages';
