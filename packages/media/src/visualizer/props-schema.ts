import { array, enums, optional, string, type, type Infer, type Struct } from 'superstruct';

const visualizerPropsSchemaStruct = type({
  sku: string(),
  skus: optional(array(string())),
  mode: optional(enums(['popup', 'inline'])),
  triggerLabel: optional(string()),
  scriptUrl: optional(string()),
  widgetGlobal: optional(string()),
  settings: optional(
    type({
      customerId: optional(string()),
      productId: optional(string()),
      widgetId: optional(string()),
      token: optional(string()),
      rulerUnit: optional(string()),
      zip: optional(string()),
    }),
  ),
});
/**
 * Props of the `visualizer` island [ref: script-tag#attributes-and-windowhearth, #islands, visualizer].
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `sku` | string | — (required) | the product to place |
 * | `skus` | string[] | [] | more skus to place with it |
 * | `mode` | 'popup' \\| 'inline' | 'popup' | a dialog, or the widget in place of the trigger |
 * | `triggerLabel` | string | 'View in Your Room' | |
 * | `scriptUrl` | string (a path, or a URL on an origin in hearth-config `scriptOrigins`) | — | the vendor widget script, loaded on the first launch |
 * | `widgetGlobal` | string | 'HearthVisualizerWidget' | the global the script defines, with `mount(element, options)` |
 * | `settings` | {customerId, productId, widgetId, token, rulerUnit, zip} | rulerUnit 'in', zip '60062' | passed to the widget; zip also to product info |
 *
 * Without a usable `scriptUrl` the trigger shows disabled.
 */
export const VisualizerPropsSchema: Struct<VisualizerIslandProps, unknown> = visualizerPropsSchemaStruct;

/** Props of the `visualizer` island, inferred from its schema. */
export interface VisualizerIslandProps extends Infer<typeof visualizerPropsSchemaStruct> {}
