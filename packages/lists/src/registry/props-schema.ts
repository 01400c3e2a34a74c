import { array, boolean, integer, nullable, optional, string, type, type Infer, type Struct } from 'superstruct';
import { SkuSchema } from '@hearth/commerce';
import { QuantitySchema, SuperSpecialOrder } from '../shared/schema';
import { AddOn, RegistryAddedData, RegistryListAnswer } from './schema';

const registryTermsStruct = type({
  title: optional(string()),
  message: optional(string()),
  acceptText: optional(string()),
});
/** [ref: registry#roles]: the texts of the terms popup of a personalized item (Hearth's wording when absent). */
export const RegistryTerms: Struct<RegistryTerms, unknown> = registryTermsStruct;
export interface RegistryTerms extends Infer<typeof registryTermsStruct> {}

const addAllItemStruct = type({ Sku: SkuSchema });
/** An item of add-all [ref: registry#rules]: its sku; the quantity sent is 1 [ref: registry#limits]. */
export interface AddAllItem extends Infer<typeof addAllItemStruct> {}
/** An item of add-all [ref: registry#rules]: its sku; the quantity sent is 1 [ref: registry#limits]. */
export const AddAllItem: Struct<AddAllItem, unknown> = addAllItemStruct;

const registryPropsSchemaStruct = type({
  sku: SkuSchema,
  quantity: optional(QuantitySchema),
  isStockSku: optional(boolean()),
  skuProperty: optional(integer()),
  personalizationInvalid: optional(boolean()),
  isPersonalized: optional(boolean()),
  terms: optional(RegistryTerms),
  hasGrouper: optional(boolean()),
  superSpecialOrder: optional(nullable(SuperSpecialOrder)),
  small: optional(boolean()),
  addAll: optional(array(AddAllItem)),
  registryData: optional(RegistryListAnswer),
  registryAddedData: optional(nullable(RegistryAddedData)),
  isRegistrantMode: optional(boolean()),
  addOns: optional(array(AddOn)),
  listingPage: optional(boolean()),
  checklistTypes: optional(array(string())),
  signInUrl: optional(string()),
  createRegistryUrl: optional(string()),
  grouperErrorMessage: optional(string()),
});
/**
 * Props of the `registry` island [ref: script-tag#attributes-and-windowhearth, #islands], checked before it mounts.
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `sku` | string or number | — | the item; `0` while a grouper or a super special order picks it |
 * | `quantity` | 1-99 | 1 | the item quantity on the page: add-all shows only at 1 [ref: registry#rules] |
 * | `isStockSku` | boolean | true | not a stock sku: disabled [ref: registry#validation] |
 * | `skuProperty` | integer | 0 | 300 and 400 made to order (disabled); 250, 300, 400 hide the small button |
 * | `personalizationInvalid` | boolean | false | disabled [ref: registry#validation] |
 * | `isPersonalized` | boolean | false | the add goes through the terms popup [ref: registry#roles] |
 * | `terms` | `{title, message, acceptText}` | Hearth wording | texts of that popup |
 * | `hasGrouper` | boolean | false | with sku 0 a click raises the grouper error (`hearth:grouper-error`) |
 * | `superSpecialOrder` | `{sku, url}` or null | — | with sku 0 its sku is added |
 * | `small` | boolean | false | the small button (listing pages, carousels) |
 * | `addAll` | `[{Sku}]` | — | the items of 'Add all to Registry' |
 * | `registryData` | registry list answer [ref: registry#data] | GET registry list `?sku` | `{isLoggedIn, registryCount, giftRegistries, registryAddedData, isRegistrantMode}` |
 * | `registryAddedData` | `{sku, familyId, totalQty}` | the registry list's | wants above 0 (and a registry): the edit link |
 * | `isRegistrantMode` | boolean | the registry list's, else false | registrant mode: 'View My Registry' |
 * | `addOns` | add-on[] [ref: registry#data] | the add answer's | the add-ons in the confirmation |
 * | `listingPage` | boolean | false | recommendations read 'Add' (also on mobile) |
 * | `checklistTypes` | string[] | `['br', 'bb']` | registry types with 'View Checklist' (with the `interactiveChecklist` feature) |
 * | `signInUrl` | string (same-origin path) | '/account/login' | where a shopper not signed in goes, returning to the current path |
 * | `createRegistryUrl` | string (same-origin path) | '/gift-registry/new' | where a signed-in shopper without a registry goes |
 * | `grouperErrorMessage` | string | 'Please choose your options first.' | shown on a grouper click; '' shows nothing |
 */
export const RegistryPropsSchema: Struct<RegistryIslandProps, unknown> = registryPropsSchemaStruct;

/** Props of the `registry` island, inferred from its schema. */
export interface RegistryIslandProps extends Infer<typeof registryPropsSchemaStruct> {}
