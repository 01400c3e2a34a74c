import { lazyPart } from '@hearth/ui';

/**
 * The 'Add This Item to a List' and 'Item Added to Your List' modals load when the first one
 * opens, or earlier when the pointer or focus reaches the heart button (the script-tag build puts
 * them in a chunk of their own, so a product page carries no modal code until then).
 */
export const FavoritesPopup = lazyPart(
  () => import('./favorites-dialog').then((m) => m.FavoritesDialog),
  'FavoritesDialog',
);
