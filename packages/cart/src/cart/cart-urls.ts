/**
 * Addresses from the cart's props and answers pass the core URL filter before they become a
 * link, an image or a navigation. A refused one logs one `console.error` naming
 * the `cart` island and the field.
 */
import { checkUrl } from '@hearth/core';
import { CART_ROUTE } from './controller/cart-error';

/** The island named in the console line of a refused address. */
export const CART_ISLAND = 'cart';

/** A link or image address (http(s) anywhere, or a path on this site), else `undefined`: render text, or no image. */
export function cartLinkUrl(value: string | null | undefined, field: string): string | undefined {
  return checkUrl(value, { island: CART_ISLAND, field });
}

/**
 * An address the cart goes to or fetches by itself (the checkout redirect, which is also where
 * Guest Checkout POSTs the anti-forgery token; the popupUrl content): only a path on this site
 * (no open redirect, and the token never leaves the site); else `undefined`.
 *
 * @param instead - what the caller does instead, for the console line
 * @default instead 'going to /checkout/cart'
 */
export function cartSameSiteUrl(
  value: string | null | undefined,
  field: string,
  instead = `going to ${CART_ROUTE}`,
): string | undefined {
  return checkUrl(value, { island: CART_ISLAND, field, sameOrigin: true, instead });
}
