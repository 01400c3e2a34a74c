/**
 * @hearth/swatches: the swatch surfaces (000 §1-§3, 002 §2-§5, §7-§9): the swatch flyout, free
 * swatch ordering, the shop-by-fabric page, and the recent and added swatches they share. What
 * npm users use: the components, their hooks, the props and data schemas, the calls, the
 * page-wide state, and the documented pure functions. Everything else stays inside. The recent
 * swatches (002 §3, §5), which the configurator shares, are `@hearth/commerce`'s.
 */

// added swatches (002 §4: cookie addedCartSwatches, 7 days)
export { getAddedSwatches, readAddedSwatches, setAddedSwatches, toggleCode } from './shared/added-swatches';
export { SwatchChoice, isSwatchInStock, swatchName, swatchPrice } from './shared/swatch-choice';
export { swatchesEnv, type SwatchesEnv } from './shared/env';

// swatch-flyout (000 §1-§3)
export { SwatchFlyout, type SwatchFlyoutProps } from './swatch-flyout/swatch-flyout';
export { useSwatchFlyout, type UseSwatchFlyoutOptions } from './swatch-flyout/use-swatch-flyout';
export { SwatchFlyoutPropsSchema, type SwatchFlyoutIslandProps } from './swatch-flyout/props-schema';
export { getCardData, recentSwatches } from './swatch-flyout/calls';

// swatch-order (002 §2, §4-§5, §7-§9)
export { SwatchOrder, type SwatchOrderProps } from './swatch-order/swatch-order';
export { useSwatchOrder, type OrderSource, type UseSwatchOrderOptions } from './swatch-order/use-swatch-order';
export { useOrderForm, type UseOrderFormOptions } from './swatch-order/use-order-form';
export { SwatchOrderPropsSchema, type SwatchOrderIslandProps } from './swatch-order/props-schema';
export { OrderAnswer, OrderSwatchData } from './swatch-order/schema';
export { getEmailHashed, hashedPhone, orderFreeSwatchesSubmit, orderSwatchData, swatchNlaCheck } from './swatch-order/calls';
export { readOrderData, type OrderData, type OrderSwatch } from './swatch-order/order-data-logic';
export { groupOrderSwatches, type SwatchGroup } from './swatch-order/swatch-groups-logic';
export { orderRequest, type OrderFormValues, type OrderRequest } from './swatch-order/order-form-logic';
export { readOrderAnswer, thankYouText, type OrderOutcome } from './swatch-order/submit-logic';
export type { AddressAutocomplete, AddressPlace } from './swatch-order/address-autocomplete/autocomplete';
export { createGooglePlaces } from './swatch-order/address-autocomplete/google-places';

// shop-by-fabric (002 §2, §4, §7-§8)
export { ShopByFabric, type ShopByFabricProps } from './shop-by-fabric/shop-by-fabric';
export { useShopByFabric, type UseShopByFabricOptions } from './shop-by-fabric/use-shop-by-fabric';
export { ShopByFabricPropsSchema, type ShopByFabricIslandProps } from './shop-by-fabric/props-schema';
export { Facet, FilteredResults } from './shop-by-fabric/schema';
export { getFilteredResults, getNlaFabrics, getRecentFabrics } from './shop-by-fabric/calls';
export { filtersToSearch, readFilters, type SwatchFilters } from './shop-by-fabric/filters-logic';
