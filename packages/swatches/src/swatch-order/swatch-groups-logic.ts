/**
 * [ref: swatch-order#screens] swatch groups of the order modal: on the second brand, custom fabrics by price group
 * ('price group {code}') under 'Custom Fabric' and stock fabrics under 'Stock Fabric'; on the main
 * brand (and kids), fabrics grouped by name under 'Featured Fabric'; on both, 'Recently Viewed
 * Custom Fabric' (6 at most) [ref: swatch-order#validation] and 'Temporarily Unavailable Swatches'.
 */
import type { Brand } from '@hearth/core';
import { formatMessage } from '@hearth/core';
import { swatchesMessage } from '../wording';
import type { OrderSwatch } from './order-data-logic';

/** [ref: swatch-order#validation]: recently viewed swatches in the order modal, at most 6. */
export const ORDER_RECENT_MAX = 6;

/** A part of a group: a price group, a fabric name, or the whole group (no title). */
export interface SwatchSubgroup {
  key: string;
  title: string | undefined;
  swatches: OrderSwatch[];
}

/** A group of the order modal. */
export interface SwatchGroup {
  key: 'recent' | 'custom' | 'stock' | 'featured' | 'unavailable';
  title: string;
  subgroups: SwatchSubgroup[];
}

function bucket(
  swatches: OrderSwatch[],
  keyOf: (swatch: OrderSwatch) => string,
  titleOf: (key: string) => string | undefined,
): SwatchSubgroup[] {
  const map = new Map<string, OrderSwatch[]>();
  for (const swatch of swatches) {
    const key = keyOf(swatch);
    map.set(key, [...(map.get(key) ?? []), swatch]);
  }
  return [...map].map(([key, list]) => ({ key, title: titleOf(key), swatches: list }));
}

/**
 * The groups, in the order shown: recently viewed custom fabrics (available ones, most recent
 * first), the brand's groups of available swatches, then the unavailable ones. Empty groups are
 * left out. Price groups are sorted by code; fabric names keep the server's order.
 */
export function groupOrderSwatches(
  swatches: readonly OrderSwatch[],
  brand: Brand,
  recentCodes: readonly string[] = [],
): SwatchGroup[] {
  const available = swatches.filter((swatch) => swatch.inStock);
  const byCode = new Map(available.map((swatch) => [swatch.code, swatch]));
  const recent = [...new Set(recentCodes)]
    .map((code) => byCode.get(code))
    .filter((swatch): swatch is OrderSwatch => Boolean(swatch && !swatch.isStock))
    .slice(0, ORDER_RECENT_MAX);
  const groups: SwatchGroup[] = [];
  const push = (key: SwatchGroup['key'], title: string, subgroups: SwatchSubgroup[]) => {
    const kept = subgroups.filter((subgroup) => subgroup.swatches.length > 0);
    if (kept.length > 0) groups.push({ key, title, subgroups: kept });
  };
  push('recent', swatchesMessage('recentlyViewedCustomFabric', 'Recently Viewed Custom Fabric'), [
    { key: 'recent', title: undefined, swatches: recent },
  ]);
  if (brand === 'cb2') {
    const custom = bucket(
      available.filter((swatch) => !swatch.isStock),
      (swatch) => swatch.priceGroupCode,
      (code) => formatMessage(swatchesMessage('priceGroup', 'price group {code}'), { code }),
    );
    push(
      'custom',
      swatchesMessage('customFabric', 'Custom Fabric'),
      custom.sort((a, b) => a.key.localeCompare(b.key)),
    );
    push('stock', swatchesMessage('stockFabric', 'Stock Fabric'), [
      { key: 'stock', title: undefined, swatches: available.filter((swatch) => swatch.isStock) },
    ]);
  } else {
    push(
      'featured',
      swatchesMessage('featuredFabric', 'Featured Fabric'),
      bucket(
        available,
        (swatch) => swatch.fabricName,
        (name) => name || undefined,
      ),
    );
  }
  push('unavailable', swatchesMessage('temporarilyUnavailable', 'Temporarily Unavailable Swatches'), [
    { key: 'unavailable', title: undefined, swatches: swatches.filter((swatch) => !swatch.inStock) },
  ]);
  return groups;
}
