import { boolean, optional, string, type, type Infer, type Struct } from 'superstruct';
import { SkuSchema } from '@hearth/commerce';
import { QuickShipAnswer, QuickShipAvailabilityAnswer } from './schema';

const quickShipPropsSchemaStruct = type({
  sku: SkuSchema,
  isRollup: optional(boolean()),
  rollupDefaultSku: optional(SkuSchema),
  quickShip: optional(QuickShipAnswer),
  triggerLabel: optional(string()),
  availabilityLookup: optional(boolean()),
  availability: optional(QuickShipAvailabilityAnswer),
});
/**
 * Props of the `quick-ship` island [ref: script-tag#attributes-and-windowhearth, #islands].
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `sku` | string or number | — | the product |
 * | `isRollup` | boolean | false | the product is a rollup: the panel asks about `rollupDefaultSku` [ref: quick-ship#calls] |
 * | `rollupDefaultSku` | string or number | — | the rollup's default sku |
 * | `quickShip` | quick-ship result [ref: quick-ship#data] | GET on first open | the answer, when the page has it; shown until the ZIP changes |
 * | `triggerLabel` | string | "See What's Available Soonest" | the button's text |
 * | `availabilityLookup` | boolean | false | GET `quickShipAvailability?sku` on mount [ref: quick-ship#calls]: `hasQuickShip` false leaves the button out, `message` shows under it |
 * | `availability` | lookup answer [ref: quick-ship#calls] | — | the lookup's answer, when the page has it: shown from the first render, nothing is asked |
 */
export const QuickShipPropsSchema: Struct<QuickShipIslandProps, unknown> = quickShipPropsSchemaStruct;

/** Props of the `quick-ship` island, inferred from its schema. */
export interface QuickShipIslandProps extends Infer<typeof quickShipPropsSchemaStruct> {}
