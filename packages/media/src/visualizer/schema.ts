/** Superstruct schemas of the visualizer's data (summary line, request) [ref: visualizer#data] and answers [ref: visualizer#calls]. */
import { array, boolean, nullable, number, optional, string, type, union, type Infer, type Struct } from 'superstruct';
import { FlagSchema, PriceSchema, SkuSchema, TextSchema } from '@hearth/commerce';

const summaryLineStruct = type({
  sku: SkuSchema,
  name: TextSchema,
  quantity: optional(nullable(number())),
  dimensions: TextSchema,
  productUrl: TextSchema,
  imageUrl: TextSchema,
  unitFormattedPrice: TextSchema,
  unitCurrentPrice: PriceSchema,
  unitRegularPrice: PriceSchema,
  priceTypeCode: TextSchema,
  availabilityMessage: TextSchema,
  stockStatus: TextSchema,
  isBackOrder: FlagSchema,
  backOrderMessage: TextSchema,
  backOrderMessageDays: TextSchema,
});
/** Visualizer summary line [ref: visualizer#data]. */
export const SummaryLine: Struct<SummaryLine, unknown> = summaryLineStruct;
export interface SummaryLine extends Infer<typeof summaryLineStruct> {}

const productInfoAnswerStruct = type({
  products: array(SummaryLine),
  subtotal: TextSchema,
  hasInvalidSkus: FlagSchema,
  invalidSkuMessage: TextSchema,
});
/** Visualizer product info answer ([ref: visualizer#calls] 'not shown'; [ref: visualizer#validation, #calls]: invalid skus and their message). */
export const ProductInfoAnswer: Struct<ProductInfoAnswer, unknown> = productInfoAnswerStruct;
export interface ProductInfoAnswer extends Infer<typeof productInfoAnswerStruct> {}

const sceneEntryStruct = type({ id: SkuSchema, qty: number() });
/** A scene entry the widget reports ([ref: visualizer#data] visualizer request: sceneInfo, a list of id and qty). */
export const SceneEntry: Struct<SceneEntry, unknown> = sceneEntryStruct;
export interface SceneEntry extends Infer<typeof sceneEntryStruct> {}

const addAllAnswerStruct = type({
  isSuccess: FlagSchema,
  error: optional(nullable(union([boolean(), string()]))),
  itemCount: optional(nullable(number())),
});
/** The add-item answer, as the visualizer reads it: success and the cart's count. */
export const AddAllAnswer: Struct<AddAllAnswer, unknown> = addAllAnswerStruct;
export interface AddAllAnswer extends Infer<typeof addAllAnswerStruct> {}
