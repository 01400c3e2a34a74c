/** The call of the quick-ship panel [ref: quick-ship#calls], by its `hearth-config` endpoints name (path not shown). */
import { defineCall } from '@hearth/core';
import { QuickShipAnswer, QuickShipAvailabilityAnswer } from './schema';

/** [ref: quick-ship#calls]: GET the quick-ship data URL plus `/{sku}` (no payload). */
export const quickShip = defineCall({ name: 'quickShip', method: 'GET', answer: QuickShipAnswer });
/** [ref: quick-ship#calls]: the quick-ship availability lookup by sku, GET `?sku` (the rollup's default sku when rolled up; path not shown). */
export const quickShipAvailability = defineCall({
  name: 'quickShipAvailability',
  method: 'GET',
  answer: QuickShipAvailabilityAnswer,
});
