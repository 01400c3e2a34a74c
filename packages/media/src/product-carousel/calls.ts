/** The calls of the product carousels (002 §7), by the spec's names. */
import { defineCall, type CallDefinition } from '@hearth/core';
import { CarouselAnswer, RegistryAddAnswer } from './schema';

/** 002 §7: people-also-view widget, GET /browse/widget/MainPi?item={lastSku}. */
export const mainPi = defineCall({
  name: 'MainPi',
  method: 'GET',
  path: '/browse/widget/MainPi',
  answer: CarouselAnswer,
});
/** 002 §7: recently viewed, GET ?isNewLayout=true|false (path from config). */
export const recentlyViewed = defineCall({ name: 'recentlyViewed', method: 'GET', answer: CarouselAnswer });
/** 002 §7: recently viewed update, POST {sku, familyId, optionChoiceParameter} (answer not shown). */
export const recentlyViewedUpdate = defineCall({ name: 'recentlyViewedUpdate', method: 'POST' });
/** 002 §7: add item to registry, a list of {Sku, Quantity 1, GrId} (method not shown: POST). */
export const addToRegistry = defineCall({ name: 'addToRegistry', method: 'POST', answer: RegistryAddAnswer });

/** The people-also-view call at a cross-sell URL the page gives (002 §7), same answer. */
export function crossSellCall(url: string): CallDefinition<CarouselAnswer> {
  return { ...mainPi, name: url };
}
