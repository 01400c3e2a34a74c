/** Superstruct schemas of the visualizer's data (summary line, request) [ref: visualizer#data] and answers [ref: visualizer#calls]. */
import {
  array,
  boolean,
  coerce,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';

const Text = optional(nullable(string()));
const Id = coerce(string(), number(), (value) => String(value));
const Amount = optional(nullable(union([number(), string()])));

const summaryLineStruct = type({
  sku: Id,
  name: Text,
  quantity: optional(nullable(number())),
  dimensions: Text,
  productUrl: Text,
  imageUrl: Text,
  unitFormattedPrice: Text,
  unitCurrentPrice: Amount,
  unitRegularPrice: Amount,
  priceTypeCode: Text,
  availabilityMessage: Text,
  stockStatus: Text,
  isBackOrder: optional(nullable(boolean())),
  backOrderMessage: Text,
  backOrderMessageDays: Text,
});
/** Visualizer summary line [ref: visualizer#data]. */
export const SummaryLine: Struct<SummaryLine, unknown> = summaryLineStruct;
export interface SummaryLine extends Infer<typeof summaryLineStruct> {}

const productInfoAnswerStruct = type({
  products: array(SummaryLine),
  subtotal: Text,
  hasInvalidSkus: optional(nullable(boolean())),
  invalidSkuMessage: Text,
});
/** Visualizer product info answer ([ref: visualizer#calls] 'not shown'; [ref: visualizer#validation, #calls]: invalid skus and their message). */
export const ProductInfoAnswer: Struct<ProductInfoAnswer, unknown> = productInfoAnswerStruct;
export interface ProductInfoAnswer extends Infer<typeof productInfoAnswerStruct> {}

const sceneEntryStruct = type({ id: Id, qty: number() });
/** A scene entry the widget reports ([ref: visualizer#data] visualizer request: sceneInfo, a list of id and qty). */
export const SceneEntry: Struct<SceneEntry, unknown> = sceneEntryStruct;
export interface SceneEntry extends Infer<typeof sceneEntryStruct> {}

const addAllAnswerStruct = type({
  isSuccess: optional(nullable(boolean())),
  error: optional(nullable(union([boolean(), string()]))),
  itemCount: optional(nullable(number())),
});
/** The add-item answer, as the visualizer reads it: success and the cart's count. */
export const AddAllAnswer: Struct<AddAllAnswer, unknown> = addAllAnswerStruct;
export interface AddAllAnswer extends Infer<typeof addAllAnswerStruct> {}
