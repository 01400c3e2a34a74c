/**
 * A swatch as the flyout and the shop-by-fabric grid show it: the swatch choice (and the
 * configurator's choice), which is also what a shop-by-fabric card holds (code, optionCode,
 * additionalDetails.swatchInStock) [ref: swatches#data]. Every field but `code` is optional: a field Hearth
 * does not read never makes a good answer fail.
 */
import { formatCents, formatPrice, type Site } from '@hearth/core';
import { array, boolean, number, optional, refine, string, type, union, type Infer, type Struct } from 'superstruct';

/** A choice code: a number in the configurator [ref: swatches#data], often a string in legacy pages. */
export const Code = union([
  refine(number(), 'FiniteCode', (value) => Number.isFinite(value)),
  refine(string(), 'NonEmptyCode', (value) => value.trim() !== ''),
]);
/** A choice code as sent. */
export type Code = Infer<typeof Code>;

/** The one form of a code Hearth compares and stores: its trimmed text (`101` and `'101'` are one). */
export function codeKey(code: Code | null | undefined): string {
  return code === null || code === undefined ? '' : String(code).trim();
}

const choiceImagesStruct = type({
  desktop: optional(string()),
  desktopHiRes: optional(string()),
  mobile: optional(string()),
  mobileHiRes: optional(string()),
});
/** [ref: swatches#data] choice images. */
export interface ChoiceImages extends Infer<typeof choiceImagesStruct> {}
/** [ref: swatches#data] choice images. */
export const ChoiceImages: Struct<ChoiceImages, unknown> = choiceImagesStruct;

const careInstructionsStruct = type({
  description: optional(string()),
  fabricIconPath: optional(string()),
});
/** [ref: swatches#data] careInstructions. */
export interface CareInstructions extends Infer<typeof careInstructionsStruct> {}
/** [ref: swatches#data] careInstructions. */
export const CareInstructions: Struct<CareInstructions, unknown> = careInstructionsStruct;

const additionalDetailsStruct = type({
  images: optional(array(string())),
  features: optional(array(string())),
  content: optional(string()),
  origin: optional(string()),
  careInstructions: optional(CareInstructions),
  addPrice: optional(number()),
  swatchInStock: optional(union([string(), boolean()])),
  shopThisSwatchUrl: optional(string()),
});
/** [ref: swatches#data] additionalDetails. */
export interface AdditionalDetails extends Infer<typeof additionalDetailsStruct> {}
/** [ref: swatches#data] additionalDetails. */
export const AdditionalDetails: Struct<AdditionalDetails, unknown> = additionalDetailsStruct;

const swatchChoiceStruct = type({
  code: Code,
  optionCode: optional(Code),
  title: optional(string()),
  text: optional(string()),
  name: optional(string()),
  swatchName: optional(string()),
  description: optional(string()),
  typeName: optional(string()),
  images: optional(ChoiceImages),
  formattedPrice: optional(string()),
  currentPrice: optional(number()),
  priceGroupCode: optional(string()),
  isStock: optional(boolean()),
  isNla: optional(boolean()),
  additionalDetails: optional(AdditionalDetails),
});
/** The swatch choice, the configurator's choice and the shop-by-fabric card [ref: swatches#data]. */
export const SwatchChoice: Struct<SwatchChoice, unknown> = swatchChoiceStruct;
/** A swatch choice or card. */
export interface SwatchChoice extends Infer<typeof swatchChoiceStruct> {}

/** Its name as shown: swatchName, else name, else 'title, text', else the code. */
export function swatchName(swatch: SwatchChoice): string {
  const parts = [swatch.title, swatch.text].map((part) => part?.trim()).filter(Boolean);
  return swatch.swatchName?.trim() || swatch.name?.trim() || parts.join(', ') || codeKey(swatch.code);
}

/** Its picture: the first additionalDetails image, else the desktop image (unchecked: pass it through `checkUrl`). */
export function swatchImage(swatch: SwatchChoice): string | undefined {
  return swatch.additionalDetails?.images?.[0] ?? swatch.images?.desktop ?? swatch.images?.mobile;
}

/**
 * [ref: swatches#limits]: a swatch is in stock when its in-stock attribute is 'yes'; 'no' means unavailable.
 * additionalDetails.swatchInStock holds it on cards; absent means in stock.
 */
export function isSwatchInStock(swatch: SwatchChoice): boolean {
  const value = swatch.additionalDetails?.swatchInStock;
  return !(value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'no'));
}

/**
 * The price line ([ref: swatches#overview] "price"): formattedPrice as [ref: swatches#validation] formats prices, else currentPrice in
 * cents [ref: swatches#limits], else the upcharge (additionalDetails.addPrice, cents) with a plus; '' when the
 * swatch has none of them.
 */
export function swatchPrice(swatch: SwatchChoice, site: Site): string {
  if (swatch.formattedPrice?.trim()) return formatPrice(swatch.formattedPrice, { site });
  if (typeof swatch.currentPrice === 'number' && Number.isFinite(swatch.currentPrice))
    return formatCents(swatch.currentPrice, site);
  const add = swatch.additionalDetails?.addPrice;
  if (typeof add === 'number' && Number.isFinite(add) && add > 0) return `+${formatCents(add, site)}`;
  return '';
}
