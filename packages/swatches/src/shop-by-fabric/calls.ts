/** The calls of the shop-by-fabric page [ref: shop-by-fabric#calls]. */
import { defineCall } from '@hearth/core';
import { FilteredResults, NlaFabricsAnswer, RecentFabricsAnswer } from './schema';

export { getCardData } from '../swatch-flyout/calls';

/** [ref: shop-by-fabric#calls]: the cards and facets of a filter, sort and page. */
export const getFilteredResults = defineCall({
  name: 'get-filtered-results',
  method: 'GET',
  path: '/free-swatches/get-filtered-results',
  answer: FilteredResults,
});
/** [ref: shop-by-fabric#calls]: which of the given choiceCodes are no longer available. */
export const getNlaFabrics = defineCall({
  name: 'get-nla-fabrics',
  method: 'GET',
  path: '/free-swatches/get-nla-fabrics',
  answer: NlaFabricsAnswer,
});
/** [ref: shop-by-fabric#calls]: the cards of the recently viewed choiceCodes. */
export const getRecentFabrics = defineCall({
  name: 'get-recent-fabrics',
  method: 'GET',
  path: '/free-swatches/get-recent-fabrics',
  answer: RecentFabricsAnswer,
});
