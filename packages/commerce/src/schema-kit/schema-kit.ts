/**
 * The lenient parts the schemas of server data are built from (lists, media and whatever reads
 * a product line): a field the server may send as a number, as `null` or not at all never makes
 * a good answer fail, and Hearth keeps one type for it; and the add-on, which the add-to-cart and
 * registry confirmations both offer. Each call is marked pure: a bundle that imports one of them
 * carries no other.
 */
import { boolean, coerce, defaulted, nullable, number, optional, string, type, union } from 'superstruct';
import type { Infer, Struct } from 'superstruct';

/** A sku or an id: the server may send it as a number; Hearth keeps it as a string. */
export const SkuSchema = /* @__PURE__ */ coerce(/* @__PURE__ */ string(), /* @__PURE__ */ number(), (value) =>
  String(value),
);

/** Text the server may send as `null` or leave out. */
export const TextSchema = /* @__PURE__ */ optional(/* @__PURE__ */ nullable(/* @__PURE__ */ string()));

/** A price as the server sends it: a formatted string or a number, `null` or left out. */
export const PriceSchema = /* @__PURE__ */ optional(
  /* @__PURE__ */ nullable(/* @__PURE__ */ union([/* @__PURE__ */ string(), /* @__PURE__ */ number()])),
);

/** A flag the server may send as `null` or leave out. */
export const FlagSchema = /* @__PURE__ */ optional(/* @__PURE__ */ nullable(/* @__PURE__ */ boolean()));

const addOnStruct = /* @__PURE__ */ type({
  sku: SkuSchema,
  /** `null` and absent read as ''. */
  name: /* @__PURE__ */ defaulted(
    /* @__PURE__ */ coerce(
      /* @__PURE__ */ string(),
      /* @__PURE__ */ nullable(/* @__PURE__ */ string()),
      (value) => value ?? '',
    ),
    '',
  ),
  navigateUrl: TextSchema,
  imagePopup: TextSchema,
  imagePath: TextSchema,
  imageUrl: TextSchema,
  formattedPrice: PriceSchema,
  /** Sent back as the add-on cart item's OptionChoiceParameter (add-to-cart). @default '' */
  optionChoiceParameter: TextSchema,
});
/** An add-on a confirmation offers [ref: commerce#data]. */
export const AddOn: Struct<AddOn, unknown> = addOnStruct;
/** An add-on a confirmation offers [ref: commerce#data]. */
export interface AddOn extends Infer<typeof addOnStruct> {}

/**
 * An add-on's picture [ref: commerce#data]: `imageUrl`, else `imagePath`, else `imagePopup`, through
 * `url`, the caller's URL filter (which names the island and the field it refused).
 */
export function addOnImage(
  addOn: AddOn,
  url: (value: string, field: string) => string | undefined,
): string | undefined {
  const field = (['imageUrl', 'imagePath', 'imagePopup'] as const).find((key) => addOn[key]);
  return field && url(addOn[field]!, `addOns.${field}`);
}
