/**
 * @hearth/lists: lists and availability (002 §2-§7, 001 §6, 000 §2): favorites, registry add, the
 * quick-ship panel and the change-ZIP panel. What npm users use: the components, their hooks and
 * props schemas, and the calls and rules the README documents; nothing else.
 */

// favorites (002 §2-§7)
export { Favorites, type FavoritesProps } from './favorites/favorites';
export { useFavorites, type UseFavoritesOptions, type FavoritesState } from './favorites/use-favorites';
export { FavoritesPropsSchema, type FavoritesIslandProps } from './favorites/props-schema';
export { favoritesAddItem, favoritesCreateBoard, favoritesPopupData, favoritesSkus } from './favorites/calls';

// registry (002 §2-§6, 000 §2, 001 §6)
export { Registry, type RegistryProps } from './registry/registry';
export { useRegistry, type UseRegistryOptions, type RegistryState } from './registry/use-registry';
export { RegistryPropsSchema, type RegistryIslandProps } from './registry/props-schema';
export { addToRegistry, recommendations, registryList } from './registry/calls';

// change-ZIP (002 §2, §4-§5, §8); the shopper ZIP itself is getShopperZip/setShopperZip of @hearth/core
export { ChangeZip, type ChangeZipProps } from './change-zip/change-zip';
export { useChangeZip, type UseChangeZipOptions } from './change-zip/use-change-zip';
export { ChangeZipPropsSchema, type ChangeZipIslandProps } from './change-zip/props-schema';
export { zipValidation } from './change-zip/calls';

// quick-ship (002 §2, §4, §7-§8)
export { QuickShip, type QuickShipProps } from './quick-ship/quick-ship';
export { useQuickShip, type UseQuickShipOptions } from './quick-ship/use-quick-ship';
export { QuickShipPropsSchema, type QuickShipIslandProps } from './quick-ship/props-schema';
export { quickShip, quickShipAvailability } from './quick-ship/calls';

// shared
export type { ListsEnv } from './shared/env';

// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { LISTS_ENDPOINT_NAMES } from './endpoint-names';

// every shopper-visible string, section `lists` of the wording pages can change
export { LISTS_MESSAGES } from './messages';
