import { defineIsland } from '@hearth/core';
import { Gallery } from './gallery';
import { GalleryPropsSchema } from './props-schema';

/**
 * `gallery` [ref: script-tag#islands, gallery#screens, #data, #rules]: the product images with 'View all images', or
 * the customer images, in the page; the 'Product Gallery' modal, loaded on first use; also a
 * popup island. Props: see GalleryPropsSchema.
 *
 * ```html
 * <div data-island="gallery" data-props='{"sku":"410100"}'><img src="/img/410100.jpg" alt="Lounge Sofa"></div>
 * <button data-island-open="gallery" data-props='{"sku":"410100","tab":"customer-images"}'>Customer Images</button>
 * ```
 */
export default defineIsland({
  name: 'gallery',
  schema: GalleryPropsSchema,
  component: Gallery,
  // Stryker disable next-line BooleanLiteral: read by the build's manifest (hearth.open), which the browser suite opens
  popup: true,
});
