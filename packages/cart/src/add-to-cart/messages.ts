/**
 * Every string the add-to-cart island shows. Strings the spec gives are quoted to the letter with
 * their section; the others are Hearth's wording (the spec does not show them), marked
 * "Hearth wording", and each can be replaced through the island's props.
 */

/** Name of the island, in log lines and URL errors (not shown to shoppers). */
export const ADD_TO_CART_NAME = 'add-to-cart';

// ---- [ref: add-to-cart#limits]: add-to-cart labels by config ----

/** [ref: add-to-cart#limits]: label config 1. */
export const LABEL_ADD_TO_CART = 'Add to cart';
/** [ref: add-to-cart#limits]: label config 2. */
export const LABEL_REQUEST_QUOTE = 'Request a quote';
/** [ref: add-to-cart#limits]: label config 3. */
export const LABEL_CALL_STORE = 'Call a store';
/** [ref: add-to-cart#limits]: label config 4. */
export const LABEL_SELECT_STORE = 'Select a store';
/** [ref: add-to-cart#limits]: label config 5. */
export const LABEL_PICK_UP = 'Pick up in store';
/** [ref: add-to-cart#limits]: label config 6, with `{text}` replaced. */
export const LABEL_ADD_TEXT = 'Add {text} to cart';
/** [ref: add-to-cart#limits]: label config 7 (also the Custom popup's accept button). */
export const LABEL_ACCEPT_TERMS = 'Accept Terms And Add To Cart';

// ---- [ref: add-to-cart#strings, #rules]: the add-on confirmation layer ----

/** [ref: add-to-cart#strings]: heading of the add-on list. */
export const ADD_ONS_HEADING = 'Extras and Essentials We Recommend';
/** [ref: add-to-cart#strings]: an add-on's button before it is added. */
export const ADD_ON_BUTTON = 'Add to Cart';
/** [ref: add-to-cart#strings, #rules]: an add-on's button once its sku is in the added list. */
export const ADD_ON_ADDED = 'Added';
/** [ref: add-to-cart#data]: Location of an add-on cart item. */
export const ADD_ON_LOCATION = 'Furniture Add-On';

// ---- The confirmation popups ([ref: add-to-cart#strings] names them; their texts are not shown) ----

/** Hearth wording: title of the standard confirmation popup. */
export const STANDARD_TITLE = 'Added to Cart';
/** Hearth wording, after the popup's name [ref: add-to-cart#screens]: title of the Monogramming popup. */
export const MONOGRAM_TITLE = 'Monogramming';
/** Hearth wording, after the popup's name [ref: add-to-cart#screens]: title of the Custom popup when the answer has none. */
export const CUSTOM_TITLE = 'Custom';
/**
 * Hearth wording (the reference gives the registry's '{n} item(s) added to your registry', none
 * for the cart): the added count, in proper English: '1 item added to your cart'.
 */
export const ADDED_COUNT_ONE = '1 item added to your cart';
/** Hearth wording: the added count of more than one item. */
export const ADDED_COUNT = '{n} items added to your cart';
/** Hearth wording: link to the cart page ([ref: add-to-cart#strings] route /checkout/cart). */
export const VIEW_CART = 'View Cart';
/** Hearth wording: legend of the personalization fields when the page sends none. */
export const PERSONALIZATION_LEGEND = 'Personalization';
/** Hearth wording: label of text line N when the page sends none. */
export const PERSONALIZATION_LINE = 'Line {n}';
/** Hearth wording, after the storefront's "thread colours" [ref: add-to-cart#limits]: legend of the thread colour choice. */
export const THREAD_COLOR_LEGEND = 'Thread Color';
/** Hearth wording, after the storefront's "named fonts" [ref: add-to-cart#limits]: legend of the font choice. */
export const FONT_LEGEND = 'Font';
/** Hearth wording: alt text of the personalization preview in the Monogramming popup. */
export const PERSONALIZATION_PREVIEW_ALT = 'Personalization preview';

/** [ref: add-to-cart#strings]: the cart page, where label config 7 goes after accepting. */
export const CART_ROUTE = '/checkout/cart';

/** Replaces `{name}` placeholders. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/**
 * Hearth wording: the personalization error of [ref: add-to-cart#strings] (every text line empty on an item that is
 * not in-house). The spec does not show its text; pages pass their own as
 * `personalization.emptyTextMessage`.
 */
export const PERSONALIZATION_REQUIRED = 'Please enter your personalization text.';

/**
 * Logged (never shown) when a click waited for the page's configurator and it gave no selection
 * (its island or its data failed, or it took longer than the wait): nothing is added without the
 * options.
 */
export const SELECTION_NEVER_CAME = 'the configurator of this product gave no selection in time; nothing was added';
