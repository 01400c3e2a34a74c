/** Pagination by page number [ref: shop-by-fabric#screens, #calls]. */

/** How many pages: totalRecords over the page size (at least 1). */
export function pageCount(totalRecords: number, pageSize: number): number {
  if (!(totalRecords > 0) || !(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(totalRecords / pageSize));
}

/**
 * The page size: the answer's `pageSize`, else the number of cards of a page that is not the last
 * (the first page's cards when it is all there is).
 */
export function pageSizeOf(
  answerPageSize: number | null | undefined,
  cards: number,
  page: number,
  showingCount: number | null | undefined,
): number {
  if (typeof answerPageSize === 'number' && answerPageSize > 0) return Math.floor(answerPageSize);
  // showingCount counts the cards up to this page: page × size on any page but the last.
  if (typeof showingCount === 'number' && showingCount > 0 && page > 1 && cards > 0 && showingCount > cards)
    return Math.round((showingCount - cards) / (page - 1));
  return Math.max(cards, 1);
}

/** The page numbers to show: the first, the last, and two either side of the current one, with gaps. */
export function pageItems(current: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total]);
  // Stryker disable next-line EqualityOperator: the first and the last page are in already, so the window's checks against 1 and `total` may be off by one (its bound `current + 2` is pinned by the tests)
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) items.push('gap');
    items.push(page);
  });
  return items;
}
