/**
 * What add-to-cart takes from the browser, passed in so tests and Storybook can swap it
 * ("Pass the environment in") [ref: architecture#conventions]: the parts of core's `BrowserEnv` it uses. Defaults are
 * looked up when used, never at import.
 */
import { browserEnv, pageLog, pageNavigate, pageSleep, type BrowserEnv } from '@hearth/core';

/**
 * The browser pieces add-to-cart uses: navigation (the terms redirect to the cart) [ref: add-to-cart#limits], a
 * wait (the 300 ms terms redirect), where failures go ('logged only') [ref: add-to-cart#errors].
 */
export interface AddToCartEnv extends Pick<BrowserEnv, 'navigate' | 'sleep' | 'log'> {
  /**
   * The quantity in the page's own quantity field (a `quantity-selector` island or a legacy
   * input) matched by `selector`: the element itself or the first input inside it.
   * @default reads `document`
   */
  readQuantity: (selector: string) => number | undefined;
}

/** A quantity typed in a field: a whole number from 1 to 99 [ref: add-to-cart#limits], else `undefined`. */
export function parseQuantity(value: string | null | undefined): number | undefined {
  const quantity = Number((value ?? '').trim());
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= 99 ? quantity : undefined;
}

function readQuantityFromDocument(selector: string): number | undefined {
  if (typeof document === 'undefined') return undefined;
  let element: Element | null = null;
  try {
    element = document.querySelector(selector);
  } catch {
    return undefined; // an invalid selector from the page: use the island's own quantity
  }
  const input = element instanceof HTMLInputElement ? element : element?.querySelector('input');
  return parseQuantity(input?.value);
}

/** `partial` completed with the browser defaults. */
export function addToCartEnv(partial: Partial<AddToCartEnv> = {}): AddToCartEnv {
  return browserEnv<AddToCartEnv>(
    { navigate: pageNavigate, sleep: pageSleep, log: pageLog, readQuantity: readQuantityFromDocument },
    partial,
  );
}
