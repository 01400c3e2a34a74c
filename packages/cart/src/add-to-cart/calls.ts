/** The calls of add-to-cart (000 §7, 002 §7), by the spec's names. */
import { defineCall } from '@hearth/core';
import { AddItemAnswer, CustomConfirmationAnswer, MonogramAnswer, SkuPricingAnswer } from './call-schema';

/** 000 §7: POST the add-to-cart item list (also the add-ons of 002 §4). */
export const addItem = defineCall({ name: 'addItem', method: 'POST', answer: AddItemAnswer });
/** 000 §7: POST the monogram request of a personalized item. */
export const monogramConfirmation = defineCall({
  name: 'monogramConfirmation',
  method: 'POST',
  answer: MonogramAnswer,
});
/** 000 §4, §7: GET with sku and optionChoiceParameter; does the item need its terms accepted? */
export const customConfirmation = defineCall({
  name: 'customConfirmation',
  method: 'GET',
  answer: CustomConfirmationAnswer,
});
/** 000 §7: GET the price of the skus for a ZIP code. */
export const skuPricing = defineCall({
  name: 'skuPricing',
  method: 'GET',
  path: '/sku-pricing/get-sku-data',
  answer: SkuPricingAnswer,
});
