import { productSelections, requestProductSelection, useSignalValue } from '@hearth/core';
import { useMemo } from 'react';
import type { AddToCartItemInput } from './schema';

/**
 * Follows the selection a configurator on the page publishes for this item's product (core
 * product-selection, 002 §4): the first item takes the configured sku and its
 * OptionChoiceParameter; while an option has no choice, `refuse()` asks the configurator to show
 * 'Select an option' and the add is not sent. Without a configurator nothing changes.
 */
export function useProductSelection(items: readonly AddToCartItemInput[]) {
  const productSku = String(items[0]?.Sku ?? '');
  const selection = useSignalValue(productSelections())[productSku];
  const followed = useMemo(() => {
    if (!selection || items.length === 0) return items;
    const [first, ...rest] = items;
    return [{ ...first!, Sku: selection.sku || first!.Sku, OptionChoiceParameter: selection.optionChoiceParameter }, ...rest];
  }, [items, selection]);
  return {
    items: followed,
    /** `true` when the add must wait for the configurator (and the configurator was asked). */
    refuse: (): boolean => {
      if (!selection || selection.complete) return false;
      requestProductSelection(productSku);
      return true;
    },
  };
}
