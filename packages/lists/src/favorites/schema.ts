/**
 * Superstruct schemas of the favorites data and answers (002 §3, §7). Answers are checked
 * leniently (`type`, defaults): a field Hearth does not read never makes a good answer fail.
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
  union,
  type Infer,
} from 'superstruct';
import { PriceSchema, SkuSchema } from '../shared/schema';

/** 002 §3 favorite sku pair: Item1 the sku, Item2 the option choice. */
export const FavoriteSkuPair = type({
  Item1: SkuSchema,
  Item2: optional(nullable(string())),
});
export type FavoriteSkuPair = Infer<typeof FavoriteSkuPair>;

/** 002 §7 GET favorites skus: the shopper's saved sku and option pairs. */
export const FavoritesSkusAnswer = array(FavoriteSkuPair);

/** 002 §3 board. */
export const Board = type({
  Id: coerce(number(), string(), (value) => Number(value)),
  BoardName: defaulted(string(), ''),
  /** The item is in this board already. @default false */
  IsProductMember: defaulted(boolean(), false),
});
export type Board = Infer<typeof Board>;

/** 002 §3 add-to-list popup data (POST popup-data). */
export const PopupData = type({
  CurrentProductSku: optional(nullable(SkuSchema)),
  CurrentProductName: defaulted(nullable(string()), ''),
  CurrentProductFormattedPrice: PriceSchema,
  ProductImageUrl: optional(nullable(string())),
  OptionChoiceParameter: optional(nullable(string())),
  /** @default [] */
  Boards: defaulted(array(Board), []),
  /** @default false */
  IsSignedIn: defaulted(boolean(), false),
  /** @default false */
  IsMobile: defaulted(boolean(), false),
});
export type PopupData = Infer<typeof PopupData>;

/** 002 §7 add item and create board: the answer carries recapId (success when above 0). */
export const RecapAnswer = type({
  recapId: optional(nullable(union([number(), string()]))),
  boardName: optional(nullable(string())),
});
export type RecapAnswer = Infer<typeof RecapAnswer>;
