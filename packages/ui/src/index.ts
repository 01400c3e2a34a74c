/**
 * @hearth/ui: the primitives every Hearth surface shares. Each one owns its roles,
 * `aria-*` and `data-state`, so feature code cannot get accessibility wrong.
 */
export * from './button/index';
export * from './dialog/index';
export * from './flyout/index';
export * from './hover-card/index';
export * from './field/index';
export * from './skeleton/index';
export * from './quantity-selector/index';
export * from './utils/index';
export * from './sanitized-html/index';
export * from './lazy-part/index';
export * from './island-dialog/index';
export * from './data/index';
export * from './carousel/index';
export * from './tabs/index';
