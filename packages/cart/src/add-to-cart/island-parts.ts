import { lazyPart } from '@hearth/ui';
import type { AddToCartParts } from './add-to-cart-view';
import type { AddToCartIslandProps } from './props-schema';

/**
 * The parts of the script-tag island that only some props show: the personalization fields of a
 * monogrammed or personalized item, the quantity selector of `showQuantity`. Each is a chunk of
 * its own that a page loads only when its props need it, before the island first renders
 * (`prepare`), so a product page without them downloads neither (2.1 KB of the
 * add-to-cart page before, brotli).
 */
const Personalization = lazyPart(
  () => import('./personalization/personalization-fields').then((m) => m.PersonalizationFields),
  'PersonalizationFields',
);
const Quantity = lazyPart(() => import('./quantity-part').then((m) => m.QuantitySelector), 'QuantitySelector');

export const ISLAND_PARTS: AddToCartParts = {
  PersonalizationFields: Personalization.Component,
  QuantitySelector: Quantity.Component,
};

/** What the island's props need before it first renders; `undefined`: nothing. */
export function prepareParts(props: AddToCartIslandProps): Promise<unknown> | undefined {
  const loads = [props.personalization && Personalization.preload(), props.showQuantity && Quantity.preload()];
  return loads.some(Boolean) ? Promise.all(loads) : undefined;
}
