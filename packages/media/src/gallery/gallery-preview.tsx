import { checkUrl, IslandFallback } from '@hearth/core';
import { Skeleton, SkeletonBlock } from '@hearth/ui';
import { imageLabel, mediaMessage } from '../wording';
import { imageSource, presetUrl, thumbSource } from './gallery-logic';
import type { GalleryState } from './use-gallery';
import { GALLERY_NAME } from './use-gallery-media';
import type { PreloadProps } from '@hearth/ui';

/** Props of {@link GalleryPreview}. */
export interface GalleryPreviewProps {
  state: GalleryState;
  /** Preloads the modal (pointer or focus on an opener). */
  preload: PreloadProps;
}

/**
 * The gallery in the page, closed: the selected product image (the first by default, 'med'
 * preset, not lazy), the thumbnails that pick it ('thumb' preset, lazy beyond the first), and
 * 'View all images', which opens the 'Product Gallery' at that image.
 */
export function GalleryPreview({ state, preload }: GalleryPreviewProps) {
  const { media, dialog } = state;
  if (media.loading) {
    // in a page, its server HTML (the first image, the thumbnails, the button) until the images are
    // in; else the preview's own shape (a square image, a row of thumbnails, the button): nothing
    // below moves when it loads
    return (
      <IslandFallback>
        <Skeleton className="hearth-gallery-preview hearth-gallery-preview--loading">
          <SkeletonBlock className="hearth-gallery-preview__main-block" />
          <SkeletonBlock className="hearth-gallery-preview__thumbs-block" />
          <SkeletonBlock className="hearth-gallery-preview__all-block" />
        </Skeleton>
      </IslandFallback>
    );
  }
  if (media.failed)
    return (
      <p className="hearth-gallery-preview__failed">
        {mediaMessage('galleryLoadFailed', 'Images could not be loaded.')}
      </p>
    );
  const images = media.images;
  if (images.length === 0) return null;
  const index = Math.min(dialog.selection.images, images.length - 1);
  const shown = images[index]!;
  const source = imageSource(shown);
  const main = source && checkUrl(presetUrl(source.src, 'med'), { island: GALLERY_NAME, field: source.field });
  return (
    <div className="hearth-gallery-preview">
      <button
        type="button"
        className="hearth-gallery-preview__main"
        {...preload}
        onClick={() => state.openAt('images', index)}
      >
        {/* the image names the button: its alt text, else its place ('Image 2 of 9') */}
        {main ? (
          <img src={main} alt={shown.altText || imageLabel(index + 1, images.length)} width={640} height={640} />
        ) : (
          <span className="hearth-visually-hidden">{imageLabel(index + 1, images.length)}</span>
        )}
      </button>
      {images.length > 1 && (
        <ul className="hearth-gallery-preview__thumbs">
          {images.map((image, i) => {
            const thumb = thumbSource(image);
            const safe = thumb && checkUrl(presetUrl(thumb.src, 'thumb'), { island: GALLERY_NAME, field: thumb.field });
            return (
              <li key={image.id}>
                <button
                  type="button"
                  className="hearth-gallery-viewer__thumb"
                  aria-label={imageLabel(i + 1, images.length)}
                  aria-current={i === index || undefined}
                  onClick={() => dialog.onSelect('images', i)}
                >
                  {safe && <img src={safe} alt="" width={72} height={54} loading={i === 0 ? 'eager' : 'lazy'} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="hearth-button hearth-button--secondary hearth-gallery-preview__all"
        {...preload}
        onClick={() => state.openAt('images', index)}
      >
        <span className="hearth-button__label">{mediaMessage('viewAllImages', 'View all images')}</span>
      </button>
    </div>
  );
}
