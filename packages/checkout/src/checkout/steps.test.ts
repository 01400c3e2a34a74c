import { describe, expect, it } from 'vitest';
import { CHECKOUT_CALLS } from './calls';
import { createCheckoutContext } from './checkout-context';
import { createCheckoutController, type CheckoutController } from './checkout-controller';
import { flowActions } from './flow-actions';
import { ISLAND_STEPS, routeOf } from './flow-logic';
import { PAYMENT_CALLS } from './payment-calls';
import { CHECKOUT_STEP_TABLE, islandStep } from './steps';
import { DEMO_ADDRESS, demoCheckoutData, NEW_CARD, seedLine, setupCheckoutServer, testEnv } from '../testing/checkout';

const log = setupCheckoutServer();
const CALLS = { ...CHECKOUT_CALLS, ...PAYMENT_CALLS };

/** Each step's 'Next' as the shopper presses it, and what the step needs before (a card to pay with). */
const PRESS_NEXT: Record<number, (controller: CheckoutController) => Promise<unknown>> = {
  1: (controller) => controller.saveNewAddress(DEMO_ADDRESS),
  2: (controller) => controller.saveAndContinue(),
  3: (controller) => controller.moveToReview(),
  4: (controller) => controller.placeOrder(),
};
const PREPARE: Record<number, (controller: CheckoutController) => Promise<unknown>> = {
  3: (controller) => controller.savePayment({ kind: 'new', card: NEW_CARD }),
};

describe('the step table [ref: checkout#screens]', () => {
  it('has a row for each step the island shows, in order, on its route', () => {
    expect(CHECKOUT_STEP_TABLE.map((row) => [row.step, row.route])).toEqual(
      ISLAND_STEPS.map((step) => [step, routeOf(step)]),
    );
    expect(islandStep(0)).toBeUndefined();
    expect(islandStep(5)).toBeUndefined();
    expect(islandStep(3)?.route).toBe('/checkout/paymentandbilling');
  });

  it("the controller is the flow's actions and each step's groups (a group shared by steps once), no name in two of them", () => {
    const controller = createCheckoutController(testEnv(), 1, demoCheckoutData());
    const ctx = createCheckoutContext(testEnv(), 1, demoCheckoutData());
    const groups = [flowActions, ...new Set(CHECKOUT_STEP_TABLE.flatMap((row) => row.actions))];
    const names = groups.flatMap((group) => Object.keys(group(ctx)));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(controller).sort()).toEqual(['store', 'altPayOffers', ...names].sort());
    expect(names).toEqual(
      expect.arrayContaining(['saveNewAddress', 'saveAndContinue', 'moveToReview', 'placeOrder', 'loadAccountRewards']),
    );
  });

  it("walked from Shipping: each step's 'Next' sends its calls (cart validation aside) and the flow stands on the next row; the last leaves for the confirmation", async () => {
    seedLine('200101');
    const env = testEnv({ href: () => 'https://shop.example/checkout/shipping' });
    const controller = createCheckoutController(env, 1, demoCheckoutData());
    for (const [index, row] of CHECKOUT_STEP_TABLE.entries()) {
      expect(controller.store.getState().step).toBe(row.step);
      await PREPARE[row.step]?.(controller);
      log.calls.length = 0;
      await PRESS_NEXT[row.step]!(controller);
      const sent = log.calls.map((call) => call.path).filter((path) => !/\/(ValidateCart|RefreshCheckout)$/.test(path));
      expect(sent, `step ${row.step}`).toEqual(row.next.map((name) => CALLS[name].path));
      const following = CHECKOUT_STEP_TABLE[index + 1];
      if (following) expect(env.pushRoute).toHaveBeenLastCalledWith(following.route);
    }
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=/));
  });
});
