/**
 * Superstruct schemas of the registry data and answers [ref: registry#data, #calls]. Answers are checked leniently
 * (`type`, defaults): a field Hearth does not read never makes a good answer fail.
 */
import {
  array,
  boolean,
  defaulted,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';
import { AddOn, PriceSchema, SkuSchema, TextSchema } from '@hearth/commerce';
import { QuantitySchema } from '../shared/schema';

/** A registry id ([ref: registry#data] giftRegistries[].id, GrId). */
export const RegistryId = union([number(), string()]);

const giftRegistryStruct = type({ id: RegistryId, registryType: TextSchema, name: TextSchema, eventDate: TextSchema });
/** [ref: registry#data] one of the shopper's registries (name, type and date when the server sends them). */
export const GiftRegistry: Struct<GiftRegistry, unknown> = giftRegistryStruct;
export interface GiftRegistry extends Infer<typeof giftRegistryStruct> {}

const registryAddedDataStruct = type({
  sku: optional(nullable(SkuSchema)),
  familyId: TextSchema,
  /** @default 0 */
  totalQty: defaulted(number(), 0),
  /**
   * The registry the item is in (not in the spec's shape; a server may add it): where the edit
   * link goes after a reload, when the shopper has more than one registry. @default undefined
   */
  grId: optional(nullable(RegistryId)),
});
/** [ref: registry#data] registry state registryAddedData: how many of the item the registry wants. */
export const RegistryAddedData: Struct<RegistryAddedData, unknown> = registryAddedDataStruct;
export interface RegistryAddedData extends Infer<typeof registryAddedDataStruct> {}

const registryListAnswerStruct = type({
  /** @default false */
  isLoggedIn: defaulted(boolean(), false),
  registryCount: optional(nullable(number())),
  /** @default [] */
  giftRegistries: defaulted(array(GiftRegistry), []),
  registryAddedData: optional(nullable(RegistryAddedData)),
  isRegistrantMode: optional(nullable(boolean())),
});
/** [ref: registry#data, #calls] registry list by sku: isLoggedIn, registryCount, giftRegistries. */
export const RegistryListAnswer: Struct<RegistryListAnswer, unknown> = registryListAnswerStruct;
export interface RegistryListAnswer extends Infer<typeof registryListAnswerStruct> {}

const registryItemStruct = type({ Sku: SkuSchema, Quantity: defaulted(QuantitySchema, 1), GrId: RegistryId });
/** [ref: registry#data] registry item payload. */
export const RegistryItem: Struct<RegistryItem, unknown> = registryItemStruct;
export interface RegistryItem extends Infer<typeof registryItemStruct> {}

const registryConfirmationItemStruct = type({
  sku: SkuSchema,
  grId: optional(nullable(RegistryId)),
  /** @default 1 */
  quantity: defaulted(number(), 1),
  registryType: TextSchema,
  name: defaulted(nullable(string()), ''),
  imagePath: TextSchema,
  formattedPrice: PriceSchema,
});
/** [ref: registry#data] registry confirmation item. */
export const RegistryConfirmationItem: Struct<RegistryConfirmationItem, unknown> = registryConfirmationItemStruct;
export interface RegistryConfirmationItem extends Infer<typeof registryConfirmationItemStruct> {}

/** [ref: registry#data] add-on: commerce's, which the add-to-cart confirmation offers too. */
export { AddOn };

const addToRegistryAnswerStruct = type({
  /** @default false */
  isSuccess: defaulted(boolean(), false),
  /** @default [] */
  items: defaulted(array(RegistryConfirmationItem), []),
  /** The add-ons of what was added (as the add-to-cart answer's). */
  addOns: optional(nullable(array(AddOn))),
});
/** [ref: registry#calls] add item to registry: proceeds only when isSuccess is true. */
export const AddToRegistryAnswer: Struct<AddToRegistryAnswer, unknown> = addToRegistryAnswerStruct;
export interface AddToRegistryAnswer extends Infer<typeof addToRegistryAnswerStruct> {}

const carouselItemStruct = type({
  id: optional(nullable(union([number(), string()]))),
  sku: optional(nullable(SkuSchema)),
  name: defaulted(nullable(string()), ''),
  navigateUrl: TextSchema,
  imagePath: TextSchema,
  imagePathHiRes: TextSchema,
  formattedPrice: PriceSchema,
  optionChoiceParameter: TextSchema,
  customOrderConfirmation: optional(nullable(type({ hasCustomOrderConfirmation: optional(nullable(boolean())) }))),
});
/** [ref: registry#data] carousel item ('You May Also Want'). */
export const CarouselItem: Struct<CarouselItem, unknown> = carouselItemStruct;
export interface CarouselItem extends Infer<typeof carouselItemStruct> {}

const recommendationsAnswerStruct = type({
  title: TextSchema,
  /** @default [] */
  items: defaulted(array(CarouselItem), []),
});
/**
 * [ref: registry#calls] recommendations for the registry confirmation, and the answer of its callback
 * /browse/widget/MainPi (shapes not shown: Hearth reads `items`).
 */
export const RecommendationsAnswer: Struct<RecommendationsAnswer, unknown> = recommendationsAnswerStruct;
export interface RecommendationsAnswer extends Infer<typeof recommendationsAnswerStruct> {}
