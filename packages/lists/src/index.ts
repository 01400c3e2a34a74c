/**
 * @hearth/lists: lists and availability [ref: lists]: favorites, registry add, the
 * quick-ship panel and the change-ZIP panel. What npm users use: the components, their hooks and
 * props schemas, and the calls and rules the README documents; nothing else.
 */

// favorites [ref: favorites]
export { Favorites, type FavoritesProps } from './favorites/favorites';
export {
  useFavorites,
  type FavoritesResult,
  type UseFavoritesOptions,
  type FavoritesState,
} from './favorites/use-favorites';
export { FavoritesPropsSchema, type FavoritesIslandProps } from './favorites/props-schema';
export { favoritesAddItem, favoritesCreateBoard, favoritesPopupData, favoritesSkus } from './favorites/calls';

// registry [ref: registry]
export { Registry, type RegistryProps } from './registry/registry';
export { useRegistry, type RegistryResult, type UseRegistryOptions, type RegistryState } from './registry/use-registry';
export { RegistryPropsSchema, type RegistryIslandProps } from './registry/props-schema';
export { addToRegistry, recommendations, registryList } from './registry/calls';

// change-ZIP [ref: change-zip]; the shopper ZIP itself is getShopperZip/setShopperZip of @hearth/core
export { ChangeZip, type ChangeZipProps } from './change-zip/change-zip';
export { useChangeZip, type ChangeZipResult, type UseChangeZipOptions } from './change-zip/use-change-zip';
export { ChangeZipPropsSchema, type ChangeZipIslandProps } from './change-zip/props-schema';
export { zipValidation } from './change-zip/calls';

// quick-ship [ref: quick-ship]
export { QuickShip, type QuickShipProps } from './quick-ship/quick-ship';
export { useQuickShip, type QuickShipResult, type UseQuickShipOptions } from './quick-ship/use-quick-ship';
export type { QuickShipAddToCartProps } from './quick-ship/quick-ship-logic';
export { QuickShipPropsSchema, type QuickShipIslandProps } from './quick-ship/props-schema';
export { quickShip, quickShipAvailability } from './quick-ship/calls';

// shared
export type { ListsEnv } from './shared/env';

// every shopper-visible string, section `lists` of the wording pages can change
export { LISTS_MESSAGES } from './messages';
export { listsMessage } from './wording';
// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export { ZipValidationAnswer } from './change-zip/schema';
export { Board, FavoriteSkuPair, PopupData, RecapAnswer } from './favorites/schema';
export {
  ImageSet,
  QuickShipAnswer,
  QuickShipAvailabilityAnswer,
  QuickShipLine,
  SelectedChoice,
  SelectedOptionChoice,
} from './quick-ship/schema';
export { AddAllItem, RegistryTerms } from './registry/props-schema';
export {
  AddOn,
  AddToRegistryAnswer,
  CarouselItem,
  GiftRegistry,
  RecommendationsAnswer,
  RegistryAddedData,
  RegistryConfirmationItem,
  RegistryListAnswer,
} from './registry/schema';
export { SuperSpecialOrder } from './shared/schema';
// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { LISTS_ENDPOINT_NAMES } from './endpoint-names';
