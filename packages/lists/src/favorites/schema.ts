/**
 * Superstruct schemas of the favorites data and answers [ref: favorites#data, #calls]. Answers are checked
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
  type Struct,
} from 'superstruct';
import { PriceSchema, SkuSchema } from '@hearth/commerce';

const favoriteSkuPairStruct = type({
  Item1: SkuSchema,
  Item2: optional(nullable(string())),
});
/** [ref: favorites#data] favorite sku pair: Item1 the sku, Item2 the option choice. */
export const FavoriteSkuPair: Struct<FavoriteSkuPair, unknown> = favoriteSkuPairStruct;
export interface FavoriteSkuPair extends Infer<typeof favoriteSkuPairStruct> {}

/** [ref: favorites#calls] GET favorites skus: the shopper's saved sku and option pairs. */
export const FavoritesSkusAnswer = array(FavoriteSkuPair);

const boardStruct = type({
  Id: coerce(number(), string(), (value) => Number(value)),
  BoardName: defaulted(string(), ''),
  /** The item is in this board already. @default false */
  IsProductMember: defaulted(boolean(), false),
});
/** [ref: favorites#data] board. */
export const Board: Struct<Board, unknown> = boardStruct;
export interface Board extends Infer<typeof boardStruct> {}

const popupDataStruct = type({
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
/** [ref: favorites#data] add-to-list popup data (POST popup-data). */
export const PopupData: Struct<PopupData, unknown> = popupDataStruct;
export interface PopupData extends Infer<typeof popupDataStruct> {}

const recapAnswerStruct = type({
  recapId: optional(nullable(union([number(), string()]))),
  boardName: optional(nullable(string())),
});
/** [ref: favorites#calls] add item and create board: the answer carries recapId (success when above 0). */
export const RecapAnswer: Struct<RecapAnswer, unknown> = recapAnswerStruct;
export interface RecapAnswer extends Infer<typeof recapAnswerStruct> {}
