import { checkUrl } from '@hearth/core';
import { Dialog, Skeleton, useTabs, type DialogProps } from '@hearth/ui';
import { imageLabel, mediaMessage } from '../wording';
import { CustomerSlide } from './customer-slide';
import { galleryTabs, imageSource, presetUrl, thumbSource, type GalleryTab } from './gallery-logic';
import { MediaViewer, type ViewerEntry } from './media-viewer';
import type { GalleryImage } from './schema';
import { SpinView } from './spin-view';
import type { GalleryMedia } from './use-gallery-media';
import { GALLERY_NAME } from './use-gallery-media';
import { VideoSlide } from './video-slide';
import { WelcomeMat, type WelcomeMatProps } from './welcome-mat';
import { ZoomableImage } from './zoomable-image';

// read at render so the page's wording applies
const TAB_NAMES: Record<GalleryTab, () => string> = {
  images: () => mediaMessage('tabImages', 'Product Images'),
  videos: () => mediaMessage('tabVideos', 'Product Videos'),
  'customer-images': () => mediaMessage('tabCustomerImages', 'Customer Images'),
};

/** Props of {@link GalleryDialog}. */
export interface GalleryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (the opener). */
  returnFocus?: DialogProps['returnFocus'] | undefined;
  media: GalleryMedia;
  tab: GalleryTab;
  onTabChange: (tab: GalleryTab) => void;
  /** Selected index per tab. */
  selection: Readonly<Record<GalleryTab, number>>;
  onSelect: (tab: GalleryTab, index: number) => void;
  viewAll: boolean;
  onViewAll: (on: boolean) => void;
  /** The welcome-mat visualizer entry's launcher. */
  visualizer?: Partial<Omit<WelcomeMatProps, 'image'>> | undefined;
}

const thumbOf = (image: GalleryImage) => {
  const thumb = thumbSource(image);
  return thumb && checkUrl(presetUrl(thumb.src, 'thumb'), { island: GALLERY_NAME, field: thumb.field });
};

function ImageEntry({
  image,
  index,
  selected,
  visualizer,
  sku,
}: {
  image: GalleryImage;
  index: number;
  selected: boolean;
  visualizer: GalleryDialogProps['visualizer'];
  sku: string;
}) {
  const loading = index === 0 ? 'eager' : 'lazy';
  const alt = image.altText ?? '';
  if (image.additionalDetails?.defaultWelcomeMat) return <WelcomeMat sku={sku} {...visualizer} image={image} />;
  const source = imageSource(image, true);
  if (!source) return null;
  if (image.additionalDetails?.is360) {
    const safe = checkUrl(presetUrl(source.src, 'high'), { island: GALLERY_NAME, field: source.field });
    return safe ? <SpinView src={safe} alt={alt} loading={loading} /> : null;
  }
  return <ZoomableImage src={source.src} field={source.field} alt={alt} selected={selected} loading={loading} />;
}

/**
 * The 'Product Gallery' modal [ref: gallery#screens]: APG tabs 'Product Images', 'Product Videos'
 * (only when videos exist) and 'Customer Images', each a viewer with thumbnails and a main
 * carousel kept in step and 'View All'; zoom, 360 view, the welcome-mat visualizer entry,
 * videos and customer images with their handle and tagged products. Loaded on first open.
 */
export function GalleryDialog({
  open,
  onOpenChange,
  returnFocus,
  media,
  tab,
  onTabChange,
  selection,
  onSelect,
  viewAll,
  onViewAll,
  visualizer,
}: GalleryDialogProps) {
  const tabs = galleryTabs(media.videos.length > 0);
  const current = tabs.includes(tab) ? tab : 'images';
  const aria = useTabs({ values: tabs, value: current, onValueChange: (next) => onTabChange(next as GalleryTab) });
  const count = (n: number) => (index: number) => imageLabel(index, n);

  const panel = () => {
    if (current === 'images') {
      if (media.loading) return <Skeleton height="20rem" />;
      if (media.failed) return <p role="alert">{mediaMessage('galleryLoadFailed', 'Images could not be loaded.')}</p>;
      const entries = media.images.map((image, i): ViewerEntry & { image: GalleryImage } => ({
        id: image.id,
        thumb: thumbOf(image),
        label: count(media.images.length)(i + 1),
        image,
      }));
      return (
        <MediaViewer
          entries={entries}
          selected={selection.images}
          onSelect={(i) => onSelect('images', i)}
          viewAll={viewAll}
          onViewAll={onViewAll}
          label={mediaMessage('tabImages', 'Product Images')}
          renderEntry={(entry, index, selected) => (
            <ImageEntry image={entry.image} index={index} selected={selected} visualizer={visualizer} sku={media.sku} />
          )}
        />
      );
    }
    if (current === 'videos') {
      const entries = media.videos.map((video, i) => ({
        id: video.id,
        thumb: thumbOf(video),
        label: count(media.videos.length)(i + 1),
        video,
      }));
      return (
        <MediaViewer
          entries={entries}
          selected={selection.videos}
          onSelect={(i) => onSelect('videos', i)}
          viewAll={viewAll}
          onViewAll={onViewAll}
          label={mediaMessage('tabVideos', 'Product Videos')}
          renderEntry={(entry, _, selected) => <VideoSlide video={entry.video} selected={selected} />}
        />
      );
    }
    if (media.photosLoading) return <Skeleton height="20rem" />;
    if (media.photos.length === 0) return <p>{mediaMessage('noCustomerImages', 'No customer images yet.')}</p>;
    const entries = media.photos.map((photo, i) => ({
      id: photo.id,
      thumb: checkUrl(photo.thumb, { island: GALLERY_NAME, field: photo.thumbField }),
      label: count(media.photos.length)(i + 1),
      photo,
    }));
    return (
      <MediaViewer
        entries={entries}
        selected={selection['customer-images']}
        onSelect={(i) => onSelect('customer-images', i)}
        viewAll={viewAll}
        onViewAll={onViewAll}
        label={mediaMessage('tabCustomerImages', 'Customer Images')}
        renderEntry={(entry, index) => <CustomerSlide photo={entry.photo} loading={index === 0 ? 'eager' : 'lazy'} />}
      />
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={mediaMessage('galleryTitle', 'Product Gallery')}
      size="large"
      fullScreenOnMobile
      className="hearth-gallery-dialog"
    >
      <div
        {...aria.tabListProps}
        className="hearth-gallery-tabs"
        aria-label={mediaMessage('galleryTitle', 'Product Gallery')}
      >
        {tabs.map((t) => (
          <button key={t} {...aria.getTabProps(t)} className="hearth-gallery-tabs__tab">
            {TAB_NAMES[t]()}
          </button>
        ))}
      </div>
      <div {...aria.getPanelProps(current)} className="hearth-gallery-panel">
        {panel()}
      </div>
    </Dialog>
  );
}
