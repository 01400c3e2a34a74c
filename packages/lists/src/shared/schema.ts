/** Superstruct schemas the lists islands share [ref: lists#data]. */
import {
  coerce,
  integer,
  max,
  min,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';

/** A sku: the server may send it as a number; Hearth keeps it as a string. */
export const SkuSchema = coerce(string(), number(), (value) => String(value));
/** A quantity: a whole number from 1 to 99 [ref: lists#limits]. */
export const QuantitySchema = max(min(integer(), 1), 99);
/** A price as the server sends it: a formatted string or a number. */
export const PriceSchema = optional(nullable(union([string(), number()])));

const superSpecialOrderStruct = type({
  sku: optional(nullable(SkuSchema)),
  url: optional(nullable(string())),
});
/** [ref: lists#data] browseDto.superSpecialOrder: its presence matters to favorites and registry [ref: lists#validation]. */
export const SuperSpecialOrder: Struct<SuperSpecialOrder, unknown> = superSpecialOrderStruct;
export interface SuperSpecialOrder extends Infer<typeof superSpecialOrderStruct> {}

/** [ref: lists#validation]: "sku is 0": no sku chosen yet (a grouper or a super special order picks it). */
export function isNoSku(sku: string | number | null | undefined): boolean {
  const text = String(sku ?? '').trim();
  return text === '' || Number(text) === 0;
}
