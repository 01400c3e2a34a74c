import { announcedSelections, productSelections, type ProductSelection } from '@hearth/commerce';

/**
 * A configurator that has not published yet (an add to cart clicked before the
 * configurator island mounted, or while its options load). The add must not go without the
 * options: the add-to-cart island waits for the selection, then follows the configurator's rules.
 *
 * Two things tell that a selection is coming for a product:
 * - before the island mounts, its element: `[data-island="configurator"]` whose props name the
 *   product's `sku`, not marked `data-hearth-state="error"` (its chunk or props failed);
 * - once it mounts, the configurator itself (`announceProductSelection`) until it publishes, or
 *   withdraws (its data failed to load, or it left the page).
 */

/** The islands that publish a product selection ([ref: script-tag#islands] names). */
export const SELECTION_PUBLISHERS = '[data-island="configurator"]';

/** How long an add waits for a configurator that has not published (the skeleton timeout) [ref: add-to-cart#limits]. */
export const SELECTION_WAIT_MS = 10_000;

/**
 * The `sku` an island element's props name (`data-props`, else its props script), or '' (the
 * runtime's reader is not used here: it would pull the loader's props module into every page
 * that shows an add-to-cart).
 */
function skuOf(element: Element): string {
  const source =
    element.getAttribute('data-props') ??
    element.querySelector(':scope > script[type="application/json"][data-island-props]')?.textContent;
  try {
    const sku = source ? (JSON.parse(source) as Record<string, unknown> | null)?.['sku'] : undefined;
    return typeof sku === 'string' || typeof sku === 'number' ? String(sku) : '';
  } catch {
    return ''; // unreadable props: that island will not mount, so nothing is coming from it
  }
}

/** Whether an island element on the page that has not mounted yet will configure `productSku`. */
function publisherOnPage(productSku: string, root: ParentNode): boolean {
  for (const element of root.querySelectorAll(SELECTION_PUBLISHERS)) {
    const state = element.getAttribute('data-hearth-state');
    if (state !== 'mounted' && state !== 'error' && skuOf(element) === productSku) return true;
  }
  return false;
}

/**
 * Whether a configurator for `productSku` is on its way: nothing published yet, and either its
 * island is still to mount or it mounted and is loading its options.
 */
export function selectionPending(productSku: string, root: ParentNode | undefined = globalThis.document): boolean {
  if (productSelections().peek()[productSku]) return false;
  if (announcedSelections().peek()[productSku]) return true;
  return root ? publisherOnPage(productSku, root) : false;
}

/** Options of {@link whenProductSelection}. */
export interface WhenSelectionOptions {
  /** Give up after this long. @default SELECTION_WAIT_MS */
  timeoutMs?: number;
  /** Stop waiting (the island left). */
  signal?: AbortSignal;
  /** Where the configurator's element is. @default document */
  root?: ParentNode;
}

/**
 * The selection of `productSku` once its configurator publishes it; `undefined` when it stops
 * being on its way first (its chunk failed, its data failed, it left), after `timeoutMs`, or
 * when aborted. Looks every 50 ms (the page signals and the island's element).
 */
export function whenProductSelection(
  productSku: string,
  options: WhenSelectionOptions = {},
): Promise<ProductSelection | undefined> {
  const { timeoutMs = SELECTION_WAIT_MS, signal, root = globalThis.document } = options;
  const until = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const look = () => {
      const selection = productSelections().peek()[productSku];
      if (selection || signal?.aborted || Date.now() >= until || !selectionPending(productSku, root))
        resolve(selection);
      else setTimeout(look, 50);
    };
    look();
  });
}
