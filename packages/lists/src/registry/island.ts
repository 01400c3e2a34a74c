import { defineIsland } from '@hearth/core';
import { Registry } from './registry';
import { RegistryPropsSchema } from './props-schema';

/**
 * `registry` [ref: script-tag#islands, registry]: the 'Add to Registry' button or its edit
 * link, add-all, the chooser, the terms popup of a personalized item, and the confirmation with
 * its add-ons and 'You May Also Want'. Props: see RegistryPropsSchema.
 *
 * ```html
 * <div data-island="registry" data-props='{"sku":"300101"}'><a href="/gift-registry">Gift Registry</a></div>
 * ```
 */
export default defineIsland({
  name: 'registry',
  schema: RegistryPropsSchema,
  component: Registry,
  // measured 29730 B, CSS 1265 B; the shared Carousel (media issue) will add to it
});
