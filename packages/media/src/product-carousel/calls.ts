/** The calls of the product carousels [ref: product-carousel#calls], by the spec's names. */
import { defineCall, type CallDefinition } from '@hearth/core';
import { CarouselAnswer, RegistryAddAnswer } from './schema';

/** [ref: product-carousel#calls]: people-also-view widget, GET /browse/widget/MainPi?item={lastSku}. */
export const mainPi = defineCall({
  name: 'MainPi',
  method: 'GET',
  path: '/browse/widget/MainPi',
  answer: CarouselAnswer,
});
/** [ref: product-carousel#calls]: recently viewed, GET ?isNewLayout=true|false (path from config). */
export const recentlyViewed = defineCall({ name: 'recentlyViewed', method: 'GET', answer: CarouselAnswer });
/** [ref: product-carousel#calls]: recently viewed update, POST {sku, familyId, optionChoiceParameter} (answer not shown). */
export const recentlyViewedUpdate = defineCall({ name: 'recentlyViewedUpdate', method: 'POST' });
/** [ref: product-carousel#calls]: add item to registry, a list of {Sku, Quantity 1, GrId} (method not shown: POST). */
export const addToRegistry = defineCall({ name: 'addToRegistry', method: 'POST', answer: RegistryAddAnswer });

/** The people-also-view call at a cross-sell URL the page gives [ref: product-carousel#calls], same answer. */
export function crossSellCall(url: string): CallDefinition<CarouselAnswer> {
  return { ...mainPi, name: url };
}
