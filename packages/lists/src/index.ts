/**
 * @hearth/lists: lists and availability (002 §2-§7, 001 §6, 000 §2): favorites, registry add,
 * the quick-ship panel and the change-ZIP panel. What npm users use: the components, their
 * hooks, the props and data schemas, the calls, and the documented pure functions.
 */

// favorites (002 §2-§7)
export { Favorites, type FavoritesProps } from './favorites/favorites';
export { useFavorites, type UseFavoritesOptions, type FavoritesState } from './favorites/use-favorites';
export { FavoritesPropsSchema, type FavoritesIslandProps } from './favorites/props-schema';
export { Board, FavoriteSkuPair, FavoritesSkusAnswer, PopupData, RecapAnswer } from './favorites/schema';
export { favoritesAddItem, favoritesCreateBoard, favoritesPopupData, favoritesSkus } from './favorites/calls';
export { favoritesButtonState, isListNameValid, isSavedItem, recapSucceeded } from './favorites/favorites-logic';

// shared
export { GROUPER_ERROR_EVENT, type GrouperErrorDetail } from './shared/grouper';
export type { ListsEnv } from './shared/env';
