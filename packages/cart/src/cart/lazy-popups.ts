import { lazyPart } from '@hearth/ui';

/**
 * Every popup of the cart page (cart error, oversize, popupUrl, unavailable items, 'Are you
 * sure?', the 'Checkout Now' flyout) loads when the first one opens, or earlier when the pointer
 * or focus reaches an opener (the checkout button, the certificates 'Remove'): the script-tag
 * build puts them in a chunk of their own.
 */
export const CartPopupsPart = lazyPart(() => import('./popups/cart-popups').then((m) => m.CartPopups), 'CartPopups');
