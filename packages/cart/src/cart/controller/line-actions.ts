/** The cart lines' actions [ref: cart#rules]: remove, save for later, move to cart, quantity, ship method, donation. */
import type { CartCallName } from '../calls';
import type { ActionResult, GetState, RunAction } from './controller-types';

/** The cart page's actions on one line, and the donation. */
export function lineActions(run: RunAction, get: GetState) {
  const lineAction = (call: CartCallName) => (lineItemId: string | number) =>
    run(`${call}:${lineItemId}`, call, { lineItemId });
  return {
    /** [ref: cart#rules] cart actions. */
    removeItem: lineAction('removeItem'),
    saveForLater: lineAction('saveForLater'),
    removeInstallationService: lineAction('removeInstallationService'),
    removeItemFromSaveForLater: lineAction('removeItemFromSaveForLater'),
    moveToCart: lineAction('moveToCart'),
    updateItem: (lineItemId: string | number, quantity: number): Promise<ActionResult> =>
      run(`updateItem:${lineItemId}`, 'updateItem', { lineItemId, quantity }),
    /** [ref: cart#rules]: 1 ship, any other value pickup. */
    updateShipMethod: (lineItemId: string | number, shipMethod: number): Promise<ActionResult> =>
      run(`updateShipMethod:${lineItemId}`, 'updateShipMethod', { lineItemId, shipMethod }),
    donationAddToCart: (sku?: string | null): Promise<ActionResult> =>
      run('donationAddToCart', 'donationAddToCart', {
        sku: sku ?? get().cart?.configuration?.donationSku ?? undefined,
        quantity: 1,
      }),
  };
}
