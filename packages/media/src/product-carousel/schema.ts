/**
 * Superstruct schemas of the carousel data ([ref: product-carousel#data] carousel item) and of the answers of its
 * calls [ref: product-carousel#calls]. Lenient: the spec shows few answer shapes, and a field Hearth does not read
 * never makes a good answer fail.
 */
import { array, nullable, number, optional, string, type, union, type Infer, type Struct } from 'superstruct';
import { FlagSchema, SkuSchema } from '@hearth/commerce';

const carouselItemStruct = type({
  id: optional(nullable(SkuSchema)),
  sku: optional(nullable(SkuSchema)),
  name: string(),
  navigateUrl: optional(nullable(string())),
  imagePath: optional(nullable(string())),
  imagePathHiRes: optional(nullable(string())),
  formattedPrice: optional(nullable(union([string(), number()]))),
  optionChoiceParameter: optional(nullable(string())),
  customOrderConfirmation: optional(nullable(type({ hasCustomOrderConfirmation: FlagSchema }))),
});
/** Carousel item [ref: product-carousel#data]: id or sku, name, navigateUrl, images, price, option choice, custom flag. */
export const CarouselItem: Struct<CarouselItem, unknown> = carouselItemStruct;
export interface CarouselItem extends Infer<typeof carouselItemStruct> {}

const carouselAnswerStruct = type({
  title: optional(nullable(string())),
  items: array(CarouselItem),
});
/** People-also-view widget answer (GET /browse/widget/MainPi, [ref: product-carousel#calls]: 'product data'). */
export const CarouselAnswer: Struct<CarouselAnswer, unknown> = carouselAnswerStruct;
export interface CarouselAnswer extends Infer<typeof carouselAnswerStruct> {}

const recentlyViewedStruct = type({
  sku: SkuSchema,
  familyId: optional(string()),
  optionChoiceParameter: optional(string()),
});
/** Recently viewed entry sent to the update call [ref: product-carousel#data]: sku, familyId, optionChoiceParameter. */
export const RecentlyViewed: Struct<RecentlyViewed, unknown> = recentlyViewedStruct;
export interface RecentlyViewed extends Infer<typeof recentlyViewedStruct> {}

const registryAddAnswerStruct = type({ isSuccess: FlagSchema });
/** Registry add answer [ref: product-carousel#calls]: proceeds only on isSuccess true. */
export const RegistryAddAnswer: Struct<RegistryAddAnswer, unknown> = registryAddAnswerStruct;
export interface RegistryAddAnswer extends Infer<typeof registryAddAnswerStruct> {}
