import { defineIsland } from '@hearth/core';
import { Favorites } from './favorites';
import { FavoritesPropsSchema } from './props-schema';

/**
 * `favorites` [ref: script-tag#islands, favorites]: the heart button (solid once saved) and the 'Add This
 * Item to a List' / 'Item Added to Your List' modals. Props: see FavoritesPropsSchema.
 *
 * ```html
 * <div data-island="favorites" data-props='{"sku":"300101"}'><a href="/Favorites/">Favorites</a></div>
 * ```
 */
export default defineIsland({
  name: 'favorites',
  schema: FavoritesPropsSchema,
  component: Favorites,
});
