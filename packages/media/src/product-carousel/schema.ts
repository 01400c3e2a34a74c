/**
 * Superstruct schemas of the carousel data (002 §3 carousel item) and of the answers of its
 * calls (002 §7). Lenient: the spec shows few answer shapes, and a field Hearth does not read
 * never makes a good answer fail.
 */
import { array, boolean, coerce, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

/** A sku or id: the server may send a number; Hearth keeps a string. */
const Id = coerce(string(), number(), (value) => String(value));

/** Carousel item (002 §3): id or sku, name, navigateUrl, images, price, option choice, custom flag. */
export const CarouselItem = type({
  id: optional(nullable(Id)),
  sku: optional(nullable(Id)),
  name: string(),
  navigateUrl: optional(nullable(string())),
  imagePath: optional(nullable(string())),
  imagePathHiRes: optional(nullable(string())),
  formattedPrice: optional(nullable(union([string(), number()]))),
  optionChoiceParameter: optional(nullable(string())),
  customOrderConfirmation: optional(nullable(type({ hasCustomOrderConfirmation: optional(nullable(boolean())) }))),
});
export type CarouselItem = Infer<typeof CarouselItem>;

/** People-also-view widget answer (GET /browse/widget/MainPi, 002 §7: 'product data'). */
export const CarouselAnswer = type({
  title: optional(nullable(string())),
  items: array(CarouselItem),
});
export type CarouselAnswer = Infer<typeof CarouselAnswer>;

/** Recently viewed entry sent to the update call (002 §3): sku, familyId, optionChoiceParameter. */
export const RecentlyViewed = type({
  sku: Id,
  familyId: optional(string()),
  optionChoiceParameter: optional(string()),
});
export type RecentlyViewed = Infer<typeof RecentlyViewed>;

/** Registry add answer (002 §7): proceeds only on isSuccess true. */
export const RegistryAddAnswer = type({ isSuccess: optional(nullable(boolean())) });
export type RegistryAddAnswer = Infer<typeof RegistryAddAnswer>;
