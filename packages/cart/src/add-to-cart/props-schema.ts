import { array, boolean, optional, size, string, type, type Infer } from 'superstruct';
import { AddOn, AddToCartItem, LabelConfig, Personalization } from './schema';

/**
 * Props of the `add-to-cart` island [ref: script-tag#attributes-and-windowhearth, #islands], checked before it mounts: a field of the
 * wrong type keeps the server HTML and logs one console.error naming the field.
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `items` | add-to-cart item[] [ref: add-to-cart#data], at least one | — | `Sku` required; `Quantity` 1, `ShipMethod` 1 (standard), `OptionChoiceParameter` and `Location` '', booleans false |
 * | `labelConfig` | 1-7 | 1 | [ref: add-to-cart#limits]: 1 'Add to cart', 2 'Request a quote', 3 'Call a store', 4 'Select a store', 5 'Pick up in store', 6 'Add {text} to cart', 7 'Accept Terms And Add To Cart' (goes to the cart 300 ms after accepting) |
 * | `labelText` | string | '' | the `{text}` of config 6 |
 * | `confirmationType` | string | the add answer's, else 'standard' | "ignore": no popup, only the cart header refreshes [ref: add-to-cart#rules] |
 * | `confirmationTitle` | string | 'Added to Cart' | title of the standard popup (the spec shows none) |
 * | `customConfirmation` | boolean | false | take the custom-confirmation path: GET `customConfirmation` first [ref: add-to-cart#rules]; the pricing answer's customOrderConfirmation also turns it on |
 * | `personalization` | object | — | the Monogramming path: `customizationType` (100 legacy, 700/705 in-house), `orderType`, `profileGuid`, `templateName`, `locationName`, `legend`, `emptyTextMessage`, `lines[{elementName, label, text, textcolor, font, maxLength}]`, `threadColors[{name, value, hex}]` (at most 25 main, 12 CB2) [ref: add-to-cart#limits], `fonts[{name, value}]`: offered as choices, the chosen value is every line's textcolor / font |
 * | `addOns` | add-on[] [ref: add-to-cart#data] | the add answer's `addOns` | 'Extras and Essentials We Recommend' |
 * | `showPrice` | boolean | false | GET /sku-pricing/get-sku-data and show totalFormattedPrice; invalid SKUs show invalidSkuMessage and disable the button |
 * | `zipCode` | string | the page's shared ZIP | zipCode of the pricing call |
 * | `showQuantity` | boolean | false | quantity selector beside the button (sets the first item's Quantity) |
 * | `quantityName` | string | — | `name` of the quantity input, for a legacy form |
 * | `quantitySelector` | string | — | CSS selector of the page's own quantity field (a `quantity-selector` island): its value at click time is the first item's Quantity |
 * | `disabled` | boolean | false | disables the button |
 * | `describedBy` | string | — | id(s) of what the button adds, e.g. a product card's name (`aria-describedby`): a shelf's many 'Add to cart' buttons each say which product they add |
 */
export const AddToCartPropsSchema = type({
  items: size(array(AddToCartItem), 1, Infinity),
  labelConfig: optional(LabelConfig),
  labelText: optional(string()),
  confirmationType: optional(string()),
  confirmationTitle: optional(string()),
  customConfirmation: optional(boolean()),
  personalization: optional(Personalization),
  addOns: optional(array(AddOn)),
  showPrice: optional(boolean()),
  zipCode: optional(string()),
  showQuantity: optional(boolean()),
  quantityName: optional(string()),
  quantitySelector: optional(string()),
  disabled: optional(boolean()),
  describedBy: optional(string()),
});

/** Props of the `add-to-cart` island, inferred from its schema. */
export type AddToCartIslandProps = Infer<typeof AddToCartPropsSchema>;
