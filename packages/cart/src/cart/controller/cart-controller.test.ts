import { getClient, getConfig, HearthCallError, isFeatureOn } from '@hearth/core';
import { DEMO_ENDPOINTS as E, getSession, setFault, signIn } from '@hearth/mock-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createCartController, type CartControllerEnv } from './cart-controller';
import { CART_MESSAGES as M } from '../messages';
import { callsTo, seedLine, setupCartServer } from '../../testing/cart';

const log = setupCartServer();

function setup(extra: Partial<CartControllerEnv> = {}) {
  const env = {
    client: getClient(),
    // typed as mocks so the test can read their calls
    navigate: vi.fn<(url: string) => void>(),
    log: vi.fn(),
    site: () => getConfig().site,
    cartUpdated: vi.fn<(count: number | undefined) => void>(),
    certificatesCall: () =>
      isFeatureOn('paymentProvider') ? ('removeCertificatesProvider' as const) : ('removeCertificates' as const),
  };
  const controller = createCartController({ ...env, ...extra });
  return { env, controller, state: () => controller.store.getState() };
}

type Client = ReturnType<typeof getClient>;
/** The demo client, but each call goes through `send`, which may hand it on with `demo`. */
function clientSending(send: (call: { name: string }, demo: () => Promise<unknown>) => Promise<unknown>) {
  const client = getClient();
  const wrapped: Client['send'] = (call, options) => send(call, () => client.send(call, options)) as never;
  return Object.assign(Object.create(client) as Client, { send: wrapped });
}

/** The demo client, except that `name`'s calls fail with `error` while `failing()` says so. */
function failingCall(name: string, error: unknown) {
  let on = false;
  return {
    client: clientSending((call, demo) => (on && call.name === name ? Promise.reject(error) : demo())),
    failing: () => void (on = true),
  };
}
const abort = (call: string) => new HearthCallError('abort', call, `${call} was cancelled`);

describe('loading ([ref: cart#calls] getCartJsx)', () => {
  it('loads the cart', async () => {
    seedLine('200101', { qty: 2 });
    const { controller, state } = setup();
    expect(state().status).toBe('loading');
    await controller.load();
    expect(state()).toMatchObject({ status: 'ready', cart: { lineItems: [{ sku: '200101', qty: 2 }] } });
  });

  it.each([
    ['http503', 'network'],
    ['http504', 'network'],
    ['network', 'generic'],
    ['reset', 'generic'],
    ['malformed', 'generic'],
  ] as const)('a %s fault is the error state with the %s message', async (fault, kind) => {
    setFault('getCartJsx', fault);
    const { controller, state, env } = setup();
    await controller.load();
    expect(state()).toMatchObject({ status: 'error', loadError: { kind } });
    expect(env.log).toHaveBeenCalled();
  });
});

describe('cart actions [ref: cart#rules, #calls]', () => {
  it.each([
    ['removeItem', E.removeItem],
    ['saveForLater', E.saveForLater],
    ['removeInstallationService', E.removeInstallationService],
  ] as const)('%s posts {lineItemId}, reloads the cart and dispatches the count', async (action, path) => {
    const line = seedLine('300109', { qty: 3, isInstallationServiceRequired: true });
    seedLine('200101');
    const { controller, env } = setup();
    await controller.load();
    log.calls.length = 0;
    expect(await controller[action](line.id)).toBe('done');
    expect(log.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${path}`, `GET ${E.getCartJsx}`]);
    expect(log.calls[0]?.body).toEqual({ lineItemId: line.id });
    expect(env.cartUpdated).toHaveBeenCalledTimes(1);
    const expected = action === 'removeInstallationService' ? 4 : 1;
    expect(env.cartUpdated).toHaveBeenCalledWith(expected);
  });

  it('moves a saved item to the cart and removes a saved item', async () => {
    const a = seedLine('200101', {}, 'savedForLater');
    const b = seedLine('200102', {}, 'savedForLater');
    const { controller, state, env } = setup();
    await controller.load();
    await controller.moveToCart(a.id);
    expect(callsTo(log, E.moveToCart)[0]?.body).toEqual({ lineItemId: a.id });
    expect(state().cart?.lineItems.map((l) => l.sku)).toEqual(['200101']);
    await controller.removeItemFromSaveForLater(b.id);
    expect(callsTo(log, E.removeItemFromSaveForLater)[0]?.body).toEqual({ lineItemId: b.id });
    expect(state().cart?.savedForLater).toEqual([]);
    expect(env.cartUpdated.mock.calls).toEqual([[1], [1]]);
  });

  it('updates a quantity with {lineItemId, quantity}', async () => {
    const line = seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    const updating = controller.updateItem(line.id, 4);
    // the line's own busy state: only its stepper waits
    expect(state().busy).toBe(`updateItem:${line.id}`);
    await updating;
    expect(callsTo(log, E.updateItem)[0]?.body).toEqual({ lineItemId: line.id, quantity: 4 });
    expect(state().cart?.lineItems[0]?.qty).toBe(4);
  });

  it('changes the ship method: 1 ship, any other value pickup, then asks getEdd {locationId, zipCode}', async () => {
    const line = seedLine('200101');
    getSession().zip = '60062';
    const { controller, state } = setup({ locationId: 101 });
    await controller.load();
    expect(callsTo(log, E.getEdd)).toHaveLength(0);
    const changing = controller.updateShipMethod(line.id, 2);
    expect(state().busy).toBe(`updateShipMethod:${line.id}`);
    await changing;
    expect(callsTo(log, E.updateShipMethod)[0]?.body).toEqual({ lineItemId: line.id, shipMethod: 2 });
    await vi.waitFor(() => expect(state().pickup).not.toBeNull(), { timeout: 5000 });
    expect(callsTo(log, E.getEdd)[0]?.body).toEqual({ locationId: 101, zipCode: '60062' });
    expect(state().pickup).toEqual({ outage: false, messages: { [line.id]: 'Pick up in 2-4 days' } });
    await controller.updateShipMethod(line.id, 1);
    expect(state().pickup).toBeNull();
  });

  it('shows the outage pickup message when getEdd answers IsReset or no lineItems [ref: cart#errors]', async () => {
    seedLine('200101', { shipMethod: 2 });
    setFault('getEdd', 'reset');
    const { controller, state } = setup();
    await controller.load();
    await vi.waitFor(() => expect(state().pickup).toEqual({ outage: true, messages: {} }), { timeout: 5000 });
  });

  it('shows the outage pickup message for an answer without lineItems [ref: cart#errors]', async () => {
    seedLine('200101', { shipMethod: 2 });
    log.server.use(http.post(`*${E.getEdd}`, () => HttpResponse.json({ IsReset: false, lineItems: [] })));
    const { controller, state } = setup();
    await controller.load();
    await vi.waitFor(() => expect(state().pickup).toEqual({ outage: true, messages: {} }), { timeout: 5000 });
  });

  it('a malformed getEdd answer shows the outage message too (the call’s own error) [ref: script-tag#calls]', async () => {
    seedLine('200101', { shipMethod: 2 });
    setFault('getEdd', 'malformed');
    const { controller, state, env } = setup();
    await controller.load();
    await vi.waitFor(() => expect(state().pickup).toEqual({ outage: true, messages: {} }), { timeout: 5000 });
    expect(env.log).toHaveBeenCalledWith('hearth cart: getEdd answer is malformed', expect.anything());
    expect(state().popup).toBeNull();
  });

  it('logs any other getEdd failure only', async () => {
    seedLine('200101', { shipMethod: 2 });
    setFault('getEdd', 'http503');
    const { controller, state, env } = setup();
    await controller.load();
    await vi.waitFor(() => expect(env.log).toHaveBeenCalledWith('hearth cart: getEdd failed', expect.anything()), {
      timeout: 5000,
    });
    expect(state().pickup).toBeNull();
    expect(state().popup).toBeNull();
  });

  it('adds the donation of the configuration', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    const adding = controller.donationAddToCart();
    expect(state().busy).toBe('donationAddToCart');
    await adding;
    expect(callsTo(log, E.donationAddToCart)[0]?.body).toEqual({ sku: '800005', quantity: 1 });
    expect(state().cart?.lineItems.map((l) => l.sku)).toContain('800005');
  });

  it('never sends twice: a second action while one is in flight is ignored', async () => {
    const line = seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    log.calls.length = 0;
    const first = controller.removeItem(line.id);
    expect(state().busy).toBe(`removeItem:${line.id}`);
    expect(await controller.removeItem(line.id)).toBe('ignored');
    expect(await controller.saveForLater(line.id)).toBe('ignored');
    expect(await controller.checkout()).toBe('ignored');
    expect(await first).toBe('done');
    expect(state().busy).toBeNull();
    expect(callsTo(log, E.removeItem)).toHaveLength(1);
    expect(callsTo(log, E.saveForLater)).toHaveLength(0);
  });

  it.each(['http503', 'http504', 'network', 'reset', 'malformed'] as const)(
    'a %s fault on an action opens the cart error popup; closing it goes to /checkout/cart',
    async (fault) => {
      const line = seedLine('200101');
      const { controller, state, env } = setup();
      await controller.load();
      setFault('removeItem', fault);
      expect(await controller.removeItem(line.id)).toBe('failed');
      const kind = fault === 'http503' || fault === 'http504' ? 'network' : 'generic';
      expect(state().popup).toMatchObject({ kind: 'cartError', view: { kind } });
      expect(env.cartUpdated).not.toHaveBeenCalled();
      controller.closePopup();
      expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
    },
  );

  it('logs a refused action without a server message, and shows a server-supplied one [ref: cart#errors]', async () => {
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    expect(await controller.removeItem('no-such-line')).toBe('failed');
    expect(env.log).toHaveBeenCalledWith(
      'hearth cart: removeItem was refused',
      expect.objectContaining({ isSuccess: false }),
    );
    expect(state().notice).toBeNull();
    expect(state().popup).toBeNull();
    log.server.use(
      http.post(`*${E.removeItem}`, () =>
        HttpResponse.json({ isSuccess: false, message: 'Card has been reissued. Please use new card.' }),
      ),
    );
    await controller.removeItem('x');
    expect(state().notice).toBe('Card has been reissued. Please use new card.');
  });

  it('an answer flagged error: true without isSuccess is refused, not taken for a success [ref: cart#calls]', async () => {
    const line = seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    log.server.use(
      http.post(`*${E.removeItem}`, () =>
        HttpResponse.json({ error: true, message: 'The item could not be removed.' }),
      ),
    );
    log.calls.length = 0;
    expect(await controller.removeItem(line.id)).toBe('failed');
    expect(callsTo(log, E.getCartJsx)).toHaveLength(0);
    expect(env.cartUpdated).not.toHaveBeenCalled();
    expect(env.log).toHaveBeenCalledWith(
      'hearth cart: removeItem was refused',
      expect.objectContaining({ error: true }),
    );
    log.server.use(
      http.post(`*${E.removeItem}`, () =>
        HttpResponse.json({ error: true, cartErrorMessage: 'Your payment session has expired.' }),
      ),
    );
    await controller.removeItem(line.id);
    expect(state().notice).toBe('Your payment session has expired.');
  });
});

describe('ZIP code [ref: cart#validation, #errors]', () => {
  it('is checked on the client: an invalid code is never sent', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    expect(await controller.applyZipCode('123')).toBe('invalid');
    expect(state().zipError).toBe(M.invalidZip);
    expect(callsTo(log, E.applyZipCode)).toHaveLength(0);
  });

  it('sends a valid one and reloads', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    expect(await controller.applyZipCode(' 60062 ')).toBe('done');
    expect(callsTo(log, E.applyZipCode)[0]?.body).toEqual({ zipCode: '60062' });
    expect(state().cart?.cartSummary?.taxZipCode).toBe('60062');
    expect(state().zipError).toBeNull();
  });

  it.each(['refused', 'http503', 'network'] as const)(
    "shows 'Zip code could not be updated' when the call is %s",
    async (how) => {
      seedLine('200101');
      const { controller, state } = setup();
      await controller.load();
      if (how === 'refused')
        log.server.use(http.post(`*${E.applyZipCode}`, () => HttpResponse.json({ isSuccess: false })));
      else setFault('applyZipCode', how);
      expect(await controller.applyZipCode('60062')).toBe('failed');
      expect(state().zipError).toBe('Zip code could not be updated');
      expect(state().popup).toBeNull();
    },
  );
});

describe('ZIP code: what is sent, and what the field says after', () => {
  it('a Canadian postal code typed in lower case is sent trimmed, in capitals', async () => {
    seedLine('200101');
    const { controller, state } = setup({ site: () => 'CA' });
    await controller.load();
    const applying = controller.applyZipCode(' m5v 2a8 ');
    // the field's own busy state, while the call is out
    expect(state().busy).toBe('applyZipCode');
    expect(await applying).toBe('done');
    expect(callsTo(log, E.applyZipCode)[0]?.body).toEqual({ zipCode: 'M5V 2A8' });
  });

  it('a failure is logged naming the call; a later success clears its message', async () => {
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    setFault('applyZipCode', 'http503');
    expect(await controller.applyZipCode('60062')).toBe('failed');
    expect(env.log).toHaveBeenCalledWith('hearth cart: applyZipCode failed', expect.anything());
    expect(state().zipError).toBe('Zip code could not be updated');
    setFault('applyZipCode', null);
    expect(await controller.applyZipCode('60062')).toBe('done');
    expect(state().zipError).toBeNull();
  });

  it('while another action is in flight: ignored, nothing sent, no message', async () => {
    const line = seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    log.calls.length = 0;
    const removing = controller.removeItem(line.id);
    expect(await controller.applyZipCode('123')).toBe('ignored');
    expect(await controller.applyZipCode('60062')).toBe('ignored');
    expect(state().zipError).toBeNull();
    await removing;
    expect(callsTo(log, E.applyZipCode)).toHaveLength(0);
  });
});

describe('promo code: what is sent, and a refusal without a message', () => {
  it('the code is sent trimmed; removing sends the removal call with an empty body', async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    const applying = controller.applyPromoCode('  WELCOME10 ');
    expect(state().busy).toBe('applyPromoCode');
    await applying;
    expect(callsTo(log, E.applyPromoCode).map((c) => c.body)).toEqual([{ promoCode: 'WELCOME10' }]);
    const removing = controller.removePromoCode();
    expect(state().busy).toBe('removePromoCode');
    await removing;
    expect(callsTo(log, E.removePromoCode).map((c) => c.body)).toEqual([{}]);
  });

  it("a refusal with the server's message: that message under the field, nothing logged", async () => {
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    expect(await controller.applyPromoCode('NOPE')).toBe('failed');
    expect(state().promoError).toBe('The promotion code NOPE is not valid. Please check the code and try again.');
    expect(env.log).not.toHaveBeenCalled();
  });

  it('a refusal without a message: logged as refused, no message under the field', async () => {
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    log.server.use(http.post(`*${E.applyPromoCode}`, () => HttpResponse.json({ isSuccess: false })));
    expect(await controller.applyPromoCode('WELCOME10')).toBe('failed');
    expect(state().promoError).toBeNull();
    expect(env.log).toHaveBeenCalledWith(
      'hearth cart: applyPromoCode was refused',
      expect.objectContaining({ isSuccess: false }),
    );
  });
});

describe('promo code [ref: cart#calls, #errors]', () => {
  it("applies a code and shows the server's promoErrorMessage for a bad one", async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    await controller.applyPromoCode('NOPE');
    expect(state().promoError).toBe('The promotion code NOPE is not valid. Please check the code and try again.');
    await controller.applyPromoCode('WELCOME10');
    expect(callsTo(log, E.applyPromoCode).map((c) => c.body)).toEqual([
      { promoCode: 'NOPE' },
      { promoCode: 'WELCOME10' },
    ]);
    expect(state().promoError).toBeNull();
    expect(state().cart?.cartSummary?.discountCode).toBe('WELCOME10');
    await controller.removePromoCode();
    expect(state().cart?.cartSummary?.discountCode).toBe('');
  });
});

describe('checkout button [ref: cart#rules]', () => {
  it("is busy while its call is out, clears the last notice, and says 'done' when it opens the flyout", async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    controller.store.setState({ notice: 'Your payment session has expired.' });
    const checking = controller.checkout();
    expect(state()).toMatchObject({ busy: 'checkout', notice: null });
    expect(await checking).toBe('done');
    expect(state().busy).toBeNull();
  });

  it("a refused checkout says 'failed' and shows the server's message", async () => {
    seedLine('200101');
    const { controller, state } = setup();
    await controller.load();
    log.server.use(
      http.post(`*${E.checkout}`, () =>
        HttpResponse.json({ isSuccess: false, message: 'Card has been reissued. Please use new card.' }),
      ),
    );
    expect(await controller.checkout()).toBe('failed');
    expect(state().notice).toBe('Card has been reissued. Please use new card.');
    expect(state().busy).toBeNull();
  });

  it('a refused checkout without a message to show is logged naming the call', async () => {
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    log.server.use(http.post(`*${E.checkout}`, () => HttpResponse.json({ isSuccess: false, message: 'No.' })));
    expect(await controller.checkout()).toBe('failed');
    expect(env.log).toHaveBeenCalledWith(
      'hearth cart: checkout was refused',
      expect.objectContaining({ message: 'No.' }),
    );
    expect(state().notice).toBeNull();
  });

  it('closing a popup other than the cart error one goes nowhere', async () => {
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    await controller.checkout();
    expect(state().popup).toMatchObject({ kind: 'checkoutNow' });
    controller.closePopup();
    expect(state().popup).toBeNull();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('opens the Checkout Now flyout for a guest', async () => {
    seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    await controller.checkout();
    expect(callsTo(log, E.checkout)[0]?.body).toEqual({});
    expect(state().popup).toEqual({ kind: 'checkoutNow', checkoutUrl: '/checkout/shipping' });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('goes to the redirect URL when signed in', async () => {
    seedLine('200101');
    signIn();
    const { controller, env } = setup();
    await controller.load();
    await controller.checkout();
    expect(env.navigate).toHaveBeenCalledWith('/checkout/shipping');
  });

  it('shows the oversize warning first, then goes on', async () => {
    seedLine('410100', { shipMethod: 2 });
    signIn();
    const { controller, state, env } = setup();
    await controller.load();
    await controller.checkout();
    expect(state().popup).toMatchObject({
      kind: 'oversize',
      items: [{ title: 'Lounge Sofa', boxes: [{ boxNumber: 1, width: 90 }] }],
    });
    expect(env.navigate).not.toHaveBeenCalled();
    controller.continueAfterOversize();
    expect(env.navigate).toHaveBeenCalledWith('/checkout/shipping');
  });

  it('opens a popupUrl popup', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${E.checkout}`, () =>
        HttpResponse.json({
          isSuccess: true,
          redirectUrl: '/checkout/shipping',
          popupUrl: '/browse/popup?popupName=ShippingCharges',
        }),
      ),
    );
    const { controller, state } = setup();
    await controller.load();
    await controller.checkout();
    expect(state().popup).toEqual({ kind: 'popupUrl', url: '/browse/popup?popupName=ShippingCharges' });
  });

  describe('server-supplied addresses', () => {
    const answerWith = (fields: Record<string, unknown>) =>
      log.server.use(http.post(`*${E.checkout}`, () => HttpResponse.json({ isSuccess: true, ...fields })));
    const refusal = (error: { mock: { calls: unknown[][] } }, field: string) =>
      error.mock.calls.filter(([message]) =>
        String(message).startsWith(`hearth: island "cart" refused field "${field}"`),
      );

    it.each([
      'javascript:alert(1)',
      'https://evil.example/checkout',
      '//evil.example/checkout',
      '/\\evil.example/checkout',
      '/\t/evil.example/checkout',
      'data:text/html,<script>alert(1)</script>',
    ])(
      'a refused redirectUrl %j: signed in, goes to /checkout/cart instead, with one console.error',
      async (redirectUrl) => {
        seedLine('200101');
        signIn();
        answerWith({ redirectUrl });
        const error = vi.spyOn(console, 'error').mockImplementation(() => {});
        const { controller, env } = setup();
        await controller.load();
        await controller.checkout();
        expect(env.navigate.mock.calls).toEqual([['/checkout/cart']]);
        expect(refusal(error, 'redirectUrl')).toHaveLength(1);
      },
    );

    it('a refused redirectUrl for a guest: no Checkout Now flyout posting the token there, /checkout/cart instead', async () => {
      seedLine('200101');
      answerWith({ redirectUrl: 'https://evil.example/checkout', isGuest: true, isLoggedIn: false });
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { controller, state, env } = setup();
      await controller.load();
      await controller.checkout();
      expect(state().popup).toBeNull();
      expect(env.navigate.mock.calls).toEqual([['/checkout/cart']]);
      expect(refusal(error, 'redirectUrl')).toHaveLength(1);
    });

    it('an absolute redirectUrl on this site is kept, as a path', async () => {
      seedLine('200101');
      signIn();
      answerWith({ redirectUrl: `${location.origin}/checkout/shipping?from=cart` });
      const { controller, env } = setup();
      await controller.load();
      await controller.checkout();
      expect(env.navigate).toHaveBeenCalledWith('/checkout/shipping?from=cart');
    });

    it('a refused popupUrl opens nothing and logs one console.error', async () => {
      seedLine('200101');
      answerWith({ redirectUrl: '/checkout/shipping', popupUrl: 'https://evil.example/popup' });
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { controller, state, env } = setup();
      await controller.load();
      await controller.checkout();
      expect(state().popup).toBeNull();
      expect(env.navigate).not.toHaveBeenCalled();
      expect(refusal(error, 'popupUrl')).toHaveLength(1);
    });
  });

  it.each([
    ['nlaItems', '300107', {}, '/ReactCheckout/RemoveNlaItems'],
    ['allNlaItems', '300107', { only: true }, '/ReactCheckout/RemoveAllNlaItems'],
    [
      'inHousePersonalizationNlaItems',
      '300107',
      { isPersonalized: true },
      '/ReactCheckout/RemoveInHousePersonalizedNlaItems',
    ],
  ] as const)(
    'opens the %s popup listing the items, and removes them with an empty body',
    async (type, sku, extra, path) => {
      if (!('only' in extra)) seedLine('200101');
      seedLine(sku, 'isPersonalized' in extra ? { isPersonalized: true } : {});
      document.body.innerHTML =
        '<form id="__AjaxAntiForgeryForm"><input type="hidden" name="__RequestVerificationToken" value="tok-1"></form>';
      const { controller, state, env } = setup();
      await controller.load();
      await controller.checkout();
      expect(state().popup).toMatchObject({
        kind: 'unavailable',
        popup: { type },
        items: [{ sku: '300107', title: 'Discontinued Cane Side Table' }],
      });
      expect(await controller.removeUnavailableItems()).toBe('done');
      const removal = callsTo(log, path);
      expect(removal).toHaveLength(1);
      expect(removal[0]).toMatchObject({ method: 'POST', token: 'tok-1' });
      // on its own: toMatchObject takes a missing body for `{}`
      expect(removal[0]?.body).toEqual({});
      expect(state().popup).toBeNull();
      expect(state().cart?.unavailableItems).toEqual([]);
      expect(env.cartUpdated).toHaveBeenCalled();
      document.body.innerHTML = '';
    },
  );

  it('sends the shopper to /checkout/cart when a removal fails [ref: cart#rules, #errors]', async () => {
    seedLine('200101');
    seedLine('300107');
    const { controller, env } = setup();
    await controller.load();
    await controller.checkout();
    setFault('RemoveNlaItems', 'http503');
    expect(await controller.removeUnavailableItems()).toBe('failed');
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('a cancelled removal fails quietly: nowhere to go, nothing logged, nothing busy', async () => {
    seedLine('200101');
    seedLine('300107');
    const { client, failing } = failingCall('removeNlaItems', abort('removeNlaItems'));
    const { controller, env, state } = setup({ client });
    await controller.load();
    await controller.checkout();
    failing();
    expect(await controller.removeUnavailableItems()).toBe('failed');
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.log).not.toHaveBeenCalled();
    expect(state().busy).toBeNull();
  });

  it('a removal sends once: busy while it is out, a second press ignored, not busy after', async () => {
    seedLine('200101');
    seedLine('300107');
    const { controller, state } = setup();
    await controller.load();
    await controller.checkout();
    const removing = controller.removeUnavailableItems();
    expect(state().busy).toBe('removeUnavailableItems');
    expect(await controller.removeUnavailableItems()).toBe('ignored');
    expect(await removing).toBe('done');
    expect(state().busy).toBeNull();
    expect(callsTo(log, '/ReactCheckout/RemoveNlaItems')).toHaveLength(1);
  });

  it('a removal that fails is logged naming its call, and leaves nothing busy', async () => {
    seedLine('200101');
    seedLine('300107');
    const { controller, state, env } = setup();
    await controller.load();
    await controller.checkout();
    setFault('RemoveNlaItems', 'http503');
    expect(await controller.removeUnavailableItems()).toBe('failed');
    expect(env.log).toHaveBeenCalledWith('hearth cart: removeNlaItems failed', expect.anything());
    expect(state().busy).toBeNull();
  });

  it('a removal the server refuses is logged, sends the shopper to /checkout/cart and leaves nothing busy', async () => {
    seedLine('200101');
    seedLine('300107');
    const { controller, state, env } = setup();
    await controller.load();
    await controller.checkout();
    log.server.use(http.post('*/ReactCheckout/RemoveNlaItems', () => HttpResponse.json({ isSuccess: false })));
    expect(await controller.removeUnavailableItems()).toBe('failed');
    expect(env.log).toHaveBeenCalledWith(
      'hearth cart: removeNlaItems was refused',
      expect.objectContaining({ isSuccess: false }),
    );
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
    expect(state().busy).toBeNull();
  });

  it('is silent for emptyBasket, and still brings the cart header in step', async () => {
    const { controller, state, env } = setup();
    await controller.load();
    await controller.checkout();
    expect(state().popup).toBeNull();
    expect(state().notice).toBeNull();
    await vi.waitFor(() => expect(env.cartUpdated).toHaveBeenCalledWith(0), { timeout: 5000 });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it.each(['http503', 'http504', 'network'] as const)('a %s fault opens the cart error popup', async (fault) => {
    seedLine('200101');
    setFault('checkout', fault);
    const { controller, state } = setup();
    await controller.load();
    await controller.checkout();
    expect(state().popup).toMatchObject({
      kind: 'cartError',
      view: { kind: fault === 'network' ? 'generic' : 'network' },
    });
  });
});

describe('certificates interrupter: one send, and its refusals and failures', () => {
  async function interrupted() {
    seedLine('200101');
    getSession().checkout.certificates.push({ number: 'RC1000', amount: 1000 });
    const view = setup({ certificatesCall: () => 'removeCertificates' });
    await view.controller.load();
    view.controller.openCertificates();
    log.calls.length = 0;
    return view;
  }

  it('busy while it is out, a second press ignored, not busy after', async () => {
    const { controller, state } = await interrupted();
    const removing = controller.removeCertificates();
    expect(state().busy).toBe('removeCertificates');
    expect(await controller.removeCertificates()).toBe('ignored');
    expect(await removing).toBe('done');
    expect(state().busy).toBeNull();
    expect(callsTo(log, '/ReactCheckout/RemoveCertificates')).toHaveLength(1);
  });

  it('refused: the popup closes, the refusal is logged, the cart is not read again', async () => {
    const { controller, state, env } = await interrupted();
    log.server.use(http.post('*/ReactCheckout/RemoveCertificates', () => HttpResponse.json({ isSuccess: false })));
    expect(await controller.removeCertificates()).toBe('failed');
    expect(state().popup).toBeNull();
    expect(state().busy).toBeNull();
    expect(env.log).toHaveBeenCalledWith(
      'hearth cart: removeCertificates was refused',
      expect.objectContaining({ isSuccess: false }),
    );
    expect(callsTo(log, E.getCartJsx)).toHaveLength(0);
  });

  it('failing: the cart error popup, nothing busy', async () => {
    const { controller, state } = await interrupted();
    setFault('RemoveCertificates', 'http503');
    expect(await controller.removeCertificates()).toBe('failed');
    expect(state().popup).toMatchObject({ kind: 'cartError', view: { kind: 'network' } });
    expect(state().busy).toBeNull();
  });

  it('cancelled: no popup, nothing logged, nothing busy', async () => {
    seedLine('200101');
    getSession().checkout.certificates.push({ number: 'RC1000', amount: 1000 });
    const { client, failing } = failingCall('removeCertificates', abort('removeCertificates'));
    const { controller, state, env } = setup({ client, certificatesCall: () => 'removeCertificates' });
    await controller.load();
    controller.openCertificates();
    failing();
    expect(await controller.removeCertificates()).toBe('failed');
    expect(state()).toMatchObject({ popup: { kind: 'certificates' }, busy: null });
    expect(env.log).not.toHaveBeenCalled();
  });
});

describe('certificates interrupter [ref: cart#calls]', () => {
  it.each([
    [false, '/ReactCheckout/RemoveCertificates'],
    [true, '/api/checkout/payment-provider/remove-certificates'],
  ])('paymentProvider %s posts %s and reloads', async (provider, path) => {
    seedLine('200101');
    getSession().checkout.certificates.push({ number: 'RC1000', amount: 1000 });
    const { controller, state } = setup({
      certificatesCall: () => (provider ? 'removeCertificatesProvider' : 'removeCertificates'),
    });
    await controller.load();
    controller.openCertificates();
    expect(state().popup).toEqual({ kind: 'certificates' });
    expect(await controller.removeCertificates()).toBe('done');
    expect(callsTo(log, path)).toHaveLength(1);
    expect(callsTo(log, path)[0]?.body).toEqual({});
    expect(state().popup).toBeNull();
  });
});

describe('pickup estimate: only the latest request speaks [ref: cart#calls]', () => {
  /**
   * A client whose getEdd calls wait until the test settles each, in any order. Awaiting a settled
   * call's promise after settling it lets the controller's own continuation run first (promise
   * reactions run in the order they were registered): what it did is in the store by then.
   */
  const noop = () => undefined;
  function heldEdd() {
    const held: Array<{ promise: Promise<unknown>; resolve: (answer: unknown) => void; reject: (e: unknown) => void }> =
      [];
    const client = clientSending((call, demo) => {
      if (call.name !== 'getEdd') return demo();
      const entry = { resolve: noop as (answer: unknown) => void, reject: noop as (e: unknown) => void };
      const promise = new Promise((resolve, reject) => Object.assign(entry, { resolve, reject }));
      held.push({ ...entry, promise });
      return promise;
    });
    return { held, client };
  }
  const answer = (id: string, message: string) => ({
    IsReset: false,
    lineItems: [{ id, sku: '200101', pickupEddMessage: message }],
  });
  const settled = (promise: Promise<unknown>) => promise.then(noop, noop);

  async function twoRequests() {
    const line = seedLine('200101', { shipMethod: 2 });
    const { held, client } = heldEdd();
    const { controller, state } = setup({ client });
    await controller.load();
    void controller.refreshPickup();
    expect(held).toHaveLength(2);
    return { line, held, controller, state };
  }

  it("an older request's answer coming last does not replace the newer one's", async () => {
    const { line, held, state } = await twoRequests();
    // the load's request is the older one: the refresh's answers first
    held[1]!.resolve(answer(line.id, 'Pick up tomorrow'));
    await settled(held[1]!.promise);
    expect(state().pickup).toEqual({ outage: false, messages: { [line.id]: 'Pick up tomorrow' } });
    held[0]!.resolve(answer(line.id, 'Pick up in 2-4 days'));
    await settled(held[0]!.promise);
    expect(state().pickup).toEqual({ outage: false, messages: { [line.id]: 'Pick up tomorrow' } });
  });

  it("an older request failing last does not show the outage message over the newer one's answer", async () => {
    const { line, held, state, controller } = await twoRequests();
    held[1]!.resolve(answer(line.id, 'Pick up tomorrow'));
    await settled(held[1]!.promise);
    // the older request: a reset, which alone would be the outage message
    held[0]!.reject(new HearthCallError('reset', 'getEdd', 'getEdd: the server reset the session'));
    await settled(held[0]!.promise);
    expect(state().pickup).toEqual({ outage: false, messages: { [line.id]: 'Pick up tomorrow' } });
    // the same failure of the latest request is the outage message
    void controller.refreshPickup();
    held[2]!.reject(new HearthCallError('reset', 'getEdd', 'getEdd: the server reset the session'));
    await settled(held[2]!.promise);
    expect(state().pickup).toEqual({ outage: true, messages: {} });
  });

  it('an answer coming after the cart stopped wanting one leaves no estimate', async () => {
    const line = seedLine('200101', { shipMethod: 2 });
    const { held, client } = heldEdd();
    const { controller, state } = setup({ client });
    await controller.load();
    // every line shipped now: no request, no estimate
    getSession().cart[0]!.shipMethod = 1;
    await controller.load();
    expect(held).toHaveLength(1);
    held[0]!.resolve(answer(line.id, 'Pick up in 2-4 days'));
    await settled(held[0]!.promise);
    expect(state().pickup).toBeNull();
  });
});

describe('loading and actions: what a failure leaves, and what an abort leaves', () => {
  it("a first load's failure is the error state, logged as `hearth cart: ` and its message, and answers false", async () => {
    setFault('getCartJsx', 'http503');
    const { controller, state, env } = setup();
    expect(await controller.load()).toBe(false);
    expect(state()).toMatchObject({ status: 'error', cart: null, loadError: { kind: 'network' } });
    expect(env.log).toHaveBeenCalledWith(expect.stringMatching(/^hearth cart: getCartJsx\b.*503/), expect.anything());
  });

  it('an answer without cartData fails the load, naming the call', async () => {
    log.server.use(http.get(`*${E.getCartJsx}`, () => HttpResponse.json({ isSuccess: true })));
    const { controller, state, env } = setup();
    expect(await controller.load()).toBe(false);
    expect(state().status).toBe('error');
    expect(env.log).toHaveBeenCalledWith('hearth cart: getCartJsx: the answer has no cartData.', expect.any(Error));
  });

  it('a later load failing keeps the cart shown and opens the cart error popup', async () => {
    const line = seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    setFault('getCartJsx', 'http503');
    // the removal goes through; the reload after it fails
    expect(await controller.removeItem(line.id)).toBe('done');
    expect(state()).toMatchObject({ status: 'ready', loadError: null, cart: { lineItems: [{ sku: '200101' }] } });
    expect(state().popup).toMatchObject({ kind: 'cartError', view: { kind: 'network' } });
    expect(env.log).toHaveBeenCalledWith(expect.stringMatching(/^hearth cart: getCartJsx\b.*503/), expect.anything());
    expect(env.cartUpdated).not.toHaveBeenCalled();
  });

  it('a cancelled load answers false and leaves the page as it was: no error, no popup, nothing logged', async () => {
    const { client, failing } = failingCall('getCartJsx', abort('getCartJsx'));
    failing();
    const { controller, state, env } = setup({ client });
    expect(await controller.load()).toBe(false);
    expect(state()).toMatchObject({ status: 'loading', loadError: null, popup: null });
    expect(env.log).not.toHaveBeenCalled();
  });

  it('a cancelled action fails quietly: no popup, nothing logged, nothing busy', async () => {
    const line = seedLine('200101');
    const { client, failing } = failingCall('removeItem', abort('removeItem'));
    const { controller, state, env } = setup({ client });
    await controller.load();
    failing();
    expect(await controller.removeItem(line.id)).toBe('failed');
    expect(state()).toMatchObject({ popup: null, busy: null, notice: null });
    expect(env.log).not.toHaveBeenCalled();
  });

  it('a failing action is logged as `hearth cart: ` and its message, with the cart error popup', async () => {
    const line = seedLine('200101');
    const { controller, state, env } = setup();
    await controller.load();
    setFault('removeItem', 'http503');
    expect(await controller.removeItem(line.id)).toBe('failed');
    expect(env.log).toHaveBeenCalledWith(expect.stringMatching(/^hearth cart: removeItem\b.*503/), expect.anything());
    expect(state().popup).toMatchObject({ kind: 'cartError', view: { kind: 'network' } });
  });
});
