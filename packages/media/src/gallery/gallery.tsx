import type { IslandInjectedProps } from '@hearth/core';
import { useIslandPopup } from '@hearth/ui';
import { useEffect } from 'react';
import { CustomerStrip } from './customer-strip';
import type { GalleryDialogProps } from './gallery-dialog';
import type { GalleryTab } from './gallery-logic';
import { GalleryPreview } from './gallery-preview';
import { LazyGalleryDialog } from './lazy-dialog';
import { useGallery, type UseGalleryOptions } from './use-gallery';

/** Props of {@link Gallery}. */
export interface GalleryProps
  extends
    Omit<UseGalleryOptions, 'defaultOpen' | 'onClosed' | 'needImages' | 'needCustomerImages'>,
    IslandInjectedProps {
  /**
   * What shows in the page: the product images with 'View all images' ('images'), the customer
   * images ('customer-images'), or nothing but the modal when opened ('none').
   * @default 'images'
   */
  view?: 'images' | 'customer-images' | 'none' | undefined;
  /** The image (id) selected when it opens. @default the default (first) image */
  imageId?: string | undefined;
  /** The welcome-mat visualizer's props. @default undefined */
  visualizer?: GalleryDialogProps['visualizer'] | undefined;
}

/**
 * The product gallery [ref: gallery#screens, #data, #rules]: in the page, the product images or the customer
 * images; the 'Product Gallery' modal, loaded on first use. Opened as a popup island
 * (`data-island-open="gallery"`, `hearth.open('gallery', …)`) it shows the modal at once, on
 * `tab`, and gives focus back to its opener.
 */
export function Gallery({ view = 'images', imageId, visualizer, onClose, opener, tab, ...options }: GalleryProps) {
  const popup = useIslandPopup({ onClose, opener });
  const state = useGallery({
    ...options,
    tab,
    defaultOpen: popup.opened,
    onClosed: () => popup.onOpenChange(false),
    needImages: view === 'images' || popup.opened,
    needCustomerImages: view === 'customer-images' || popup.opened || tab === 'customer-images',
  });
  // no imageId matches no image: every image has an id
  const pick = state.media.images.findIndex((image) => image.id === imageId);
  const { dialog } = state;
  const { onSelect } = dialog;
  useEffect(() => {
    if (pick >= 0) onSelect('images', pick);
  }, [pick, onSelect]);
  const preload = LazyGalleryDialog.preloadProps;
  return (
    <>
      {!popup.opened && view === 'images' && <GalleryPreview state={state} preload={preload} />}
      {!popup.opened && view === 'customer-images' && <CustomerStrip state={state} preload={preload} />}
      {state.open && (
        <LazyGalleryDialog.Component
          {...dialog}
          returnFocus={popup.returnFocus}
          media={state.media}
          visualizer={visualizer}
        />
      )}
    </>
  );
}

export type { GalleryTab };
