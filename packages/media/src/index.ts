/**
 * @hearth/media: the product gallery and customer images [ref: media#screens, #data], product carousels
 * [ref: visualizer#rules, #limits] and the visualizer launcher with its summary [ref: visualizer#rules, #screens, #data]. What npm users
 * use: the components, their hooks and props schemas, and the calls and rules the README
 * documents; nothing else.
 */

// product-carousel [ref: product-carousel#rules, #calls, #limits]
export { ProductCarousel, type ProductCarouselProps } from './product-carousel/product-carousel';
export type { CarouselAddToCartProps } from './product-carousel/product-carousel-logic';
export { useProductCarousel, type UseProductCarouselOptions } from './product-carousel/use-product-carousel';
export { ProductCarouselPropsSchema, type ProductCarouselIslandProps } from './product-carousel/props-schema';
export { addToRegistry, recentlyViewed, recentlyViewedUpdate } from './product-carousel/calls';

// gallery [ref: gallery]
export { Gallery, type GalleryProps } from './gallery/gallery';
export { GalleryDialog, type GalleryDialogProps } from './gallery/gallery-dialog';
export { useGallery, type GalleryState, type UseGalleryOptions } from './gallery/use-gallery';
export { useGalleryMedia, type UseGalleryMediaOptions } from './gallery/use-gallery-media';
export { GalleryPropsSchema, type GalleryIslandProps } from './gallery/props-schema';
export { customerImages, galleryImages, videoUrl } from './gallery/calls';

// visualizer [ref: visualizer]
export { Visualizer, type VisualizerProps } from './visualizer/visualizer';
export { SummaryDrawer, type SummaryDrawerProps } from './visualizer/summary-drawer';
export { useVisualizer, type UseVisualizerOptions, type VisualizerState } from './visualizer/use-visualizer';
export { VisualizerPropsSchema, type VisualizerIslandProps } from './visualizer/props-schema';
export { visualizerProductInfo } from './visualizer/calls';
export { scriptAdapter, type VisualizerAdapter } from './visualizer/visualizer-adapter';
