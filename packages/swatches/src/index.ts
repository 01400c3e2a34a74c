/**
 * @hearth/swatches: the swatch surfaces (000 §1-§3, 002 §2-§5, §7-§9): the swatch flyout, free
 * swatch ordering and the shop-by-fabric page. What npm users use: the components, their hooks and
 * props schemas, and the calls and rules the README documents; nothing else. The recent swatches
 * (002 §3, §5), which the configurator shares, are `@hearth/commerce`'s.
 */

// the browser pieces the hooks take (`env`)
export type { SwatchesEnv } from './shared/env';

// swatch-flyout (000 §1-§3)
export { SwatchFlyout, type SwatchFlyoutProps } from './swatch-flyout/swatch-flyout';
export { useSwatchFlyout, type UseSwatchFlyoutOptions } from './swatch-flyout/use-swatch-flyout';
export { SwatchFlyoutPropsSchema, type SwatchFlyoutIslandProps } from './swatch-flyout/props-schema';
export { recentSwatches } from './swatch-flyout/calls';

// swatch-order (002 §2, §4-§5, §7-§9)
export { SwatchOrder, type SwatchOrderProps } from './swatch-order/swatch-order';
export { useSwatchOrder, type UseSwatchOrderOptions } from './swatch-order/use-swatch-order';
export { useOrderForm, type UseOrderFormOptions } from './swatch-order/use-order-form';
export { SwatchOrderPropsSchema, type SwatchOrderIslandProps } from './swatch-order/props-schema';
export { OrderSwatchData } from './swatch-order/schema';
export { hashedPhone, orderSwatchData, swatchNlaCheck } from './swatch-order/calls';
export {
  registerAddressProvider,
  type AddressAutocomplete,
  type AddressPlace,
  type AttachOptions,
} from './swatch-order/address-autocomplete/autocomplete';
export { createGooglePlaces } from './swatch-order/address-autocomplete/google-places';

// shop-by-fabric (002 §2, §4, §7-§8)
export { ShopByFabric, type ShopByFabricProps } from './shop-by-fabric/shop-by-fabric';
export { useShopByFabric, type UseShopByFabricOptions } from './shop-by-fabric/use-shop-by-fabric';
export { ShopByFabricPropsSchema, type ShopByFabricIslandProps } from './shop-by-fabric/props-schema';
export { FilteredResults } from './shop-by-fabric/schema';

// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { SWATCHES_ENDPOINT_NAMES } from './endpoint-names';

// every shopper-visible string, section `swatches` of the wording pages can change
export { SWATCHES_MESSAGES } from './messages';
