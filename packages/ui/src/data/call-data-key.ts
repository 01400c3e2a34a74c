import type { CallDefinition, QueryValue } from '@hearth/core';

/** A read's query: what the client appends to the call's URL. */
export type CallDataQuery = Readonly<Record<string, QueryValue>>;

/** Orders a query's entries by name; an object's names are never equal, so no pair compares 0. */
// Stryker disable next-line EqualityOperator: an object's keys are never equal, so `<=` sorts the same
const byName = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : 1);

/**
 * The cache key of a read: the call's name and its path segments, then its query as the client
 * sends it (entries whose value is `null` or `undefined` are left out, the rest sorted by name),
 * then the JSON body of a read that is a POST. Two reads with the same key are the same request.
 *
 * @example callDataKey(skuPricing, { zipCode: '60062', 'skus[0].sku': '410100' })
 * // 'skuPricing?[["skus[0].sku","410100"],["zipCode","60062"]]'
 * callDataKey(quickShip, undefined, undefined, ['410100']) // 'quickShip/410100?[]'
 */
export function callDataKey(
  call: Pick<CallDefinition<unknown>, 'name'>,
  query?: CallDataQuery,
  body?: unknown,
  segments?: ReadonlyArray<string | number>,
): string {
  const entries = Object.entries(query ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(byName);
  const path = (segments ?? []).map((segment) => `/${encodeURIComponent(String(segment))}`).join('');
  const key = `${call.name}${path}?${JSON.stringify(entries)}`;
  return body === undefined ? key : `${key}${JSON.stringify(body)}`;
}
