/** What add-to-cart names that no shopper sees: the island's name, a log line, the cart's path. */

/** Name of the island, in log lines and URL errors (not shown to shoppers). */
export const ADD_TO_CART_NAME = 'add-to-cart';

/**
 * Logged (never shown) when a click waited for the page's configurator and it gave no selection
 * (its island or its data failed, or it took longer than the wait): nothing is added without the
 * options.
 */
export const SELECTION_NEVER_CAME = 'the configurator of this product gave no selection in time; nothing was added';

/** [ref: add-to-cart#strings]: the cart page, where label config 7 goes after accepting. */
export const CART_ROUTE = '/checkout/cart';
