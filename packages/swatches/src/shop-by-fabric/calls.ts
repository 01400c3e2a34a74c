/** The calls of the shop-by-fabric page (002 §7). */
import { defineCall } from '@hearth/core';
import { FilteredResults, NlaFabricsAnswer, RecentFabricsAnswer } from './schema';

export { getCardData } from '../swatch-flyout/calls';

/** 002 §7: the cards and facets of a filter, sort and page. */
export const getFilteredResults = defineCall({
  name: 'get-filtered-results',
  method: 'GET',
  path: '/free-swatches/get-filtered-results',
  answer: FilteredResults,
});
/** 002 §7: which of the given choiceCodes are no longer available. */
export const getNlaFabrics = defineCall({
  name: 'get-nla-fabrics',
  method: 'GET',
  path: '/free-swatches/get-nla-fabrics',
  answer: NlaFabricsAnswer,
});
/** 002 §7: the cards of the recently viewed choiceCodes. */
export const getRecentFabrics = defineCall({
  name: 'get-recent-fabrics',
  method: 'GET',
  path: '/free-swatches/get-recent-fabrics',
  answer: RecentFabricsAnswer,
});
