/**
 * Superstruct schemas of the quick-ship answer (002 §3 quick-ship line item and result). Checked
 * leniently (`type`, defaults): a field Hearth does not read never makes a good answer fail.
 */
import { array, boolean, defaulted, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { SkuSchema } from '../shared/schema';

const text = optional(nullable(string()));

/** 002 §3 images of a line or a choice. */
export const ImageSet = type({ desktop: text, desktopHiRes: text, mobile: text, mobileHiRes: text });
export type ImageSet = Infer<typeof ImageSet>;

/** 002 §3 selectedChoice of a selected option choice. */
export const SelectedChoice = type({
  code: optional(nullable(union([number(), string()]))),
  title: defaulted(nullable(string()), ''),
  text,
  images: optional(nullable(ImageSet)),
});

/** 002 §3 one of a line's selected option choices. */
export const SelectedOptionChoice = type({
  optionType: defaulted(nullable(string()), ''),
  optionCode: optional(nullable(union([number(), string()]))),
  optionSequence: optional(nullable(number())),
  source: optional(nullable(number())),
  selectedChoice: optional(nullable(SelectedChoice)),
});
export type SelectedOptionChoice = Infer<typeof SelectedOptionChoice>;

/** 002 §3 quick-ship line item. */
export const QuickShipLine = type({
  title: defaulted(nullable(string()), ''),
  priceDisplayString: text,
  images: optional(nullable(ImageSet)),
  sku: optional(nullable(SkuSchema)),
  availabilityDisplayString: text,
  /** @default [] */
  selectedOptionChoices: defaulted(array(SelectedOptionChoice), []),
});
export type QuickShipLine = Infer<typeof QuickShipLine>;

/** 002 §3 quick-ship result (GET quick-ship data URL plus /{sku}). */
export const QuickShipAnswer = type({
  /** @default [] */
  availableItems: defaulted(array(QuickShipLine), []),
  /** @default [] */
  backorderedItems: defaulted(array(QuickShipLine), []),
  inStockMessage: text,
  backorderedMessage: text,
});
export type QuickShipAnswer = Infer<typeof QuickShipAnswer>;

/**
 * 002 §7 answer of the quick-ship availability lookup by sku (shape not shown in the spec): Hearth
 * reads `hasQuickShip` (false: no ready-made version, the button is left out) and `message` (a
 * line under the button). Anything else in it is ignored.
 */
export const QuickShipAvailabilityAnswer = type({
  hasQuickShip: optional(nullable(boolean())),
  message: text,
});
export type QuickShipAvailabilityAnswer = Infer<typeof QuickShipAvailabilityAnswer>;
