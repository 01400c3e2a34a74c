/**
 * The words @hearth/commerce's shared pieces show in the confirmation popups of several islands,
 * exactly as the spec has them: section `commerce` of the wording a page or an app can change
 * (`messages` in `#hearth-config` or `setConfig`). The cart validation popups, which only the cart
 * page and the checkout show, keep theirs apart (section `cart-validation`,
 * `cart-validation/messages.ts`), so that the islands showing 'Continue Shopping' do not load them.
 */
import type { Catalogue } from '@hearth/core';

export const COMMERCE_MESSAGES = {
  /**
   * [ref: commerce#strings]: closes the registry confirmation, the shopper staying on the page; Hearth uses the same
   * words in the add-to-cart and favorites confirmations and the swatch order's thank-you.
   */
  continueShopping: 'Continue Shopping',
  /** [ref: commerce#strings]: heading of the add-on list ('Extras and Essentials We Recommend'), in the add-to-cart and registry confirmations. */
  addOnsHeading: 'Extras and Essentials We Recommend',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    commerce: typeof COMMERCE_MESSAGES;
  }
}
