import { checkUrl } from '@hearth/core';
import { mediaMessage } from '../wording';
import { presetUrl } from './gallery-logic';
import { GALLERY_NAME } from './use-gallery-media';
import { useZoom, type ZoomTimers } from './use-zoom';

/** Props of {@link ZoomableImage}. */
export interface ZoomableImageProps {
  src: string;
  alt: string;
  /** The answer's field `src` came from, which a refused address's console line names. @default 'images.src' */
  field?: string | undefined;
  /** The slide is the one shown. */
  selected: boolean;
  /** [ref: gallery#limits]: images lazy beyond the first. */
  loading: 'eager' | 'lazy';
  timers?: ZoomTimers | undefined;
}

/** A gallery image at the 'high' preset with its zoom [ref: gallery#limits]: roll-over, pointer-following, a Zoom button. */
export function ZoomableImage({ src, field = 'images.src', alt, selected, loading, timers }: ZoomableImageProps) {
  const zoom = useZoom({ selected, timers });
  const high = checkUrl(presetUrl(src, 'high'), { island: GALLERY_NAME, field });
  if (!high) return null;
  return (
    <div className="hearth-gallery-image" data-zoomed={zoom.zoomed || undefined}>
      <div className="hearth-gallery-image__frame" {...zoom.handlers}>
        <img className="hearth-gallery-image__img" src={high} alt={alt} loading={loading} />
        {zoom.ready && (
          <img
            className="hearth-gallery-image__zoom"
            // the given address at the zoom preset (the high one allowed it: only the query differs)
            src={presetUrl(src, 'zoom')}
            alt=""
            aria-hidden="true"
            hidden={!zoom.zoomed}
            style={{ transformOrigin: `${zoom.origin.x}% ${zoom.origin.y}%` }}
          />
        )}
      </div>
      {/* the store's secondary button, as every other button of the gallery */}
      <button
        type="button"
        className="hearth-button hearth-button--secondary hearth-gallery-image__zoom-button"
        aria-pressed={zoom.zoomed}
        onClick={zoom.toggle}
      >
        <span className="hearth-button__label">
          {zoom.zoomed ? mediaMessage('zoomOut', 'Zoom out') : mediaMessage('zoomIn', 'Zoom in')}
        </span>
      </button>
    </div>
  );
}
