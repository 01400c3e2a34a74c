/** The answer of the server-side ZIP validation (002 §7: "not shown"; Hearth reads these fields). */
import { boolean, nullable, optional, string, type, type Infer } from 'superstruct';

/**
 * `isValid` decides; an invalid one shows `message` under the field (002 §5, §8); a valid one
 * stores `zipCode` (else the ZIP as sent). An answer without `isValid` is malformed.
 */
export const ZipValidationAnswer = type({
  isValid: boolean(),
  zipCode: optional(nullable(string())),
  message: optional(nullable(string())),
});
export type ZipValidationAnswer = Infer<typeof ZipValidationAnswer>;
