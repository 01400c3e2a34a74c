/**
 * Strings of the cart validation popups [ref: commerce#strings], shared by the cart page and the
 * checkout: section `cart-validation` of the wording a page or an app can change (`messages` in
 * `#hearth-config` or `setConfig`). Titles the spec gives are quoted from it; the texts are
 * Hearth's wording where the spec names a popup without its text (the cart and checkout READMEs
 * list these choices).
 */
import type { Catalogue } from '@hearth/core';

export const CART_VALIDATION_MESSAGES = {
  /** [ref: commerce#strings] popup title. */
  nlaTitle: 'Item(s) no longer available',
  /** [ref: commerce#strings] popup title. */
  pfasTitle: 'Item(s) cannot be shipped to or picked up in this state',
  /** [ref: commerce#strings]: the title of the cart validation types it does not name ('Other types'). */
  editCartTitle: 'Please Edit Your Cart to Proceed',
  /** [ref: commerce#strings] names 'personalization service unavailable' as a popup of its own (title not shown). */
  personalizationUnavailableTitle: 'Personalization Service Unavailable',
  nlaText: 'The following items are no longer available and must be removed before you can check out.',
  allNlaText: 'None of the items in your cart are available any more. Remove them to continue shopping.',
  inHousePersonalizationNlaText:
    'The following personalized items are no longer available and must be removed before you can check out.',
  pfasText:
    'The following items cannot be shipped to or picked up in your state and must be removed before you can check out.',
  installationText:
    'Installation service is not available for some items. Please remove the installation service to proceed.',
  personalizationText: 'Personalization is not available right now. Please remove the personalized items to proceed.',
  editCartText: 'Please review the items in your cart before you check out.',
  removeItems: 'Remove Item(s)',
  /** Type 4's action ([ref: commerce#calls] RemoveInstallationService); the cart line's wording for the same removal. */
  removeInstallation: 'Remove Installation Service',
  returnToCart: 'Return to Cart',
  quantity: 'Quantity',
  // the oversize boxes table [ref: commerce#data]
  oversizeBox: 'Box',
  oversizeQuantity: 'Quantity',
  // Hearth: the boxes' sizes say their unit (inches, as the demo's and the product pages' dimensions)
  oversizeWidth: 'Width (in.)',
  oversizeDepth: 'Depth (in.)',
  oversizeHeight: 'Height (in.)',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    'cart-validation': typeof CART_VALIDATION_MESSAGES;
  }
}
