import { defineIsland } from '@hearth/core';
import { ShopByFabricPropsSchema } from './props-schema';
import { ShopByFabricIsland } from './shop-by-fabric-island';

/**
 * `shop-by-fabric` [ref: script-tag#islands, shop-by-fabric]: the /free-swatches page: filters and sort in
 * the address, the card grid, pagination by page number, a flyout per swatch, the added swatches
 * (cookie addedCartSwatches) and the order modal. Props: see ShopByFabricPropsSchema.
 *
 * ```html
 * <div data-island="shop-by-fabric" data-props='{"swatchPageUrl":"/free-swatches/{code}"}'>
 *   <ul><li><a href="/free-swatches/10000">Aberdeen, Snow</a></li>…</ul>
 * </div>
 * ```
 */
export default defineIsland({
  name: 'shop-by-fabric',
  schema: ShopByFabricPropsSchema,
  component: ShopByFabricIsland,
});
