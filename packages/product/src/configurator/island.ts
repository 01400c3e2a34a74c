import { defineIsland } from '@hearth/core';
import { Configurator } from './configurator';
import { ConfiguratorPropsSchema } from './props-schema';

/**
 * `configurator` [ref: script-tag#islands, configurator]: the special-order configurator. Props: see
 * ConfiguratorPropsSchema and the package README. The browse data is fetched when the page does
 * not send it; the server HTML inside is the fallback until then.
 *
 * ```html
 * <div data-island="configurator">
 *   <script type="application/json" data-island-props>{"sku":"410100","refreshedLayout":true}</script>
 *   <ol><li>Size: Apartment Sofa, Sofa, Grand Sofa</li>…</ol>
 * </div>
 * ```
 */
export default defineIsland({
  name: 'configurator',
  schema: ConfiguratorPropsSchema,
  component: Configurator,
});
