import { defineIsland } from '@hearth/core';
import { ProductCarouselIsland } from './product-carousel-island';
import { ProductCarouselPropsSchema } from './props-schema';

/**
 * `product-carousel` [ref: script-tag#islands, product-carousel#rules, #calls, #limits]: product carousels and the 'General Pi'
 * showcase, with add-to-cart (an `add-to-cart` island per item) or add-to-registry. Props: see
 * ProductCarouselPropsSchema.
 *
 * ```html
 * <section data-island="product-carousel" data-load="visible"
 *          data-props='{"title":"People Also Viewed","source":"people-also-view","lastSku":"300101"}'>
 *   <ul><li><a href="/furniture/linen-throw/s300103">Linen Throw</a> $59.95</li></ul>
 * </section>
 * ```
 */
export default defineIsland({
  name: 'product-carousel',
  schema: ProductCarouselPropsSchema,
  component: ProductCarouselIsland,
  load: 'visible',
});
