import { lazyPart } from '@hearth/ui';

/** The 'Product Gallery' modal, loaded on first use (or when the pointer or focus reaches an opener). */
export const LazyGalleryDialog = lazyPart(
  () => import('./gallery-dialog').then((m) => m.GalleryDialog),
  'GalleryDialog',
);
