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

// registry (002 §2-§6, 000 §2, 001 §6)
export { Registry, type RegistryProps } from './registry/registry';
export { useRegistry, type UseRegistryOptions, type RegistryState, type RegistryConfirmation, type RegistryMode } from './registry/use-registry';
export { RegistryPropsSchema, RegistryTerms, type RegistryIslandProps } from './registry/props-schema';
export {
  AddToRegistryAnswer,
  CarouselItem,
  GiftRegistry,
  RecommendationsAnswer,
  RegistryAddedData,
  RegistryConfirmationItem,
  RegistryItem,
  RegistryListAnswer,
} from './registry/schema';
export { addToRegistry, recommendations, registryList } from './registry/calls';
export {
  DEFAULT_CHECKLIST_TYPES,
  addedCount,
  continueLabel,
  isInRegistry,
  isMadeToOrder,
  isSmallButtonHidden,
  registryButtonState,
  registryPayload,
  registryStep,
  showAddAll,
  showChecklist,
  viewRegistryLabel,
} from './registry/registry-logic';

// change-ZIP (002 §2, §4-§5, §8); the shopper ZIP itself is getShopperZip/setShopperZip of @hearth/core
export { ChangeZip, type ChangeZipProps } from './change-zip/change-zip';
export { useChangeZip, type UseChangeZipOptions } from './change-zip/use-change-zip';
export { ChangeZipPropsSchema, type ChangeZipIslandProps } from './change-zip/props-schema';
export { ZipValidationAnswer } from './change-zip/schema';
export { zipValidation } from './change-zip/calls';
export { checkZip, normalizeZip, readZipAnswer, zipMaxLength, type ZipResult } from './change-zip/change-zip-logic';

// quick-ship (002 §2, §4, §7-§8)
export { QuickShip, type QuickShipProps } from './quick-ship/quick-ship';
export { useQuickShip, type UseQuickShipOptions } from './quick-ship/use-quick-ship';
export { QuickShipPropsSchema, type QuickShipIslandProps } from './quick-ship/props-schema';
export { QuickShipAnswer, QuickShipLine, SelectedOptionChoice } from './quick-ship/schema';
export { quickShip } from './quick-ship/calls';
export { choiceSummary, hasNoStock, quickShipSku } from './quick-ship/quick-ship-logic';

// shared
export { GROUPER_ERROR_EVENT, type GrouperErrorDetail } from './shared/grouper';
export type { ListsEnv } from './shared/env';
