import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AltPayError, altPayErrorLog, altPaySave, type AltPayAdapter, type AltPayRequest } from './alt-pay';
import { createFakeAltPay } from '@hearth/example-site/demo-providers';
import { callsTo, seedLine, setupCheckoutServer, testController, testEnv } from '../../testing/checkout';

const log = setupCheckoutServer();
const AP = '/checkout/alternativepayments/';

function setup(fake = createFakeAltPay()) {
  const env = testEnv({ altPay: async () => fake });
  const controller = testController(env, 'payment');
  return { env, controller, fake, state: () => controller.store.getState() };
}

describe('the adapter ([ref: checkout#calls] payloads)', () => {
  it.each([
    [
      { method: 'paypal', orderId: 'X', payerId: 'P' },
      'savePayPalPayment',
      { orderID: 'X', payerID: 'P', paymentSource: 'paypal' },
    ],
    [{ method: 'venmo', orderId: 'V' }, 'savePayPalPayment', { orderID: 'V', payerID: null, paymentSource: 'venmo' }],
    [
      { method: 'venmo', nonce: 'n', username: 'u', deviceData: 'd' },
      'applyVenmoPayment',
      { nonce: 'n', username: 'u', deviceData: 'd' },
    ],
    [{ method: 'applepay', nonce: 'n', deviceData: 'd' }, 'applyApplePayPayment', { nonce: 'n', deviceData: 'd' }],
  ] as const)('%j is saved with %s', (auth, name, body) => {
    const save = altPaySave(auth);
    expect(save.call.name).toBe(name);
    expect(save.body).toEqual(body);
  });

  it.each([
    [new AltPayError('paypal', 'failed'), 'logPayPalError'],
    [new AltPayError('venmo', 'timeout'), 'logPayPalError'],
    [new AltPayError('applepay', 'timeout'), 'logVisaError'],
  ])('%s is logged with %s', (error, name) => {
    expect(altPayErrorLog(error, 'b-1')?.call.name).toBe(name);
  });

  it('a cancel is not an error: nothing logged', () => {
    expect(altPayErrorLog(new AltPayError('paypal', 'cancelled'), '')).toBeNull();
  });

  it('logvisaerror carries {IsTimeout, AlternativePaymentInitiator, BasketId}', () => {
    expect(altPayErrorLog(new AltPayError('applepay', 'timeout'), 'b-1')?.body).toEqual({
      IsTimeout: true,
      AlternativePaymentInitiator: 'applepay',
      BasketId: 'b-1',
    });
  });
});

describe('paying with PayPal, Venmo or Apple Pay through the fake', () => {
  it('loads only the picked SDK, saves its authorization and refreshes the checkout', async () => {
    seedLine('200101');
    const { controller, fake } = setup();
    await controller.payWith('venmo');
    expect(fake.loaded).toEqual(['venmo']);
    expect(callsTo(log, `${AP}savepaypalpayment`)[0]?.body).toEqual({
      orderID: expect.stringMatching(/^FAKE-VENMO-/),
      payerID: 'FAKEPAYER',
      paymentSource: 'venmo',
    });
    expect(callsTo(log, '/ReactCheckout/RefreshCheckout')).toHaveLength(1);
  });

  it('Apple Pay applied, then removed: applyApplePayPayment, removeApplePayPayment {}, each followed by the checkout', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.payWith('applepay');
    expect(callsTo(log, `${AP}applyApplePayPayment`)).toHaveLength(1);
    log.calls.length = 0;
    await controller.removeApplePay();
    expect(log.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', `${AP}removeApplePayPayment`, {}],
      ['GET', '/ReactCheckout/RefreshCheckout', undefined],
    ]);
    expect(state().loading).toBeNull();
  });

  it('a failed PayPal flow is logged (logpaypalerror) and said', async () => {
    seedLine('200101');
    const { controller, state } = setup(createFakeAltPay({ outcomes: { paypal: 'failed' } }));
    await controller.payWith('paypal');
    expect(callsTo(log, `${AP}logpaypalerror`)).toHaveLength(1);
    expect(callsTo(log, `${AP}savepaypalpayment`)).toHaveLength(0);
    expect(state().notice).toMatch(/could not complete that payment/);
    expect(state().loading).toBeNull();
  });

  it('an Apple Pay timeout is logged with logvisaerror', async () => {
    seedLine('200101');
    const { controller } = setup(createFakeAltPay({ outcomes: { applepay: 'timeout' } }));
    await controller.payWith('applepay');
    expect(callsTo(log, `${AP}logvisaerror`)[0]?.body).toMatchObject({
      IsTimeout: true,
      AlternativePaymentInitiator: 'applepay',
    });
  });

  it('a cancelled flow sends nothing and says nothing', async () => {
    seedLine('200101');
    const { controller, state } = setup(createFakeAltPay({ outcomes: { paypal: 'cancelled' } }));
    await controller.payWith('paypal');
    expect(log.calls).toEqual([]);
    expect(state().notice).toBeNull();
  });

  it('a cancelled flow leaves the checkout as it was: no popup, nothing logged in the page', async () => {
    seedLine('200101');
    const { controller, state, env } = setup(createFakeAltPay({ outcomes: { paypal: 'cancelled' } }));
    await controller.payWith('paypal');
    expect(state().popup).toBeNull();
    expect(state().loading).toBeNull();
    expect(env.log).not.toHaveBeenCalled();
  });

  it('no adapter on the page: the failure is said, nothing breaks', async () => {
    seedLine('200101');
    const env = testEnv({ altPay: () => Promise.reject(new Error('no adapter')) });
    const controller = testController(env, 'payment');
    await controller.payWith('applepay');
    expect(controller.store.getState().notice).toMatch(/could not complete/);
  });
});

describe('Masterpass and Visa Checkout, for a server that still answers them [ref: checkout#calls]', () => {
  it('launchmasterpass {} then the checkout again', async () => {
    seedLine('200101');
    const { controller } = setup();
    await controller.launchMasterpass();
    expect(callsTo(log, `${AP}launchmasterpass`).map((c) => c.body)).toEqual([{}]);
    expect(callsTo(log, '/ReactCheckout/RefreshCheckout')).toHaveLength(1);
  });

  it('savevisapayment {basketId, paymentInitiator, callId} then the checkout again', async () => {
    seedLine('200101');
    const { controller } = setup();
    await controller.saveVisaPayment({ basketId: 'b-1', paymentInitiator: 'visa', callId: 'c-9' });
    expect(callsTo(log, `${AP}savevisapayment`).map((c) => c.body)).toEqual([
      { basketId: 'b-1', paymentInitiator: 'visa', callId: 'c-9' },
    ]);
    expect(callsTo(log, '/ReactCheckout/RefreshCheckout')).toHaveLength(1);
  });

  it('a refused Visa payment is logged with logvisaerror and its message said; a refused Masterpass is said', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${AP}savevisapayment`, () => HttpResponse.json({ isSuccess: false, errorMessage: 'Visa said no.' })),
      http.post(`*${AP}launchmasterpass`, () => HttpResponse.json({ isSuccess: false })),
    );
    const { controller, state } = setup();
    await controller.saveVisaPayment({ basketId: 'b-1', paymentInitiator: 'visa', callId: 'c-9' });
    expect(callsTo(log, `${AP}logvisaerror`)[0]?.body).toEqual({
      IsTimeout: false,
      AlternativePaymentInitiator: 'visa',
      BasketId: 'b-1',
    });
    expect(state().notice).toBe('Visa said no.');
    await controller.launchMasterpass();
    expect(state().notice).toMatch(/could not complete that payment/);
    expect(callsTo(log, '/ReactCheckout/RefreshCheckout')).toHaveLength(0);
  });
});

describe("what the vendor's flow is given, and what a failure leaves [ref: checkout#rules]", () => {
  /** A provider that records the requests it is given and cancels each flow. */
  function recordingProvider() {
    const requests: AltPayRequest[] = [];
    const adapter: AltPayAdapter = {
      load: async () => undefined,
      authorize: async (method, request) => {
        requests.push(request);
        throw new AltPayError(method, 'cancelled');
      },
    };
    return { adapter, requests };
  }

  it("the request is the order summary's total in the site's money: CAD on the Canadian site", async () => {
    seedLine('200101');
    const { adapter, requests } = recordingProvider();
    const env = testEnv({ site: () => 'CA', altPay: async () => adapter });
    const controller = testController(env, 'payment');
    await controller.payWith('applepay');
    expect(requests).toEqual([{ amountCents: controller.store.getState().data?.orderSummary?.total, currency: 'CAD' }]);
  });

  it('a failed flow is logged in the page, naming the method and why', async () => {
    seedLine('200101');
    const { controller, env } = setup(createFakeAltPay({ outcomes: { paypal: 'failed' } }));
    await controller.payWith('paypal');
    expect(env.log).toHaveBeenCalledWith('hearth checkout: paypal failed: failed', expect.any(AltPayError));
  });

  it("a refused save says the server's errorMessage, else its message; a refused Masterpass its errorMessage", async () => {
    seedLine('200101');
    const { controller, state } = setup();
    log.server.use(
      http.post(
        `*${AP}savepaypalpayment`,
        () => HttpResponse.json({ isSuccess: false, errorMessage: 'PayPal said no.', message: 'No.' }),
        { once: true },
      ),
      http.post(`*${AP}launchmasterpass`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'Masterpass said no.', message: 'No.' }),
      ),
    );
    await controller.payWith('paypal');
    expect(state().notice).toBe('PayPal said no.');
    log.server.use(
      http.post(`*${AP}savepaypalpayment`, () => HttpResponse.json({ isSuccess: false, message: 'No.' }), {
        once: true,
      }),
    );
    await controller.payWith('paypal');
    expect(state().notice).toBe('No.');
    await controller.launchMasterpass();
    expect(state().notice).toBe('Masterpass said no.');
  });
});
