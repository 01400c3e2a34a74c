/**
 * The built-in provider [ref: checkout#overview, #calls] through the checkout's own actions. Only the vendor boundary
 * is stubbed: PayPal's loader (`loadScript`'s result: the SDK's `Buttons`) and the browser's
 * `ApplePaySession`; Hearth's calls go through the real client to the mock API.
 */
import { getClient, getConfig, setConfig } from '@hearth/core';
import { http, HttpResponse } from 'msw';
import type { PayPalButtonsComponentOptions, PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '../../messages';
import { callsTo, seedLine, setupCheckoutServer, testController, testEnv } from '../../testing/checkout';
import {
  amountText,
  applePayRequest,
  applePaySettings,
  builtInCanUse,
  payPalOrder,
  payPalSettings,
} from './alt-pay-logic';
import { createVendorAltPay, type ApplePaySessionClass, type ApplePaySessionLike } from './vendor-alt-pay';

const log = setupCheckoutServer();
const AP = '/checkout/alternativepayments/';
const RC = '/ReactCheckout/';
const VALIDATE = '/api/applepay/validate-merchant';

/** PayPal's SDK as its loader resolves it: `Buttons` remembers its options; eligibility as asked. */
function fakePayPal({ eligible = true } = {}) {
  const made: { options: PayPalButtonsComponentOptions; rendered: HTMLElement[]; closed: number }[] = [];
  const namespace = {
    Buttons: (options: PayPalButtonsComponentOptions) => {
      const button = { options, rendered: [] as HTMLElement[], closed: 0 };
      made.push(button);
      return {
        isEligible: () => eligible,
        render: async (container: HTMLElement) => void button.rendered.push(container),
        close: async () => void (button.closed += 1),
      };
    },
  } as unknown as PayPalNamespace;
  const loadPayPal = vi.fn(async (_options: PayPalScriptOptions) => namespace);
  return { made, loadPayPal };
}

/** The browser's ApplePaySession: records the request, its calls, and lets the test play Apple's part. */
function fakeApplePay({ canPay = true } = {}) {
  const sessions: (ApplePaySessionLike & { request: unknown; calls: string[]; status: number[] })[] = [];
  class Session {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => canPay;
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    calls: string[] = [];
    status: number[] = [];
    constructor(
      readonly version: number,
      readonly request: unknown,
    ) {
      sessions.push(this);
    }
    begin() {
      this.calls.push('begin');
    }
    abort() {
      this.calls.push('abort');
    }
    completeMerchantValidation(session: unknown) {
      this.calls.push(`merchant:${JSON.stringify(session)}`);
    }
    completePayment(status: number) {
      this.status.push(status);
    }
  }
  return { sessions, Session: Session as unknown as ApplePaySessionClass };
}

function setup(vendor: { loadPayPal?: ReturnType<typeof fakePayPal>['loadPayPal']; Session?: ApplePaySessionClass }) {
  const adapter = createVendorAltPay({
    config: getConfig,
    client: getClient(),
    ...(vendor.loadPayPal && { loadPayPal: vendor.loadPayPal }),
    applePaySession: () => vendor.Session,
  });
  const env = testEnv({ altPay: async () => adapter, altPayOffers: (method) => adapter.canUse!(method) });
  const controller = testController(env, 'payment');
  return { env, adapter, controller, state: () => controller.store.getState() };
}

beforeEach(() => {
  setConfig({
    payPal: { clientId: 'retailer-client-id', intent: 'authorize' },
    endpoints: { applePayMerchantValidation: VALIDATE },
    applePay: { label: 'Hearth Home' },
  });
  log.server.use(http.post(`*${VALIDATE}`, () => HttpResponse.json({ merchantSessionIdentifier: 'ms-1' })));
});
afterEach(() => vi.restoreAllMocks());

describe('settings from hearth-config [ref: checkout#overview, #calls]', () => {
  it('PayPal: client id, intent and currency from config; the site decides the currency otherwise', () => {
    expect(payPalSettings(getConfig())).toEqual({
      clientId: 'retailer-client-id',
      intent: 'authorize',
      currency: 'USD',
      venmo: true,
    });
    setConfig({ site: 'CA', payPal: { clientId: 'x', intent: 'nonsense', venmo: false } });
    expect(payPalSettings(getConfig())).toMatchObject({ intent: 'capture', currency: 'CAD', venmo: false });
    setConfig({ payPal: { clientId: '' } });
    expect(payPalSettings(getConfig())).toBeNull();
  });

  it("Apple Pay's networks: the config's list, else (none, empty or not all names) amex, discover, masterCard and visa", () => {
    const DEFAULT = ['amex', 'discover', 'masterCard', 'visa'];
    setConfig({ applePay: { label: 'Hearth Home', supportedNetworks: ['visa', 'amex'] } });
    expect(applePaySettings(getConfig())?.supportedNetworks).toEqual(['visa', 'amex']);
    for (const supportedNetworks of [undefined, [], ['visa', 4]]) {
      setConfig({ applePay: { label: 'Hearth Home', supportedNetworks } });
      expect(applePaySettings(getConfig())?.supportedNetworks).toEqual(DEFAULT);
    }
  });

  it('Apple Pay is offered only where ApplePaySession.canMakePayments() and a validation endpoint is set', () => {
    const yes = { canMakePayments: () => true };
    expect(builtInCanUse('applepay', getConfig(), yes)).toBe(true);
    expect(builtInCanUse('applepay', getConfig(), undefined)).toBe(false);
    expect(builtInCanUse('applepay', getConfig(), { canMakePayments: () => false })).toBe(false);
    const throws = {
      canMakePayments: () => {
        throw new Error('insecure');
      },
    };
    expect(builtInCanUse('applepay', getConfig(), throws)).toBe(false);
    setConfig({ endpoints: { applePayMerchantValidation: '' } });
    expect(builtInCanUse('applepay', getConfig(), yes)).toBe(false);
  });

  it("PayPal is offered with a PayPal client id, and Venmo with it unless the config's venmo is false", () => {
    const offered = () => (['paypal', 'venmo'] as const).filter((m) => builtInCanUse(m, getConfig(), undefined));
    setConfig({ payPal: { clientId: 'sb-client' } });
    expect(offered()).toEqual(['paypal', 'venmo']);
    setConfig({ payPal: { clientId: 'sb-client', venmo: false } });
    expect(offered()).toEqual(['paypal']);
    setConfig({ payPal: { clientId: 'not a client id!' } });
    expect(offered()).toEqual([]);
  });

  it('the requests are built from the order total', () => {
    expect(amountText(123456)).toBe('1234.56');
    expect(payPalOrder({ amountCents: 9950, currency: 'CAD' }, 'capture')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'CAD', value: '99.50' } }],
    });
    expect(
      applePayRequest({ label: 'Hearth Home', supportedNetworks: ['visa'] }, { amountCents: 500, currency: 'USD' }),
    ).toMatchObject({ countryCode: 'US', currencyCode: 'USD', total: { label: 'Hearth Home', amount: '5.00' } });
  });
});

describe('PayPal and Venmo through PayPal’s loader', () => {
  it('loads the SDK once per pick with the config’s client id, currency and intent, Venmo enabled', async () => {
    const paypal = fakePayPal();
    const { controller } = setup({ loadPayPal: paypal.loadPayPal });
    const mounted = await controller.mountAltPayButton('paypal', document.createElement('div'));
    expect(mounted.shows).toBe('vendor');
    expect(paypal.loadPayPal).toHaveBeenCalledWith({
      clientId: 'retailer-client-id',
      currency: 'USD',
      intent: 'authorize',
      components: 'buttons',
      enableFunding: 'venmo',
    });
    expect(paypal.made[0]?.options.fundingSource).toBe('paypal');
  });

  it('approve: the order is created for the total; the approval posts savepaypalpayment and refreshes', async () => {
    seedLine('200101');
    const paypal = fakePayPal();
    const { controller, state } = setup({ loadPayPal: paypal.loadPayPal });
    const container = document.createElement('div');
    await controller.mountAltPayButton('venmo', container);
    const button = paypal.made[0]!;
    expect(button.rendered).toEqual([container]);
    expect(button.options.fundingSource).toBe('venmo');
    const create = vi.fn(async () => 'ORDER-1');
    await button.options.createOrder!({} as never, { order: { create } } as never);
    const total = state().data?.orderSummary?.total ?? 0;
    expect(create).toHaveBeenCalledWith(payPalOrder({ amountCents: total, currency: 'USD' }, 'authorize'));
    await button.options.onApprove!({ orderID: 'ORDER-1', payerID: 'PAYER-1' } as never, {} as never);
    expect(callsTo(log, `${AP}savepaypalpayment`).map((c) => c.body)).toEqual([
      { orderID: 'ORDER-1', payerID: 'PAYER-1', paymentSource: 'venmo' },
    ]);
    expect(callsTo(log, `${RC}RefreshCheckout`)).toHaveLength(1);
    expect(state().loading).toBeNull();
    // the approval is saved once, by savepaypalpayment: setPayPalPayload is never sent (decisions.md)
    expect(log.calls.map((c) => c.path).filter((path) => path.startsWith(AP))).toEqual([`${AP}savepaypalpayment`]);
  });

  it('cancel: nothing is sent or said', async () => {
    const paypal = fakePayPal();
    const { controller, state } = setup({ loadPayPal: paypal.loadPayPal });
    await controller.mountAltPayButton('paypal', document.createElement('div'));
    paypal.made[0]!.options.onCancel!({}, {} as never);
    await vi.waitFor(() => expect(state().notice).toBeNull(), { timeout: 5000 });
    expect(log.calls).toEqual([]);
  });

  it('error: logged with logpaypalerror and the failure said', async () => {
    const paypal = fakePayPal();
    const { controller, state, env } = setup({ loadPayPal: paypal.loadPayPal });
    await controller.mountAltPayButton('paypal', document.createElement('div'));
    paypal.made[0]!.options.onError!({ message: 'popup blocked' });
    await vi.waitFor(() => expect(callsTo(log, `${AP}logpaypalerror`)).toHaveLength(1), { timeout: 5000 });
    expect(callsTo(log, `${AP}logpaypalerror`)[0]?.body).toEqual({
      method: 'paypal',
      reason: 'failed',
      message: 'popup blocked',
    });
    expect(state().notice).toBe(M.altPayFailed);
    expect(env.log).toHaveBeenCalledWith('hearth checkout: paypal failed: failed', expect.anything());
  });

  it('not available: Venmo off a phone shows nothing; an SDK that fails to load is said', async () => {
    const paypal = fakePayPal({ eligible: false });
    const { controller } = setup({ loadPayPal: paypal.loadPayPal });
    const container = document.createElement('div');
    expect((await controller.mountAltPayButton('venmo', container)).shows).toBe('unavailable');
    expect(paypal.made[0]?.rendered).toEqual([]);

    const broken = setup({ loadPayPal: vi.fn(() => Promise.reject(new Error('script blocked by CSP'))) });
    expect((await broken.controller.mountAltPayButton('paypal', container)).shows).toBe('unavailable');
    expect(broken.state().notice).toBe(M.altPayFailed);
    expect(callsTo(log, `${AP}logpaypalerror`)).toHaveLength(1);
  });

  it('without a client id PayPal is not offered and nothing loads', async () => {
    setConfig({ payPal: null });
    const paypal = fakePayPal();
    const { adapter } = setup({ loadPayPal: paypal.loadPayPal });
    expect(adapter.canUse!('paypal')).toBe(false);
    expect(adapter.canUse!('venmo')).toBe(false);
    expect(paypal.loadPayPal).not.toHaveBeenCalled();
  });

  it('removing the step closes PayPal’s button', async () => {
    const paypal = fakePayPal();
    const { controller } = setup({ loadPayPal: paypal.loadPayPal });
    const mounted = await controller.mountAltPayButton('paypal', document.createElement('div'));
    mounted.remove();
    expect(paypal.made[0]?.closed).toBe(1);
  });
});

describe('Apple Pay through ApplePaySession', () => {
  const token = { paymentData: { data: 'encrypted' }, paymentMethod: { network: 'Visa' } };
  const contact = { givenName: 'Jordan', postalCode: '60062' };

  /** Plays Apple's part once the sheet began: merchant validation, then the shopper's authorization. */
  async function authorizeSheet(sessions: ReturnType<typeof fakeApplePay>['sessions']) {
    await vi.waitFor(() => expect(sessions[0]?.calls).toContain('begin'), { timeout: 5000 });
    const session = sessions[0]!;
    session.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await vi.waitFor(() => expect(session.calls).toContain('merchant:{"merchantSessionIdentifier":"ms-1"}'), {
      timeout: 5000,
    });
    session.onpaymentauthorized!({ payment: { token, billingContact: contact } });
    return session;
  }

  it('approve: merchant validated through the retailer’s endpoint; the token placed with PlaceApplePayOrderFromPayment; the sheet closes with success', async () => {
    seedLine('200101');
    const apple = fakeApplePay();
    const { controller, env } = setup({ Session: apple.Session });
    const paying = controller.payWithApplePay();
    const session = await authorizeSheet(apple.sessions);
    await paying;
    expect(session.request).toMatchObject({ currencyCode: 'USD', total: { label: 'Hearth Home' } });
    expect(callsTo(log, VALIDATE)[0]?.body).toEqual({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    });
    expect(callsTo(log, `${RC}PlaceApplePayOrderFromPayment`)[0]?.body).toEqual({
      nonce: JSON.stringify(token),
      deviceData: '',
      billingContact: contact,
      adata: '',
    });
    expect(session.status).toEqual([0]);
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation/));
  });

  it('review’s Place Order with Apple Pay: PlaceApplePayOrder; a refused order closes the sheet as failed', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}PlaceApplePayOrder`, () =>
        HttpResponse.json({ isSuccess: false, message: 'AuthorizationFailure' }),
      ),
    );
    const apple = fakeApplePay();
    const { controller, state } = setup({ Session: apple.Session });
    const placing = controller.placeOrderWithApplePay();
    const session = await authorizeSheet(apple.sessions);
    await placing;
    expect(callsTo(log, `${RC}PlaceApplePayOrder`)[0]?.body).toEqual({
      nonce: JSON.stringify(token),
      deviceData: '',
      adata: '',
    });
    expect(session.status).toEqual([1]);
    expect(state().popup).toEqual({ kind: 'paymentError' });
  });

  it('cancel: nothing placed, nothing said', async () => {
    const apple = fakeApplePay();
    const { controller, state } = setup({ Session: apple.Session });
    const paying = controller.payWithApplePay();
    await vi.waitFor(() => expect(apple.sessions[0]?.calls).toContain('begin'), { timeout: 5000 });
    apple.sessions[0]!.oncancel!({});
    await paying;
    expect(log.calls).toEqual([]);
    expect(state().notice).toBeNull();
  });

  it('error: a refused merchant validation aborts the sheet, is logged (logvisaerror) and said', async () => {
    log.server.use(http.post(`*${VALIDATE}`, () => new HttpResponse('no', { status: 500 })));
    const apple = fakeApplePay();
    const { controller, state } = setup({ Session: apple.Session });
    const paying = controller.payWithApplePay();
    await vi.waitFor(() => expect(apple.sessions[0]?.calls).toContain('begin'), { timeout: 5000 });
    apple.sessions[0]!.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    await paying;
    expect(apple.sessions[0]?.calls).toContain('abort');
    expect(callsTo(log, `${AP}logvisaerror`)[0]?.body).toMatchObject({ AlternativePaymentInitiator: 'applepay' });
    expect(callsTo(log, `${RC}PlaceApplePayOrderFromPayment`)).toHaveLength(0);
    expect(state().notice).toBe(M.altPayFailed);
  });

  it('not available: no ApplePaySession, or canMakePayments() false: not offered, and no sheet opens', async () => {
    const none = setup({});
    expect(none.adapter.canUse!('applepay')).toBe(false);
    await none.controller.payWithApplePay();
    expect(none.state().notice).toBe(M.altPayFailed);
    const apple = fakeApplePay({ canPay: false });
    const cannot = setup({ Session: apple.Session });
    expect(cannot.adapter.canUse!('applepay')).toBe(false);
    await cannot.controller.payWithApplePay();
    expect(apple.sessions).toEqual([]);
  });
});
