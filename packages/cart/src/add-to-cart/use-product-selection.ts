import { useSignalValue } from '@hearth/core';
import { useEffect, useMemo, useRef } from 'react';
import { productSelections, requestProductSelection, type ProductSelection } from '@hearth/commerce';
import { SELECTION_NEVER_CAME } from './messages';
import { SELECTION_WAIT_MS, selectionPending, whenProductSelection } from './pending-selection';
import type { AddToCartItemInput } from './schema';

/** The items with the first one configured by `selection` (its sku and OptionChoiceParameter). */
function follow(
  items: readonly AddToCartItemInput[],
  selection: ProductSelection | undefined,
): readonly AddToCartItemInput[] {
  if (!selection || items.length === 0) return items;
  const [first, ...rest] = items;
  return [
    { ...first!, Sku: selection.sku || first!.Sku, OptionChoiceParameter: selection.optionChoiceParameter },
    ...rest,
  ];
}

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
  const followed = useMemo(() => follow(items, selection), [items, selection]);
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    leaving.current = new AbortController();
    return () => leaving.current?.abort();
  }, []);

  return {
    items: followed,
    /** The items to send now, or `null` when the add must not go (see the hook). */
    select: async (): Promise<readonly AddToCartItemInput[] | null> => {
      let current = productSelections().peek()[productSku];
      if (!current && productSku && selectionPending(productSku)) {
        current = await whenProductSelection(productSku, {
          timeoutMs: waitMs,
          ...(leaving.current && { signal: leaving.current.signal }),
        });
        if (!current) {
          if (!leaving.current?.signal.aborted) log(`hearth: add-to-cart: ${SELECTION_NEVER_CAME} (${productSku})`);
          return null;
        }
      }
      if (current && !current.complete) {
        requestProductSelection(productSku);
        return null;
      }
      return follow(items, current);
    },
  };
}
