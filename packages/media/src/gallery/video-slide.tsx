import { checkUrl } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { mediaMessage } from '../wording';
import { consoleLog, logCallFailure, type Log } from '../shared/log';
import { videoUrl } from './calls';
import { isDirectVideo } from './gallery-logic';
import type { GalleryImage } from './schema';
import { GALLERY_NAME } from './use-gallery-media';

/** Props of {@link VideoSlide}. */
export interface VideoSlideProps {
  video: GalleryImage;
  /** The slide is the one shown: only then is its address looked up. */
  selected: boolean;
  log?: Log | undefined;
}

/**
 * A gallery video [ref: gallery#screens, #limits]: a direct file (.mp4, .webm, .ogg) plays as is; anything else
 * is looked up through the video-URL call (GET, `?videoId`) when its slide is shown. Controls
 * are the browser's; nothing plays by itself; captions when the image names a WebVTT file.
 */
export function VideoSlide({ video, selected, log = consoleLog }: VideoSlideProps) {
  const direct = isDirectVideo(video.src);
  const lookup = useCallData(videoUrl, {
    query: { videoId: video.id },
    enabled: !direct && selected,
    onError: (error) => logCallFailure(log, GALLERY_NAME, 'videoUrl', error),
  });
  const src = checkUrl(direct ? video.src : lookup.data?.url, {
    island: GALLERY_NAME,
    field: direct ? 'images.src' : 'videoUrl.url',
  });
  const givenPoster = video.additionalDetails?.videoPosterSrc;
  const poster = checkUrl(givenPoster ?? video.srcIcon, {
    island: GALLERY_NAME,
    field: givenPoster != null ? 'images.additionalDetails.videoPosterSrc' : 'images.srcIcon',
  });
  const captions = checkUrl(video.additionalDetails?.captionsSrc, {
    island: GALLERY_NAME,
    field: 'images.additionalDetails.captionsSrc',
  });
  if (!src) {
    return lookup.error || direct || (!lookup.isLoading && lookup.data) ? (
      <p className="hearth-gallery-video__missing">
        {mediaMessage('videoUnavailable', 'This video is not available.')}
      </p>
    ) : null;
  }
  return (
    <video
      className="hearth-gallery-video"
      controls
      preload="none"
      poster={poster}
      aria-label={video.altText ?? undefined}
    >
      <source src={src} />
      {captions && (
        <track kind="captions" src={captions} srcLang="en" label={mediaMessage('captionsLabel', 'English')} />
      )}
    </video>
  );
}
