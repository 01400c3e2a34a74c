/**
 * Addresses from add-to-cart answers pass the core URL filter before they become a link or an
 * image. A refused one logs one `console.error` naming the `add-to-cart` island
 * and the field; the link renders as text, the image is left out.
 */
import { checkUrl } from '@hearth/core';
import { ADD_TO_CART_NAME } from './names';

/** A link or image address (http(s) anywhere, or a path on this site), else `undefined`. */
export function addToCartLinkUrl(value: string | null | undefined, field: string): string | undefined {
  return checkUrl(value, { island: ADD_TO_CART_NAME, field });
}

/**
 * The Monogramming preview image: as {@link addToCartLinkUrl}, and also an inline `data:image/…`
 * (a generated preview may come that way, and an `<img>` never runs script).
 */
export function addToCartPreviewUrl(value: string | null | undefined, field: string): string | undefined {
  return checkUrl(value, { island: ADD_TO_CART_NAME, field, dataImage: true });
}
