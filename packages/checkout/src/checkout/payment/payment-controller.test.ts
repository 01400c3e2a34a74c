import { getSession, setFault, signIn } from '@hearth/mock-api';
import { getConfig, resetConfig, setConfig } from '@hearth/core';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_ACTIONS, REWARDS_ACTIONS } from './payment-side';
import { createCheckoutContext } from '../checkout-context';
import { paymentGroup } from './payment-group';
import { rewardsActions } from '../tenders/rewards-actions';
import { AUTHORIZATION_ERROR_URL, TAX_EXEMPT_KEY } from '../review/place-order-logic';
import {
  callsTo,
  DEMO_ADDRESS,
  demoCheckoutData,
  memoryStorage,
  NEW_CARD,
  seedLine,
  setupCheckoutServer,
  testController,
  testEnv,
} from '../../testing/checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';
const PP = '/api/checkout/payment-provider/';

function setup(step: 'payment' | 'review' = 'payment') {
  const env = testEnv({ href: () => 'https://shop.example/checkout/review' });
  const controller = testController(env, step);
  return { env, controller, state: () => controller.store.getState() };
}
const paths = () => log.calls.map((c) => c.path);
const FLOW = { steps: ['payment', 'review'], routing: 'path', basePath: '/checkout' } as const;
const features = (extra: Record<string, boolean>) => setConfig({ features: { ...getConfig().features, ...extra } });
afterEach(resetConfig);
/** Nothing the page logged holds a card number or a security code. */
const noCardDataLogged = (env: ReturnType<typeof testEnv>) => {
  const text = JSON.stringify(env.log.mock.calls, (_, v: unknown) => (v instanceof Error ? v.message : v));
  expect(text).not.toMatch(/4111111111111111|"cvv"|6006491234567890/);
};

describe('the payment side loads on first use', () => {
  it('the controller names every action of the payment group, and each runs there', async () => {
    const env = testEnv({ href: () => 'https://shop.example/checkout/review' });
    const ctx = () => createCheckoutContext(env, FLOW, 'payment', demoCheckoutData());
    expect(Object.keys(PAYMENT_ACTIONS).sort()).toEqual(Object.keys(paymentGroup(ctx())).sort());
    expect(Object.keys(REWARDS_ACTIONS).sort()).toEqual(Object.keys(rewardsActions(ctx())).sort());
    const { controller, state } = setup();
    const opened = controller.openTwoCards();
    expect(opened).toBeInstanceOf(Promise);
    await opened;
    expect(state().popup).toEqual({ kind: 'twoCards' });
  });
});

describe('promo codes [ref: checkout#rules, #calls]', () => {
  it('ApplyPromoCode {promoCode}; Next: Review verifies it, validates the cart and moves to Review in-app', async () => {
    seedLine('200101');
    getSession().checkout.shippingAddress = { state: 'IL', postalCode: '60062' };
    const { controller, state, env } = setup();
    await controller.applyPromo(' WELCOME10 ');
    expect(callsTo(log, `${RC}ApplyPromoCode`)[0]?.body).toEqual({ promoCode: 'WELCOME10' });
    expect(state().data?.orderSummary?.discount).toBeGreaterThan(0);
    log.calls.length = 0;
    await controller.moveToReview();
    expect(paths()).toEqual([`${RC}VerifyPromoCode`, `${RC}ValidateCart`, `${RC}MoveToReviewPage`]);
    expect(callsTo(log, `${RC}VerifyPromoCode`)[0]?.body).toEqual({ promoCode: 'WELCOME10' });
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/review');
    expect(state().step).toBe('review');
  });

  it("'Promotion Code has been removed' resets the promo and scrolls to the top; no move", async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}VerifyPromoCode`, () =>
        HttpResponse.json({ isSuccess: true, message: 'Promotion Code has been removed' }),
      ),
    );
    const { controller, state, env } = setup();
    await controller.moveToReview();
    expect(paths()).toEqual([`${RC}VerifyPromoCode`, `${RC}RefreshCheckout`]);
    expect(state().notice).toBe('Promotion Code has been removed');
    expect(env.scrollToTop).toHaveBeenCalled();
    expect(state().step).toBe('payment');
  });

  it('ApplyPromoCode is a (retry) call: with retry on, a network failure is sent again and the code applies', async () => {
    seedLine('200101');
    features({ retry: true });
    log.server.use(http.post(`*${RC}ApplyPromoCode`, () => HttpResponse.error(), { once: true }));
    const { controller, state } = setup();
    await controller.applyPromo('WELCOME10');
    expect(callsTo(log, `${RC}ApplyPromoCode`).map((call) => call.body)).toEqual([
      { promoCode: 'WELCOME10' },
      { promoCode: 'WELCOME10' },
    ]);
    expect(state().data?.orderSummary?.discount).toBeGreaterThan(0);
  });

  it('a refused code shows the server message', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.applyPromo('NOPE');
    expect(state().notice).toBe('The promotion code NOPE is not valid.');
  });
});

describe('gift cards, tender codes, certificates [ref: checkout#calls, #errors]', () => {
  it.each([
    [false, { cardNumber: '6006491234567890', cardPin: '1234' }],
    [true, { number: '6006491234567890', pin: '1234' }],
  ])('ApplyGiftCardTender (short payload %s): %j; the credit shows', async (short, body) => {
    features({ tenderShortPayload: short });
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.applyGiftCard('6006 4912 3456 7890', '1234');
    expect(callsTo(log, `${RC}ApplyGiftCardTender`)[0]?.body).toEqual(body);
    expect(state().data?.orderSummary?.credits).toBeGreaterThan(0);
    noCardDataLogged(env);
  });

  it('a failed gift card call sets gift card service not available', async () => {
    seedLine('200101');
    setFault('ApplyGiftCardTender', 'http503');
    const { controller, state, env } = setup();
    await controller.applyGiftCard('6006491234567890', '1234');
    expect(state().giftCardUnavailable).toBe(true);
    noCardDataLogged(env);
  });

  it('the payment provider variant: apply-gift-card', async () => {
    features({ paymentProvider: true });
    seedLine('200101');
    const { controller } = setup();
    await controller.applyGiftCard('6006491234567890', '1234');
    expect(callsTo(log, `${PP}apply-gift-card`)[0]?.body).toEqual({ cardNumber: '6006491234567890', cardPin: '1234' });
  });

  it.each([
    [false, { tenderCodeNumber: 'TC5000' }],
    [true, { number: 'TC5000' }],
  ])('ApplyTenderCode (short %s): %j', async (short, body) => {
    features({ tenderShortPayload: short });
    seedLine('200101');
    const { controller } = setup();
    await controller.applyTenderCode('tc5000');
    expect(callsTo(log, `${RC}ApplyTenderCode`)[0]?.body).toEqual(body);
  });

  it("reward certificates: apply, then 'Are you sure?' before RemoveCertificates", async () => {
    signIn();
    seedLine('200101');
    const { controller, state } = setup();
    await controller.applyCertificate('rc1000');
    expect(callsTo(log, `${RC}ApplyRewardCertificate`)[0]?.body).toEqual({
      certificateNumber: 'RC1000',
      cardOneData: null,
      accountCardOneData: null,
    });
    await controller.askRemoveCertificates();
    expect(state().popup).toEqual({ kind: 'certificates' });
    expect(callsTo(log, `${RC}RemoveCertificates`)).toHaveLength(0);
    await controller.removeCertificates();
    expect(callsTo(log, `${RC}RemoveCertificates`)).toHaveLength(1);
    expect(state().popup).toBeNull();
  });
});

describe('the payment provider variants ([ref: checkout#calls] payment-provider)', () => {
  it('Remove certificates sends remove-certificates {} there, not RemoveCertificates', async () => {
    features({ paymentProvider: true });
    signIn();
    seedLine('200101');
    const { controller } = setup();
    await controller.applyCertificate('rc1000');
    log.calls.length = 0;
    await controller.removeCertificates();
    expect(callsTo(log, `${PP}remove-certificates`).map((c) => [c.method, c.body])).toEqual([['POST', {}]]);
    expect(callsTo(log, `${RC}RemoveCertificates`)).toHaveLength(0);
  });

  it('a card is saved with save-credit-card-to-basket, the SavePayment payload, not SavePayment', async () => {
    features({ paymentProvider: true });
    signIn();
    seedLine('200101');
    const { controller, env } = setup();
    await controller.savePayment({ kind: 'saved', id: 'card-1' }, { kind: 'new', card: NEW_CARD });
    expect(callsTo(log, `${PP}save-credit-card-to-basket`).map((c) => [c.method, c.body])).toEqual([
      [
        'POST',
        { cardOneData: null, accountCardOneData: { id: 'card-1' }, cardTwoData: NEW_CARD, accountCardTwoData: null },
      ],
    ]);
    expect(callsTo(log, `${RC}SavePayment`)).toHaveLength(0);
    noCardDataLogged(env);
  });
});

describe('billing address ([ref: checkout#calls] SaveBillingAddress)', () => {
  const address = DEMO_ADDRESS;

  it('POST /ReactCheckout/SaveBillingAddress {address}, then the checkout again', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.saveBillingAddress(address);
    expect(callsTo(log, `${RC}SaveBillingAddress`).map((c) => [c.method, c.body])).toEqual([['POST', { address }]]);
    expect(paths()).toEqual([`${RC}SaveBillingAddress`, `${RC}RefreshCheckout`]);
    expect(state().data?.billingAddress).toMatchObject({ address1: '1250 Techny Rd', postalCode: '60062' });
    expect(state().notice).toBeNull();
  });

  it("a refusal shows the server's message and keeps its field errors; no refresh", async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.saveBillingAddress({ ...address, firstName: '' });
    expect(paths()).toEqual([`${RC}SaveBillingAddress`]);
    expect(state().notice).toBe('The First Name field is required.');
    expect(state().addressErrors).toEqual({ firstName: 'The First Name field is required.' });
  });
});

describe('tax exemption ([ref: checkout#calls] both variants)', () => {
  it('POST {isTaxExemptionApplied}, the flag kept in session storage', async () => {
    seedLine('200101');
    const { controller } = setup();
    await controller.setTaxExemption(true);
    expect(callsTo(log, `${RC}ApplyTaxExemption`)[0]).toMatchObject({
      method: 'POST',
      body: { isTaxExemptionApplied: true },
    });
    expect(memoryStorage.getItem(TAX_EXEMPT_KEY)).toBe('true');
  });
  it('GET ?taxExemption= with the feature taxExemptionGet', async () => {
    features({ taxExemptionGet: true });
    seedLine('200101');
    const { controller } = setup();
    await controller.setTaxExemption(true);
    expect(log.calls.find((c) => c.path.startsWith(`${RC}ApplyTaxExemption`))).toMatchObject({ method: 'GET' });
  });
});

describe('cards [ref: checkout#rules, #calls]', () => {
  it('SavePayment with a saved card and a new one (two cards); nothing of the card is logged', async () => {
    signIn();
    seedLine('200101');
    const { controller, env } = setup();
    await controller.savePayment({ kind: 'saved', id: 'card-1' }, { kind: 'new', card: NEW_CARD });
    expect(callsTo(log, `${RC}SavePayment`)[0]?.body).toEqual({
      cardOneData: null,
      accountCardOneData: { id: 'card-1' },
      cardTwoData: NEW_CARD,
      accountCardTwoData: null,
    });
    noCardDataLogged(env);
  });

  it('VerifyCreditCard: success clears the verify flag; failure stores verifyErrors with the card id', async () => {
    signIn();
    seedLine('200101');
    const { controller, state } = setup();
    await controller.verifyCard('card-2', '000');
    expect(state().data?.paymentData?.verifyErrors).toMatchObject({ hasVerifyFailedError: true, cardId: 'card-2' });
    await controller.verifyCard('card-2', '123');
    expect(state().data?.paymentData?.verifyErrors).toBeNull();
  });

  it('SavePlccOfferSelection {selectedOption} closes the offer and keeps the choice; a refusal opens its error view', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.openOffer();
    // financing on a $59.95 order: the demo refuses it (under $599)
    await controller.saveOffer(2);
    expect(callsTo(log, `${RC}SavePlccOfferSelection`)[0]?.body).toEqual({ selectedOption: 2 });
    expect(state().popup).toEqual({
      kind: 'offer',
      errorMessage: expect.stringMatching(/^Special financing is available/),
      financingTerms: null,
    });
    await controller.saveOffer(1);
    expect(state().popup).toBeNull();
    expect(state().data?.paymentData?.plccOfferData?.selectedOption).toBe(1);
  });
});

describe('place order [ref: checkout#rules, #calls, #errors]', () => {
  it('validates the cart, sends PlaceOrder {adata} once, clears the tax-exempt flag and goes to the confirmation', async () => {
    seedLine('200101');
    memoryStorage.setItem('partnerTransactionId', 'ptx-42');
    memoryStorage.setItem(TAX_EXEMPT_KEY, 'true');
    const { controller, env } = setup('review');
    await controller.savePayment({ kind: 'new', card: NEW_CARD });
    log.calls.length = 0;
    const first = controller.placeOrder();
    const second = controller.placeOrder();
    expect(await second).toBe(false);
    await first;
    expect(paths()).toEqual([`${RC}ValidateCart`, `${RC}PlaceOrder`]);
    expect(callsTo(log, `${RC}PlaceOrder`)[0]?.body).toEqual({ adata: 'ptx-42' });
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=HX/));
    expect(memoryStorage.getItem(TAX_EXEMPT_KEY)).toBeNull();
  });

  it("adata is '' and the failure logged when session storage cannot be read", async () => {
    seedLine('200101');
    const env = testEnv({
      sessionStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const controller = testController(env, 'review');
    await controller.placeOrder();
    expect(callsTo(log, `${RC}PlaceOrder`)[0]?.body).toEqual({ adata: '' });
    expect(env.log).toHaveBeenCalledWith(expect.stringContaining('partner transaction id'), expect.anything());
  });

  it('a cart validation failure stops before PlaceOrder, and Place Order is usable again', async () => {
    seedLine('200101');
    const { controller, state } = setup('review');
    getSession().cart = [];
    await controller.placeOrder();
    expect(callsTo(log, `${RC}PlaceOrder`)).toHaveLength(0);
    expect(state().loading).toBeNull();
    expect(state().popup?.kind).toBe('emptyBasket');
  });

  it('InvalidPromoCode resets the promo (the data again) and says so', async () => {
    seedLine('200101');
    getSession().promo = 'EXPIRES';
    const { controller, state } = setup('review');
    await controller.placeOrder();
    expect(paths().at(-1)).toBe(`${RC}RefreshCheckout`);
    expect(state().notice).toBe('Promotion Code has been removed');
  });

  it("AuthorizationFailure: 'Payment Error', whose 'Update Payment' goes to the payment step with the error id", async () => {
    seedLine('200101');
    const { controller, state, env } = setup('review');
    await controller.savePayment({ kind: 'new', card: { ...NEW_CARD, number: '4000000000000002' } });
    await controller.placeOrder();
    expect(state().popup).toEqual({ kind: 'paymentError' });
    expect(state().loading).toBeNull();
    await controller.updatePayment();
    expect(env.pushRoute).toHaveBeenCalledWith(AUTHORIZATION_ERROR_URL);
    expect(state().step).toBe('payment');
  });

  it('GiftCardError keeps the gift card errors and shows them', async () => {
    seedLine('200101');
    const { controller, state } = setup('review');
    await controller.applyGiftCard('6006490000000000', '0000');
    await controller.placeOrder();
    expect(state().giftCardErrors).toEqual([
      { cardNumber: '************0000', errorMessage: 'This gift card has a zero balance.' },
    ]);
    expect(state().notice).toBe('This gift card has a zero balance.');
  });

  it('TripBookingFailed with a non-cart redirect goes back to Shipping and Gift Options', async () => {
    seedLine('410100');
    getSession().checkout.shippingAddress = { state: 'AK', postalCode: '99501' };
    const { controller, env, state } = setup('review');
    await controller.placeOrder();
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/shippingandgiftoptions');
    expect(state().step).toBe('shippingAndGiftOptions');
  });

  it('a failure with no redirect goes to the cart', async () => {
    seedLine('200101');
    log.server.use(http.post(`*${RC}PlaceOrder`, () => HttpResponse.json({ isSuccess: false, message: 'Declined' })));
    const { controller, env } = setup('review');
    await controller.placeOrder();
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('Apple Pay from review: PlaceApplePayOrder {nonce, deviceData, adata}', async () => {
    seedLine('200101');
    const { controller, env } = setup('review');
    await controller.placeApplePayOrder({ nonce: 'fake-nonce', deviceData: 'dev' });
    expect(callsTo(log, `${RC}PlaceApplePayOrder`)[0]?.body).toEqual({
      nonce: 'fake-nonce',
      deviceData: 'dev',
      adata: '',
    });
    expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation/));
  });
});

describe("what a refusal says: the server's errorMessage, else its message, else the step's own words", () => {
  const refusals = (own: string) =>
    [
      [{ isSuccess: false, errorMessage: 'Refused in full.', message: 'Refused.' }, 'Refused in full.'],
      [{ isSuccess: false, message: 'Refused.' }, 'Refused.'],
      [{ isSuccess: false }, own],
    ] as const;

  it('SavePlccOfferSelection: in the offer popup opened again on its error view', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    for (const [answer, said] of refusals('Your offer could not be saved. Please try again.')) {
      log.server.use(http.post(`*${RC}SavePlccOfferSelection`, () => HttpResponse.json(answer), { once: true }));
      await controller.saveOffer(1);
      expect(state().popup).toEqual({ kind: 'offer', errorMessage: said, financingTerms: null });
    }
  });

  it('SaveBillingAddress: as the notice', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    for (const [answer, said] of refusals('Please check your address.')) {
      log.server.use(http.post(`*${RC}SaveBillingAddress`, () => HttpResponse.json(answer), { once: true }));
      await controller.saveBillingAddress(DEMO_ADDRESS);
      expect(state().notice).toBe(said);
      expect(state().addressErrors).toEqual({});
    }
  });
});

describe('the tax-exempt flag in session storage ([ref: checkout#rules])', () => {
  it('taking the exemption off removes the flag', async () => {
    seedLine('200101');
    memoryStorage.setItem(TAX_EXEMPT_KEY, 'true');
    const { controller, state } = setup();
    await controller.setTaxExemption(false);
    expect(callsTo(log, `${RC}ApplyTaxExemption`)[0]?.body).toEqual({ isTaxExemptionApplied: false });
    expect(memoryStorage.getItem(TAX_EXEMPT_KEY)).toBeNull();
    expect(state().taxExempt).toBe(false);
  });

  it('a storage that cannot be written is logged; the exemption still applies', async () => {
    seedLine('200101');
    const env = testEnv({
      sessionStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const controller = testController(env, 'payment');
    await controller.setTaxExemption(true);
    expect(env.log).toHaveBeenCalledWith(
      'hearth checkout: the tax-exempt flag could not be stored',
      expect.any(DOMException),
    );
    expect(controller.store.getState().taxExempt).toBe(true);
  });
});

describe('the promo Next: Review verifies ([ref: checkout#rules] VerifyPromoCode)', () => {
  it('is the one this page applied, even when the data no longer lists it', async () => {
    seedLine('200101');
    const { controller } = setup();
    await controller.applyPromo('WELCOME10');
    // the data taken again after another tender lists none
    getSession().promo = null;
    await controller.applyTenderCode('TC5000');
    log.calls.length = 0;
    await controller.moveToReview();
    expect(callsTo(log, `${RC}VerifyPromoCode`)[0]?.body).toEqual({ promoCode: 'WELCOME10' });
  });

  it('after the shopper removed it, the one the data lists', async () => {
    seedLine('200101');
    const { controller } = setup();
    await controller.applyPromo('WELCOME10');
    await controller.removePromo();
    log.calls.length = 0;
    await controller.moveToReview();
    expect(callsTo(log, `${RC}VerifyPromoCode`)[0]?.body).toEqual({ promoCode: '' });
  });
});

describe("a promo the server removed ([ref: checkout#rules] 'Promotion Code has been removed')", () => {
  it('is not verified again: the next Next: Review sends the one the data lists', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.applyPromo('WELCOME10');
    log.server.use(
      http.post(
        `*${RC}VerifyPromoCode`,
        () => {
          getSession().promo = null;
          return HttpResponse.json({ isSuccess: true, message: 'Promotion Code has been removed' });
        },
        { once: true },
      ),
    );
    await controller.moveToReview();
    expect(state().notice).toBe('Promotion Code has been removed');
    log.calls.length = 0;
    await controller.moveToReview();
    expect(callsTo(log, `${RC}VerifyPromoCode`)[0]?.body).toEqual({ promoCode: '' });
  });
});
