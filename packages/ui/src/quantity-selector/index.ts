export * from './quantity';
export * from './use-quantity-selector';
export * from './quantity-selector';
export * from './props-schema';
