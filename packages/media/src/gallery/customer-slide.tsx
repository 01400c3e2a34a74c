import { checkUrl, formatMessage } from '@hearth/core';
import { Carousel } from '@hearth/ui';
import { useState } from 'react';
import { photoBy, mediaMessage } from '../wording';
import { TAGGED_PRODUCTS_PER_VIEW, type CustomerPhoto } from './gallery-logic';
import type { TaggedProduct } from './schema';
import { GALLERY_NAME } from './use-gallery-media';

/** Props of {@link CustomerSlide}. */
export interface CustomerSlideProps {
  photo: CustomerPhoto;
  loading: 'eager' | 'lazy';
}

function Tagged({ product }: { product: TaggedProduct }) {
  const href = checkUrl(product.url, {
    island: GALLERY_NAME,
    field: 'customerImages.products.url',
    instead: 'the title is text',
  });
  const src = checkUrl(product.imageUrl, { island: GALLERY_NAME, field: 'customerImages.products.imageUrl' });
  const body = (
    <>
      {src && <img src={src} alt="" loading="lazy" width={96} height={72} />}
      <span>{product.title}</span>
    </>
  );
  return href ? (
    <a className="hearth-gallery-tagged" href={href}>
      {body}
    </a>
  ) : (
    <span className="hearth-gallery-tagged">{body}</span>
  );
}

/**
 * A customer image [ref: gallery#data]: the photo (or video), its Instagram or source handle, and
 * the products tagged in it (title, image, link), 3 at a time [ref: gallery#limits].
 */
export function CustomerSlide({ photo, loading }: CustomerSlideProps) {
  const [playing, setPlaying] = useState(false);
  const src = checkUrl(photo.src, { island: GALLERY_NAME, field: 'customerImages.imageSizes.originalConverted.url' });
  const video = checkUrl(photo.video, {
    island: GALLERY_NAME,
    field: 'customerImages.videoSizes.originalConverted.url',
  });
  const label = photo.handle ? photoBy(photo.handle) : '';
  return (
    <figure className="hearth-gallery-customer">
      {video ? (
        playing ? (
          // A shopper's own clip: no captions exist for it; it plays only when asked.
          <video className="hearth-gallery-video" controls autoPlay poster={src} aria-label={label || undefined}>
            <source src={video} />
          </video>
        ) : (
          <button type="button" className="hearth-gallery-customer__play" onClick={() => setPlaying(true)}>
            {src && <img src={src} alt="" loading={loading} />}
            <span>
              {photo.handle
                ? formatMessage(mediaMessage('playVideoBy', 'Play video by {handle}'), { handle: photo.handle })
                : mediaMessage('playVideo', 'Play video')}
            </span>
          </button>
        )
      ) : (
        src && <img className="hearth-gallery-customer__img" src={src} alt={label} loading={loading} />
      )}
      {photo.handle && <figcaption className="hearth-gallery-customer__handle">{photo.handle}</figcaption>}
      {photo.products.length > 0 && (
        <Carousel
          className="hearth-gallery-customer__products"
          aria-label={mediaMessage('shopTheLook', 'Shop the look')}
          items={photo.products}
          itemKey={(product, index) => product.sku ?? `${product.title}-${index}`}
          renderItem={(product) => <Tagged product={product} />}
          perView={TAGGED_PRODUCTS_PER_VIEW}
          previousLabel={mediaMessage('previousProducts', 'Previous products')}
          nextLabel={mediaMessage('nextProducts', 'Next products')}
        />
      )}
    </figure>
  );
}
