/**
 * @hearth/swatches: the swatch surfaces [ref: swatch-flyout]: the swatch flyout, free
 * swatch ordering and the shop-by-fabric page. What npm users use: the components, their hooks and
 * props schemas, and the calls and rules the README documents; nothing else. The recent swatches
 * [ref: swatches#data, #validation], which the configurator shares, are `@hearth/commerce`'s.
 */

// the browser pieces the hooks take (`env`)
export type { SwatchesEnv } from './shared/env';

// swatch-flyout [ref: swatch-flyout#overview, #screens, #data]
export { SwatchFlyout, type SwatchFlyoutProps } from './swatch-flyout/swatch-flyout';
export {
  useSwatchFlyout,
  type SwatchFlyoutResult,
  type UseSwatchFlyoutOptions,
} from './swatch-flyout/use-swatch-flyout';
export { SwatchFlyoutPropsSchema, type SwatchFlyoutIslandProps } from './swatch-flyout/props-schema';
export { recentSwatches } from './swatch-flyout/calls';

// swatch-order [ref: swatch-order]
export { SwatchOrder, type SwatchOrderProps } from './swatch-order/swatch-order';
export { useSwatchOrder, type UseSwatchOrderOptions } from './swatch-order/use-swatch-order';
export { useOrderForm, type OrderFormResult, type UseOrderFormOptions } from './swatch-order/use-order-form';
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

// shop-by-fabric [ref: shop-by-fabric]
export { ShopByFabric, type ShopByFabricProps } from './shop-by-fabric/shop-by-fabric';
export {
  useShopByFabric,
  type ShopByFabricResult,
  type UseShopByFabricOptions,
} from './shop-by-fabric/use-shop-by-fabric';
export { ShopByFabricPropsSchema, type ShopByFabricIslandProps } from './shop-by-fabric/props-schema';
export { FilteredResults } from './shop-by-fabric/schema';

// every shopper-visible string, section `swatches` of the wording pages can change
export { SWATCHES_MESSAGES } from './messages';
export { swatchesMessage } from './wording';
// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export { AdditionalDetails, CareInstructions, ChoiceImages, Code, SwatchChoice } from './shared/swatch-choice';
export { CardsDto, Facet, FacetAttribute } from './shop-by-fabric/schema';
export { RecentSwatchRecord } from './swatch-flyout/calls';
export { NlaCheckAnswer, OrderSwatchRecord, PhoneHashAnswer, SwatchAttribute } from './swatch-order/schema';
export type { OrderData, OrderSwatch } from './swatch-order/order-data-logic';
export type { OrderPrefill } from './swatch-order/order-form-logic';
export type { SwatchOrderFlowProps } from './swatch-order/swatch-order-flow';
export type { OrderSource } from './swatch-order/use-swatch-order';
// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { SWATCHES_ENDPOINT_NAMES } from './endpoint-names';
