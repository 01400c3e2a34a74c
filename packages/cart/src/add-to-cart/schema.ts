/**
 * Superstruct schemas of the add-to-cart data [ref: add-to-cart#data] and of the answers of its calls
 * [ref: add-to-cart#calls]. The TypeScript types are inferred from them: one source for validation and
 * typing. Answers are checked leniently (`type`, optional fields): the spec shows few answer
 * shapes, and a field Hearth does not read must never make a good answer fail.
 */
import {
  array,
  boolean,
  coerce,
  defaulted,
  enums,
  integer,
  max,
  min,
  nullable,
  number,
  optional,
  pattern,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { AddOn, PriceSchema, SkuSchema } from '@hearth/commerce';

/** The schema kit's sku and price (commerce), which the schemas of add-to-cart use. */
export { PriceSchema, SkuSchema };

/** [ref: add-to-cart#limits]: 'Shipping default: service level standard (1)'; [ref: add-to-cart#rules]: ship method 1 means ship. */
export const SHIP_METHOD_STANDARD = 1;
/** [ref: add-to-cart#limits]: default add-to-cart quantity. */
export const DEFAULT_QUANTITY = 1;

/** A quantity: a whole number from 1 to 99 [ref: add-to-cart#limits]. */
export const QuantitySchema = max(min(integer(), 1), 99);

/** Add-to-cart item [ref: add-to-cart#data], with the defaults of [ref: add-to-cart#limits] (quantity 1, ship method standard). */
export const AddToCartItem = type({
  Sku: SkuSchema,
  /** @default 1 */
  Quantity: defaulted(QuantitySchema, DEFAULT_QUANTITY),
  /** @default '' */
  OptionChoiceParameter: defaulted(string(), ''),
  /** @default '' */
  Location: defaulted(string(), ''),
  /** @default false */
  IsPickupSelected: defaulted(boolean(), false),
  GiftRegistryId: optional(nullable(union([string(), number()]))),
  Position: optional(nullable(number())),
  TotalPositions: optional(nullable(number())),
  Url: optional(nullable(string())),
  /** @default false */
  IsInstallationServiceRequired: defaulted(boolean(), false),
  InstallationServiceType: optional(nullable(number())),
  PersonalizationText: optional(nullable(string())),
  /** @default false */
  IsPersonalized: defaulted(boolean(), false),
  PersonalizationId: optional(nullable(string())),
  /** @default 1 (standard) */
  ShipMethod: defaulted(number(), SHIP_METHOD_STANDARD),
});
/** An add-to-cart item with its defaults applied. */
export type AddToCartItem = Infer<typeof AddToCartItem>;
/** An add-to-cart item as a page or caller gives it: only `Sku` is required. */
export type AddToCartItemInput = { Sku: string | number } & Partial<Omit<AddToCartItem, 'Sku'>>;

/** Add-on [ref: add-to-cart#data]: commerce's, which the registry confirmation offers too. */
export { AddOn };

/** [ref: add-to-cart#limits]: the seven add-to-cart label configs. */
export const LabelConfig = coerce(enums([1, 2, 3, 4, 5, 6, 7] as const), string(), (value) => Number(value));
export type LabelConfig = Infer<typeof LabelConfig>;

/** [ref: add-to-cart#data] customization types: none 0, legacy 100, in-house embroidery 700, in-house etching 705. */
export const CUSTOMIZATION_TYPES = { none: 0, legacy: 100, inHouseEmbroidery: 700, inHouseEtching: 705 } as const;

/** One text line of a personalization. */
export const PersonalizationLine = type({
  /** The element name the server knows the line by ('Text1', 'Text2', …). */
  elementName: string(),
  /** Visible label. @default 'Line {n}' */
  label: optional(string()),
  /** Initial text. @default '' */
  text: defaulted(string(), ''),
  /** @default '' */
  textcolor: defaulted(string(), ''),
  /** @default '' */
  font: defaulted(string(), ''),
  /** Longest text the field takes. */
  maxLength: optional(min(integer(), 1)),
});
export type PersonalizationLine = Infer<typeof PersonalizationLine>;

/**
 * One thread colour of a monogram ([ref: add-to-cart#limits]: 25 for the main brand, 12 for the second; the spec
 * lists no names, so the page gives them): `name` is shown, `value` is sent as `textcolor`.
 */
export const ThreadColor = type({
  name: string(),
  value: string(),
  /** The swatch's colour, `#rgb` or `#rrggbb` (anything else is refused: it goes into a style). */
  hex: optional(pattern(string(), /^#(?:[0-9a-fA-F]{3}){1,2}$/)),
});
export type ThreadColor = Infer<typeof ThreadColor>;

/** One monogram font ("several named fonts", list not shown) [ref: add-to-cart#limits]: `name` shown, `value` sent as `font`. */
export const MonogramFont = type({ name: string(), value: string() });
export type MonogramFont = Infer<typeof MonogramFont>;

/** The personalization of a monogrammed or personalized item: what builds the monogram request. */
export const Personalization = type({
  /** [ref: add-to-cart#data]: 0 none, 100 legacy, 700 in-house embroidery, 705 in-house etching. @default 100 */
  customizationType: defaulted(number(), CUSTOMIZATION_TYPES.legacy),
  /** Monogram request orderType. @default '' */
  orderType: defaulted(string(), ''),
  /** Monogram request profileGuid. @default '' */
  profileGuid: defaulted(string(), ''),
  /** Monogram request design.templateName. @default '' */
  templateName: defaulted(string(), ''),
  /** Monogram request design.locationName. @default '' */
  locationName: defaulted(string(), ''),
  /** Legend of the fieldset (the field E1001-E1003 flag). @default 'Personalization' */
  legend: optional(string()),
  /** The page's text for the empty-lines error of [ref: add-to-cart#validation] (the spec does not show it). */
  emptyTextMessage: optional(string()),
  /** The text lines, Text1 first. */
  lines: defaulted(array(PersonalizationLine), () => []),
  /** The brand's thread colours offered as a choice [ref: add-to-cart#limits]; the chosen one is every line's `textcolor`. @default [] */
  threadColors: defaulted(array(ThreadColor), () => []),
  /** The fonts offered as a choice [ref: add-to-cart#limits]; the chosen one is every line's `font`. @default [] */
  fonts: defaulted(array(MonogramFont), () => []),
});
export type Personalization = Infer<typeof Personalization>;
/** A personalization as a page or caller gives it. */
export type PersonalizationInput = Partial<Omit<Personalization, 'lines' | 'threadColors' | 'fonts'>> & {
  threadColors?: ThreadColor[] | undefined;
  fonts?: MonogramFont[] | undefined;
  lines?: Array<Pick<PersonalizationLine, 'elementName'> & Partial<PersonalizationLine>>;
};
