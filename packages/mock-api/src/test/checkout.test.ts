// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ENDPOINTS as E, getSession, signIn } from '../index';
import { IN_HOME_NOTE } from '../state/checkout-model';
import { resetSessions } from '../state/session';
import { api, get, post, setupMockServer } from './harness';

setupMockServer();
const RC = '/ReactCheckout/';
const PP = '/api/checkout/payment-provider/';
const AP = '/checkout/alternativepayments/';
const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Avery',
  address1: '1250 Techny Rd',
  address2: '',
  city: 'Northbrook',
  state: 'IL',
  postalCode: '60062',
  country: 'USA',
  dayPhone: '8475550142',
  emailAddress: 'demo@hearth.test',
};
const RESPONSE_KEYS = ['isSuccess', 'orderSummary', 'errorType', 'errorMessage', 'redirectUrl', 'message'];

async function fill(skus = ['200101']) {
  await post(
    E.addItem,
    skus.map((Sku) => ({ Sku, Quantity: 1 })),
  );
  await post(`${RC}SaveShippingAddress`, { address: ADDRESS });
}

describe('checkout flow [ref: checkout#calls]', () => {
  it('every /ReactCheckout answer reads isSuccess, orderSummary, errorType, errorMessage, redirectUrl, message', async () => {
    await fill();
    for (const name of ['ValidateCart', 'MoveToShippingAndGiftOptions', 'RemovePromoCode', 'RemoveCertificates']) {
      const { json } = await post(`${RC}${name}`, {});
      for (const key of RESPONSE_KEYS) expect(json, name).toHaveProperty(key);
    }
  });

  it('validates addresses with suggestions', async () => {
    expect((await post(`${RC}ValidateAddress`, { address: ADDRESS })).json).toMatchObject({
      isSuccess: true,
      isValid: true,
    });
    const wrongCity = await post(`${RC}ValidateAddress`, { address: { ...ADDRESS, city: 'Chicago' } });
    expect(wrongCity.json).toMatchObject({
      isValid: false,
      AddressValidationResult: { Suggestions: [{ City: 'Northbrook', State: 'IL', ZipCode: '60062' }] },
    });
    const missing = await post(`${RC}ValidateAndSaveAddress`, { address: { ...ADDRESS, firstName: '' } });
    expect(missing.json.validationErrors.firstName).toBe('The First Name field is required.');
    expect((await post(`${RC}SaveBillingAddress`, { address: ADDRESS })).json.isSuccess).toBe(true);
  });

  it('RefreshCheckout answers the checkout state of [ref: checkout#data]', async () => {
    signIn();
    await fill(['200101', '300101', '410100']);
    const { json } = await get(`${RC}RefreshCheckout`);
    const data = json.checkoutData;
    expect(data.shippingOptions.recipients[0]).toMatchObject({
      id: 'recipient-1',
      bopsOptions: { pickupContact: { recipientId: 'recipient-1' } },
      giftOptions: { giftMessage: '' },
    });
    const shipment = data.shippingOptions.recipients[0].shipments[0];
    expect(shipment).toMatchObject({
      holidayHold: { holidays: expect.any(Array) },
      tripBooking: { isContactMeSelected: false },
      selectedServiceLevel: 1,
      isShipCompleteVisible: true,
    });
    expect(shipment.items[0]).toMatchObject({
      priceQuantityTotals: { quantity: 1 },
      shippingDeliveryOptions: { isShipOptionVisible: true },
      itemInfo: {},
      isSaveForLaterEnabled: true,
      isRemoved: false,
    });
    expect(data.accountInfo.shippingAddresses[0].addressId).toBe('addr-1');
    expect(data.paymentData.creditCardData.accountCardsInfo[0].cardInfo).toMatchObject({
      id: 'card-1',
      lastFour: '1111',
      verifyCreditCard: false,
    });
    expect(data).toMatchObject({
      requestVerificationToken: expect.any(String),
      cartValidation: { errorType: 0 },
      siteCultureInfo: { isUsCulture: true },
    });
  });

  it('moves through the steps, and refuses with the cart validation type', async () => {
    expect((await post(`${RC}MoveToShippingAndGiftOptions`, {})).json).toMatchObject({
      isSuccess: false,
      errorType: 8,
    });
    await fill();
    expect((await post(`${RC}MoveToShippingAndGiftOptions`, {})).json).toMatchObject({
      isSuccess: true,
      redirectUrl: '/checkout/shippingandgiftoptions',
    });
    expect((await post(`${RC}MoveToPaymentPage`, {})).json.redirectUrl).toBe('/checkout/paymentandbilling');
    expect((await post(`${RC}MoveToReviewPage`, {})).json.redirectUrl).toBe('/checkout/review');
  });

  it('places an order and empties the cart', async () => {
    await fill();
    await post(`${RC}SavePayment`, {
      cardOneData: { number: '4111 1111 1111 1111', expMonth: '08', expYear: '2029', cvv: '123' },
    });
    const { json } = await post(`${RC}PlaceOrder`, { adata: '' });
    expect(json).toMatchObject({
      isSuccess: true,
      redirectUrl: expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=/),
      giftCardErrors: [],
    });
    expect((await get(E.getCartJsx)).json.cartData.lineItems).toEqual([]);
  });

  it("the card pays the balance due after every other tender: a gift card applied after it lowers the card's amount", async () => {
    await fill(['410100']);
    await post(`${RC}SavePayment`, {
      cardOneData: { number: '4111 1111 1111 1111', expMonth: '08', expYear: '2029', cvv: '123' },
    });
    const before = (await get(`${RC}RefreshCheckout`)).json;
    expect(before.checkoutData.paymentData.creditCardData.cardOneInfo.appliedAmountString).toBe(
      (before.orderSummary.total / 100).toFixed(2),
    );
    await post(`${RC}ApplyGiftCardTender`, { cardNumber: '6006491234567890', cardPin: '1234' });
    const after = (await get(`${RC}RefreshCheckout`)).json;
    expect(after.orderSummary.total).toBe(before.orderSummary.total - 10000);
    expect(after.checkoutData.paymentData.creditCardData.cardOneInfo).toMatchObject({
      appliedAmount: after.orderSummary.total / 100,
      appliedAmountString: (after.orderSummary.total / 100).toFixed(2),
    });
  });

  it('keeps the order as placed for the confirmation: items, addresses, tenders, email, guest', async () => {
    await fill(['300101']);
    await post(`${RC}ApplyGiftCardTender`, { cardNumber: '6006491234567890', cardPin: '1234' });
    await post(`${RC}SavePayment`, {
      cardOneData: { number: '4111 1111 1111 1111', expMonth: '08', expYear: '2029', cvv: '123' },
    });
    const { json } = await post(`${RC}PlaceOrder`, { adata: '' });
    const order = getSession().orders.at(-1)!;
    expect(order).toMatchObject({
      orderNumber: json.orderNumber,
      lines: [{ sku: '300101', name: 'Stoneware Table Lamp', qty: 1, imagePath: expect.stringContaining('300101') }],
      shipTo: { firstName: 'Jordan', city: 'Northbrook' },
      email: 'demo@hearth.test',
      guest: true,
    });
    // the order's total and its parts; the tenders paid it between them
    const { subtotal, discount, shipping, tax } = order.summary;
    expect(subtotal).toBe(17900);
    expect(order.total).toBe(subtotal - discount + shipping + tax);
    expect(order.payments).toEqual([
      { tender: 'Gift card ending in 7890', amount: 10000 },
      { tender: 'Visa ending in 1111', amount: order.total - 10000 },
    ]);
    // the cart is emptied; the record stays
    expect((await get(E.getCartJsx)).json.cartData.lineItems).toEqual([]);
  });

  it('gives every order on the server its own number, whichever session places it', async () => {
    const place = async () => {
      await fill();
      await post(`${RC}SavePayment`, {
        cardOneData: { number: '4111 1111 1111 1111', expMonth: '08', expYear: '2029', cvv: '123' },
      });
      return (await post(`${RC}PlaceOrder`, { adata: '' })).json.orderNumber as string;
    };
    const first = await place();
    // a second guest: a session as new as the first one was
    resetSessions();
    const second = await place();
    expect(first).toMatch(/^HX\d{8}$/);
    expect(second).toMatch(/^HX\d{8}$/);
    expect(second).not.toBe(first);
  });

  it('scripts each place-order failure of [ref: checkout#rules]', async () => {
    await fill();
    await post(E.applyPromoCode, { promoCode: 'EXPIRES' });
    expect((await post(`${RC}PlaceOrder`, { adata: '' })).json).toMatchObject({
      isSuccess: false,
      message: 'InvalidPromoCode',
    });
    // the refused code is off the basket: no discount left, no second refusal
    expect((await post(`${RC}VerifyPromoCode`, { promoCode: '' })).json).toMatchObject({ message: '' });
    expect((await get(`${RC}RefreshCheckout`)).json).toMatchObject({ checkoutData: { orderSummary: { discount: 0 } } });
    await post(`${RC}SavePayment`, { cardOneData: { number: '4000000000000002', expMonth: '01', expYear: '2030' } });
    expect((await post(`${RC}PlaceOrder`, {})).json).toMatchObject({
      message: 'AuthorizationFailure',
      redirectUrl: '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
    });
    await post(`${RC}SavePayment`, { cardOneData: { number: '4111111111111111', expMonth: '01', expYear: '2030' } });
    await post(`${RC}ApplyGiftCardTender`, { cardNumber: '6006490000000000', cardPin: '0000' });
    const gift = await post(`${RC}PlaceOrder`, {});
    expect(gift.json).toMatchObject({
      message: 'GiftCardError',
      giftCardErrors: [expect.objectContaining({ errorMessage: expect.any(String) })],
    });
    await post(`${RC}RemoveGiftCardTender`, { cardNumber: '6006490000000000' });
    await post(E.addItem, [{ Sku: '410100', Quantity: 1 }]);
    await post(`${RC}SaveShippingAddress`, {
      address: { ...ADDRESS, address1: '1 Main St', city: 'Anchorage', state: 'AK', postalCode: '99501' },
    });
    expect((await post(`${RC}PlaceOrder`, {})).json).toMatchObject({
      message: 'TripBookingFailed',
      redirectUrl: '/checkout/shippingandgiftoptions',
    });
    expect((await post(`${RC}PlaceApplePayOrder`, { nonce: '' })).json.isSuccess).toBe(false);
  });

  it('removes unavailable, PFAS, personalized and installation items', async () => {
    await fill(['300108', '200101']);
    await post(`${RC}SaveShippingAddress`, {
      address: { ...ADDRESS, city: 'San Francisco', state: 'CA', postalCode: '94107' },
    });
    expect((await post(`${RC}ValidateCart`, {})).json.errorType).toBe(9);
    expect((await post(`${RC}RemovePfasItems`, {})).json.isSuccess).toBe(true);
    expect((await post(`${RC}ValidateCart`, {})).json.errorType).toBe(0);
    for (const name of [
      'RemoveNlaItems',
      'RemoveAllNlaItems',
      'RemoveInHousePersonalizedNlaItems',
      'RemovePersonalizedItems',
      'RemoveInstallationService',
    ]) {
      expect((await post(`${RC}${name}`, {})).json.isSuccess, name).toBe(true);
    }
  });

  it('logs', async () => {
    expect((await post('/Checkout/Log', { message: 'x', level: 'error' })).json.isSuccess).toBe(true);
  });
});

describe('tenders [ref: cart#calls]', () => {
  it('promo apply / verify / remove', async () => {
    await fill();
    expect((await post(`${RC}ApplyPromoCode`, { promoCode: 'SOFA20' })).json.isSuccess).toBe(true);
    expect((await post(`${RC}VerifyPromoCode`, { promoCode: 'SOFA20' })).json.message).toBe('');
    expect((await post(`${RC}ApplyPromoCode`, { promoCode: 'BAD' })).json.isSuccess).toBe(false);
    expect((await post(`${RC}RemovePromoCode`, {})).json.message).toBe('Promotion Code has been removed');
  });

  it('gift cards in both variants and both payload spellings', async () => {
    await fill(['410100']);
    const a = await post(`${RC}ApplyGiftCardTender`, { cardNumber: '6006491234567890', cardPin: '1234' });
    expect(a.json).toMatchObject({ isSuccess: true, orderSummary: expect.objectContaining({ credits: 10000 }) });
    expect((await post(`${RC}RemoveGiftCardTender`, { number: '6006491234567890' })).json.orderSummary.credits).toBe(0);
    expect((await post(`${PP}apply-gift-card`, { number: '6006491234567890', pin: '1234' })).json.isSuccess).toBe(true);
    expect((await post(`${PP}remove-gift-card`, { cardNumber: '6006491234567890' })).json.orderSummary.credits).toBe(0);
    expect((await post(`${RC}ApplyGiftCardTender`, { cardNumber: '1', cardPin: '1' })).json.isSuccess).toBe(false);
  });

  it('tender codes, reward certificates and rewards', async () => {
    signIn();
    await fill(['410100']);
    expect((await post(`${RC}ApplyTenderCode`, { tenderCodeNumber: 'TC5000' })).json.orderSummary.credits).toBe(5000);
    expect((await post(`${RC}RemoveTenderCode`, { number: 'TC5000' })).json.orderSummary.credits).toBe(0);
    const account = { accountNumber: '6001 2345 6789', cardToken: 'demo-rewards-card-token' };
    for (const path of [
      `${RC}ApplyRewardCertificate`,
      `${RC}ApplyCartRewardCertificate`,
      `${PP}apply-reward-certificate`,
      `${PP}apply-cart-reward-certificate`,
    ]) {
      expect((await post(path, { certificateNumber: 'RC1000', ...account })).json.isSuccess, path).toBe(true);
    }
    // the account's certificate needs the account number and card token GetAccountRewards answered
    expect(
      (
        await post(`${RC}ApplyCartRewardCertificate`, {
          certificateNumber: 'RC1000',
          accountNumber: '1',
          cardToken: 'x',
        })
      ).json.isSuccess,
    ).toBe(false);
    expect(
      (await post(`${RC}RemoveRewardCertificate`, { certificateNumber: 'RC1000' })).json.orderSummary.credits,
    ).toBe(0);
    await post(`${RC}ApplyRewardCertificate`, { certificateNumber: 'RC2500' });
    expect((await post(`${PP}remove-certificates`, {})).json.orderSummary.credits).toBe(0);
    await post(`${PP}apply-reward-certificate`, { certificateNumber: 'RC2500' });
    expect(
      (await post(`${PP}remove-reward-certificate`, { certificateNumber: 'RC2500' })).json.orderSummary.credits,
    ).toBe(0);
    for (const [path, body] of [
      [`${RC}GetAccountRewards`, { tnsSession: 'demo-tns-session' }],
      [`${RC}GetAccountRewardsByToken`, { token: 'demo-rewards-token' }],
      [`${PP}lookup-rewards-card`, {}],
    ] as const) {
      expect((await post(path, body)).json, path).toMatchObject({
        isSuccess: true,
        rewardsTotal: 2500,
        rewardExceedOrderTotalMessage: '',
        accountNumber: '6001 2345 6789',
        cardToken: 'demo-rewards-card-token',
      });
    }
    // the session or token the checkout data gave, else refused
    expect((await post(`${RC}GetAccountRewards`, { tnsSession: 'other' })).json.isSuccess).toBe(false);
    expect((await post(`${RC}GetAccountRewardsByToken`, {})).json.isSuccess).toBe(false);
  });

  it('the rewards say when they exceed the order total', async () => {
    signIn();
    await fill(['200101']);
    await post(`${RC}ApplyTenderCode`, { tenderCodeNumber: 'TC5000' });
    await post(`${RC}ApplyRewardCertificate`, { certificateNumber: 'RC1000' });
    const { json } = await post(`${RC}GetAccountRewards`, { tnsSession: 'demo-tns-session' });
    expect(json.rewardExceedOrderTotalMessage).toMatch(/^Your rewards of \$25\.00 exceed this order's total/);
  });

  it('what is applied is listed in the checkout data, gift cards by their last four only; removal by the masked number', async () => {
    await fill(['410100']);
    await post(`${RC}ApplyPromoCode`, { promoCode: 'SOFA20' });
    await post(`${RC}ApplyGiftCardTender`, { cardNumber: '6006491234567890', cardPin: '1234' });
    await post(`${RC}ApplyTenderCode`, { tenderCodeNumber: 'TC5000' });
    await post(`${RC}ApplyRewardCertificate`, { certificateNumber: 'RC1000' });
    const { json } = await get(`${RC}RefreshCheckout`);
    expect(JSON.stringify(json)).not.toContain('6006491234567890');
    expect(json.checkoutData.paymentData).toMatchObject({
      promoCodeData: { promoCode: 'SOFA20' },
      giftCardsData: {
        applied: [
          { cardNumber: '************7890', lastFour: '7890', appliedAmount: 100, appliedAmountString: '100.00' },
        ],
      },
      tenderCodesData: { applied: [{ tenderCodeNumber: 'TC5000', appliedAmount: 50, appliedAmountString: '50.00' }] },
      rewardsData: {
        appliedCertificates: [{ certificateNumber: 'RC1000', appliedAmount: 10, appliedAmountString: '10.00' }],
      },
    });
    expect((await post(`${RC}RemoveGiftCardTender`, { cardNumber: '************0000' })).json.isSuccess).toBe(false);
    expect((await post(`${RC}RemoveGiftCardTender`, { number: '************7890' })).json.orderSummary.credits).toBe(
      6000,
    );
  });

  it('the store card as card one brings its offer: none chosen yet, financing terms from $599, chosen again for a new card one', async () => {
    signIn();
    await fill(['410100']);
    const offer = async () => (await get(`${RC}RefreshCheckout`)).json.checkoutData.paymentData.plccOfferData;
    expect(await offer()).toBeNull();
    await post(`${RC}SavePayment`, { accountCardOneData: { id: 'card-4' } });
    expect(await offer()).toEqual({
      selectedOption: null,
      financingTerms: expect.stringMatching(/^No interest if paid in full within 12 months/),
      errorMessage: '',
    });
    expect((await post(`${RC}SavePlccOfferSelection`, { selectedOption: 2 })).json.isSuccess).toBe(true);
    expect((await offer()).selectedOption).toBe(2);
    await post(`${RC}SavePayment`, { accountCardOneData: { id: 'card-1' } });
    expect(await offer()).toBeNull();
    await post(`${RC}SavePayment`, { accountCardOneData: { id: 'card-4' } });
    expect((await offer()).selectedOption).toBeNull();
  });

  it('tax exemption as POST and as GET', async () => {
    await fill();
    expect((await post(`${RC}ApplyTaxExemption`, { isTaxExemptionApplied: true })).json).toMatchObject({
      isTaxExemptionApplied: true,
      orderSummary: expect.objectContaining({ tax: 0 }),
    });
    expect((await get(`${RC}ApplyTaxExemption/?taxExemption=false`)).json.isTaxExemptionApplied).toBe(false);
  });
});

/** The first shipment of the checkout and the order summary, as RefreshCheckout answers them. */
async function shipmentOf() {
  const { json } = await get(`${RC}RefreshCheckout`);
  return { shipment: json.checkoutData.shippingOptions.recipients[0].shipments[0], summary: json.orderSummary };
}

describe('shipping and gift options [ref: checkout#calls]', () => {
  it('prices each service level as the summary does; a made-to-order sofa gets in-home delivery only, with no holiday date', async () => {
    await fill(['410100']);
    const sofa = await shipmentOf();
    expect(sofa.shipment.availableServiceLevels).toEqual([
      { serviceLevel: 6, name: 'Local In-Home Delivery', formattedCharge: '$199.00', description: IN_HOME_NOTE },
    ]);
    expect(sofa.shipment.selectedServiceLevel).toBe(6);
    expect(sofa.summary.formattedShipping).toBe('$199.00');
    expect(sofa.shipment.holidayHold.holidays).toEqual([]);
  });

  it('a sofa and a pillow: two shipments, the parcel at its own levels (free Standard over $99), the sofa by in-home delivery', async () => {
    await fill(['410100', '200101']);
    const { json } = await get(`${RC}RefreshCheckout`);
    const [parcel, furniture] = json.checkoutData.shippingOptions.recipients[0].shipments;
    expect(parcel.items.map((i: { sku: string }) => i.sku)).toEqual(['200101']);
    expect(parcel.availableServiceLevels.map((l: { name: string }) => l.name)).toEqual([
      'Standard',
      'Premium',
      'Express',
    ]);
    expect(parcel.availableServiceLevels[0].formattedCharge).toBe('FREE');
    expect(furniture.items.map((i: { sku: string }) => i.sku)).toEqual(['410100']);
    expect(furniture.items[0].edd).toBe('Arrives in 8-10 weeks by in-home delivery');
    expect(furniture.selectedServiceLevel).toBe(6);
    expect(json.orderSummary.formattedShipping).toBe('$199.00');
    // Premium for the parcel adds its charge; the in-home level in a request changes nothing
    await post(`${RC}SaveShippingAndGiftOptions`, { serviceLevel: 2 });
    await post(`${RC}UpdateGiftOption`, { recipientId: 'recipient-1', giftOptions: {}, serviceLevel: 6 });
    expect((await shipmentOf()).summary.formattedShipping).toBe('$218.95');
  });

  it('a parcel: Standard costs what the summary says, and the level chosen is what the summary adds', async () => {
    await fill(['200101']);
    const standard = await shipmentOf();
    expect(standard.shipment.availableServiceLevels.map((l: { formattedCharge: string }) => l.formattedCharge)).toEqual(
      ['$9.95', '$19.95', '$34.95'],
    );
    expect(standard.summary.formattedShipping).toBe('$9.95');
    expect(standard.shipment.holidayHold.holidays.length).toBeGreaterThan(0);
    await post(`${RC}SaveShippingAndGiftOptions`, { serviceLevel: 3 });
    const express = await shipmentOf();
    expect(express.shipment.selectedServiceLevel).toBe(3);
    expect(express.summary.formattedShipping).toBe('$34.95');
  });

  it('updates gift receipt, bagging, gift message and option, TYM, offers, recipients and splits', async () => {
    await fill();
    const rid = 'recipient-1';
    for (const [name, body] of [
      ['UpdateGiftReceipt', { recipientId: rid, selectedOption: 1 }],
      ['UpdateBaggingOption', { recipientId: rid, selectedOption: 1 }],
      ['UpdateGiftMessage', { recipientId: rid, message: 'Happy housewarming!', isInitialTrigger: false }],
      ['SetTYMPreferences', { isOptIn: true, isBilling: false, address: ADDRESS }],
      ['SavePlccOfferSelection', { selectedOption: 1 }],
      ['SaveShippingAndGiftOptions', { serviceLevel: 2 }],
      ['UpdateBopsToShipping', { recipientId: rid, newAddressId: 'addr-1' }],
      ['SaveMultiShipping', { addressId: 'addr-1' }],
    ] as const) {
      expect((await post(`${RC}${name}`, body)).json.isSuccess, name).toBe(true);
    }
    const opt = await post(`${RC}UpdateGiftOption`, {
      recipientId: rid,
      giftOptions: { giftMessage: 'Hi' },
      rewardsOrderSummaryMessage: '',
      serviceLevel: 1,
    });
    expect(opt.json).toMatchObject({
      isSuccess: true,
      orderSummary: expect.any(Object),
      recipientList: [expect.objectContaining({ giftOptions: expect.objectContaining({ giftMessage: 'Hi' }) })],
    });
    // 'This order is a gift' is kept: the answer's recipient says so, and so does the checkout data after
    const gift = await post(`${RC}UpdateGiftOption`, {
      recipientId: rid,
      giftOptions: { isGift: true },
      serviceLevel: 1,
    });
    expect(gift.json.recipientList[0].giftOptions).toMatchObject({ isGift: true, giftMessage: 'Hi' });
    const unticked = await post(`${RC}UpdateGiftOption`, {
      recipientId: rid,
      giftOptions: { isGift: false },
      serviceLevel: 1,
    });
    expect(unticked.json.recipientList[0].giftOptions.isGift).toBe(false);
    expect((await post(`${RC}SavePlccOfferSelection`, { selectedOption: 3 })).json.isSuccess).toBe(false);
    // financing below $599: refused with the offer's error message
    expect((await post(`${RC}SavePlccOfferSelection`, { selectedOption: 2 })).json.errorMessage).toMatch(
      /^Special financing is available on orders of \$599\.00 or more/,
    );
    const id = (await get(E.getCartJsx)).json.cartData.lineItems[0].id;
    await post(E.updateItem, { lineItemId: id, quantity: 2 });
    expect((await post(`${RC}SplitItem`, { basketItemId: id })).json.isSuccess).toBe(true);
    expect(
      (await post(`${RC}SaveMultiShippingAddress`, { address: ADDRESS, basketItemId: id })).json.recipientId,
    ).toMatch(/^recipient-/);
    expect(
      (await post(`${RC}SaveRecipientSelection`, { recipientId: 'recipient-1', basketItemId: id })).json.isSuccess,
    ).toBe(true);
    expect(
      (await post(`${RC}UpdateRecipientId`, { oldRecipientId: 'recipient-1', newRecipientId: 'recipient-9' })).json
        .isSuccess,
    ).toBe(true);
  });
});

describe('payment [ref: checkout#calls]', () => {
  it('saves cards keeping only the last four, with the reissued message', async () => {
    await fill();
    const { json } = await post(`${RC}SavePayment`, {
      cardOneData: { number: '4111111111111111', expMonth: '08', expYear: '2029', cvv: '123', saveToAccount: true },
    });
    expect(json.cardOneInfo).toMatchObject({
      type: 'Visa',
      lastFour: '1111',
      isApplied: true,
      appliedAmountString: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(JSON.stringify(json)).not.toContain('4111111111111111');
    expect(
      (await post(`${PP}save-credit-card-to-basket`, { cardOneData: { number: '4000000000000036' } })).json.message,
    ).toBe('Card has been reissued. Please use new card.');
  });

  it('pays with two saved cards when signed in', async () => {
    signIn();
    await fill(['410100']);
    const { json } = await post(`${RC}SavePayment`, {
      accountCardOneData: { id: 'card-1' },
      accountCardTwoData: { id: 'card-2' },
    });
    expect(json.cardOneInfo.appliedAmount + json.cardTwoInfo.appliedAmount).toBeCloseTo(
      json.orderSummary.total / 100,
      2,
    );
    expect((await post(`${RC}SavePayment`, { accountCardOneData: { id: 'card-5' } })).json.isSuccess).toBe(false);
  });

  it('verifies a security code', async () => {
    expect((await post(`${RC}VerifyCreditCard`, { cardData: { id: 'card-1', cvv: '123' } })).json.isSuccess).toBe(true);
    expect(
      (await post(`${RC}VerifyCreditCard`, { cardData: { id: 'card-3', cvv: '123' } })).json.verifyErrors,
    ).toMatchObject({ hasVerifyInputError: true, cardId: 'card-3' });
    expect(
      (await post(`${RC}VerifyCreditCard`, { cardData: { id: 'card-1', cvv: '000' } })).json.verifyErrors
        .hasVerifyFailedError,
    ).toBe(true);
  });

  it('alternative payments', async () => {
    await fill();
    for (const name of [
      'savepaypalpayment',
      'logpaypalerror',
      'launchmasterpass',
      'setPayPalPayload',
      'applyVenmoPayment',
      'savevisapayment',
      'logvisaerror',
      'applyApplePayPayment',
      'removeApplePayPayment',
    ]) {
      expect((await post(`${AP}${name}`, {})).json.isSuccess, name).toBe(true);
    }
  });
});

describe('store availability [ref: checkout#calls]', () => {
  it('answers stores and availability, and the store popups as HTML', async () => {
    const { json } = await post('/browse/storeavailability/GetAvailabilityData', {
      sku: '200101',
      zip: '60062',
      onlyAvailStores: false,
      includeOnlyBopsEnabled: true,
      onDisplay: false,
    });
    expect(json.availability).toMatchObject({
      sku: '200101',
      isLocal: expect.any(Boolean),
      isInternational: false,
      isCanada: false,
      isParcelShipping: true,
      message: expect.any(String),
    });
    expect(json.stores.every((s: { isBopsEnabled: boolean }) => s.isBopsEnabled)).toBe(true);
    expect((await post('/browse/storeavailability/resetbasketselectedstore', {})).json.isSuccess).toBe(true);
    const detail = await api('/browse/popup/StoreLocationDetail/0/', { method: 'POST', body: { storeId: 102 } });
    expect(detail.json.store).toMatchObject({
      storeId: 102,
      name: 'Chicago Michigan Ave',
      hours: [{ days: 'Mon–Sat', hours: '10 am–8 pm' }, expect.anything()],
      mapUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    });
    const list = (await api('/browse/popup/StoreLocationDetailList', { method: 'POST' })).json;
    expect(list.stores.map((s: { storeId: number }) => s.storeId)).toEqual([101, 102, 103, 201]);
  });
});
