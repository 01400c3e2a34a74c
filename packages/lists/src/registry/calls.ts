/** The calls of the registry island [ref: registry#calls], by their `hearth-config` endpoints names (paths not shown). */
import { defineCall } from '@hearth/core';
import { AddToRegistryAnswer, RecommendationsAnswer, RegistryListAnswer } from './schema';

/** [ref: registry#calls]: add items to a registry, a list of {Sku, Quantity 1, GrId} (method not shown: POST). */
export const addToRegistry = defineCall({ name: 'addToRegistry', method: 'POST', answer: AddToRegistryAnswer });
/** [ref: registry#calls]: the registry list by sku: isLoggedIn, registryCount (GET ?sku). */
export const registryList = defineCall({ name: 'registryList', method: 'GET', answer: RegistryListAnswer });
/**
 * [ref: registry#calls]: recommendations for the registry confirmation (GET ?item={sku}). Its answer is not shown
 * in the spec: Hearth shows its `items`, and when it brings none follows the callback below.
 */
export const recommendations = defineCall({ name: 'recommendations', method: 'GET', answer: RecommendationsAnswer });
/**
 * [ref: registry#calls]: the recommendations' callback, GET /browse/widget/MainPi?item={sku} (`hearth-config`
 * endpoints `MainPi`, as the people-also-view widget): the product data of 'You May Also Want'
 * when the recommendations service answered none itself.
 */
export const recommendationsCallback = defineCall({
  name: 'MainPi',
  method: 'GET',
  path: '/browse/widget/MainPi',
  answer: RecommendationsAnswer,
});
