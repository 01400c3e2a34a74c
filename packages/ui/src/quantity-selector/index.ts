export {
  acceptTypedQuantity,
  DEFAULT_BOUNDS,
  disabledButtons,
  normalizeQuantity,
  quantityOnBlur,
  QUANTITY_MAX,
  QUANTITY_MIN,
  stepQuantity,
  type QuantityBounds,
} from './quantity';
export { useQuantitySelector, type QuantitySelectorOptions } from './use-quantity-selector';
export { QuantitySelector, type QuantitySelectorProps } from './quantity-selector';
export { QuantitySelectorPropsSchema, type QuantitySelectorIslandProps } from './props-schema';
