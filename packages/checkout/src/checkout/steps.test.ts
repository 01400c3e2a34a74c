import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHECKOUT_CALLS } from './calls';
import { createCheckoutContext } from './checkout-context';
import type { CheckoutActions, CheckoutController } from './checkout-controller';
import { createCheckoutController } from './create-checkout-controller';
import { flowActions } from './flow-actions';
import { CHECKOUT_STEPS, routeOf, type StepName } from './flow-logic';
import { PAYMENT_CALLS } from './payment-calls';
import { CHECKOUT_STEP_TABLE, islandStep, type STEP_TABLE_ROWS } from './steps';
import {
  DEMO_ADDRESS,
  demoCheckoutData,
  NEW_CARD,
  seedLine,
  setupCheckoutServer,
  testController,
  testEnv,
} from '../testing/checkout';

const log = setupCheckoutServer();
const CALLS = { ...CHECKOUT_CALLS, ...PAYMENT_CALLS };

/** A step the island shows. */
type IslandStepName = (typeof STEP_TABLE_ROWS)[number]['name'];

/**
 * The calls each step's 'Next' sends [ref: checkout#rules, #calls]: what saves or checks the step, then the move
 * onto the next one (each move validates the cart first: ValidateCart). Shipping's is for a new
 * address: a saved one is sent by SaveMultiShipping, an accepted suggestion by ValidateAndSaveAddress.
 */
const NEXT_CALLS: Record<IslandStepName, readonly (keyof typeof CALLS)[]> = {
  shipping: ['saveShippingAddress', 'moveToShippingAndGiftOptions'],
  shippingAndGiftOptions: ['saveShippingAndGiftOptions', 'moveToPaymentPage'],
  payment: ['verifyPromoCode', 'moveToReviewPage'],
  review: ['placeOrder'],
};

/** Each step's 'Next' as the shopper presses it, and what the step needs before (a card to pay with). */
const PRESS_NEXT: Record<IslandStepName, (controller: CheckoutController) => Promise<unknown>> = {
  shipping: (controller) => controller.saveNewAddress(DEMO_ADDRESS),
  shippingAndGiftOptions: (controller) => controller.saveAndContinue(),
  payment: (controller) => controller.moveToReview(),
  review: (controller) => controller.placeOrder(),
};
const PREPARE: Partial<Record<StepName, (controller: CheckoutController) => Promise<unknown>>> = {
  payment: (controller) => controller.savePayment({ kind: 'new', card: NEW_CARD }),
};

/** What the actions of a union of groups add up to. */
type Together<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;
type TableActions = ReturnType<typeof flowActions> &
  Together<ReturnType<(typeof STEP_TABLE_ROWS)[number]['actions'][number]>>;

describe('the step table [ref: checkout#screens]', () => {
  it('has a row for each step the island shows, in the order of the flow, between the cart and the confirmation', () => {
    const names = CHECKOUT_STEP_TABLE.map((row) => row.name);
    expect(names).toEqual(['shipping', 'shippingAndGiftOptions', 'payment', 'review']);
    const order = CHECKOUT_STEPS.map((step) => step.name);
    expect(names.map((name) => order.indexOf(name))).toEqual([...names.map((name) => order.indexOf(name))].sort());
    expect(islandStep('cart')).toBeUndefined();
    expect(islandStep('confirmation')).toBeUndefined();
    expect(islandStep('payment')?.Component).toBeTypeOf('function');
  });

  it("its groups give every action of the controller's type, and no other (a type check)", () => {
    expectTypeOf<TableActions>().toEqualTypeOf<CheckoutActions>();
  });

  it("the controller is the flow's actions and each step's groups (a group shared by steps once), no name in two of them", () => {
    const controller = testController(testEnv(), 'shipping');
    const flow = { steps: CHECKOUT_STEP_TABLE.map((row) => row.name), routing: 'path', basePath: '/checkout' } as const;
    const ctx = createCheckoutContext(testEnv(), flow, 'shipping', demoCheckoutData());
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
    const controller = testController(env, 'shipping');
    for (const [index, row] of CHECKOUT_STEP_TABLE.entries()) {
      expect(controller.store.getState().step).toBe(row.name);
      await PREPARE[row.name]?.(controller);
      log.calls.length = 0;
      await PRESS_NEXT[row.name as IslandStepName](controller);
      const sent = log.calls.map((call) => call.path).filter((path) => !/\/(ValidateCart|RefreshCheckout)$/.test(path));
      expect(sent, row.name).toEqual(NEXT_CALLS[row.name as IslandStepName].map((name) => CALLS[name].path));
      const following = CHECKOUT_STEP_TABLE[index + 1];
      if (following) expect(env.pushRoute).toHaveBeenLastCalledWith(routeOf(following.name));
    }
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=/));
  });

  it('a controller over a table of its own has those steps only: Back and a redirect stay within them', () => {
    const env = testEnv({ href: () => 'https://shop.example/checkout/paymentandbilling' });
    const rows = CHECKOUT_STEP_TABLE.filter((row) => row.name !== 'shippingAndGiftOptions');
    const controller = createCheckoutController(env, { steps: rows, step: 'payment', data: demoCheckoutData() });
    controller.back();
    expect(controller.store.getState().step).toBe('shipping');
    expect(env.pushRoute).toHaveBeenLastCalledWith('/checkout/shipping');
    controller.syncToPath('/checkout/shippingandgiftoptions');
    expect(controller.store.getState().step).toBe('shipping');
  });
});
