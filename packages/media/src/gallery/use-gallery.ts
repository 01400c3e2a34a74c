import { useCallback, useEffect, useState, type SetStateAction, type Dispatch } from 'react';
import type { GalleryTab } from './gallery-logic';
import { useGalleryMedia, type GalleryMediaResult, type UseGalleryMediaOptions } from './use-gallery-media';

const START: Record<GalleryTab, number> = { images: 0, videos: 0, 'customer-images': 0 };

/** Options of {@link useGallery}. */
export interface UseGalleryOptions extends UseGalleryMediaOptions {
  /** Open the modal at once (a popup island). @default false */
  defaultOpen?: boolean | undefined;
  /** The tab the modal opens on. @default 'images' */
  tab?: GalleryTab | undefined;
  /** Called when the modal closes. @default undefined */
  onClosed?: (() => void) | undefined;
}

/** What {@link useGallery} returns. */
export interface GalleryResult {
  media: GalleryMediaResult;
  open: boolean;
  openAt: (which: GalleryTab, index?: number, all?: boolean) => void;
  dialog: {
    open: boolean;
    onOpenChange: (next: boolean) => void;
    tab: GalleryTab;
    onTabChange: (next: GalleryTab) => void;
    selection: Record<GalleryTab, number>;
    onSelect: (which: GalleryTab, index: number) => void;
    viewAll: boolean;
    onViewAll: Dispatch<SetStateAction<boolean>>;
  };
}

/**
 * The gallery's state: its media, the modal (open, tab, 'View All'), and the selected entry per
 * tab, shared by the page's preview and the modal so they stay in step; a change of sku or
 * option (or of the personalization) goes back to the default image [ref: gallery#rules].
 */
export function useGallery({
  defaultOpen = false,
  tab: startTab = 'images',
  onClosed,
  ...options
}: UseGalleryOptions): GalleryResult {
  const [open, setOpen] = useState(defaultOpen);
  const [tab, setTab] = useState<GalleryTab>(startTab);
  const [viewAll, setViewAll] = useState(false);
  const [selection, setSelection] = useState(START);
  // the modal shows every tab: once open (a customer photo opens it too) it reads the product's
  // images and videos as well, or 'Product Videos' would be missing from it
  const media = useGalleryMedia({
    ...options,
    needImages: options.needImages !== false || open,
    needCustomerImages: options.needCustomerImages !== false || open,
  });

  useEffect(() => setSelection((current) => ({ ...current, images: 0 })), [media.selectionKey]);

  // Stryker disable ArrayDeclaration: the callback reads nothing of a render (setSelection never changes): any constant list keeps it
  const select = useCallback(
    (which: GalleryTab, index: number) =>
      // Stryker disable next-line ConditionalExpression: a new record of the same indexes draws the same (the check only saves a render)
      setSelection((current) => (current[which] === index ? current : { ...current, [which]: index })),
    [],
  );
  // Stryker restore ArrayDeclaration
  const openAt = (which: GalleryTab, index = selection[which], all = false) => {
    setTab(which);
    select(which, index);
    setViewAll(all);
    setOpen(true);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed?.();
  };

  return {
    media,
    open,
    openAt,
    dialog: {
      open,
      onOpenChange,
      tab,
      onTabChange: (next: GalleryTab) => {
        setTab(next);
        setViewAll(false);
      },
      selection,
      onSelect: select,
      viewAll,
      onViewAll: setViewAll,
    },
  };
}

/** What {@link useGallery} returns. */
export type GalleryState = ReturnType<typeof useGallery>;
