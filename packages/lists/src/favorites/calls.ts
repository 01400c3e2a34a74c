/** The calls of favorites [ref: favorites#calls], by the names of `hearth-config` endpoints (paths not shown). */
import { defineCall } from '@hearth/core';
import { FavoritesSkusAnswer, PopupData, RecapAnswer } from './schema';

/** [ref: favorites#calls]: GET the saved sku and option pairs, never from the HTTP cache (no-cache). */
export const favoritesSkus = defineCall({ name: 'favoritesSkus', method: 'GET', answer: FavoritesSkusAnswer });
/** [ref: favorites#calls]: POST {sku, optionChoiceParameter}: the 'Add This Item to a List' data. */
export const favoritesPopupData = defineCall({ name: 'favoritesPopupData', method: 'POST', answer: PopupData });
/** [ref: favorites#calls]: POST {sku, quantity, recapId, optionChoiceParameter}; the answer carries recapId. */
export const favoritesAddItem = defineCall({ name: 'favoritesAddItem', method: 'POST', answer: RecapAnswer });
/** [ref: favorites#calls]: POST {boardName, sku, quantity, optionChoiceParameter}; success when recapId is above 0. */
export const favoritesCreateBoard = defineCall({ name: 'favoritesCreateBoard', method: 'POST', answer: RecapAnswer });
