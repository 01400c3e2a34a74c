import { boolean, enums, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import { Code, SwatchChoice } from '../shared/swatch-choice';

const swatchFlyoutPropsStruct = refine(
  type({
    swatch: optional(SwatchChoice),
    choiceCode: optional(Code),
    mode: optional(enums(['popup', 'page'])),
    sku: optional(string()),
    getFreeSwatch: optional(boolean()),
    recordRecent: optional(boolean()),
  }),
  'SwatchOrChoiceCode',
  (props) => props.swatch !== undefined || props.choiceCode !== undefined || 'give `swatch` or `choiceCode`',
);

/**
 * Props of the `swatch-flyout` island [ref: script-tag#islands, swatch-flyout#overview, #screens, #data]. Give the swatch ([ref: swatch-flyout#data] swatch
 * choice) or only its `choiceCode` (then GET /free-swatches/get-card-data fetches it).
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `swatch` | swatch choice (code, title, text, description, typeName, additionalDetails{images, features, content, origin, careInstructions{description, fabricIconPath}}, …; plus formattedPrice / currentPrice) [ref: swatch-flyout#data] | — | what the flyout shows |
 * | `choiceCode` | number or string | — | fetch the swatch by code when `swatch` is absent |
 * | `mode` | `'popup'` \| `'page'` | `'popup'` | popup: a swatch button whose hover (200 ms), click, tap or Enter opens the flyout; page: the details as the page's content under a top-level heading |
 * | `sku` | string | — | the product, for 'Get Free Swatch' |
 * | `getFreeSwatch` | boolean | `false` | show a 'Get Free Swatch' button opening the order popup for this swatch |
 * | `recordRecent` | boolean | `true` | add the swatch to the recent swatches when it is viewed |
 */
export const SwatchFlyoutPropsSchema: Struct<SwatchFlyoutIslandProps, unknown> = swatchFlyoutPropsStruct;

/** Props of the `swatch-flyout` island, inferred from its schema. */
export interface SwatchFlyoutIslandProps extends Infer<typeof swatchFlyoutPropsStruct> {}
