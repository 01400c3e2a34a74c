import {
  announcedSelections,
  productSelections,
  requestProductSelection,
  type ProductSelection,
} from '@hearth/commerce';
import { followSelection, SELECTION_WAIT_MS } from '../add-to-cart-logic';
import { SELECTION_NEVER_CAME } from '../names';
import type { AddToCartItemInput } from '../schema';

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
 *
 * Only a click needs this: it loads with the sending code (add-to-cart-sender.ts re-exports
 * {@link selectItems}), not with the page.
 */

/** The islands that publish a product selection ([ref: script-tag#islands] names). */
export const SELECTION_PUBLISHERS = '[data-island="configurator"]';

export { SELECTION_WAIT_MS };

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
      // aborted: nothing, even a selection published since the last look (the island left)
      if (signal?.aborted) resolve(undefined);
      else if (selection || Date.now() >= until || !selectionPending(productSku, root)) resolve(selection);
      else setTimeout(look, 50);
    };
    look();
  });
}

/** What {@link selectItems} reads: the page's items and this island's wait. */
export interface Selecting {
  items: readonly AddToCartItemInput[];
  /** How long a click waits for a configurator still loading. */
  waitMs: number;
  /** Where a configurator that never published is logged. */
  log: (message: string) => void;
  /** Aborted when the island leaves the page. */
  signal: AbortSignal | undefined;
}

/**
 * The items to send at a click, or `null` when the add must not go [ref: add-to-cart#screens, #rules]: while an option
 * of the product's configurator has no choice, it asks the configurator to show 'Select an
 * option'; while the configurator has not published yet, it waits for it (at most `waitMs`),
 * then applies the same rules; a configurator that fails or never publishes sends nothing
 * (logged). Without a configurator, the items as they are.
 */
export async function selectItems({
  items,
  waitMs,
  log,
  signal,
}: Selecting): Promise<readonly AddToCartItemInput[] | null> {
  const productSku = String(items[0]?.Sku ?? '');
  let current = productSelections().peek()[productSku];
  if (!current && productSku && selectionPending(productSku)) {
    current = await whenProductSelection(productSku, { timeoutMs: waitMs, ...(signal && { signal }) });
    if (!current) {
      if (!signal?.aborted) log(`hearth: add-to-cart: ${SELECTION_NEVER_CAME} (${productSku})`);
      return null;
    }
  }
  if (current && !current.complete) {
    requestProductSelection(productSku);
    return null;
  }
  return followSelection(items, current);
}
