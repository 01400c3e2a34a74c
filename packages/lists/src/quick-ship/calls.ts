/** The call of the quick-ship panel (002 §7), by its `hearth-config` endpoints name (path not shown). */
import { defineCall } from '@hearth/core';
import { QuickShipAnswer, QuickShipAvailabilityAnswer } from './schema';

/** 002 §7: GET the quick-ship data URL plus `/{sku}` (no payload). */
export const quickShip = defineCall({ name: 'quickShip', method: 'GET', answer: QuickShipAnswer });
/** 002 §7: the quick-ship availability lookup by sku, GET `?sku` (the rollup's default sku when rolled up; path not shown). */
export const quickShipAvailability = defineCall({
  name: 'quickShipAvailability',
  method: 'GET',
  answer: QuickShipAvailabilityAnswer,
});
