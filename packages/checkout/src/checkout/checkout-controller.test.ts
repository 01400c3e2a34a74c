import { getSession, setFault, signIn } from '@hearth/mock-api';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_CALLS } from './calls';
import { CHECKOUT_REMOVAL_CALLS } from './flow-actions';
import { PAYMENT_CALLS, PROVIDER_CALLS } from './payment-calls';
import { REWARDS_CALLS } from './rewards-calls';
import { ALT_PAY_CALLS } from './payment/alt-pay';
import { createCheckoutController } from './create-checkout-controller';
import { CHECKOUT_STEP_TABLE } from './steps';
import { CHECKOUT_MESSAGES as M } from '../messages';
import {
  DEMO_ADDRESS,
  callsTo,
  demoCheckoutData,
  seedLine,
  setupCheckoutServer,
  setupController,
  testController,
  testEnv,
} from '../testing/checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

const paths = () => log.calls.map((c) => c.path);

describe('loading ([ref: checkout#calls] GET RefreshCheckout)', () => {
  it('loads the checkout data when the page sent none', async () => {
    seedLine('200101', { qty: 2 });
    const { controller, state } = setupController('shipping', null);
    expect(state().status).toBe('loading');
    await controller.load();
    expect(state().status).toBe('ready');
    expect(state().data?.shippingOptions?.recipients[0]?.shipments[0]?.items[0]).toMatchObject({
      sku: '200101',
      priceQuantityTotals: { quantity: 2 },
    });
  });

  it.each(['http503', 'network', 'reset', 'malformed'] as const)(
    'a %s fault on the first load is the error state, logged',
    async (fault) => {
      setFault('RefreshCheckout', fault);
      const { controller, state, env } = setupController('shipping', null);
      await controller.load();
      expect(state().status).toBe('error');
      expect(env.log).toHaveBeenCalled();
    },
  );
});

describe('moving on [ref: checkout#rules]', () => {
  it("'Next' with a new address: SaveShippingAddress, ValidateCart, MoveToShippingAndGiftOptions, the data replaced, then the flow route", async () => {
    seedLine('200101');
    const { controller, state, env } = setupController();
    expect(await controller.saveNewAddress(DEMO_ADDRESS)).toBe(true);
    expect(paths()).toEqual([`${RC}SaveShippingAddress`, `${RC}ValidateCart`, `${RC}MoveToShippingAndGiftOptions`]);
    expect(callsTo(log, `${RC}SaveShippingAddress`)[0]?.body).toEqual({ address: DEMO_ADDRESS });
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/shippingandgiftoptions');
    expect(env.navigate).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ step: 'shippingAndGiftOptions', loading: null, popup: null });
    expect(state().data?.currentStep).toBe(2);
    expect(env.scrollToTop).toHaveBeenCalled();
  });

  it('sets the loading flag while its calls are in flight, and refuses a second action meanwhile', async () => {
    seedLine('200101');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    log.server.use(http.post(`*${RC}SaveShippingAddress`, async () => void (await held)));
    const { controller, state } = setupController();
    const first = controller.saveNewAddress(DEMO_ADDRESS);
    expect(state().loading).toBe('saveShippingAddress');
    expect(await controller.saveNewAddress(DEMO_ADDRESS)).toBe(false);
    release();
    await first;
    expect(state().loading).toBeNull();
    expect(callsTo(log, `${RC}SaveShippingAddress`)).toHaveLength(1);
  });

  it("an action that opens a popup keeps the loading flag until the popup's code is in, so no press reaches its button before the popup is open", async () => {
    seedLine('200101');
    setFault('SaveShippingAddress', 'http503');
    let codeIn!: () => void;
    const asked: string[] = [];
    const env = testEnv({
      popupCode: (popup) => {
        asked.push(popup.kind);
        return new Promise<void>((resolve) => (codeIn = resolve));
      },
    });
    const controller = testController(env, 'shipping', demoCheckoutData());
    const state = () => controller.store.getState();
    const first = controller.saveNewAddress(DEMO_ADDRESS);
    await expect.poll(() => state().popup?.kind).toBe('network');
    expect(asked).toEqual(['network']);
    expect(state().loading).toBe('saveShippingAddress');
    expect(await controller.saveNewAddress(DEMO_ADDRESS)).toBe(false);
    codeIn();
    await first;
    expect(state().loading).toBeNull();
    expect(callsTo(log, `${RC}SaveShippingAddress`)).toHaveLength(1);
  });

  it("keeps every answer's order summary", async () => {
    seedLine('200101');
    const { controller, state } = setupController();
    const before = state().data?.orderSummary?.total;
    log.server.use(
      http.post(`*${RC}ValidateCart`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'x', orderSummary: { total: 4242 } }),
      ),
    );
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(before).not.toBe(4242);
    expect(state().data?.orderSummary?.total).toBe(4242);
  });

  it('a redirect to a page the island does not show is a full navigation [ref: checkout#screens]', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}MoveToShippingAndGiftOptions`, () =>
        HttpResponse.json({
          isSuccess: true,
          redirectUrl: '/account/login?returnUrl=%2Fcheckout',
          checkoutData: demoCheckoutData(),
        }),
      ),
    );
    const { controller, env, state } = setupController();
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(env.navigate).toHaveBeenCalledWith('/account/login?returnUrl=%2Fcheckout');
    expect(env.pushRoute).not.toHaveBeenCalled();
    expect(state().step).toBe('shipping');
  });

  it('a redirect to another origin goes to /checkout/cart instead (same-origin filter)', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}MoveToShippingAndGiftOptions`, () =>
        HttpResponse.json({ isSuccess: true, redirectUrl: 'https://evil.example/x', checkoutData: demoCheckoutData() }),
      ),
    );
    const { controller, env } = setupController();
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('a move answered without checkout data refreshes it (RefreshCheckout) before advancing', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}MoveToShippingAndGiftOptions`, () =>
        HttpResponse.json({ isSuccess: true, redirectUrl: '/checkout/shippingandgiftoptions' }),
      ),
    );
    const { controller, state } = setupController();
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(paths().at(-1)).toBe(`${RC}RefreshCheckout`);
    expect(state().step).toBe('shippingAndGiftOptions');
  });
});

describe('failures [ref: checkout#rules, #calls, #errors]', () => {
  it.each([
    ['reset', 'error'],
    ['malformed', 'error'],
    ['http503', 'network'],
    ['http504', 'network'],
    ['network', 'network'],
  ] as const)(
    'a %s fault runs the error handler: logged, /Checkout/Log, loading stops, the %s popup',
    async (fault, popup) => {
      seedLine('200101');
      setFault('MoveToShippingAndGiftOptions', fault);
      const { controller, state, env } = setupController();
      await controller.saveNewAddress(DEMO_ADDRESS);
      expect(state()).toMatchObject({ popup: { kind: popup }, loading: null, step: 'shipping' });
      expect(env.log.mock.calls[0]?.[0]).toContain(
        'moveToShippingAndGiftOptions (/ReactCheckout/MoveToShippingAndGiftOptions) failed',
      );
      await expect.poll(() => callsTo(log, '/Checkout/Log').length).toBe(1);
      expect(callsTo(log, '/Checkout/Log')[0]?.body).toMatchObject({
        level: 'Error',
        message: expect.stringContaining('MoveToShippingAndGiftOptions'),
      });
      expect(env.pushRoute).not.toHaveBeenCalled();
    },
  );

  it("'Refresh Page' reloads; closing the Network Error popup goes to /checkout/cart", async () => {
    const { controller, env, state } = setupController();
    controller.store.setState({ popup: { kind: 'error' } });
    controller.refreshPage();
    expect(env.reload).toHaveBeenCalledTimes(1);
    controller.closePopup();
    expect(env.navigate).not.toHaveBeenCalled();
    controller.store.setState({ popup: { kind: 'network' } });
    controller.closePopup();
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
    expect(state().popup).toBeNull();
  });

  it('a refused move shows the server message and follows its redirect in-app', async () => {
    seedLine('200101');
    // a guest with no shipping address: MoveToPaymentPage refuses and redirects to the shipping step
    const { controller, state, env } = setupController('shippingAndGiftOptions');
    await controller.saveAndContinue();
    expect(state()).toMatchObject({ notice: 'Please enter a shipping address.', step: 'shipping', loading: null });
    expect(env.pushRoute).toHaveBeenLastCalledWith('/checkout/shipping');
  });
});

describe('cart validation [ref: checkout#rules, #errors]', () => {
  it('errorType 3: the no-longer-available popup lists the items; removal refreshes the checkout', async () => {
    seedLine('200101');
    seedLine('300107');
    const { controller, state } = setupController();
    await controller.saveNewAddress(DEMO_ADDRESS);
    const popup = state().popup;
    expect(popup).toMatchObject({
      kind: 'cartValidation',
      popup: { title: 'Item(s) no longer available', removal: 'nla' },
      items: [{ sku: '300107' }],
    });
    expect(state().loading).toBeNull();
    expect(paths()).not.toContain(`${RC}MoveToShippingAndGiftOptions`);
    log.calls.length = 0;
    await controller.removeUnavailable();
    expect(paths()).toEqual([`${RC}RemoveNlaItems`]);
    expect(state().popup).toBeNull();
    expect(state().data?.shippingOptions?.recipients[0]?.shipments[0]?.items.map((i) => i.sku)).toEqual(['200101']);
  });

  it.each([
    [
      'pfas (9)',
      () => seedLine('300108'),
      { ...DEMO_ADDRESS, state: 'CA', city: 'San Francisco', postalCode: '94107' },
      'pfas',
      `${RC}RemovePfasItems`,
    ],
    ['all unavailable (7)', () => seedLine('300107'), DEMO_ADDRESS, 'allNla', `${RC}RemoveAllNlaItems`],
    [
      'personalized unavailable (6)',
      () => seedLine('300107', { isPersonalized: true }),
      DEMO_ADDRESS,
      'personalizedNla',
      `${RC}RemovePersonalizedItems`,
    ],
  ])('%s sends its own removal call', async (_, seed, address, removal, path) => {
    seedLine('200101');
    seed();
    if (removal === 'allNla') getSession().cart = getSession().cart.filter((l) => l.sku === '300107');
    const { controller, state } = setupController();
    await controller.saveNewAddress(address);
    expect(state().popup).toMatchObject({ kind: 'cartValidation', popup: { removal } });
    await controller.removeUnavailable();
    expect(paths()).toContain(path);
  });

  it("errorType 4 (installation unavailable): 'Remove Installation Service' sends RemoveInstallationService {} and refreshes the checkout", async () => {
    seedLine('200101');
    seedLine('300109', { isInstallationServiceRequired: true, installationServiceType: 1 });
    const { controller, state } = setupController();
    await controller.saveNewAddress({ ...DEMO_ADDRESS, state: 'HI', city: 'Honolulu', postalCode: '96813' });
    expect(state().popup).toMatchObject({
      kind: 'cartValidation',
      popup: { type: 'installationServiceUnavailable', removesInstallation: true },
      items: [{ sku: '300109' }],
    });
    log.calls.length = 0;
    await controller.removeUnavailable(); // type 4 removes no items
    expect(paths()).toEqual([]);
    await controller.removeInstallationService();
    expect(paths()).toEqual([`${RC}RemoveInstallationService`]);
    expect(callsTo(log, `${RC}RemoveInstallationService`)[0]?.body).toEqual({});
    expect(state().popup).toBeNull();
    expect(getSession().cart.some((l) => l.isInstallationServiceRequired)).toBe(false);
  });

  it.each(['http503', 'reset', 'malformed'] as const)(
    'a RemoveInstallationService %s goes to /checkout/cart',
    async (fault) => {
      seedLine('300109', { isInstallationServiceRequired: true });
      const { controller, env } = setupController();
      await controller.saveNewAddress({ ...DEMO_ADDRESS, state: 'AK', city: 'Juneau', postalCode: '99801' });
      setFault('RemoveInstallationService', fault);
      await controller.removeInstallationService();
      expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
    },
  );

  it('a failed removal goes to /checkout/cart', async () => {
    seedLine('200101');
    seedLine('300107');
    const { controller, env } = setupController();
    await controller.saveNewAddress(DEMO_ADDRESS);
    setFault('RemoveNlaItems', 'http503');
    await controller.removeUnavailable();
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('errorType 8 shows the empty-basket message and stops loading', async () => {
    const { controller, state } = setupController();
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(state()).toMatchObject({ popup: { kind: 'emptyBasket', message: 'Your cart is empty.' }, loading: null });
  });

  it("other types: 'Please Edit Your Cart to Proceed', no removal", async () => {
    seedLine('200101');
    log.server.use(http.post(`*${RC}ValidateCart`, () => HttpResponse.json({ isSuccess: false, errorType: 2 })));
    const { controller, state } = setupController();
    await controller.saveNewAddress(DEMO_ADDRESS);
    expect(state().popup).toMatchObject({
      kind: 'cartValidation',
      popup: { title: 'Please Edit Your Cart to Proceed' },
    });
    expect(state().popup?.kind === 'cartValidation' && state().popup).not.toHaveProperty('popup.removal');
  });
});

describe('the shipping address [ref: checkout#rules, #calls]', () => {
  it('shows the suggestions of an address the server corrects; one accepted is saved (ValidateAndSaveAddress) and the flow moves on', async () => {
    seedLine('200101');
    const { controller, state } = setupController();
    await controller.saveNewAddress({ ...DEMO_ADDRESS, city: 'Chicago' });
    expect(state().popup).toMatchObject({
      kind: 'suggestions',
      suggestions: [{ City: 'Northbrook', State: 'IL', ZipCode: '60062' }],
    });
    expect(state().step).toBe('shipping');
    await controller.acceptSuggestion({ City: 'Northbrook', State: 'IL', ZipCode: '60062' });
    expect(callsTo(log, `${RC}ValidateAndSaveAddress`)[0]?.body).toMatchObject({ address: { city: 'Northbrook' } });
    expect(state()).toMatchObject({ popup: null, step: 'shippingAndGiftOptions' });
  });

  it("puts the server's field errors on the form", async () => {
    seedLine('200101');
    const { controller, state } = setupController();
    await controller.saveNewAddress({ ...DEMO_ADDRESS, firstName: '' });
    expect(state().addressErrors).toEqual({ firstName: 'The First Name field is required.' });
    controller.clearAddressErrors();
    expect(state().addressErrors).toEqual({});
  });

  it('a saved address (signed in): SaveMultiShipping {addressId}, then on', async () => {
    signIn();
    seedLine('200101');
    const { controller, state } = setupController();
    await controller.useSavedAddress('addr-2');
    expect(callsTo(log, `${RC}SaveMultiShipping`)[0]?.body).toEqual({ addressId: 'addr-2' });
    expect(state().step).toBe('shippingAndGiftOptions');
    expect(state().data?.shippingOptions?.recipients[0]?.address?.city).toBe('Honolulu');
  });

  it('more than one recipient: a new address for one item (ValidateAddress, SaveMultiShippingAddress), a selection, a split, and back to one address', async () => {
    signIn();
    const pillow = seedLine('200101', { qty: 2 });
    const lamp = seedLine('300101');
    const { controller, state } = setupController();
    await controller.addRecipient(lamp.id, { ...DEMO_ADDRESS, firstName: 'Sam', address1: '1 Main St' });
    expect(paths()).toEqual([`${RC}ValidateAddress`, `${RC}SaveMultiShippingAddress`]);
    const recipients = () => state().data?.shippingOptions?.recipients ?? [];
    expect(recipients()).toHaveLength(2);
    expect(recipients()[1]?.address).toMatchObject({ firstName: 'Sam', address1: '1 Main St' });
    await controller.splitItem(pillow.id);
    expect(callsTo(log, `${RC}SplitItem`)[0]?.body).toEqual({ basketItemId: pillow.id });
    expect(recipients()[0]?.shipments[0]?.items).toHaveLength(2);
    const sam = String(recipients()[1]?.id);
    await controller.selectRecipient(pillow.id, sam);
    expect(callsTo(log, `${RC}SaveRecipientSelection`)[0]?.body).toEqual({ recipientId: sam, basketItemId: pillow.id });
    const [first, second] = recipients().map((r) => r.id);
    await controller.shipToOneAddress();
    expect(callsTo(log, `${RC}UpdateRecipientId`)[0]?.body).toEqual({ oldRecipientId: second, newRecipientId: first });
    expect(recipients()).toHaveLength(1);
  });
});

describe('shipping and gift options [ref: checkout#rules, #calls]', () => {
  const ref = { recipientId: 'recipient-1', shipmentIndex: 0 };
  const shipment = (state: ReturnType<typeof setupController>['state']) =>
    state().data?.shippingOptions?.recipients[0]?.shipments[0];

  it('a holiday date sets service level 1 and its range (the charges recomputed); clearing it clears the range', async () => {
    seedLine('200101');
    seedLine('300101');
    const { controller, state } = setupController('shippingAndGiftOptions');
    await controller.setServiceLevel(ref, 3);
    expect(callsTo(log, `${RC}UpdateGiftOption`)[0]?.body).toMatchObject({
      recipientId: 'recipient-1',
      serviceLevel: 3,
    });
    expect(shipment(state)?.selectedServiceLevel).toBe(3);
    await controller.setHolidayDate(ref, '2026-12-15');
    expect(shipment(state)).toMatchObject({
      selectedServiceLevel: 1,
      holidayHold: { selectedShippingDate: '2026-12-15', selectedShippingRange: 'Dec 15 - Dec 18' },
    });
    expect(callsTo(log, `${RC}UpdateGiftOption`)[1]?.body).toMatchObject({ serviceLevel: 1 });
    await controller.setHolidayDate(ref, '');
    expect(shipment(state)?.holidayHold).toMatchObject({ selectedShippingDate: '', selectedShippingRange: '' });
    expect(callsTo(log, `${RC}UpdateGiftOption`)).toHaveLength(2);
  });

  it("'ship complete' (1) selects service level 1", async () => {
    seedLine('200101');
    seedLine('300101');
    const { controller, state } = setupController('shippingAndGiftOptions');
    await controller.setServiceLevel(ref, 2);
    await controller.setShipComplete(ref, 1);
    expect(shipment(state)).toMatchObject({ isShipCompleteSelected: true, selectedServiceLevel: 1 });
    await controller.setShipComplete(ref, 0);
    expect(shipment(state)).toMatchObject({ isShipCompleteSelected: false, selectedServiceLevel: 1 });
  });

  it('a refused UpdateGiftOption undoes the choice', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}UpdateGiftOption`, () => HttpResponse.json({ isSuccess: false, errorMessage: 'Not now.' })),
    );
    const { controller, state } = setupController('shippingAndGiftOptions');
    await controller.setServiceLevel(ref, 3);
    expect(shipment(state)?.selectedServiceLevel).toBe(1);
    expect(state().notice).toBe('Not now.');
  });

  it('gift message: UpdateGiftMessage {recipientId, message, isInitialTrigger}; gift option: UpdateGiftOption reading recipientList', async () => {
    seedLine('200101');
    const { controller, state } = setupController('shippingAndGiftOptions');
    controller.setGiftMessage('recipient-1', 'Happy birthday!');
    await controller.saveGiftMessage('recipient-1', true);
    expect(callsTo(log, `${RC}UpdateGiftMessage`)[0]?.body).toEqual({
      recipientId: 'recipient-1',
      message: 'Happy birthday!',
      isInitialTrigger: true,
    });
    expect(state().giftMessageSaved).toBe('recipient-1');
    await controller.setGift('recipient-1', true);
    expect(callsTo(log, `${RC}UpdateGiftOption`)[0]?.body).toMatchObject({
      recipientId: 'recipient-1',
      giftOptions: { giftMessage: 'Happy birthday!', isGift: true },
      serviceLevel: 1,
    });
    expect(state().data?.shippingOptions?.recipients[0]?.giftOptions?.giftMessage).toBe('Happy birthday!');
  });

  it('gift receipt and bagging: UpdateGiftReceipt / UpdateBaggingOption {recipientId, selectedOption}; SetTYMPreferences', async () => {
    seedLine('200101', { shipMethod: 2 });
    const { controller, state } = setupController('shippingAndGiftOptions');
    await controller.setGiftReceipt('recipient-1', 1);
    await controller.setBagging('recipient-1', 1);
    expect(callsTo(log, `${RC}UpdateGiftReceipt`)[0]?.body).toEqual({ recipientId: 'recipient-1', selectedOption: 1 });
    expect(callsTo(log, `${RC}UpdateBaggingOption`)[0]?.body).toEqual({
      recipientId: 'recipient-1',
      selectedOption: 1,
    });
    expect(state().data?.shippingOptions?.recipients[0]?.bopsOptions).toMatchObject({
      giftReceiptOption: 1,
      baggingOption: 1,
    });
    await controller.setTextUpdates(true);
    expect(callsTo(log, `${RC}SetTYMPreferences`)[0]?.body).toMatchObject({ isOptIn: true, isBilling: false });
    expect(state().data?.shippingOptions?.notificationOptions?.isOptIn).toBe(true);
  });

  it('a refused gift receipt is undone', async () => {
    seedLine('200101', { shipMethod: 2 });
    setFault('UpdateGiftReceipt', 'http504');
    const { controller, state } = setupController('shippingAndGiftOptions');
    await controller.setGiftReceipt('recipient-1', 1);
    expect(state().data?.shippingOptions?.recipients[0]?.bopsOptions?.giftReceiptOption).toBe(0);
    expect(state().popup).toEqual({ kind: 'network' });
  });

  it('store pickup: stores from GetAvailabilityData; a store chosen (updateShipMethod 2), the checkout refreshed; back to delivery with UpdateBopsToShipping', async () => {
    const line = seedLine('200101');
    const { controller, state } = setupController('shippingAndGiftOptions');
    const stores = await controller.findStores('200101', '60062', true);
    expect(callsTo(log, '/browse/storeavailability/GetAvailabilityData')[0]?.body).toEqual({
      sku: '200101',
      zip: '60062',
      onlyAvailStores: true,
      includeOnlyBopsEnabled: true,
      onDisplay: false,
    });
    expect(stores?.length).toBeGreaterThan(0);
    const item = { id: line.id, sku: '200101', name: 'Pillow', quantity: 1, isPickup: false };
    await controller.chooseStore(item, 102);
    expect(callsTo(log, '/api/demo/cart/update-ship-method')[0]?.body).toEqual({
      lineItemId: line.id,
      shipMethod: 2,
      storeId: 102,
    });
    expect(state().data?.shippingOptions?.recipients[0]?.shipments[0]).toMatchObject({
      isPickup: true,
      store: { name: 'Chicago Michigan Ave' },
    });
    await controller.chooseStore({ ...item, isPickup: true }, 101);
    expect(paths()).toContain('/browse/storeavailability/resetbasketselectedstore');
    await controller.shipInstead('recipient-1');
    expect(callsTo(log, `${RC}UpdateBopsToShipping`)[0]?.body).toEqual({
      recipientId: 'recipient-1',
      newAddressId: '',
    });
    expect(state().data?.shippingOptions?.recipients[0]?.shipments[0]?.isPickup).toBe(false);
  });

  it('a failed store search answers null (the chooser says so), with no popup', async () => {
    setFault('GetAvailabilityData', 'http503');
    const { controller, state } = setupController('shippingAndGiftOptions');
    expect(await controller.findStores('200101', '60062', false)).toBeNull();
    expect(state().popup).toBeNull();
  });

  it("'Next: Payment': SaveShippingAndGiftOptions with every choice, then ValidateCart and MoveToPaymentPage", async () => {
    seedLine('200101');
    await (
      await import('@hearth/mock-api')
    ).handle(
      new Request('http://localhost/ReactCheckout/SaveShippingAddress', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ address: DEMO_ADDRESS }),
      }),
    );
    const { controller, state, env } = setupController('shippingAndGiftOptions');
    controller.setTripBooking(ref, { drivingDirections: 'Gate code 42' });
    await controller.saveAndContinue();
    expect(paths()).toEqual([`${RC}SaveShippingAndGiftOptions`, `${RC}ValidateCart`, `${RC}MoveToPaymentPage`]);
    expect(callsTo(log, `${RC}SaveShippingAndGiftOptions`)[0]?.body).toMatchObject({
      serviceLevel: 1,
      recipients: [
        {
          recipientId: 'recipient-1',
          shipments: [
            { serviceLevel: 1, isShipCompleteSelected: false, tripBooking: { drivingDirections: 'Gate code 42' } },
          ],
        },
      ],
    });
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/paymentandbilling');
    expect(state().step).toBe('payment');
  });
});

describe('the flow route', () => {
  it('Back and the browser address move between the steps the island shows', () => {
    const { controller, state, env } = setupController('payment');
    controller.back();
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/shippingandgiftoptions');
    expect(state().step).toBe('shippingAndGiftOptions');
    controller.syncToPath('/checkout/paymentandbilling');
    expect(state().step).toBe('payment');
    controller.syncToPath('/checkout/cart');
    controller.syncToPath('/elsewhere');
    expect(state().step).toBe('payment');
  });

  it("under another basePath: the steps' addresses are under it, the server's routes move there, Back and the address follow it", async () => {
    seedLine('200101');
    const env = testEnv({ href: () => 'https://shop.example/shop/checkout' });
    const controller = testController(env, 'shipping', demoCheckoutData(), { basePath: '/shop/checkout' });
    const state = () => controller.store.getState();
    // the server answers /checkout/shippingandgiftoptions: the app serves it under its base
    expect(await controller.saveNewAddress(DEMO_ADDRESS)).toBe(true);
    expect(env.pushRoute).toHaveBeenLastCalledWith('/shop/checkout/shippingandgiftoptions');
    expect(state().step).toBe('shippingAndGiftOptions');
    // the browser's Back: the address of the first step, which is the base itself
    controller.syncToPath('/shop/checkout');
    expect(state().step).toBe('shipping');
    controller.syncToPath('/shop/checkout/paymentandbilling');
    expect(state().step).toBe('payment');
    // the spec's addresses are not this app's
    controller.syncToPath('/checkout/review');
    expect(state().step).toBe('payment');
    controller.back();
    expect(env.pushRoute).toHaveBeenLastCalledWith('/shop/checkout/shippingandgiftoptions');
    expect(state().step).toBe('shippingAndGiftOptions');
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it.each([
    [{}, 'https://shop.example/checkout/review', 'review'],
    [{ step: 'payment' }, 'https://shop.example/checkout/review', 'payment'],
    [{ step: 'cart' }, 'https://shop.example/checkout/paymentandbilling?x=1', 'payment'],
    [
      { basePath: '/shop/checkout' },
      'https://shop.example/shop/checkout/ShippingAndGiftOptions/',
      'shippingAndGiftOptions',
    ],
    [{ basePath: '/shop/checkout' }, 'https://shop.example/shop/checkout', 'shipping'],
    [{ routing: 'none' }, 'https://shop.example/checkout/review', 'shipping'],
    [{}, 'https://shop.example/account', 'shipping'],
    [{}, 'not an address', 'shipping'],
  ] as const)('starts, given %j at %s, on %s', (options, href, step) => {
    const env = testEnv({ href: () => href });
    const controller = createCheckoutController(env, {
      steps: CHECKOUT_STEP_TABLE,
      data: demoCheckoutData(),
      ...options,
    });
    expect(controller.store.getState().step).toBe(step);
    expect(env.log).not.toHaveBeenCalled();
  });

  it("with routing 'none' the address is left alone: the steps change in the page only", async () => {
    seedLine('200101');
    const env = testEnv({ href: () => 'https://shop.example/account/orders/new' });
    const controller = testController(env, 'shipping', demoCheckoutData(), { routing: 'none' });
    const state = () => controller.store.getState();
    expect(await controller.saveNewAddress(DEMO_ADDRESS)).toBe(true);
    expect(state().step).toBe('shippingAndGiftOptions');
    expect(env.scrollToTop).toHaveBeenCalled();
    controller.syncToPath('/checkout/shipping');
    expect(state().step).toBe('shippingAndGiftOptions');
    controller.back();
    expect(state().step).toBe('shipping');
    expect(env.pushRoute).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
  });
});

describe('the calls [ref: checkout#calls]', () => {
  it('marks (retry) exactly validateCart, saveShippingAddress, moveToReviewPage and UpdateGiftMessage here', () => {
    const retried = Object.values(CHECKOUT_CALLS)
      .filter((call) => call.retry)
      .map((call) => call.name)
      .sort();
    expect(retried).toEqual(['moveToReviewPage', 'saveShippingAddress', 'updateGiftMessage', 'validateCart']);
  });

  it('across every call of the checkout, (retry) is exactly the five calls the spec marks so', () => {
    const all = [CHECKOUT_CALLS, CHECKOUT_REMOVAL_CALLS, PAYMENT_CALLS, PROVIDER_CALLS, REWARDS_CALLS, ALT_PAY_CALLS];
    const retried = [...new Set(all.flatMap((calls) => Object.values(calls)).filter((call) => call.retry))]
      .map((call) => call.path)
      .sort();
    expect(retried).toEqual([
      '/ReactCheckout/ApplyPromoCode',
      '/ReactCheckout/MoveToReviewPage',
      '/ReactCheckout/SaveShippingAddress',
      '/ReactCheckout/UpdateGiftMessage',
      '/ReactCheckout/ValidateCart',
    ]);
  });

  it('uses the paths the spec shows', () => {
    expect(CHECKOUT_CALLS.refreshCheckout).toMatchObject({ method: 'GET', path: '/ReactCheckout/RefreshCheckout' });
    expect(CHECKOUT_CALLS.getAvailabilityData.path).toBe('/browse/storeavailability/GetAvailabilityData');
    expect(CHECKOUT_CALLS.resetBasketSelectedStore.path).toBe('/browse/storeavailability/resetbasketselectedstore');
    for (const call of Object.values(CHECKOUT_CALLS))
      if (call.path?.startsWith('/ReactCheckout/')) expect(call.method, call.name).toMatch(/POST|GET/);
  });

  it("strings of the refresh popup are the spec's, to the letter", () => {
    expect(M.refreshTitle).toBe("We're Sorry.");
    expect(M.refreshText).toBe('Something went wrong. Please refresh your page to proceed with placinging your order.');
    expect(M.refreshButton).toBe('Refresh Page');
  });
});

it('holds an answer (delay) without leaving the flag set', async () => {
  seedLine('200101');
  log.server.use(
    http.post(`*${RC}ValidateCart`, async () => {
      await delay(20);
      return HttpResponse.json({ isSuccess: true, errorType: 0 });
    }),
  );
  const { controller, state } = setupController();
  await controller.saveNewAddress(DEMO_ADDRESS);
  expect(state().loading).toBeNull();
});
