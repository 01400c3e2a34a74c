import { checkUrl, formatPrice, getConfig } from '@hearth/core';
import type { ReactNode } from 'react';
import type { CarouselItem } from './schema';
import { PRODUCT_CAROUSEL_NAME } from './use-product-carousel';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  item: CarouselItem;
  /** `loading` of the image (eager for the first 3 at checkout) [ref: product-carousel#limits]. */
  imageLoading: 'eager' | 'lazy';
  /** The add-to-cart or add-to-registry part. @default undefined */
  action?: ReactNode;
}

/**
 * One carousel item: its image and name in one link (the image is `alt=""`: the name says it),
 * the price, and its action. A refused address leaves the name as text or the image out.
 */
export function ProductCard({ item, imageLoading, action }: ProductCardProps) {
  const href = checkUrl(item.navigateUrl, {
    island: PRODUCT_CAROUSEL_NAME,
    field: 'items.navigateUrl',
    instead: 'the name is text',
  });
  const src = checkUrl(item.imagePath, { island: PRODUCT_CAROUSEL_NAME, field: 'items.imagePath' });
  const hiRes = checkUrl(item.imagePathHiRes, { island: PRODUCT_CAROUSEL_NAME, field: 'items.imagePathHiRes' });
  const price = formatPrice(item.formattedPrice, { site: getConfig().site });
  const image = src && (
    <img
      className="hearth-product-card__image"
      src={src}
      srcSet={hiRes ? `${src} 1x, ${hiRes} 2x` : undefined}
      alt=""
      loading={imageLoading}
      width={240}
      height={180}
    />
  );
  return (
    <article className="hearth-product-card">
      {href ? (
        <a className="hearth-product-card__link" href={href}>
          {image}
          <span className="hearth-product-card__name">{item.name}</span>
        </a>
      ) : (
        <>
          {image}
          <span className="hearth-product-card__name">{item.name}</span>
        </>
      )}
      {price && <p className="hearth-product-card__price">{price}</p>}
      {action}
    </article>
  );
}
