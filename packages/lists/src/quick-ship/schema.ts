/**
 * Superstruct schemas of the quick-ship answer ([ref: quick-ship#data] quick-ship line item and result). Checked
 * leniently (`type`, defaults): a field Hearth does not read never makes a good answer fail.
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
import { SkuSchema, TextSchema } from '@hearth/commerce';

const imageSetStruct = type({
  desktop: TextSchema,
  desktopHiRes: TextSchema,
  mobile: TextSchema,
  mobileHiRes: TextSchema,
});
/** [ref: quick-ship#data] images of a line or a choice. */
export const ImageSet: Struct<ImageSet, unknown> = imageSetStruct;
export interface ImageSet extends Infer<typeof imageSetStruct> {}

const selectedChoiceStruct = type({
  code: optional(nullable(union([number(), string()]))),
  title: defaulted(nullable(string()), ''),
  text: TextSchema,
  images: optional(nullable(ImageSet)),
});
/** [ref: quick-ship#data] selectedChoice of a selected option choice. */
export interface SelectedChoice extends Infer<typeof selectedChoiceStruct> {}
/** [ref: quick-ship#data] selectedChoice of a selected option choice. */
export const SelectedChoice: Struct<SelectedChoice, unknown> = selectedChoiceStruct;

const selectedOptionChoiceStruct = type({
  optionType: defaulted(nullable(string()), ''),
  optionCode: optional(nullable(union([number(), string()]))),
  optionSequence: optional(nullable(number())),
  source: optional(nullable(number())),
  selectedChoice: optional(nullable(SelectedChoice)),
});
/** [ref: quick-ship#data] one of a line's selected option choices. */
export const SelectedOptionChoice: Struct<SelectedOptionChoice, unknown> = selectedOptionChoiceStruct;
export interface SelectedOptionChoice extends Infer<typeof selectedOptionChoiceStruct> {}

const quickShipLineStruct = type({
  title: defaulted(nullable(string()), ''),
  priceDisplayString: TextSchema,
  images: optional(nullable(ImageSet)),
  sku: optional(nullable(SkuSchema)),
  availabilityDisplayString: TextSchema,
  /** @default [] */
  selectedOptionChoices: defaulted(array(SelectedOptionChoice), []),
  /** The piece's page, configured as it is made (where the server gives one): its title links there. */
  url: TextSchema,
});
/** [ref: quick-ship#data] quick-ship line item. */
export const QuickShipLine: Struct<QuickShipLine, unknown> = quickShipLineStruct;
export interface QuickShipLine extends Infer<typeof quickShipLineStruct> {}

const quickShipAnswerStruct = type({
  /** @default [] */
  availableItems: defaulted(array(QuickShipLine), []),
  /** @default [] */
  backorderedItems: defaulted(array(QuickShipLine), []),
  inStockMessage: TextSchema,
  backorderedMessage: TextSchema,
});
/** [ref: quick-ship#data] quick-ship result (GET quick-ship data URL plus /{sku}). */
export const QuickShipAnswer: Struct<QuickShipAnswer, unknown> = quickShipAnswerStruct;
export interface QuickShipAnswer extends Infer<typeof quickShipAnswerStruct> {}

const quickShipAvailabilityAnswerStruct = type({
  hasQuickShip: optional(nullable(boolean())),
  message: TextSchema,
});
/**
 * [ref: quick-ship#calls] answer of the quick-ship availability lookup by sku (shape not shown in the spec): Hearth
 * reads `hasQuickShip` (false: no ready-made version, the button is left out) and `message` (a
 * line under the button). Anything else in it is ignored.
 */
export const QuickShipAvailabilityAnswer: Struct<QuickShipAvailabilityAnswer, unknown> =
  quickShipAvailabilityAnswerStruct;
export interface QuickShipAvailabilityAnswer extends Infer<typeof quickShipAvailabilityAnswerStruct> {}
