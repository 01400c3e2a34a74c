/**
 * Superstruct schemas of the free swatch order's data (002 §3) and of its calls' answers (002 §7).
 * Swatch data is read in the documented (PascalCase) and the lowercase field variants (002 §3).
 * Answers are checked leniently (`type`, optional fields): a field Hearth does not read never makes
 * a good answer fail.
 */
import { array, boolean, nullable, number, optional, record, string, type, union, type Infer } from 'superstruct';
import { Code } from '../shared/swatch-choice';

const Text = optional(nullable(string()));
const Flag = optional(nullable(union([boolean(), string()])));

/** An attribute of a swatch: AttributeId and Value (or attributeId and value). */
export const SwatchAttribute = type({
  AttributeId: optional(nullable(Code)),
  Value: Text,
  attributeId: optional(nullable(Code)),
  value: Text,
});

/** 002 §3 Swatch (ordering), in both variants. */
export const OrderSwatchRecord = type({
  ChoiceCode: optional(nullable(Code)),
  choiceCode: optional(nullable(Code)),
  ImagePath: Text,
  imagePath: Text,
  Description: Text,
  description: Text,
  SwatchInStock: Flag,
  swatchInStock: Flag,
  IsStock: optional(nullable(boolean())),
  isStock: optional(nullable(boolean())),
  PriceGroupCode: Text,
  priceGroupCode: Text,
  FabricName: Text,
  fabricName: Text,
  Attributes: optional(nullable(array(SwatchAttribute))),
  attributes: optional(nullable(array(SwatchAttribute))),
});
export type OrderSwatchRecord = Infer<typeof OrderSwatchRecord>;

/** 002 §3 swatch data from the server, in both variants. */
export const OrderSwatchData = type({
  Sku: optional(nullable(union([string(), number()]))),
  sku: optional(nullable(union([string(), number()]))),
  FabricsByName: optional(nullable(record(string(), array(OrderSwatchRecord)))),
  fabricsByName: optional(nullable(record(string(), array(OrderSwatchRecord)))),
  DefaultSwatch: optional(nullable(OrderSwatchRecord)),
  defaultSwatch: optional(nullable(OrderSwatchRecord)),
  SwatchModalMessage: Text,
  swatchModalMessage: Text,
  FirstName: Text,
  firstName: Text,
  LastName: Text,
  lastName: Text,
  EmailAddress: Text,
  emailAddress: Text,
});
export type OrderSwatchData = Infer<typeof OrderSwatchData>;

/** 002 §7 swatch NLA check: hasNla, nlaFabrics (codes, or swatches with a code). */
export const NlaCheckAnswer = type({
  hasNla: optional(nullable(boolean())),
  nlaFabrics: optional(
    nullable(
      array(union([Code, type({ code: optional(Code), ChoiceCode: optional(Code), choiceCode: optional(Code) })])),
    ),
  ),
});
export type NlaCheckAnswer = Infer<typeof NlaCheckAnswer>;

/** 002 §4 Address suggestion: City, State, ZipCode. */
export const AddressSuggestion = type({
  City: optional(nullable(string())),
  State: optional(nullable(string())),
  ZipCode: optional(nullable(string())),
});
export type AddressSuggestion = Infer<typeof AddressSuggestion>;

/** 002 §7 orderfreeswatchessubmit: Succeeded, Message, AddressValidationResult (Suggestions); OrderId when the server sends one. */
export const OrderAnswer = type({
  Succeeded: optional(nullable(boolean())),
  Message: Text,
  AddressValidationResult: optional(nullable(type({ Suggestions: optional(nullable(array(AddressSuggestion))) }))),
  OrderId: optional(nullable(union([string(), number()]))),
});
export type OrderAnswer = Infer<typeof OrderAnswer>;

/** 002 §7 GetEmailHashed: emailHash. */
export const EmailHashAnswer = type({ emailHash: optional(nullable(string())) });
/** 002 §7 hashed phone: answer not shown; Hearth reads phoneHash. */
export const PhoneHashAnswer = type({ phoneHash: optional(nullable(string())) });
