/**
 * Every string the add-to-cart island shows: section `add-to-cart` of the wording a page or an app
 * can change (`messages` in `#hearth-config` or `setConfig`). Strings the spec gives are quoted to
 * the letter with their section; the others are Hearth's wording (the spec does not show them),
 * marked "Hearth wording". Templates fill `{name}` placeholders with core's `formatMessage`.
 */
import type { Catalogue } from '@hearth/core';

export const ADD_TO_CART_MESSAGES = {
  // ---- [ref: add-to-cart#limits]: add-to-cart labels by config ----

  /** [ref: add-to-cart#limits]: label config 1. */
  labelAddToCart: 'Add to cart',
  /** [ref: add-to-cart#limits]: label config 2. */
  labelRequestQuote: 'Request a quote',
  /** [ref: add-to-cart#limits]: label config 3. */
  labelCallStore: 'Call a store',
  /** [ref: add-to-cart#limits]: label config 4. */
  labelSelectStore: 'Select a store',
  /** [ref: add-to-cart#limits]: label config 5. */
  labelPickUp: 'Pick up in store',
  /** [ref: add-to-cart#limits]: label config 6, with `{text}` replaced. */
  labelAddText: 'Add {text} to cart',
  /** [ref: add-to-cart#limits]: label config 7 (also the Custom popup's accept button). */
  labelAcceptTerms: 'Accept Terms And Add To Cart',

  // ---- [ref: add-to-cart#strings, #rules]: the add-on confirmation layer ----

  /** [ref: add-to-cart#strings]: an add-on's button before it is added. */
  addOnButton: 'Add to Cart',
  /** [ref: add-to-cart#strings, #rules]: an add-on's button once its sku is in the added list. */
  addOnAdded: 'Added',
  /** [ref: add-to-cart#data]: Location of an add-on cart item. */
  addOnLocation: 'Furniture Add-On',

  // ---- The confirmation popups ([ref: add-to-cart#strings] names them; their texts are not shown) ----

  /** Hearth wording: title of the standard confirmation popup. */
  standardTitle: 'Added to Cart',
  /** Hearth wording, after the popup's name [ref: add-to-cart#strings]: title of the Monogramming popup. */
  monogramTitle: 'Monogramming',
  /** Hearth wording, after the popup's name [ref: add-to-cart#strings]: title of the Custom popup when the answer has none. */
  customTitle: 'Custom',
  /** Hearth wording (the reference gives the registry's '{n} item(s) added to your registry', none for the cart): the added count, in proper English. */
  addedCountOne: '1 item added to your cart',
  /** Hearth wording: the added count of more than one item. */
  addedCount: '{n} items added to your cart',
  /** Hearth wording: name of the carousel of the items added at once (it shows one at a time [ref: add-to-cart#limits]). */
  addedItemsLabel: 'Items added',
  /** Hearth wording: link to the cart page ([ref: add-to-cart#strings] route /checkout/cart). */
  viewCart: 'View Cart',
  /** Hearth wording: legend of the personalization fields when the page sends none. */
  personalizationLegend: 'Personalization',
  /** Hearth wording: label of text line N when the page sends none. */
  personalizationLine: 'Line {n}',
  /** Hearth wording, after "thread colours" [ref: add-to-cart#limits]: legend of the thread colour choice. */
  threadColorLegend: 'Thread Color',
  /** Hearth wording, after "named fonts" [ref: add-to-cart#limits]: legend of the font choice. */
  fontLegend: 'Font',
  /** Hearth wording: alt text of the personalization preview in the Monogramming popup. */
  personalizationPreviewAlt: 'Personalization preview',

  /**
   * Hearth wording: the personalization error of [ref: add-to-cart#strings] (every text line empty on an item that is
   * not in-house). The spec does not show its text; pages pass their own as
   * `personalization.emptyTextMessage`.
   */
  personalizationRequired: 'Please enter your personalization text.',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    'add-to-cart': typeof ADD_TO_CART_MESSAGES;
  }
}
