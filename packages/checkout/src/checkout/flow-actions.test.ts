/**
 * The flow's own actions through the controller, as an npm page drives them
 * (`createCheckoutController`): reloading the data, Back, the address, the popups' buttons and the
 * cart validation removals [ref: checkout#screens, #rules, #errors].
 */
import { setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESS, callsTo, seedLine, setupCheckoutServer, setupController } from '../testing/checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

describe('reloading the checkout data it shows ([ref: checkout#calls] RefreshCheckout)', () => {
  it('stays on screen while RefreshCheckout is out', async () => {
    seedLine('200101');
    const { controller, state } = setupController();
    const release = holdAnswers(log.server, `${RC}RefreshCheckout`);
    const loading = controller.load();
    expect(state().status).toBe('ready');
    release();
    await loading;
    expect(state().status).toBe('ready');
  });

  it('a failure is "We\'re Sorry." over the step, not the page\'s error state [ref: checkout#errors]', async () => {
    seedLine('200101');
    setFault('RefreshCheckout', 'http503');
    const { controller, state, env } = setupController();
    await controller.load();
    expect(state()).toMatchObject({ status: 'ready', popup: { kind: 'error' } });
    expect(state().data).not.toBeNull();
    expect(env.log).toHaveBeenCalledWith('hearth checkout: refreshCheckout failed', expect.anything());
  });
});

describe('the first load ([ref: checkout#calls] RefreshCheckout)', () => {
  it("an answer without checkout data is the page's error state, logged", async () => {
    log.server.use(http.get(`*${RC}RefreshCheckout`, () => HttpResponse.json({ isSuccess: true })));
    const { env, controller } = setupController('shipping', null);
    await controller.load();
    expect(controller.store.getState()).toMatchObject({ status: 'error', data: null });
    expect(env.log).toHaveBeenCalledWith('hearth checkout: refreshCheckout failed', expect.any(Error));
  });
});

describe('Back [ref: checkout#screens]', () => {
  it('waits for the action in flight: pressed meanwhile, the step stays', async () => {
    seedLine('200101');
    const { controller, state, env } = setupController('shippingAndGiftOptions');
    const release = holdAnswers(log.server, `${RC}SaveShippingAndGiftOptions`);
    const saving = controller.saveAndContinue();
    expect(state().loading).not.toBeNull();
    controller.back();
    expect(state().step).toBe('shippingAndGiftOptions');
    expect(env.pushRoute).not.toHaveBeenCalled();
    release();
    await saving;
  });

  it('on the first step leaves the checkout as it is', () => {
    const { controller, state, env } = setupController('shipping');
    controller.back();
    expect(state().step).toBe('shipping');
    expect(env.pushRoute).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
  });
});

describe('the address changes (Back, Forward)', () => {
  it('to the step already shown (a link to its own header): its message and popup stay', () => {
    const { controller, state } = setupController('payment');
    controller.store.setState({ notice: 'Please choose a payment method.', popup: { kind: 'paymentError' } });
    controller.syncToPath('/checkout/paymentandbilling');
    expect(state()).toMatchObject({
      step: 'payment',
      notice: 'Please choose a payment method.',
      popup: { kind: 'paymentError' },
    });
  });
});

describe("the popups' buttons [ref: checkout#errors]", () => {
  it("'Return to Cart' closes the popup and goes to /checkout/cart", () => {
    const { controller, state, env } = setupController();
    controller.store.setState({ popup: { kind: 'emptyBasket', message: 'Your cart is empty.' } });
    controller.returnToCart();
    expect(state().popup).toBeNull();
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
  });
});

describe("'Oversize item information'", () => {
  it('opened without saying whether the items may be picked up in store: they may', () => {
    const { controller, state } = setupController('shippingAndGiftOptions');
    const items = [{ title: 'Sofa', boxes: [] }];
    controller.openOversize(items);
    expect(state().popup).toEqual({ kind: 'oversize', items, pickup: true });
    controller.openOversize(items, false);
    expect(state().popup).toEqual({ kind: 'oversize', items, pickup: false });
  });
});

describe('the cart validation removals [ref: checkout#rules]', () => {
  async function withUnavailableItem() {
    seedLine('200101');
    seedLine('300107');
    const checkout = setupController();
    await checkout.controller.saveNewAddress(DEMO_ADDRESS);
    expect(checkout.state().popup).toMatchObject({ kind: 'cartValidation', popup: { removal: 'nla' } });
    log.calls.length = 0;
    return checkout;
  }

  it('a removal answered with a redirect follows it, in-app to a step, without refreshing', async () => {
    const { controller, state, env } = await withUnavailableItem();
    log.server.use(
      http.post(`*${RC}RemoveNlaItems`, () =>
        HttpResponse.json({ isSuccess: true, redirectUrl: '/checkout/shippingandgiftoptions' }),
      ),
    );
    await controller.removeUnavailable();
    expect(state()).toMatchObject({ popup: null, step: 'shippingAndGiftOptions' });
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/shippingandgiftoptions');
    expect(callsTo(log, `${RC}RefreshCheckout`)).toEqual([]);
  });

  it('a removal answered without checkout data refreshes it (RefreshCheckout)', async () => {
    const { controller, state } = await withUnavailableItem();
    const before = state().data;
    log.server.use(http.post(`*${RC}RemoveNlaItems`, () => HttpResponse.json({ isSuccess: true })));
    await controller.removeUnavailable();
    expect(log.calls.map((call) => call.path)).toEqual([`${RC}RemoveNlaItems`, `${RC}RefreshCheckout`]);
    expect(state().popup).toBeNull();
    // the refreshed data shown (the demo server still has the item: this answer removed nothing)
    expect(state().data).not.toBe(before);
    expect(state().data?.shippingOptions?.recipients[0]?.shipments[0]?.items.length).toBeGreaterThan(0);
  });

  it('a removal and its refresh both failing leave the checkout as it was, with the Network Error popup', async () => {
    const { controller, state, env } = await withUnavailableItem();
    const before = state().data;
    log.server.use(http.post(`*${RC}RemoveNlaItems`, () => HttpResponse.json({ isSuccess: true })));
    setFault('RefreshCheckout', 'http503');
    await controller.removeUnavailable();
    expect(state().data).toBe(before);
    expect(state().popup).toEqual({ kind: 'network' });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it("'Remove Installation Service' sends nothing over a popup that does not offer it", async () => {
    const { controller, state, env } = await withUnavailableItem();
    await controller.removeInstallationService();
    expect(log.calls).toEqual([]);
    expect(state().popup).toMatchObject({ kind: 'cartValidation' });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('a failed removal is logged, naming the removal, and goes to /checkout/cart', async () => {
    const { controller, env } = await withUnavailableItem();
    setFault('RemoveNlaItems', 'network');
    await controller.removeUnavailable();
    expect(env.log).toHaveBeenCalledWith('hearth checkout: nla removal failed', expect.anything());
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
  });
});
