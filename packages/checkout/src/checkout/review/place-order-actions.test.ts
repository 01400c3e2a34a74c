import { getSession } from '@hearth/mock-api';
import { createFakeAltPay } from '@hearth/example-site/demo-providers';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AltPayAdapter } from '../payment/alt-pay';
import {
  callsTo,
  demoCheckoutData,
  memoryStorage,
  seedLine,
  setupCheckoutServer,
  testController,
  testEnv,
} from '../../testing/checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

function setup(env = testEnv({ href: () => 'https://shop.example/checkout/review' })) {
  const controller = testController(env, 'review', demoCheckoutData());
  return { env, controller, state: () => controller.store.getState() };
}
const answerPlaceOrder = (answer: Record<string, unknown>) =>
  log.server.use(http.post(`*${RC}PlaceOrder`, () => HttpResponse.json(answer)));

describe('where a placed order leads [ref: checkout#rules]', () => {
  it('a redirect to another site after success goes to the confirmation instead (same-origin filter)', async () => {
    seedLine('200101');
    answerPlaceOrder({ isSuccess: true, redirectUrl: 'https://evil.example/checkout/confirmation' });
    const { controller, env } = setup();
    await controller.placeOrder();
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith('/checkout/confirmation');
  });

  it('InvalidPromoCode: the checkout data taken again (the code gone from it) and the page scrolled to the top', async () => {
    seedLine('200101');
    getSession().promo = 'EXPIRES';
    const { controller, state, env } = setup();
    expect(state().data?.paymentData?.promoCodeData?.promoCode).toBe('EXPIRES');
    await controller.placeOrder();
    expect(state().notice).toBe('Promotion Code has been removed');
    expect(state().data?.paymentData?.promoCodeData?.promoCode ?? null).toBeNull();
    expect(env.scrollToTop).toHaveBeenCalledTimes(1);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it("GiftCardError: the cards' messages, those it has, joined; with none, 'Gift card service is not available right now.'", async () => {
    seedLine('200101');
    answerPlaceOrder({
      isSuccess: false,
      message: 'GiftCardError',
      giftCardErrors: [
        { cardNumber: '************1111', errorMessage: null },
        { cardNumber: '************2222', errorMessage: 'Card two is declined.' },
        { cardNumber: '************3333', errorMessage: 'Card three has expired.' },
      ],
    });
    const { controller, state } = setup();
    await controller.placeOrder();
    expect(state().notice).toBe('Card two is declined. Card three has expired.');
    expect(state().giftCardErrors).toHaveLength(3);

    answerPlaceOrder({
      isSuccess: false,
      message: 'GiftCardError',
      giftCardErrors: [{ cardNumber: '************1111' }],
    });
    await controller.placeOrder();
    expect(state().notice).toBe('Gift card service is not available right now.');
  });

  it("'Update Payment' of 'Payment Error' closes it", async () => {
    seedLine('200101');
    answerPlaceOrder({ isSuccess: false, message: 'AuthorizationFailure' });
    const { controller, state } = setup();
    await controller.placeOrder();
    expect(state().popup).toEqual({ kind: 'paymentError' });
    await controller.updatePayment();
    expect(state().popup).toBeNull();
    expect(state().step).toBe('payment');
  });
});

describe('Apple Pay orders [ref: checkout#calls]', () => {
  it('placeApplePayOrder sends the stored partner transaction id as adata, with or without a billing contact', async () => {
    seedLine('200101');
    memoryStorage.setItem('partnerTransactionId', 'ptx-3');
    const { controller } = setup();
    await controller.placeApplePayOrder({ nonce: 'n-1', deviceData: 'd-1' });
    expect(callsTo(log, `${RC}PlaceApplePayOrder`)[0]?.body).toEqual({
      nonce: 'n-1',
      deviceData: 'd-1',
      adata: 'ptx-3',
    });
    seedLine('200101');
    await controller.placeApplePayOrder({ nonce: 'n-2', deviceData: 'd-2', billingContact: { givenName: 'Jo' } });
    expect(callsTo(log, `${RC}PlaceApplePayOrderFromPayment`)[0]?.body).toEqual({
      nonce: 'n-2',
      deviceData: 'd-2',
      billingContact: { givenName: 'Jo' },
      adata: 'ptx-3',
    });
  });

  it("the sheet closes with the order's outcome: success when placed, failure when refused", async () => {
    seedLine('200101');
    const fake = createFakeAltPay();
    const { controller } = setup(testEnv({ altPay: async () => fake }));
    await controller.placeOrderWithApplePay();
    expect(fake.completed).toEqual([true]);

    seedLine('200101');
    log.server.use(
      http.post(`*${RC}PlaceApplePayOrder`, () => HttpResponse.json({ isSuccess: false, message: 'Declined' })),
    );
    await controller.placeOrderWithApplePay();
    expect(fake.completed).toEqual([true, false]);
  });

  it('from the payment step, a sheet that hands back no billing contact sends billingContact null', async () => {
    seedLine('200101');
    getSession().checkout.shippingAddress = { state: 'IL', postalCode: '60062' };
    const fake = createFakeAltPay();
    const noContact: AltPayAdapter = {
      ...fake,
      authorize: async (method, options) => ({ ...(await fake.authorize(method, options)), billingContact: undefined }),
    };
    const { controller } = setup(testEnv({ altPay: async () => noContact }));
    await controller.payWithApplePay();
    expect(callsTo(log, `${RC}PlaceApplePayOrderFromPayment`)[0]?.body).toEqual({
      nonce: 'fake-applepay-nonce',
      deviceData: 'fake-device',
      billingContact: null,
      adata: '',
    });
  });
});
