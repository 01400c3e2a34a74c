import { getConfig, resetConfig, setConfig } from '@hearth/core';
import { getSession, setFault, signIn } from '@hearth/mock-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_BILLING_CONTACT, createFakeAltPay } from '@hearth/example-site/demo-providers';
import {
  callsTo,
  demoCheckoutData,
  memoryStorage,
  seedLine,
  setupCheckoutServer,
  testController,
  testEnv,
} from '../../testing/checkout';

/**
 * The payment step's applied tenders and their removal, account rewards, the store-card offer's
 * opening and Apple Pay from the payment step, against the demo backend.
 */
const log = setupCheckoutServer();
const RC = '/ReactCheckout/';
const PP = '/api/checkout/payment-provider/';
const features = (extra: Record<string, boolean>) => setConfig({ features: { ...getConfig().features, ...extra } });
afterEach(resetConfig);

function setup(env = testEnv({ href: () => 'https://shop.example/checkout/paymentandbilling' })) {
  const controller = testController(env, 'payment');
  return { env, controller, state: () => controller.store.getState() };
}
const payment = (state: () => ReturnType<ReturnType<typeof setup>['controller']['store']['getState']>) =>
  state().data?.paymentData;

describe('applied tenders and their removal [ref: checkout#calls]', () => {
  it('an applied gift card is listed masked; RemoveGiftCardTender sends it as listed, in both payload variants', async () => {
    for (const [short, key] of [
      [false, 'cardNumber'],
      [true, 'number'],
    ] as const) {
      features({ tenderShortPayload: short });
      getSession().checkout.giftCards = [];
      seedLine('410100');
      const { controller, state, env } = setup();
      expect(await controller.applyGiftCard('6006491234567890', '1234')).toBe(true);
      const applied = payment(state)?.giftCardsData?.applied ?? [];
      expect(applied).toEqual([expect.objectContaining({ cardNumber: '************7890', lastFour: '7890' })]);
      expect(await controller.removeGiftCard(applied[0]!.cardNumber!)).toBe(true);
      expect(callsTo(log, `${RC}RemoveGiftCardTender`).at(-1)?.body).toEqual({ [key]: '************7890' });
      expect(payment(state)?.giftCardsData?.applied).toEqual([]);
      expect(JSON.stringify(env.log.mock.calls)).not.toContain('6006491234567890');
    }
  });

  it('the payment provider variant: remove-gift-card', async () => {
    features({ paymentProvider: true });
    seedLine('410100');
    const { controller } = setup();
    await controller.applyGiftCard('6006491234567890', '1234');
    await controller.removeGiftCard('************7890');
    expect(callsTo(log, `${PP}remove-gift-card`)[0]?.body).toEqual({ cardNumber: '************7890' });
  });

  it('a gift card number an answer carries in full is masked on the way in', async () => {
    seedLine('410100');
    log.server.use(
      http.get(`*${RC}RefreshCheckout`, () =>
        HttpResponse.json({
          isSuccess: true,
          checkoutData: {
            ...demoCheckoutData(),
            paymentData: { giftCardsData: { applied: [{ cardNumber: '6006 4912 3456 7890', appliedAmount: 10 }] } },
          },
        }),
      ),
    );
    const { controller, state } = setup();
    await controller.applyTenderCode('TC5000');
    expect(payment(state)?.giftCardsData?.applied?.[0]?.cardNumber).toBe('************7890');
  });

  it.each([
    [false, { tenderCodeNumber: 'TC5000' }],
    [true, { number: 'TC5000' }],
  ])('RemoveTenderCode (short %s): %j; the code leaves the list', async (short, body) => {
    features({ tenderShortPayload: short });
    seedLine('410100');
    const { controller, state } = setup();
    await controller.applyTenderCode('TC5000');
    expect(payment(state)?.tenderCodesData?.applied).toEqual([
      expect.objectContaining({ tenderCodeNumber: 'TC5000', appliedAmountString: '50.00' }),
    ]);
    expect(await controller.removeTenderCode('TC5000')).toBe(true);
    expect(callsTo(log, `${RC}RemoveTenderCode`)[0]?.body).toEqual(body);
    expect(payment(state)?.tenderCodesData?.applied).toEqual([]);
  });

  it.each([
    [false, `${RC}RemoveRewardCertificate`],
    [true, `${PP}remove-reward-certificate`],
  ])('RemoveRewardCertificate {certificateNumber} (provider %s)', async (provider, path) => {
    features({ paymentProvider: provider });
    seedLine('410100');
    const { controller, state } = setup();
    await controller.applyCertificate('RC1000');
    expect(payment(state)?.rewardsData?.appliedCertificates).toEqual([
      expect.objectContaining({ certificateNumber: 'RC1000' }),
    ]);
    await controller.removeCertificate('RC1000');
    expect(callsTo(log, path)[0]?.body).toEqual({ certificateNumber: 'RC1000' });
    expect(payment(state)?.rewardsData?.appliedCertificates).toEqual([]);
  });

  it('RemoveRewardCertificate sends the number without the spaces a caller left around it', async () => {
    seedLine('410100');
    const { controller, state } = setup();
    await controller.applyCertificate('RC1000');
    expect(await controller.removeCertificate(' RC1000 ')).toBe(true);
    expect(callsTo(log, `${RC}RemoveRewardCertificate`)[0]?.body).toEqual({ certificateNumber: 'RC1000' });
    expect(payment(state)?.rewardsData?.appliedCertificates).toEqual([]);
  });

  it('RemovePromoCode {}: the promo leaves the list; VerifyPromoCode sends the one the data lists', async () => {
    seedLine('410100');
    getSession().promo = 'SOFA20';
    const { controller, state } = setup();
    expect(payment(state)?.promoCodeData?.promoCode).toBe('SOFA20');
    await controller.moveToReview();
    expect(callsTo(log, `${RC}VerifyPromoCode`)[0]?.body).toEqual({ promoCode: 'SOFA20' });
    const second = setup();
    expect(await second.controller.removePromo()).toBe(true);
    expect(callsTo(log, `${RC}RemovePromoCode`)[0]?.body).toEqual({});
    expect(payment(second.state)?.promoCodeData?.promoCode).toBeNull();
  });

  it('an apply that failed resolves false (what the shopper typed stays), also when only the refresh failed', async () => {
    seedLine('410100');
    const { controller } = setup();
    expect(await controller.applyPromo('NOPE')).toBe(false);
    setFault('RefreshCheckout', 'http503');
    expect(await controller.applyPromo('WELCOME10')).toBe(false);
  });
});

describe('account rewards [ref: checkout#data, #calls]', () => {
  it('a guest: no call', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.loadAccountRewards();
    expect(callsTo(log, `${RC}GetAccountRewards`)).toHaveLength(0);
    expect(state().accountRewards).toBeNull();
  });

  it('signed in: GetAccountRewards {tnsSession} once; the total and the certificates kept; ApplyCartRewardCertificate sends what it answered', async () => {
    signIn();
    seedLine('410100');
    const { controller, state } = setup();
    await Promise.all([controller.loadAccountRewards(), controller.loadAccountRewards()]);
    expect(callsTo(log, `${RC}GetAccountRewards`).map((c) => c.body)).toEqual([{ tnsSession: 'demo-tns-session' }]);
    expect(state().accountRewards).toMatchObject({
      rewardsTotal: 2500,
      accountNumber: '6001 2345 6789',
      cardToken: 'demo-rewards-card-token',
    });
    expect(state().accountRewards?.certificates.map((c) => c.certificateNumber)).toEqual(['RC1000', 'RC2500']);
    expect(await controller.applyAccountCertificate('RC2500')).toBe(true);
    expect(callsTo(log, `${RC}ApplyCartRewardCertificate`)[0]?.body).toEqual({
      accountNumber: '6001 2345 6789',
      cardToken: 'demo-rewards-card-token',
      certificateNumber: 'RC2500',
    });
    expect(payment(state)?.rewardsData?.appliedCertificates?.map((c) => c.certificateNumber)).toEqual(['RC2500']);
  });

  it('by config (rewardsByToken): GetAccountRewardsByToken {token}; with the payment provider, its lookup-rewards-card and apply-cart-reward-certificate', async () => {
    features({ rewardsByToken: true, paymentProvider: true });
    signIn();
    seedLine('410100');
    const { controller, state } = setup();
    await controller.loadAccountRewards();
    expect(callsTo(log, `${PP}lookup-rewards-card`).map((c) => c.body)).toEqual([{ token: 'demo-rewards-token' }]);
    expect(state().accountRewards).toMatchObject({ rewardsTotal: 2500, cardToken: 'demo-rewards-card-token' });
    await controller.applyAccountCertificate('RC1000');
    expect(callsTo(log, `${PP}apply-cart-reward-certificate`)).toHaveLength(1);
    features({ paymentProvider: false });
    const second = setup();
    await second.controller.loadAccountRewards();
    expect(callsTo(log, `${RC}GetAccountRewardsByToken`)[0]?.body).toEqual({ token: 'demo-rewards-token' });
  });

  it.each(['http503', 'malformed', 'reset', 'network'] as const)(
    'a %s read shows nothing more, opens no popup, is logged',
    async (fault) => {
      signIn();
      seedLine('410100');
      setFault('GetAccountRewards', fault);
      const { controller, state, env } = setup();
      await controller.loadAccountRewards();
      expect(state().accountRewards).toBeNull();
      expect(state().popup).toBeNull();
      expect(state().loading).toBeNull();
      expect(env.log).toHaveBeenCalledWith(expect.stringContaining('account rewards are not shown'), expect.anything());
    },
  );

  it.each(['http503', 'malformed', 'reset'] as const)(
    "the payment provider's lookup-rewards-card %s: nothing shown, no popup, logged",
    async (fault) => {
      features({ paymentProvider: true });
      signIn();
      seedLine('410100');
      setFault(`${PP}lookup-rewards-card`, fault);
      const { controller, state, env } = setup();
      await controller.loadAccountRewards();
      expect(callsTo(log, `${PP}lookup-rewards-card`).map((c) => c.body)).toEqual([{ tnsSession: 'demo-tns-session' }]);
      expect(state().accountRewards).toBeNull();
      expect(state().popup).toBeNull();
      expect(env.log).toHaveBeenCalledWith(expect.stringContaining('lookupRewardsCard failed'), expect.anything());
    },
  );

  it('a refused read is logged and shows nothing', async () => {
    signIn();
    seedLine('410100');
    log.server.use(
      http.post(`*${RC}GetAccountRewards`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'No rewards account' }),
      ),
    );
    const { controller, state, env } = setup();
    await controller.loadAccountRewards();
    expect(state().accountRewards).toBeNull();
    expect(env.log).toHaveBeenCalledWith(expect.stringContaining('No rewards account'));
  });
});

describe("the store-credit-card offer opens by itself ([ref: checkout#rules] 'Please select an offer')", () => {
  it('when the store card becomes card one and no offer has been chosen, with the financing terms', async () => {
    signIn();
    seedLine('410100');
    const { controller, state } = setup();
    await controller.savePayment({ kind: 'saved', id: 'card-1' });
    expect(state().popup).toBeNull();
    await controller.savePayment({ kind: 'saved', id: 'card-4' });
    expect(state().popup).toEqual({
      kind: 'offer',
      errorMessage: null,
      financingTerms: expect.stringMatching(/^No interest/),
    });
    await controller.saveOffer(2);
    expect(state().popup).toBeNull();
    // the same card again, an offer chosen: no popup
    await controller.savePayment({ kind: 'saved', id: 'card-4' });
    expect(state().popup).toBeNull();
  });

  it("the server's error message opens the error view first", async () => {
    signIn();
    seedLine('410100');
    log.server.use(
      http.get(`*${RC}RefreshCheckout`, () => {
        const data = demoCheckoutData();
        const paymentData = {
          ...data.paymentData,
          creditCardData: { cardOneInfo: { id: 'card-4', type: 'PLCCSynchrony', lastFour: '7788', isApplied: true } },
          plccOfferData: { selectedOption: null, errorMessage: 'Offers are unavailable right now.' },
        };
        return HttpResponse.json({ isSuccess: true, checkoutData: { ...data, paymentData } });
      }),
    );
    const { controller, state } = setup();
    await controller.savePayment({ kind: 'saved', id: 'card-4' });
    expect(state().popup).toEqual({
      kind: 'offer',
      errorMessage: 'Offers are unavailable right now.',
      financingTerms: null,
    });
  });
});

/** A line and an address on the step, the partner transaction id stored, and Apple Pay that authorizes. */
function applePayReady(partnerTransactionId: string) {
  seedLine('200101');
  getSession().checkout.shippingAddress = { state: 'IL', postalCode: '60062' };
  memoryStorage.setItem('partnerTransactionId', partnerTransactionId);
  const fake = createFakeAltPay();
  return { fake, ...setup(testEnv({ altPay: async () => fake })) };
}

describe('Apple Pay from the payment step ([ref: checkout#calls] PlaceApplePayOrderFromPayment)', () => {
  it('authorizes, validates the cart, sends {nonce, deviceData, billingContact, adata} once and goes to the confirmation', async () => {
    const { fake, controller, env } = applePayReady('ptx-7');
    const first = controller.payWithApplePay();
    expect(await controller.payWithApplePay()).toBe(false);
    await first;
    expect(fake.loaded).toEqual(['applepay']);
    expect(log.calls.map((c) => c.path)).toEqual([`${RC}ValidateCart`, `${RC}PlaceApplePayOrderFromPayment`]);
    expect(callsTo(log, `${RC}PlaceApplePayOrderFromPayment`)[0]?.body).toEqual({
      nonce: 'fake-applepay-nonce',
      deviceData: 'fake-device',
      billingContact: FAKE_BILLING_CONTACT,
      adata: 'ptx-7',
    });
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=HX/));
  });

  it('follows the place-order outcomes: AuthorizationFailure shows Payment Error', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}PlaceApplePayOrderFromPayment`, () =>
        HttpResponse.json({ isSuccess: false, message: 'AuthorizationFailure' }),
      ),
    );
    const { controller, state } = setup();
    await controller.payWithApplePay();
    expect(state().popup).toEqual({ kind: 'paymentError' });
  });

  it('a cancelled sheet sends nothing; a timeout is logged with logvisaerror and places nothing', async () => {
    seedLine('200101');
    const cancelled = setup(testEnv({ altPay: async () => createFakeAltPay({ outcomes: { applepay: 'cancelled' } }) }));
    await cancelled.controller.payWithApplePay();
    expect(log.calls).toEqual([]);
    const timeout = setup(testEnv({ altPay: async () => createFakeAltPay({ outcomes: { applepay: 'timeout' } }) }));
    await timeout.controller.payWithApplePay();
    expect(log.calls.map((c) => c.path)).toEqual(['/checkout/alternativepayments/logvisaerror']);
    expect(timeout.state().notice).toMatch(/could not complete/);
  });
});

describe("Apple Pay from review: 'Place Order' ([ref: checkout#calls] PlaceApplePayOrder)", () => {
  it('authorizes, validates the cart, sends {nonce, deviceData, adata} once (no billing contact) and goes to the confirmation', async () => {
    const { fake, controller, env } = applePayReady('ptx-9');
    const first = controller.placeOrderWithApplePay();
    expect(await controller.placeOrder()).toBe(false);
    await first;
    expect(fake.loaded).toEqual(['applepay']);
    expect(log.calls.map((c) => c.path)).toEqual([`${RC}ValidateCart`, `${RC}PlaceApplePayOrder`]);
    expect(callsTo(log, `${RC}PlaceApplePayOrder`)[0]?.body).toEqual({
      nonce: 'fake-applepay-nonce',
      deviceData: 'fake-device',
      adata: 'ptx-9',
    });
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=HX/));
  });

  it('a cancelled sheet places nothing', async () => {
    seedLine('200101');
    const { controller } = setup(
      testEnv({ altPay: async () => createFakeAltPay({ outcomes: { applepay: 'cancelled' } }) }),
    );
    await controller.placeOrderWithApplePay();
    expect(log.calls).toEqual([]);
  });
});
