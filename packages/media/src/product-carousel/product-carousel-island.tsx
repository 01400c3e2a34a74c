import { checkUrl } from '@hearth/core';
import { ProductCarousel } from './product-carousel';
import type { ProductCarouselIslandProps } from './props-schema';
import { PRODUCT_CAROUSEL_NAME } from './use-product-carousel';

/** The island: the cross-sell URL must be a path on this site (the call carries the anti-forgery token). */
export function ProductCarouselIsland({ crossSellUrl, ...props }: ProductCarouselIslandProps) {
  const url = checkUrl(crossSellUrl, {
    island: PRODUCT_CAROUSEL_NAME,
    field: 'crossSellUrl',
    sameOrigin: true,
    instead: 'reading /browse/widget/MainPi',
  });
  return <ProductCarousel {...props} crossSellUrl={url} />;
}
