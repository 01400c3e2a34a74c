import { array, boolean, enums, optional, string, type, type Infer, type Struct } from 'superstruct';
import { SkuSchema } from '@hearth/commerce';
import { Code } from '../shared/swatch-choice';
import { OrderSwatchData } from './schema';

const swatchOrderPropsSchemaStruct = type({
  sku: optional(SkuSchema),
  choiceCode: optional(Code),
  selected: optional(array(Code)),
  variant: optional(enums(['order', 'single'])),
  suppressColorBar: optional(boolean()),
  stockAttributeId: optional(Code),
  swatchData: optional(OrderSwatchData),
  canadaEmailSignup: optional(boolean()),
  triggerLabel: optional(string()),
});
/**
 * Props of the `swatch-order` island [ref: script-tag#islands, swatch-order], a popup island: it renders
 * nothing until opened (`data-island-open="swatch-order"`, `hearth.open`), or a button when it
 * sits in the page with `triggerLabel`.
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `sku` | string (or number) | `''` | the product: query `sku` of the swatch data, `Sku` of the order |
 * | `choiceCode` | number or string | — | the swatch the popup is for: query `choiceCode`, preselected when available |
 * | `selected` | codes[] | `[]` | codes to preselect (query `selected`, comma-joined) |
 * | `variant` | `'order'` \| `'single'` | `'single'` with a `choiceCode`, else `'order'` | title 'Order Free Swatches' or 'Get Free Swatch' |
 * | `suppressColorBar` | boolean | — | query `suppressColorBar` |
 * | `stockAttributeId` | number or string | config `swatchStockAttributeIds[brand]` | [ref: swatch-order#limits]: the in-stock attribute id |
 * | `swatchData` | swatch data [ref: swatch-order#data] | fetched | the server's data when the page has it |
 * | `canadaEmailSignup` | boolean | `false` | [ref: swatch-order#rules]: the Canada email sign-up flag sent with the order |
 * | `triggerLabel` | string | — | in the page (not opened as a popup): the label of a button that opens it |
 */
export const SwatchOrderPropsSchema: Struct<SwatchOrderIslandProps, unknown> = swatchOrderPropsSchemaStruct;

/** Props of the `swatch-order` island, inferred from its schema. */
export interface SwatchOrderIslandProps extends Infer<typeof swatchOrderPropsSchemaStruct> {}
