export { Carousel, CAROUSEL_NAME, type CarouselProps } from './carousel';
export { useCarousel, type CarouselApi, type CarouselEmblaOptions, type CarouselState, type UseCarouselOptions } from './use-carousel';
export { useResponsive } from './use-responsive';
export {
  defaultSlideLabel,
  placeholderCount,
  slidesPerScroll,
  toColumns,
  valueAt,
  type Responsive,
} from './carousel-logic';
