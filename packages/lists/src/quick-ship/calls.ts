/** The call of the quick-ship panel (002 §7), by its `hearth-config` endpoints name (path not shown). */
import { defineCall } from '@hearth/core';
import { QuickShipAnswer } from './schema';

/** 002 §7: GET the quick-ship data URL plus `/{sku}` (no payload). */
export const quickShip = defineCall({ name: 'quickShip', method: 'GET', answer: QuickShipAnswer });
