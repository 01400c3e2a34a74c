import { boolean, define, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import { DEFAULT_BOUNDS } from './quantity';

const { min, max } = DEFAULT_BOUNDS;

/*
 * Written with `define` and `refine` alone, which every island's props check has already:
 * `defaulted`, `integer`, `min`, `max` and `size`, which only some islands use, were four more
 * files on a page of steppers (~750 B brotli of the quantity-selector page).
 */
const quantitySelectorPropsSchemaStruct = type({
  /** Initial quantity, 1 to 99. @default 1 */
  value: optional(
    define<number>(
      'quantity',
      (value) =>
        (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) ||
        `Expected a whole quantity from ${min} to ${max}, but received: ${JSON.stringify(value)}`,
    ),
  ),
  /** Name of the input a legacy form submits (1 to 200 characters). */
  name: optional(
    refine(
      string(),
      'name',
      (name) =>
        (name.length >= 1 && name.length <= 200) ||
        `Expected a name of 1 to 200 characters, but received one of ${name.length}`,
    ),
  ),
  /** Id of the input. */
  id: optional(string()),
  /** Accessible name. @default 'Quantity' */
  label: optional(string()),
  /** Disables the stepper. */
  disabled: optional(boolean()),
});
/**
 * Island props of `quantity-selector` [ref: script-tag#islands]. Extra fields are tolerated (the
 * server may send more than the island reads); a known field of the wrong type is not.
 */
export const QuantitySelectorPropsSchema: Struct<QuantitySelectorIslandProps, unknown> =
  quantitySelectorPropsSchemaStruct;

/** Props of the `quantity-selector` island, inferred from its schema. */
export interface QuantitySelectorIslandProps extends Infer<typeof quantitySelectorPropsSchemaStruct> {}
