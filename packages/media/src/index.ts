/**
 * @hearth/media: the product gallery and customer images (000 §2, 002 §2-§3), product carousels
 * (002 §4, §9) and the visualizer launcher with its summary (000 §4, 002 §2-§4). What npm users
 * use: the components, their hooks, props and data schemas, the calls, the documented pure
 * functions.
 */

// product-carousel (002 §4, §7, §9)
export { ProductCarousel, type ProductCarouselProps } from './product-carousel/product-carousel';
export { useProductCarousel, type UseProductCarouselOptions, type CarouselSource } from './product-carousel/use-product-carousel';
export { ProductCarouselPropsSchema, type ProductCarouselIslandProps } from './product-carousel/props-schema';
export { CarouselAnswer, CarouselItem, RecentlyViewed } from './product-carousel/schema';
export { addToRegistry, mainPi, recentlyViewed, recentlyViewedUpdate } from './product-carousel/calls';
export {
  addedLabel,
  addToCartProps,
  imageLoading,
  loadingPlaceholders,
  registryLabel,
  slidesPerView,
  type CarouselLayout,
  type CarouselPage,
} from './product-carousel/product-carousel-logic';
