// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ENDPOINTS as E } from '../index';
import { CART_ANSWER_KEYS, get, post, setupMockServer } from './harness';

setupMockServer();

async function addPillow(qty = 1, session?: string) {
  return post(
    E.addItem,
    [
      {
        Sku: '200101',
        Quantity: qty,
        OptionChoiceParameter: '',
        Location: 'PDP',
        IsPickupSelected: false,
        ShipMethod: 1,
      },
    ],
    session,
  );
}

describe('addItem [ref: cart#calls]', () => {
  it('adds the items and answers success fields and items (sku, quantity)', async () => {
    const { json } = await addPillow(2);
    expect(json).toMatchObject({
      isSuccess: true,
      confirmationType: 'standard',
      items: [{ sku: '200101', quantity: 2 }],
      itemCount: 2,
    });
    const cart = await get(E.getCartJsx);
    expect(cart.json.cartData.lineItems).toEqual([
      expect.objectContaining({ sku: '200101', qty: 2, id: expect.any(String) }),
    ]);
  });

  it('accepts the add-on payload { items } with Location Furniture Add-On and lists add-ons of upholstery', async () => {
    const { json } = await post(E.addItem, {
      items: [{ Sku: '410100', Quantity: 1, OptionChoiceParameter: '1,10300_6,802', Location: 'Furniture Add-On' }],
    });
    expect(json.isSuccess).toBe(true);
    expect(json.addOns.map((a: { sku: string }) => a.sku)).toEqual(['200101', '200102', '200103', '200104']);
    expect(json.addOns[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        navigateUrl: expect.any(String),
        imagePath: expect.any(String),
        formattedPrice: '$59.95',
      }),
    );
  });

  it('refuses an unknown sku, a discontinued one and a quantity over 99', async () => {
    expect((await post(E.addItem, [{ Sku: '999999', Quantity: 1 }])).json).toMatchObject({
      isSuccess: false,
      message: expect.stringContaining('999999'),
    });
    expect((await post(E.addItem, [{ Sku: '300107', Quantity: 1 }])).json.isSuccess).toBe(false);
    expect((await post(E.addItem, [{ Sku: '200101', Quantity: 100 }])).json.isSuccess).toBe(false);
  });

  it("answers confirmation type 'ignore' for a donation", async () => {
    expect((await post(E.addItem, [{ Sku: '800005', Quantity: 1 }])).json.confirmationType).toBe('ignore');
  });
});

describe('monogramConfirmation and customConfirmation [ref: cart#rules, #calls]', () => {
  const design = (text: string) => ({
    quantity: 1,
    orderType: 1,
    profileGuid: '',
    design: {
      templateName: 'Block',
      sku: '500101',
      locationName: 'Center',
      personalization: [{ elementName: 'Text1', text, textcolor: 'Navy', font: 'Serif' }],
    },
  });

  it('adds a personalized line', async () => {
    const { json } = await post(E.monogramConfirmation, design('AVERY'));
    expect(json).toMatchObject({
      isSuccess: true,
      confirmationType: 'monogram',
      items: [{ sku: '500101', quantity: 1, personalizationText: 'AVERY' }],
    });
    const cart = await get(E.getCartJsx);
    expect(cart.json.cartData.lineItems[0]).toMatchObject({ isPersonalized: true, personalizationText: 'AVERY' });
  });

  it('answers E3001 for refused words and E2001 when every line is empty', async () => {
    expect((await post(E.monogramConfirmation, design('damn'))).json.errors[0]).toMatchObject({
      code: 'E3001',
      elementName: 'Text1',
    });
    expect((await post(E.monogramConfirmation, design(''))).json.errors.map((e: { code: string }) => e.code)).toContain(
      'E2001',
    );
  });

  it('tells which items need the custom confirmation', async () => {
    expect((await get(`${E.customConfirmation}?sku=600101&optionChoiceParameter=`)).json).toMatchObject({
      hasCustomOrderConfirmation: true,
      sku: '600101',
    });
    expect((await get(`${E.customConfirmation}?sku=200101`)).json.hasCustomOrderConfirmation).toBe(false);
  });
});

describe('cart service [ref: cart#calls]', () => {
  it('answers every cart field on every action', async () => {
    await addPillow();
    const { json } = await get(E.getCartJsx);
    for (const key of CART_ANSWER_KEYS) expect(json).toHaveProperty(key);
    expect(json.cartData).toMatchObject({
      lineItems: expect.any(Array),
      savedForLater: [],
      cartSummary: { discountCode: '', taxZipCode: '' },
      orderSummary: expect.objectContaining({ rewardsTotal: 0, rewardsExceedOrderTotalMessage: '' }),
      isGuest: true,
      isInternational: false,
    });
  });

  it('removes, saves for later, moves back and removes a saved item', async () => {
    await addPillow();
    const id = (await get(E.getCartJsx)).json.cartData.lineItems[0].id;
    let r = await post(E.saveForLater, { lineItemId: id });
    expect(r.json.cartData.lineItems).toHaveLength(0);
    expect(r.json.cartData.savedForLater).toHaveLength(1);
    r = await post(E.moveToCart, { lineItemId: id });
    expect(r.json.cartData.lineItems).toHaveLength(1);
    r = await post(E.saveForLater, { lineItemId: id });
    r = await post(E.removeItemFromSaveForLater, { lineItemId: id });
    expect(r.json.cartData.savedForLater).toHaveLength(0);
    await addPillow();
    const id2 = (await get(E.getCartJsx)).json.cartData.lineItems[0].id;
    r = await post(E.removeItem, { lineItemId: id2 });
    expect(r.json).toMatchObject({ isSuccess: true, cartData: { lineItems: [] } });
    expect((await post(E.removeItem, { lineItemId: 'nope' })).json.isSuccess).toBe(false);
  });

  it('updates quantity within 1-99 and the ship method (1 ship, else pickup)', async () => {
    await addPillow();
    const id = (await get(E.getCartJsx)).json.cartData.lineItems[0].id;
    expect((await post(E.updateItem, { lineItemId: id, quantity: 5 })).json.cartData.lineItems[0].qty).toBe(5);
    expect((await post(E.updateItem, { lineItemId: id, quantity: 0 })).json.isSuccess).toBe(false);
    const pickup = await post(E.updateShipMethod, { lineItemId: id, shipMethod: 2 });
    expect(pickup.json.cartData.lineItems[0]).toMatchObject({ shipMethod: 2, isPickupSelected: true });
  });

  it('removes an installation service and adds a donation', async () => {
    await post(E.addItem, [
      { Sku: '300109', Quantity: 1, IsInstallationServiceRequired: true, InstallationServiceType: 2 },
    ]);
    const id = (await get(E.getCartJsx)).json.cartData.lineItems[0].id;
    expect(
      (await post(E.removeInstallationService, { lineItemId: id })).json.cartData.lineItems[0]
        .isInstallationServiceRequired,
    ).toBe(false);
    const d = await post(E.donationAddToCart, {});
    expect(d.json.cartData.lineItems.map((l: { sku: string }) => l.sku)).toContain('800005');
  });

  it('a donation line has no delivery method, no delivery message, no save for later and no shipping charge', async () => {
    const d = await post(E.donationAddToCart, {});
    const line = d.json.cartData.lineItems.find((l: { sku: string }) => l.sku === '800005');
    expect(line).toMatchObject({
      name: 'Donation to Habitat for Humanity $5',
      isShipOptionVisible: false,
      isStorePickupOptionVisible: false,
      availabilityMessage: '',
      edd: { message: '' },
      isSaveForLaterEnabled: false,
    });
    expect(d.json.cartData.orderSummary).toMatchObject({
      subtotal: 500,
      shipping: 0,
      formattedShipping: 'FREE',
      total: 500,
    });
    // beside a small parcel order the donation neither adds shipping nor reaches the free-shipping threshold
    await post(E.addItem, [{ Sku: '300105', Quantity: 1 }]);
    await post(E.donationAddToCart, { quantity: 20 });
    expect((await get(E.getCartJsx)).json.cartData.orderSummary.shipping).toBe(995);
  });

  it("a protection plan is not shipped: not 'In stock and ready to ship', no delivery choice or estimate, no delivery charge", async () => {
    await post(E.addItem, [{ Sku: '200104', Quantity: 1 }]);
    const { json } = await get(E.getCartJsx);
    expect(json.cartData.lineItems[0]).toMatchObject({
      isShipOptionVisible: false,
      isStorePickupOptionVisible: false,
      availabilityMessage: '',
      edd: { message: '' },
    });
    expect(json.cartData.orderSummary.shipping).toBe(0);
    const plan = (await get('/sku-pricing/get-sku-data?skus=200104:1')).json.products[0];
    expect(plan.availabilityMessage).toMatch(/^Coverage starts when your furniture is delivered/);
  });

  it("applies a zip code or answers 'Zip code could not be updated'", async () => {
    expect((await post(E.applyZipCode, { zipCode: '60062' })).json.cartData.cartSummary.taxZipCode).toBe('60062');
    expect((await post(E.applyZipCode, { zipCode: 'X1A 2P7' })).json.isSuccess).toBe(true);
    expect((await post(E.applyZipCode, { zipCode: '123' })).json).toMatchObject({
      isSuccess: false,
      message: 'Zip code could not be updated',
    });
  });

  it('applies and removes a promo code, with promoErrorMessage for a bad one', async () => {
    await addPillow(2);
    const ok = await post(E.applyPromoCode, { promoCode: 'welcome10' });
    expect(ok.json.cartData.cartSummary.discountCode).toBe('WELCOME10');
    expect(ok.json.cartData.orderSummary.discount).toBe(1199);
    const bad = await post(E.applyPromoCode, { promoCode: 'NOPE' });
    expect(bad.json.promoErrorMessage).toMatch(/NOPE/);
    expect((await post(E.removePromoCode, {})).json.cartData.cartSummary.discountCode).toBe('');
  });

  it('getEdd answers IsReset and lineItems', async () => {
    await addPillow();
    const { json } = await post(E.getEdd, { locationId: 101, zipCode: '60062' });
    expect(json).toMatchObject({
      IsReset: false,
      lineItems: [expect.objectContaining({ sku: '200101', pickupEddMessage: expect.any(String) })],
    });
  });

  it('checkout: empty basket, unavailable items, oversize warning, guest flyout', async () => {
    expect((await post(E.checkout, {})).json).toMatchObject({ isSuccess: false, errorType: 8 });
    await post(E.addItem, [{ Sku: '420100', Quantity: 1, IsPickupSelected: true }]);
    const over = await post(E.checkout, {});
    expect(over.json.oversizedItems[0]).toMatchObject({
      title: 'Lounge Sectional',
      boxes: expect.arrayContaining([expect.objectContaining({ boxNumber: 1, width: 88 })]),
    });
    expect(over.json).toMatchObject({
      isSuccess: true,
      isGuest: true,
      isInternational: false,
      redirectUrl: '/checkout/shipping',
    });
    // an unavailable item cannot be added, so put one in the session directly
    const { getSession } = await import('../index');
    getSession().cart.push({ ...getSession().cart[0]!, id: 'nla', sku: '300107' });
    expect((await post(E.checkout, {})).json).toMatchObject({ isSuccess: false, errorType: 3 });
    expect((await get(E.getCartJsx)).json.cartData.unavailableItems[0]).toMatchObject({
      sku: '300107',
      title: expect.any(String),
      currentPrice: 24900,
      quantity: 1,
      isCustomNla: false,
      edd: { message: '' },
    });
  });
});

describe('sessions', () => {
  it('keeps one cart per hearth_session cookie', async () => {
    await addPillow(1, 'alice');
    await post(E.addItem, [{ Sku: '200102', Quantity: 3 }], 'bob');
    const alice = await get(E.getCartJsx, 'alice');
    const bob = await get(E.getCartJsx, 'bob');
    const none = await get(E.getCartJsx);
    expect(alice.json.cartData.lineItems.map((l: { sku: string }) => l.sku)).toEqual(['200101']);
    expect(bob.json.cartData.lineItems.map((l: { sku: string; qty: number }) => [l.sku, l.qty])).toEqual([
      ['200102', 3],
    ]);
    expect(none.json.cartData.lineItems).toEqual([]);
  });
});

describe('addCartItem (a server page adds without a call)', () => {
  it('adds and merges as addItem does, and answers the problem of an unknown or unavailable item', async () => {
    const { addCartItem, getSession } = await import('../index');
    expect(addCartItem('page-session', { Sku: '300101', Quantity: 2 })).toBeNull();
    expect(addCartItem('page-session', { Sku: '300101' })).toBeNull();
    expect(getSession('page-session').cart.map((l) => [l.sku, l.qty])).toEqual([['300101', 3]]);
    expect(addCartItem('page-session', { Sku: '300107' })).toMatch(/no longer available/);
    expect(addCartItem('page-session', { Sku: 'nope' })).toMatch(/could not be found/);
    expect(getSession('page-session').cart).toHaveLength(1);
  });
});
