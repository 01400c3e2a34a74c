/**
 * Every string the add-to-cart island shows. Strings the spec gives are quoted to the letter with
 * their section; the others are Hearth's wording (the spec does not show them), marked
 * "Hearth wording", and each can be replaced through the island's props.
 */

// ---- 001 §9: add-to-cart labels by config ----

/** 001 §9: label config 1. */
export const LABEL_ADD_TO_CART = 'Add to cart';
/** 001 §9: label config 2. */
export const LABEL_REQUEST_QUOTE = 'Request a quote';
/** 001 §9: label config 3. */
export const LABEL_CALL_STORE = 'Call a store';
/** 001 §9: label config 4. */
export const LABEL_SELECT_STORE = 'Select a store';
/** 001 §9: label config 5. */
export const LABEL_PICK_UP = 'Pick up in store';
/** 001 §9: label config 6, with `{text}` replaced. */
export const LABEL_ADD_TEXT = 'Add {text} to cart';
/** 001 §9: label config 7 (also the Custom popup's accept button). */
export const LABEL_ACCEPT_TERMS = 'Accept Terms And Add To Cart';

// ---- 002 §2, §4: the add-on confirmation layer ----

/** 002 §2: heading of the add-on list. */
export const ADD_ONS_HEADING = 'Extras and Essentials We Recommend';
/** 002 §2: an add-on's button before it is added. */
export const ADD_ON_BUTTON = 'Add to Cart';
/** 002 §2, §4: an add-on's button once its sku is in the added list. */
export const ADD_ON_ADDED = 'Added';
/** 002 §3: Location of an add-on cart item. */
export const ADD_ON_LOCATION = 'Furniture Add-On';

// ---- The confirmation popups (000 §2 names them; their texts are not shown) ----

/** Hearth wording: title of the standard confirmation popup. */
export const STANDARD_TITLE = 'Added to Cart';
/** Hearth wording, after 000 §2's name for the popup: title of the Monogramming popup. */
export const MONOGRAM_TITLE = 'Monogramming';
/** Hearth wording, after 000 §2's name for the popup: title of the Custom popup when the answer has none. */
export const CUSTOM_TITLE = 'Custom';
/** Hearth wording, after 002 §4's '{n} item(s) added to your registry': the added count. */
export const ADDED_COUNT = '{n} item(s) added to your cart';
/** Hearth wording: link to the cart page (000 §2 route /checkout/cart). */
export const VIEW_CART = 'View Cart';
/** Hearth wording: legend of the personalization fields when the page sends none. */
export const PERSONALIZATION_LEGEND = 'Personalization';
/** Hearth wording: label of text line N when the page sends none. */
export const PERSONALIZATION_LINE = 'Line {n}';
/** Hearth wording, after 002 §9's "thread colours": legend of the thread colour choice. */
export const THREAD_COLOR_LEGEND = 'Thread Color';
/** Hearth wording, after 002 §9's "named fonts": legend of the font choice. */
export const FONT_LEGEND = 'Font';
/** Hearth wording: alt text of the personalization preview in the Monogramming popup. */
export const PERSONALIZATION_PREVIEW_ALT = 'Personalization preview';

/** 000 §2: the cart page, where label config 7 goes after accepting. */
export const CART_ROUTE = '/checkout/cart';

/** Replaces `{name}` placeholders. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/**
 * Hearth wording: the personalization error of 000 §5 (every text line empty on an item that is
 * not in-house). The spec does not show its text; pages pass their own as
 * `personalization.emptyTextMessage`.
 */
export const PERSONALIZATION_REQUIRED = 'Please enter your personalization text.';

/**
 * Logged (never shown) when a click waited for the page's configurator and it gave no selection
 * (its island or its data failed, or it took longer than the wait): nothing is added without the
 * options (issue 11).
 */
export const SELECTION_NEVER_CAME = 'the configurator of this product gave no selection in time; nothing was added';
