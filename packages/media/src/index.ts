/**
 * @hearth/media: the product gallery and customer images (000 §2, 002 §2-§3), product carousels
 * (002 §4, §9) and the visualizer launcher with its summary (000 §4, 002 §2-§4). What npm users
 * use: the components, their hooks and props schemas, and the calls and rules the README
 * documents; nothing else.
 */

// product-carousel (002 §4, §7, §9)
export { ProductCarousel, type ProductCarouselProps } from './product-carousel/product-carousel';
export type { CarouselAddToCartProps } from './product-carousel/product-carousel-logic';
export { useProductCarousel, type UseProductCarouselOptions } from './product-carousel/use-product-carousel';
export { ProductCarouselPropsSchema, type ProductCarouselIslandProps } from './product-carousel/props-schema';
export { addToRegistry, recentlyViewed, recentlyViewedUpdate } from './product-carousel/calls';

// gallery (000 §2-§3, 002 §2-§4, §7, §9)
export { Gallery, type GalleryProps } from './gallery/gallery';
export { GalleryDialog, type GalleryDialogProps } from './gallery/gallery-dialog';
export { useGallery, type GalleryState, type UseGalleryOptions } from './gallery/use-gallery';
export { useGalleryMedia, type UseGalleryMediaOptions } from './gallery/use-gallery-media';
export { GalleryPropsSchema, type GalleryIslandProps } from './gallery/props-schema';
export { customerImages, galleryImages, videoUrl } from './gallery/calls';

// visualizer (000 §2, §4-§5, §8-§9; 002 §2-§4, §7-§9)
export { Visualizer, type VisualizerProps } from './visualizer/visualizer';
export { SummaryDrawer, type SummaryDrawerProps } from './visualizer/summary-drawer';
export { useVisualizer, type UseVisualizerOptions, type VisualizerState } from './visualizer/use-visualizer';
export { VisualizerPropsSchema, type VisualizerIslandProps } from './visualizer/props-schema';
export { visualizerProductInfo } from './visualizer/calls';
export { scriptAdapter, type VisualizerAdapter } from './visualizer/visualizer-adapter';

// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { MEDIA_ENDPOINT_NAMES } from './endpoint-names';

// every shopper-visible string, section `media` of the wording pages can change
export { MEDIA_MESSAGES } from './messages';
