/** The quantity selector as a part of add-to-cart loaded on demand (island-parts.ts). */
export { QuantitySelector } from '@hearth/ui';
