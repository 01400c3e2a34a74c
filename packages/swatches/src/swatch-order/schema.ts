/**
 * Superstruct schemas of the free swatch order's data [ref: swatch-order#data] and of its calls' answers [ref: swatch-order#calls].
 * Swatch data is read in the documented (PascalCase) and the lowercase field variants [ref: swatch-order#data].
 * Answers are checked leniently (`type`, optional fields): a field Hearth does not read never makes
 * a good answer fail.
 */
import {
  array,
  boolean,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';
import { TextSchema } from '@hearth/commerce';
import { Code } from '../shared/swatch-choice';

const Flag = optional(nullable(union([boolean(), string()])));

const swatchAttributeStruct = type({
  AttributeId: optional(nullable(Code)),
  Value: TextSchema,
  attributeId: optional(nullable(Code)),
  value: TextSchema,
});
/** An attribute of a swatch: AttributeId and Value (or attributeId and value). */
export interface SwatchAttribute extends Infer<typeof swatchAttributeStruct> {}
/** An attribute of a swatch: AttributeId and Value (or attributeId and value). */
export const SwatchAttribute: Struct<SwatchAttribute, unknown> = swatchAttributeStruct;

const orderSwatchRecordStruct = type({
  ChoiceCode: optional(nullable(Code)),
  choiceCode: optional(nullable(Code)),
  ImagePath: TextSchema,
  imagePath: TextSchema,
  Description: TextSchema,
  description: TextSchema,
  SwatchInStock: Flag,
  swatchInStock: Flag,
  IsStock: optional(nullable(boolean())),
  isStock: optional(nullable(boolean())),
  PriceGroupCode: TextSchema,
  priceGroupCode: TextSchema,
  FabricName: TextSchema,
  fabricName: TextSchema,
  Attributes: optional(nullable(array(SwatchAttribute))),
  attributes: optional(nullable(array(SwatchAttribute))),
});
/** [ref: swatch-order#data] Swatch (ordering), in both variants. */
export const OrderSwatchRecord: Struct<OrderSwatchRecord, unknown> = orderSwatchRecordStruct;
export interface OrderSwatchRecord extends Infer<typeof orderSwatchRecordStruct> {}

const orderSwatchDataStruct = type({
  Sku: optional(nullable(union([string(), number()]))),
  sku: optional(nullable(union([string(), number()]))),
  FabricsByName: optional(nullable(record(string(), array(OrderSwatchRecord)))),
  fabricsByName: optional(nullable(record(string(), array(OrderSwatchRecord)))),
  DefaultSwatch: optional(nullable(OrderSwatchRecord)),
  defaultSwatch: optional(nullable(OrderSwatchRecord)),
  SwatchModalMessage: TextSchema,
  swatchModalMessage: TextSchema,
  FirstName: TextSchema,
  firstName: TextSchema,
  LastName: TextSchema,
  lastName: TextSchema,
  EmailAddress: TextSchema,
  emailAddress: TextSchema,
});
/** [ref: swatch-order#data] swatch data from the server, in both variants. */
export const OrderSwatchData: Struct<OrderSwatchData, unknown> = orderSwatchDataStruct;
export interface OrderSwatchData extends Infer<typeof orderSwatchDataStruct> {}

const nlaCheckAnswerStruct = type({
  hasNla: optional(nullable(boolean())),
  nlaFabrics: optional(
    nullable(
      array(union([Code, type({ code: optional(Code), ChoiceCode: optional(Code), choiceCode: optional(Code) })])),
    ),
  ),
});
/** [ref: swatch-order#calls] swatch NLA check: hasNla, nlaFabrics (codes, or swatches with a code). */
export const NlaCheckAnswer: Struct<NlaCheckAnswer, unknown> = nlaCheckAnswerStruct;
export interface NlaCheckAnswer extends Infer<typeof nlaCheckAnswerStruct> {}

const addressSuggestionStruct = type({
  City: optional(nullable(string())),
  State: optional(nullable(string())),
  ZipCode: optional(nullable(string())),
});
/** [ref: swatch-order#rules] Address suggestion: City, State, ZipCode. */
export const AddressSuggestion: Struct<AddressSuggestion, unknown> = addressSuggestionStruct;
export interface AddressSuggestion extends Infer<typeof addressSuggestionStruct> {}

const orderAnswerStruct = type({
  Succeeded: optional(nullable(boolean())),
  Message: TextSchema,
  AddressValidationResult: optional(nullable(type({ Suggestions: optional(nullable(array(AddressSuggestion))) }))),
  OrderId: optional(nullable(union([string(), number()]))),
});
/** [ref: swatch-order#calls] orderfreeswatchessubmit: Succeeded, Message, AddressValidationResult (Suggestions); OrderId when the server sends one. */
export const OrderAnswer: Struct<OrderAnswer, unknown> = orderAnswerStruct;
export interface OrderAnswer extends Infer<typeof orderAnswerStruct> {}

const emailHashAnswerStruct = type({ emailHash: optional(nullable(string())) });
/** [ref: swatch-order#calls] GetEmailHashed: emailHash. */
export interface EmailHashAnswer extends Infer<typeof emailHashAnswerStruct> {}
/** [ref: swatch-order#calls] GetEmailHashed: emailHash. */
export const EmailHashAnswer: Struct<EmailHashAnswer, unknown> = emailHashAnswerStruct;
const phoneHashAnswerStruct = type({ phoneHash: optional(nullable(string())) });
/** [ref: swatch-order#calls] hashed phone: answer not shown; Hearth reads phoneHash. */
export interface PhoneHashAnswer extends Infer<typeof phoneHashAnswerStruct> {}
/** [ref: swatch-order#calls] hashed phone: answer not shown; Hearth reads phoneHash. */
export const PhoneHashAnswer: Struct<PhoneHashAnswer, unknown> = phoneHashAnswerStruct;
