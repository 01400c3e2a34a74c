/**
 * @hearth/media: the product gallery and customer images [ref: media#screens, #data], product carousels
 * [ref: visualizer#rules, #limits] and the visualizer launcher with its summary [ref: visualizer#rules, #screens, #data]. What npm users
 * use: the components, their hooks and props schemas, and the calls and rules the README
 * documents; nothing else.
 */

// product-carousel [ref: product-carousel#rules, #calls, #limits]
export { ProductCarousel, type ProductCarouselProps } from './product-carousel/product-carousel';
export type { CarouselAddToCartProps } from './product-carousel/product-carousel-logic';
export {
  useProductCarousel,
  type ProductCarouselResult,
  type UseProductCarouselOptions,
} from './product-carousel/use-product-carousel';
export { ProductCarouselPropsSchema, type ProductCarouselIslandProps } from './product-carousel/props-schema';
export { addToRegistry, recentlyViewed, recentlyViewedUpdate } from './product-carousel/calls';

// gallery [ref: gallery]
export { Gallery, type GalleryProps } from './gallery/gallery';
export { GalleryDialog, type GalleryDialogProps } from './gallery/gallery-dialog';
export { useGallery, type GalleryResult, type GalleryState, type UseGalleryOptions } from './gallery/use-gallery';
export { useGalleryMedia, type GalleryMediaResult, type UseGalleryMediaOptions } from './gallery/use-gallery-media';
export { GalleryPropsSchema, type GalleryIslandProps } from './gallery/props-schema';
export { customerImages, galleryImages, videoUrl } from './gallery/calls';

// visualizer [ref: visualizer]
export { Visualizer, type VisualizerProps } from './visualizer/visualizer';
export { SummaryDrawer, type SummaryDrawerProps } from './visualizer/summary-drawer';
export {
  useVisualizer,
  type VisualizerResult,
  type UseVisualizerOptions,
  type VisualizerState,
} from './visualizer/use-visualizer';
export { VisualizerPropsSchema, type VisualizerIslandProps } from './visualizer/props-schema';
export { visualizerProductInfo } from './visualizer/calls';
export { scriptAdapter, type VisualizerAdapter } from './visualizer/visualizer-adapter';

// every shopper-visible string, section `media` of the wording pages can change
export { MEDIA_MESSAGES } from './messages';
export { mediaMessage } from './wording';
// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export {
  CustomerImageRecord,
  CustomerImagesAnswer,
  GalleryImage,
  GalleryImagesAnswer,
  TaggedProduct,
  VideoUrlAnswer,
} from './gallery/schema';
export { CarouselAnswer, CarouselItem, RecentlyViewed, RegistryAddAnswer } from './product-carousel/schema';
export { ProductInfoAnswer, SceneEntry, SummaryLine } from './visualizer/schema';
export type { CustomerPhoto, GalleryTab } from './gallery/gallery-logic';
export type { GalleryMedia } from './gallery/use-gallery-media';
export type { WelcomeMatProps } from './gallery/welcome-mat';
export type { CarouselLayout, CarouselPage } from './product-carousel/product-carousel-logic';
export type { CarouselSource } from './product-carousel/use-product-carousel';
export type { Log } from './shared/log';
export type { MountedWidget, VisualizerWidget, WidgetOptions } from './visualizer/visualizer-adapter';
export type { VisualizerSettings } from './visualizer/visualizer-logic';
// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { MEDIA_ENDPOINT_NAMES } from './endpoint-names';
