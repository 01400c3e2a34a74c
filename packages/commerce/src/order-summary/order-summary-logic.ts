import { formatCents, type Site } from '@hearth/core';

/**
 * An amount of the order summary (cents) [ref: commerce#limits]: formatted for the site, except that a zero or
 * absent amount shows the server's own word for it when it sends one ('FREE', 'Calculated at
 * checkout'), as the cart page and the checkout both do for shipping and tax.
 */
export function summaryAmount(
  cents: number | null | undefined,
  formatted: string | null | undefined,
  site: Site,
): string {
  if (typeof cents === 'number' && cents !== 0) return formatCents(cents, site);
  return formatted || formatCents(cents ?? 0, site);
}
