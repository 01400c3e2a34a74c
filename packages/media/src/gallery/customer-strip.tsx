import { checkUrl, formatMessage } from '@hearth/core';
import { Carousel, type PreloadProps } from '@hearth/ui';
import { useId } from 'react';
import { mediaMessage } from '../wording';
import type { GalleryState } from './use-gallery';
import { GALLERY_NAME } from './use-gallery-media';

/** Props of {@link CustomerStrip}. */
export interface CustomerStripProps {
  state: GalleryState;
  preload: PreloadProps;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3 | undefined;
}

/**
 * Customer images in the page [ref: gallery#screens, #data]: 'Customer Images' with a carousel of the shoppers'
 * photos, each opening the 'Product Gallery' on that photo, and 'View All'. Nothing when there
 * are none.
 */
export function CustomerStrip({ state, preload, headingLevel = 2 }: CustomerStripProps) {
  const { photos, photosLoading } = state.media;
  const headingId = useId();
  if (!photosLoading && photos.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="hearth-gallery-customers">
      <div className="hearth-gallery-customers__bar">
        <Heading id={headingId} className="hearth-gallery-customers__title">
          {mediaMessage('tabCustomerImages', 'Customer Images')}
        </Heading>
        {!photosLoading && (
          <button
            type="button"
            className="hearth-button hearth-button--link"
            {...preload}
            onClick={() => state.openAt('customer-images', 0, true)}
          >
            <span className="hearth-button__label">{mediaMessage('viewAll', 'View All')}</span>
          </button>
        )}
      </div>
      <Carousel
        aria-labelledby={headingId}
        items={photos}
        loading={photosLoading}
        itemKey={(photo) => photo.id}
        perView={{ 0: 2.5, 769: 5 }}
        renderItem={(photo, index) => {
          const thumb = checkUrl(photo.thumb, {
            island: GALLERY_NAME,
            field: photo.thumbField,
          });
          return (
            <button
              type="button"
              className="hearth-gallery-customers__photo"
              {...preload}
              onClick={() => state.openAt('customer-images', index)}
            >
              {thumb && <img src={thumb} alt="" loading="lazy" width={160} height={160} />}
              <span className="hearth-visually-hidden">
                {photo.handle
                  ? formatMessage(mediaMessage('openPhoto', 'Open photo by {handle}'), { handle: photo.handle })
                  : formatMessage(mediaMessage('openPhotoNumber', 'Open photo {n}'), { n: index + 1 })}
              </span>
              {photo.handle && (
                <span aria-hidden="true" className="hearth-gallery-customers__handle">
                  {photo.handle}
                </span>
              )}
            </button>
          );
        }}
      />
    </div>
  );
}
