/**
 * Strings of the store's shared pieces, exactly as the spec has them. The cart validation popups
 * keep theirs beside them (`cart-validation/messages.ts`).
 */

/**
 * [ref: commerce#strings]: closes the registry confirmation, the shopper staying on the page; Hearth uses the same
 * words in the add-to-cart and favorites confirmations and the swatch order's thank-you.
 */
export const CONTINUE_SHOPPING = 'Continue Shopping';
