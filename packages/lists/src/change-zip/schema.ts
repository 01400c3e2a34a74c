/** The answer of the server-side ZIP validation ("not shown"; Hearth reads these fields) [ref: change-zip#calls]. */
import { boolean, nullable, optional, string, type, type Infer, type Struct } from 'superstruct';

const zipValidationAnswerStruct = type({
  isValid: boolean(),
  zipCode: optional(nullable(string())),
  message: optional(nullable(string())),
  deliveryMessage: optional(nullable(string())),
});
/**
 * `isValid` decides; an invalid one shows `message` under the field [ref: change-zip#validation, #errors]; a valid one
 * stores `zipCode` (else the ZIP as sent) and shows `deliveryMessage`, what delivery to it takes
 * and costs, under the ZIP. An answer without `isValid` is malformed.
 */
export const ZipValidationAnswer: Struct<ZipValidationAnswer, unknown> = zipValidationAnswerStruct;
export interface ZipValidationAnswer extends Infer<typeof zipValidationAnswerStruct> {}
