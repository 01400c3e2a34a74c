// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearFaults, DEMO_ENDPOINTS as E, FAULTS, handle, listFaults, MALFORMED_BODY, setFault } from '../index';
import { MAX_SESSION_FAULTS, MAX_SLOW_MS } from '../faults';
import { api, get, ORIGIN, post, setupMockServer } from './harness';

setupMockServer();

describe('faults on demand', () => {
  it('lists the fault modes', () => {
    expect(FAULTS).toEqual(['http503', 'http504', 'network', 'reset', 'malformed', 'slow']);
  });

  it('http503 and http504 answer those statuses', async () => {
    setFault('getCartJsx', 'http503');
    expect((await get(E.getCartJsx)).status).toBe(503);
    setFault('getCartJsx', 'http504');
    expect((await get(E.getCartJsx)).status).toBe(504);
  });

  it("network makes fetch reject with TypeError (the client's 'Failed to fetch' retry)", async () => {
    setFault('addItem', 'network');
    await expect(fetch(`${ORIGIN}${E.addItem}`, { method: 'POST', body: '[]' })).rejects.toBeInstanceOf(TypeError);
  });

  it('reset answers { IsReset: true }', async () => {
    setFault('getEdd', 'reset');
    expect((await post(E.getEdd, { locationId: 1, zipCode: '60062' })).json).toEqual({ IsReset: true });
  });

  it('malformed answers JSON of the wrong shape', async () => {
    setFault('getSkuData', 'malformed');
    const r = await get('/sku-pricing/get-sku-data?skus=200101');
    expect(r.status).toBe(200);
    expect(r.json).toBe(MALFORMED_BODY);
  });

  it('slow delays the real answer by the configured time', async () => {
    setFault('getCartJsx', 'slow', undefined, { delayMs: 120 });
    const start = Date.now();
    const r = await get(E.getCartJsx);
    expect(Date.now() - start).toBeGreaterThanOrEqual(100);
    expect(r.json.isSuccess).toBe(true);
  });

  it('a pending slow answer does not keep the Node process alive (a closing demo server exits)', async () => {
    setFault('getCartJsx', 'slow', undefined, { delayMs: 60_000 });
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const controller = new AbortController();
    const pending = fetch(`${ORIGIN}${E.getCartJsx}`, { signal: controller.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(timers()).toBe(before);
    controller.abort();
    await pending;
  });

  it('can target one session, a path, or every call; and clears', async () => {
    setFault('getCartJsx', 'http503', 'alice');
    expect((await get(E.getCartJsx, 'alice')).status).toBe(503);
    expect((await get(E.getCartJsx, 'bob')).status).toBe(200);
    setFault('/ReactCheckout/PlaceOrder', 'reset');
    expect((await post('/ReactCheckout/PlaceOrder', {})).json).toEqual({ IsReset: true });
    setFault('*', 'http504');
    expect((await get('/browse/widget/MainPi?item=1')).status).toBe(504);
    clearFaults();
    expect((await get(E.getCartJsx, 'alice')).status).toBe(200);
    expect(() => setFault('x', 'boom' as never)).toThrow(/unknown fault/);
  });

  it('reaches a handled Request through handle() (the Node site path), network as an error Response', async () => {
    setFault('getCartJsx', 'network');
    const r = await handle(new Request(`${ORIGIN}${E.getCartJsx}`));
    expect(r?.type).toBe('error');
    expect(await handle(new Request(`${ORIGIN}/not-a-call`))).toBeUndefined();
  });
});

describe('GET/POST/DELETE /__mock/faults', () => {
  it('sets a fault for the caller session, lists it, and clears it', async () => {
    const set = await api('/__mock/faults', {
      method: 'POST',
      body: { call: 'applyPromoCode', fault: 'reset' },
      session: 'panel',
    });
    expect(set.json.faults).toEqual([{ call: 'applyPromoCode', fault: 'reset', delayMs: 3000 }]);
    expect((await post(E.applyPromoCode, { promoCode: 'X' }, 'panel')).json).toEqual({ IsReset: true });
    expect((await post(E.applyPromoCode, { promoCode: 'X' }, 'other')).json.isSuccess).toBe(false);
    const listed = await get('/__mock/faults', 'panel');
    expect(listed.json).toMatchObject({
      FAULTS: [...FAULTS],
      calls: expect.arrayContaining(['addItem', 'PlaceOrder', 'getEdd']),
    });
    expect(listed.json.faults).toHaveLength(1);
    await api('/__mock/faults', { method: 'POST', body: { call: 'applyPromoCode', fault: null }, session: 'panel' });
    expect((await get('/__mock/faults', 'panel')).json.faults).toEqual([]);
  });

  it("lists only the caller's own faults (and those of every session), never another session or its id", async () => {
    await api('/__mock/faults', {
      method: 'POST',
      body: { call: 'addItem', fault: 'http503' },
      session: 'alice-session',
    });
    await api('/__mock/faults', {
      method: 'POST',
      body: { call: 'getCartJsx', fault: 'reset' },
      session: 'bob-session',
    });
    const bob = await get('/__mock/faults', 'bob-session');
    expect(bob.json.faults).toEqual([{ call: 'getCartJsx', fault: 'reset', delayMs: 3000 }]);
    expect(bob.json.globalFaults).toEqual([]);
    expect(JSON.stringify(bob.json)).not.toContain('alice');
    const set = await api('/__mock/faults', {
      method: 'POST',
      body: { call: 'quickShip', fault: 'slow' },
      session: 'carol-session',
    });
    expect(JSON.stringify(set.json)).not.toMatch(/alice|bob|carol|sessionId/);
    expect((await get('/__mock/faults')).json.faults).toEqual([]);
  });

  it('sets a delay, clears with clear or DELETE, refuses bad input', async () => {
    await post('/__mock/faults', { call: 'getCartJsx', fault: 'slow', delayMs: 10 }, 'panel');
    expect((await get('/__mock/faults', 'panel')).json.faults).toEqual([
      { call: 'getCartJsx', fault: 'slow', delayMs: 10 },
    ]);
    await post('/__mock/faults', { clear: true }, 'panel');
    expect((await get('/__mock/faults', 'panel')).json.faults).toEqual([]);
    await post('/__mock/faults', { call: '*', fault: 'http503' }, 'panel');
    expect((await get(E.getCartJsx, 'panel')).status).toBe(503);
    await api('/__mock/faults', { method: 'DELETE', session: 'panel' });
    expect((await get(E.getCartJsx, 'panel')).status).toBe(200);
    expect((await post('/__mock/faults', { call: 'x', fault: 'boom' })).status).toBe(400);
    expect((await post('/__mock/faults', { fault: 'reset' })).status).toBe(400);
  });
});

describe('/__mock/faults on a public demo', () => {
  const faultsOf = async (session: string) => (await get('/__mock/faults', session)).json.faults as unknown[];

  it('refuses global faults: one session can neither break nor clear another', async () => {
    const global = await post('/__mock/faults', { call: 'addItem', fault: 'http503', global: true }, 'mallory');
    expect(global.status).toBe(400);
    expect(global.json.error).toMatch(/'global' is not accepted/);
    expect(listFaults()).toEqual([]);
    expect((await post(E.addItem, [{ Sku: '300101', Quantity: 1 }], 'alice')).status).toBe(200);

    await post('/__mock/faults', { call: 'addItem', fault: 'http503' }, 'alice');
    expect((await post('/__mock/faults', { clear: true, global: true }, 'mallory')).status).toBe(400);
    await post('/__mock/faults', { clear: true }, 'mallory');
    await api('/__mock/faults', { method: 'DELETE', session: 'mallory' });
    expect(await faultsOf('alice')).toEqual([{ call: 'addItem', fault: 'http503', delayMs: 3000 }]);
    expect((await post(E.addItem, [{ Sku: '300101', Quantity: 1 }], 'alice')).status).toBe(503);
    expect((await post(E.addItem, [{ Sku: '300101', Quantity: 1 }], 'mallory')).status).toBe(200);
  });

  it.each([
    ['null', null, /JSON object/],
    ['a list', [{ call: 'addItem', fault: 'http503' }], /JSON object/],
    ['a string', 'addItem', /JSON object/],
    ['no call', { fault: 'http503' }, /'call' is required/],
    ['an unknown call name', { call: 'addIte', fault: 'http503' }, /Unknown call 'addIte'/],
    ['a call path with a space', { call: '/cart/add item', fault: 'http503' }, /Unknown call/],
    ['a call path of 201 characters', { call: `/${'a'.repeat(200)}`, fault: 'http503' }, /Unknown call/],
    ['an unknown fault', { call: 'addItem', fault: 'boom' }, /Unknown fault/],
    ['a delay of 1e12 ms', { call: 'addItem', fault: 'slow', delayMs: 1e12 }, /from 0 to 60000/],
    ['a delay just past the bound', { call: 'addItem', fault: 'slow', delayMs: MAX_SLOW_MS + 1 }, /from 0 to 60000/],
    ['a negative delay', { call: 'addItem', fault: 'slow', delayMs: -1 }, /from 0 to 60000/],
    ['a delay in text', { call: 'addItem', fault: 'slow', delayMs: '1500' }, /from 0 to 60000/],
    ['a fractional delay', { call: 'addItem', fault: 'slow', ms: 1.5 }, /from 0 to 60000/],
  ])('answers 400 with a message for %s, switching nothing on', async (_what, body, message) => {
    const r = await post('/__mock/faults', body, 'panel');
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(message);
    expect(listFaults()).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const r = await api('/__mock/faults', { method: 'POST', form: { call: 'addItem' }, session: 'panel' });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/Send JSON/);
  });

  it(`takes the longest delay (${MAX_SLOW_MS} ms), a path, and '*'`, async () => {
    expect(
      (await post('/__mock/faults', { call: 'addItem', fault: 'slow', delayMs: MAX_SLOW_MS }, 'panel')).status,
    ).toBe(200);
    expect((await post('/__mock/faults', { call: '/ReactCheckout/PlaceOrder', fault: 'reset' }, 'panel')).status).toBe(
      200,
    );
    expect((await post('/__mock/faults', { call: '*', fault: 'http504' }, 'panel')).status).toBe(200);
    expect(await faultsOf('panel')).toHaveLength(3);
  });

  it(`holds at most ${MAX_SESSION_FAULTS} faults per session; switching one off or changing one still works at the bound`, async () => {
    for (let i = 0; i < MAX_SESSION_FAULTS; i += 1) {
      expect((await post('/__mock/faults', { call: `/p/${i}`, fault: 'http503' }, 'panel')).status).toBe(200);
    }
    const over = await post('/__mock/faults', { call: '/p/next', fault: 'http503' }, 'panel');
    expect(over.status).toBe(400);
    expect(over.json.error).toMatch(`At most ${MAX_SESSION_FAULTS} faults per session`);
    expect((await post('/__mock/faults', { call: '/p/0', fault: 'reset' }, 'panel')).status).toBe(200);
    expect((await post('/__mock/faults', { call: '/p/1', fault: null }, 'panel')).status).toBe(200);
    expect((await post('/__mock/faults', { call: '/p/next', fault: 'http503' }, 'panel')).status).toBe(200);
    // another session has its own room
    expect((await post('/__mock/faults', { call: '/p/0', fault: 'http503' }, 'other')).status).toBe(200);
    expect(await faultsOf('panel')).toHaveLength(MAX_SESSION_FAULTS);
  });
});
