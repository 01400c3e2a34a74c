/**
 * Superstruct schemas of the add-to-cart calls [ref: add-to-cart#data, #calls]: the monogram request and
 * the answers, checked leniently (`type`, optional fields) since the spec shows few answer shapes.
 * Apart from schema.ts, whose item and props schemas a page needs at once, because only the
 * sending code and the price reader use these: they load with them, at the first use.
 */
import {
  array,
  boolean,
  coerce,
  defaulted,
  nullable,
  number,
  optional,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { AddOn, DEFAULT_QUANTITY, PriceSchema, SkuSchema } from './schema';

/** One element of a monogram design's personalization list [ref: add-to-cart#data]. */
export const MonogramElement = type({
  elementName: string(),
  text: string(),
  textcolor: string(),
  font: string(),
});
export type MonogramElement = Infer<typeof MonogramElement>;

/** Monogram request [ref: add-to-cart#data]: the Monogramming confirmation call's payload. */
export const MonogramRequest = type({
  quantity: number(),
  orderType: string(),
  profileGuid: string(),
  design: type({
    templateName: string(),
    sku: string(),
    locationName: string(),
    personalization: array(MonogramElement),
  }),
});
export type MonogramRequest = Infer<typeof MonogramRequest>;

/** Added item [ref: add-to-cart#data]: what the added list holds. */
const addedItemStruct = type({
  sku: SkuSchema,
  quantity: defaulted(number(), DEFAULT_QUANTITY),
  name: defaulted(string(), ''),
  imagePath: optional(nullable(string())),
  formattedPrice: PriceSchema,
  personalizationText: optional(nullable(string())),
  /** The chosen options of a configured item (the configurator's OptionChoiceParameter) [ref: add-to-cart#rules]. */
  selectedOptions: optional(nullable(array(type({ title: defaulted(string(), ''), text: defaulted(string(), '') })))),
});
/** An item the add put in the cart. */
export interface AddedItem extends Infer<typeof addedItemStruct> {}
export const AddedItem: Struct<AddedItem, unknown> = addedItemStruct;

/** A personalization render error [ref: add-to-cart#errors]: a code, the server's description, the element it names. */
export const RenderError = type({
  code: coerce(string(), number(), (value) => String(value)),
  description: defaulted(string(), ''),
  elementName: optional(nullable(string())),
});
export type RenderError = Infer<typeof RenderError>;

/** Answer of the add-item call (its shape is not shown: success fields and items) [ref: add-to-cart#calls]. */
const addItemAnswerStruct = type({
  isSuccess: optional(nullable(boolean())),
  error: optional(unknown()),
  message: optional(nullable(string())),
  confirmationType: optional(nullable(string())),
  items: optional(nullable(array(AddedItem))),
  addOns: optional(nullable(array(AddOn))),
  itemCount: optional(nullable(number())),
});
/** The answer, by name: what the call resolves. */
export interface AddItemAnswer extends Infer<typeof addItemAnswerStruct> {}
export const AddItemAnswer: Struct<AddItemAnswer, unknown> = addItemAnswerStruct;

/** Answer of the Monogramming confirmation call (shape not shown) [ref: add-to-cart#calls]. */
const monogramAnswerStruct = type({
  isSuccess: optional(nullable(boolean())),
  errors: optional(nullable(array(RenderError))),
  message: optional(nullable(string())),
  confirmationType: optional(nullable(string())),
  personalizationId: optional(nullable(string())),
  personalizationImage: optional(nullable(string())),
  personalizationFeeMessage: optional(nullable(string())),
  items: optional(nullable(array(AddedItem))),
  addOns: optional(nullable(array(AddOn))),
  itemCount: optional(nullable(number())),
});
/** The answer, by name: what the call resolves. */
export interface MonogramAnswer extends Infer<typeof monogramAnswerStruct> {}
export const MonogramAnswer: Struct<MonogramAnswer, unknown> = monogramAnswerStruct;

/** Answer of the custom confirmation GET (hasCustomOrderConfirmation) [ref: add-to-cart#rules]. */
const customConfirmationAnswerStruct = type({
  hasCustomOrderConfirmation: defaulted(boolean(), false),
  title: optional(nullable(string())),
  message: optional(nullable(string())),
  acceptText: optional(nullable(string())),
});
/** The answer, by name: what the call resolves. */
export interface CustomConfirmationAnswer extends Infer<typeof customConfirmationAnswerStruct> {}
export const CustomConfirmationAnswer: Struct<CustomConfirmationAnswer, unknown> = customConfirmationAnswerStruct;

/** One product of the pricing answer [ref: add-to-cart#calls]. */
export const PricedProduct = type({
  sku: SkuSchema,
  isInvalid: defaulted(boolean(), false),
  formattedPrice: PriceSchema,
  formattedTotalPrice: PriceSchema,
});

/** Answer of GET /sku-pricing/get-sku-data [ref: add-to-cart#calls]. */
const skuPricingAnswerStruct = type({
  products: defaulted(array(PricedProduct), () => []),
  totalFormattedPrice: PriceSchema,
  customOrderConfirmation: optional(nullable(type({ hasCustomOrderConfirmation: defaulted(boolean(), false) }))),
  hasInvalidSkus: defaulted(boolean(), false),
  invalidSkuMessage: optional(nullable(string())),
});
/** The answer, by name: what the call resolves. */
export interface SkuPricingAnswer extends Infer<typeof skuPricingAnswerStruct> {}
export const SkuPricingAnswer: Struct<SkuPricingAnswer, unknown> = skuPricingAnswerStruct;
