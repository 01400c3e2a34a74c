// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearFaults, DEMO_ENDPOINTS as E, FAULTS, handle, MALFORMED_BODY, setFault } from '../index';
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
    const set = await api('/__mock/faults', { method: 'POST', body: { call: 'applyPromoCode', fault: 'reset' }, session: 'panel' });
    expect(set.json.faults).toEqual([{ call: 'applyPromoCode', fault: 'reset', delayMs: 3000 }]);
    expect((await post(E.applyPromoCode, { promoCode: 'X' }, 'panel')).json).toEqual({ IsReset: true });
    expect((await post(E.applyPromoCode, { promoCode: 'X' }, 'other')).json.isSuccess).toBe(false);
    const listed = await get('/__mock/faults', 'panel');
    expect(listed.json).toMatchObject({ FAULTS: [...FAULTS], calls: expect.arrayContaining(['addItem', 'PlaceOrder', 'getEdd']) });
    expect(listed.json.faults).toHaveLength(1);
    await api('/__mock/faults', { method: 'POST', body: { call: 'applyPromoCode', fault: null }, session: 'panel' });
    expect((await get('/__mock/faults', 'panel')).json.faults).toEqual([]);
  });

  it("lists only the caller's own faults (and those of every session), never another session or its id", async () => {
    await api('/__mock/faults', { method: 'POST', body: { call: 'addItem', fault: 'http503' }, session: 'alice-session' });
    await api('/__mock/faults', { method: 'POST', body: { call: 'getCartJsx', fault: 'reset' }, session: 'bob-session' });
    const bob = await get('/__mock/faults', 'bob-session');
    expect(bob.json.faults).toEqual([{ call: 'getCartJsx', fault: 'reset', delayMs: 3000 }]);
    expect(bob.json.globalFaults).toEqual([]);
    expect(JSON.stringify(bob.json)).not.toContain('alice');
    const set = await api('/__mock/faults', { method: 'POST', body: { call: 'quickShip', fault: 'slow' }, session: 'carol-session' });
    expect(JSON.stringify(set.json)).not.toMatch(/alice|bob|carol|sessionId/);
    expect((await get('/__mock/faults')).json.faults).toEqual([]);
  });

  it('sets global faults with a delay, clears with clear or DELETE, refuses bad input', async () => {
    await post('/__mock/faults', { call: 'getCartJsx', fault: 'slow', delayMs: 10, global: true });
    expect((await get('/__mock/faults')).json.globalFaults[0]).toEqual({ call: 'getCartJsx', fault: 'slow', delayMs: 10 });
    await post('/__mock/faults', { clear: true, global: true });
    expect((await get('/__mock/faults')).json.globalFaults).toEqual([]);
    await post('/__mock/faults', { call: '*', fault: 'http503', global: true });
    expect((await get(E.getCartJsx)).status).toBe(503);
    await api('/__mock/faults', { method: 'DELETE' });
    expect((await get(E.getCartJsx)).status).toBe(200);
    expect((await post('/__mock/faults', { call: 'x', fault: 'boom' })).status).toBe(400);
    expect((await post('/__mock/faults', { fault: 'reset' })).status).toBe(400);
  });
});
