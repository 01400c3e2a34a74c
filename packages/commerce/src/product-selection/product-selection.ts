/**
 * How a configurator and an add-to-cart island on the same page cooperate without importing
 * each other ([ref: commerce#rules] "add to cart from the configurator"): the configurator publishes the
 * shopper's selection for its product; an add-to-cart island whose first item has that product's
 * sku follows it (sends the configured sku and its OptionChoiceParameter) and, when a click comes
 * while an option has no choice, asks for the selection instead of adding.
 *
 * Both halves are page events as well, so legacy page script can take part:
 *
 * - `hearth:product-selection` on `document` after every change, detail {@link ProductSelection};
 * - `hearth:selection-required` on `document` when an add is refused, detail `{ productSku }`:
 *   the configurator shows 'Select an option' on every option without a choice.
 */
import { dictionary, PRODUCT_SELECTION_EVENT, sharedSignal, withEntry } from '@hearth/core';

/** Dispatched when an add-to-cart is refused because an option has no choice yet. */
export const SELECTION_REQUIRED_EVENT = 'hearth:selection-required';

/** The shopper's selection of a configurable product, as a configurator publishes it. */
export interface ProductSelection {
  /** The product the configurator configures (the page's sku, the add-to-cart item's `Sku`). */
  productSku: string;
  /** The sku to add: the configured one once the server named it, else `productSku`. */
  sku: string;
  /** The selections as optionCode,choiceCode pairs joined by '_' ([ref: commerce#data] OptionChoiceParameter). */
  optionChoiceParameter: string;
  /** Every option has a choice: the item can be added. */
  complete: boolean;
}

/** Detail of `hearth:selection-required`. */
export interface SelectionRequiredDetail {
  productSku: string;
}

/** Whether an event detail is a usable {@link ProductSelection} (legacy script may send one). */
export function isProductSelection(value: unknown): value is ProductSelection {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['productSku'] === 'string' &&
    v['productSku'] !== '' &&
    typeof v['sku'] === 'string' &&
    typeof v['optionChoiceParameter'] === 'string' &&
    typeof v['complete'] === 'boolean'
  );
}

/**
 * The page's selections by product sku (one signal per page, shared by every island chunk). It
 * also follows `hearth:product-selection` events that page script dispatches itself.
 */
export function productSelections() {
  return sharedSignal<Record<string, ProductSelection>>(
    'productSelections',
    () => dictionary(),
    (created) => {
      if (typeof document === 'undefined') return;
      document.addEventListener(PRODUCT_SELECTION_EVENT, (event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        if (!isProductSelection(detail) || created.peek()[detail.productSku] === detail) return;
        const { productSku, sku, optionChoiceParameter, complete } = detail;
        created.value = withEntry(created.peek(), productSku, { productSku, sku, optionChoiceParameter, complete });
      });
    },
  );
}

/** The published selection of `productSku`, if a configurator on the page configures it. */
export function getProductSelection(productSku: string): ProductSelection | undefined {
  return productSelections().peek()[productSku];
}

/**
 * Products whose configurator has mounted but not published yet (its options are loading): an
 * add-to-cart island waits for them (its pending-selection).
 */
export function announcedSelections() {
  return sharedSignal<Record<string, true>>('productSelectionsAnnounced', () => dictionary());
}

const settle = (productSku: string) => {
  const announced = announcedSelections();
  if (productSku in announced.peek())
    announced.value = dictionary(Object.entries(announced.peek()).filter(([key]) => key !== productSku));
};

/** The configurator of `productSku` has mounted and is loading its options: adds wait for its selection. */
export function announceProductSelection(productSku: string): void {
  const announced = announcedSelections();
  if (!announced.peek()[productSku]) announced.value = withEntry(announced.peek(), productSku, true as const);
}

/** Publishes a selection (the configurator, after each change): the signal, then the page event. */
export function publishProductSelection(selection: ProductSelection): void {
  const selections = productSelections();
  selections.value = withEntry(selections.peek(), selection.productSku, selection);
  // after the selection is in: whoever waits sees it, not an end of the wait
  settle(selection.productSku);
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<ProductSelection>(PRODUCT_SELECTION_EVENT, { detail: selection }));
}

/** Forgets the selection of `productSku` (its configurator left the page, or could not load its options): adds stop waiting for it. */
export function withdrawProductSelection(productSku: string): void {
  settle(productSku);
  const selections = productSelections();
  if (!(productSku in selections.peek())) return;
  const next = dictionary(Object.entries(selections.peek()).filter(([key]) => key !== productSku));
  selections.value = next;
}

/** Asks the configurator of `productSku` to show what is missing (an add was refused). */
export function requestProductSelection(productSku: string): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(
    new CustomEvent<SelectionRequiredDetail>(SELECTION_REQUIRED_EVENT, { detail: { productSku } }),
  );
}

/**
 * Calls `handler` when an add of `productSku` is refused for a missing choice.
 * @returns a function that removes the listener.
 */
export function onSelectionRequired(productSku: string, handler: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Partial<SelectionRequiredDetail> | null>).detail;
    if (detail?.productSku === productSku) handler();
  };
  document.addEventListener(SELECTION_REQUIRED_EVENT, listener);
  return () => document.removeEventListener(SELECTION_REQUIRED_EVENT, listener);
}
