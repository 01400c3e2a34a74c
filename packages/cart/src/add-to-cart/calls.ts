/** The calls of add-to-cart [ref: add-to-cart#calls], by the spec's names. */
import { defineCall } from '@hearth/core';
import { AddItemAnswer, CustomConfirmationAnswer, MonogramAnswer, SkuPricingAnswer } from './call-schema';

/** [ref: add-to-cart#calls]: POST the add-to-cart item list (also the add-ons of [ref: add-to-cart#rules]). */
export const addItem = defineCall({ name: 'addItem', method: 'POST', answer: AddItemAnswer });
/** [ref: add-to-cart#calls]: POST the monogram request of a personalized item. */
export const monogramConfirmation = defineCall({
  name: 'monogramConfirmation',
  method: 'POST',
  answer: MonogramAnswer,
});
/** [ref: add-to-cart#rules, #calls]: GET with sku and optionChoiceParameter; does the item need its terms accepted? */
export const customConfirmation = defineCall({
  name: 'customConfirmation',
  method: 'GET',
  answer: CustomConfirmationAnswer,
});
/** [ref: add-to-cart#calls]: GET the price of the skus for a ZIP code. */
export const skuPricing = defineCall({
  name: 'skuPricing',
  method: 'GET',
  path: '/sku-pricing/get-sku-data',
  answer: SkuPricingAnswer,
});
