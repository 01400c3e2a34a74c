/** Superstruct schemas the lists islands share [ref: lists#data]. */
import { integer, max, min, nullable, optional, string, type, type Infer, type Struct } from 'superstruct';
import { SkuSchema } from '@hearth/commerce';

/** A quantity: a whole number from 1 to 99 [ref: lists#limits]. */
export const QuantitySchema = max(min(integer(), 1), 99);

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
