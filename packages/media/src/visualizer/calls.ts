/** The calls of the visualizer [ref: visualizer#calls], by the spec's names; paths from config. */
import { defineCall } from '@hearth/core';
import { AddAllAnswer, ProductInfoAnswer } from './schema';

/** [ref: visualizer#calls]: visualizer product info, a list of skus and the zip (POST {skus, zip}). */
export const visualizerProductInfo = defineCall({
  name: 'visualizerProductInfo',
  method: 'POST',
  answer: ProductInfoAnswer,
});
/**
 * [ref: visualizer#calls]: the add-item call, for 'add all' (the add-to-cart item list). Declared here too, by
 * the same name and endpoint, rather than imported: features do not import each other.
 */
export const addItem = defineCall({ name: 'addItem', method: 'POST', answer: AddAllAnswer });
