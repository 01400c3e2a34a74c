/** The calls of the registry island (002 §7), by their `hearth-config` endpoints names (paths not shown). */
import { defineCall } from '@hearth/core';
import { AddToRegistryAnswer, RecommendationsAnswer, RegistryListAnswer } from './schema';

/** 002 §7: add items to a registry, a list of {Sku, Quantity 1, GrId} (method not shown: POST). */
export const addToRegistry = defineCall({ name: 'addToRegistry', method: 'POST', answer: AddToRegistryAnswer });
/** 002 §7: the registry list by sku: isLoggedIn, registryCount (GET ?sku). */
export const registryList = defineCall({ name: 'registryList', method: 'GET', answer: RegistryListAnswer });
/** 002 §7: recommendations for the registry confirmation (GET ?item={sku}). */
export const recommendations = defineCall({ name: 'recommendations', method: 'GET', answer: RecommendationsAnswer });
