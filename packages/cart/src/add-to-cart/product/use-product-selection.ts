import { useSignalValue } from '@hearth/core';
import { useEffect, useMemo, useRef } from 'react';
import { productSelections } from '@hearth/commerce';
import { followSelection, SELECTION_WAIT_MS } from '../add-to-cart-logic';
import { loadSender } from '../lazy-popups';
import type { AddToCartItemInput } from '../schema';

/** Options of {@link useProductSelection}. */
export interface UseProductSelectionOptions {
  /** Where a configurator that never published is logged. */
  log: (message: string) => void;
  /** How long a click waits for a configurator still loading. @default SELECTION_WAIT_MS */
  waitMs?: number | undefined;
}

/**
 * Follows the selection a configurator on the page publishes for this item's product (core
 * product-selection) [ref: add-to-cart#rules]: the first item takes the configured sku and its
 * OptionChoiceParameter. At a click, `select()` answers the items to send, or `null` when nothing
 * may be sent:
 * - while an option has no choice it asks the configurator to show 'Select an option' (`null`);
 * - while the configurator has not published yet (its island not mounted, its options loading:
 *   pending-selection) it waits for it (at most `waitMs`), then applies the same rules; a
 *   configurator that fails or never publishes sends nothing (logged).
 * Without a configurator nothing changes.
 */
export function useProductSelection(
  items: readonly AddToCartItemInput[],
  { log, waitMs = SELECTION_WAIT_MS }: UseProductSelectionOptions,
) {
  const productSku = String(items[0]?.Sku ?? '');
  const selection = useSignalValue(productSelections())[productSku];
  const followed = useMemo(() => followSelection(items, selection), [items, selection]);
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    leaving.current = new AbortController();
    return () => leaving.current?.abort();
  }, []);

  return {
    items: followed,
    /**
     * The items to send now, or `null` when the add must not go (see the hook; pending-selection's
     * selectItems, which comes with the sending code that calls this).
     */
    select: async (): Promise<readonly AddToCartItemInput[] | null> =>
      (await loadSender()).selectItems({ items, waitMs, log, signal: leaving.current?.signal }),
  };
}
