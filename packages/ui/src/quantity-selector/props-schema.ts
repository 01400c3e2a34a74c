import {
  boolean,
  defaulted,
  integer,
  max,
  min,
  optional,
  size,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';

const quantitySelectorPropsSchemaStruct = type({
  /** Initial quantity. @default 1 */
  value: defaulted(min(max(integer(), 99), 1), 1),
  /** Name of the input a legacy form submits. */
  name: optional(size(string(), 1, 200)),
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
