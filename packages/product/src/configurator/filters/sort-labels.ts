/**
 * The type-1 sort toggle's labels [ref: configurator#rules]: shown by the filter panel alone, so they load with it
 * (filter-logic.ts is on the configurator's first load).
 */
import type { Filter } from '../data/schema';
import { productMessage } from '../../wording';
import { FILTER_TYPE } from './filter-logic';

/** The type-1 toggle's items, or the spec's two when the server sends none. */
export function sortLabels(filters: readonly Filter[]): string[] {
  const toggle = filters.find((f) => f.filterType === FILTER_TYPE.sort);
  const labels = toggle?.items.map((item) => item.label).filter(Boolean) ?? [];
  return labels.length > 0
    ? labels
    : [productMessage('sortDeliveryTime', 'Delivery Time'), productMessage('sortFabricType', 'Fabric Type')];
}
