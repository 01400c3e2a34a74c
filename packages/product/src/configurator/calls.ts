/** The calls of the configurator [ref: configurator#calls], by the spec's names. */
import { defineCall } from '@hearth/core';
import { string } from 'superstruct';
import {
  BrowseDto,
  FabricInfo,
  FilteredChoiceGroupsAnswer,
  QuickViewAnswer,
  SortFilterChoiceGroupsAnswer,
  SortFilterSelectionAnswer,
} from './data/schema';

/**
 * [ref: configurator#calls]: GET the special-order browse data (path not shown: `endpoints.specialOrderBrowseData`)
 * with `sku`, `sortType`, and once every option is chosen `choices` (JSON list) and
 * `outputCacheString`; answers the browse DTO.
 */
export const specialOrderBrowseData = defineCall({ name: 'specialOrderBrowseData', method: 'GET', answer: BrowseDto });

/** [ref: configurator#calls]: GET /quickView/details with `sku` and `oc`, or `choices`, `sku`, `oc`, `outputCacheString`. */
export const quickViewDetails = defineCall({
  name: 'quickViewDetails',
  method: 'GET',
  path: '/quickView/details',
  answer: QuickViewAnswer,
});

/** [ref: configurator#calls]: GET /browse/fabricinfopopup/GetFabricInfo with `sku` and `optionChoiceParameter`. */
export const getFabricInfo = defineCall({
  name: 'GetFabricInfo',
  method: 'GET',
  path: '/browse/fabricinfopopup/GetFabricInfo',
  answer: FabricInfo,
});

/** [ref: configurator#calls]: GET /api/special-order/filtered-choice-groups with `sku`, `optioncode`, `optiontype`, `{facetKey}=key1+key2`, `sort`. */
export const filteredChoiceGroups = defineCall({
  name: 'filteredChoiceGroups',
  method: 'GET',
  path: '/api/special-order/filtered-choice-groups',
  answer: FilteredChoiceGroupsAnswer,
});

/**
 * [ref: configurator#rules, #calls]: GET the sort/filter choice-group URL (path not shown:
 * `endpoints.sortFilterChoiceGroups`) with `choices` (the JSON list of selections the browse-data
 * call sends), `optionCode`, `sku` and `sortType`, on each change of a drawer's sort type; answers
 * the option's choice groups.
 */
export const sortFilterChoiceGroups = defineCall({
  name: 'sortFilterChoiceGroups',
  method: 'GET',
  answer: SortFilterChoiceGroupsAnswer,
});

/**
 * [ref: configurator#calls]: the sort/filter selection fetch of the delivery-time toggle (path and method not shown:
 * `endpoints.sortFilterSelection`, sent as a GET) with option code, sku, attribute id and `sorKey`; its answer
 * is not shown, and not read.
 */
export const sortFilterSelection = defineCall({
  name: 'sortFilterSelection',
  method: 'GET',
  answer: SortFilterSelectionAnswer,
});

/**
 * [ref: configurator#screens, #calls]: GET /browse/popup with `popupName`: a line-level message's popup content. The
 * server answers an HTML fragment (`answerFormat: 'text'`), shown only through `SanitizedHtml`.
 */
export const linePopup = defineCall({
  name: 'popup',
  method: 'GET',
  path: '/browse/popup',
  answer: string(),
  answerFormat: 'text',
});
