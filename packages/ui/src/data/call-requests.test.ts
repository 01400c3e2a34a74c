// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { abortAllRequests, holdKey, pendingRequest, startRequest } from './call-requests';

/**
 * A request the test settles, with the signal it was given. `heedsAbort: false`: a request that
 * goes on after its abort until the test settles it (a server answering anyway).
 */
function request({ heedsAbort = true } = {}) {
  let signal!: AbortSignal;
  let answer!: (value: string) => void;
  const send = (s: AbortSignal) => {
    signal = s;
    return new Promise<string>((resolve, reject) => {
      answer = resolve;
      if (heedsAbort) s.addEventListener('abort', () => reject(new Error('aborted')));
    });
  };
  return { send, signal: () => signal, answer: (value: string) => answer(value) };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => abortAllRequests());

describe('call requests by key', () => {
  it('the latest request of a key is pending until it settles', async () => {
    const r = request();
    const promise = startRequest('k', r.send);
    expect(pendingRequest('k')).toBe(promise);
    r.answer('yes');
    await promise;
    expect(pendingRequest('k')).toBeUndefined();
  });

  it('the last reader letting go aborts the key’s requests, a microtask later', async () => {
    const r = request();
    const release = holdKey('k');
    void startRequest('k', r.send).catch(() => {});
    release();
    expect(r.signal().aborted).toBe(false);
    await tick();
    expect(r.signal().aborted).toBe(true);
    expect(pendingRequest('k')).toBeUndefined();
  });

  it('a reader taking the key again in the same task keeps the request (StrictMode, remount)', async () => {
    const r = request();
    const release = holdKey('k');
    void startRequest('k', r.send);
    release();
    const again = holdKey('k');
    await tick();
    expect(r.signal().aborted).toBe(false);
    again();
  });

  it('a request stays while another reader holds its key; releasing twice counts once', async () => {
    const r = request();
    const first = holdKey('k');
    const second = holdKey('k');
    void startRequest('k', r.send).catch(() => {});
    first();
    first();
    await tick();
    expect(r.signal().aborted).toBe(false);
    second();
    await tick();
    expect(r.signal().aborted).toBe(true);
  });

  it('letting go of one key leaves the others', async () => {
    const a = request();
    const b = request();
    const releaseA = holdKey('a');
    const releaseB = holdKey('b');
    void startRequest('a', a.send).catch(() => {});
    void startRequest('b', b.send);
    releaseA();
    await tick();
    expect([a.signal().aborted, b.signal().aborted]).toEqual([true, false]);
    releaseB();
  });

  it('a revalidation overlapping the request it replaces: both are aborted with the key', async () => {
    const first = request();
    const second = request();
    const release = holdKey('k');
    void startRequest('k', first.send).catch(() => {});
    const latest = startRequest('k', second.send).catch(() => {});
    expect(pendingRequest('k')).not.toBeUndefined();
    release();
    await tick();
    expect([first.signal().aborted, second.signal().aborted]).toEqual([true, true]);
    await latest;
  });

  it('a request answered while its key is held is no longer pending', async () => {
    const release = holdKey('held-answered');
    const r = request();
    const promise = startRequest('held-answered', r.send);
    r.answer('yes');
    await promise;
    expect(pendingRequest('held-answered')).toBeUndefined();
    release();
  });

  it('an earlier request settling leaves the later one pending (a revalidation over the request it replaces)', async () => {
    const first = request();
    const second = request();
    const firstPromise = startRequest('overlap', first.send);
    const secondPromise = startRequest('overlap', second.send);
    first.answer('old');
    await firstPromise;
    expect(pendingRequest('overlap')).toBe(secondPromise);
    second.answer('new');
    await secondPromise;
    expect(pendingRequest('overlap')).toBeUndefined();
  });

  it('a request started after an answer, while the key is still held, is aborted when the reader lets go', async () => {
    const release = holdKey('held-twice');
    const first = request();
    const firstPromise = startRequest('held-twice', first.send);
    first.answer('yes');
    await firstPromise;
    const second = request();
    void startRequest('held-twice', second.send).catch(() => {});
    release();
    await tick();
    expect(second.signal().aborted).toBe(true);
  });

  it('an aborted request that goes on is pending until it settles', async () => {
    const r = request({ heedsAbort: false });
    const release = holdKey('goes-on');
    const promise = startRequest('goes-on', r.send);
    release();
    await tick();
    expect(r.signal().aborted).toBe(true);
    expect(pendingRequest('goes-on')).toBe(promise);
    const again = holdKey('goes-on');
    r.answer('late');
    await promise;
    expect(pendingRequest('goes-on')).toBeUndefined();
    again();
  });

  it('abortAllRequests aborts every request under way', async () => {
    const a = request();
    const b = request();
    const release = holdKey('all-a');
    void startRequest('all-a', a.send).catch(() => {});
    void startRequest('all-b', b.send).catch(() => {});
    abortAllRequests();
    expect([a.signal().aborted, b.signal().aborted]).toEqual([true, true]);
    expect(pendingRequest('all-a')).toBeUndefined();
    release();
    await tick();
  });

  it('a request of before abortAllRequests settling later leaves the new request of its key pending', async () => {
    const old = request({ heedsAbort: false });
    const oldPromise = startRequest('reset-key', old.send);
    abortAllRequests();
    const fresh = request();
    const freshPromise = startRequest('reset-key', fresh.send);
    old.answer('late');
    await oldPromise;
    expect(pendingRequest('reset-key')).toBe(freshPromise);
    fresh.answer('yes');
    await freshPromise;
  });

  it('a request of before abortAllRequests settling later does not take the new holder’s key away', async () => {
    const old = request({ heedsAbort: false });
    const oldPromise = startRequest('reset-held', old.send);
    abortAllRequests();
    const release = holdKey('reset-held');
    old.answer('late');
    await oldPromise;
    const fresh = request();
    void startRequest('reset-held', fresh.send).catch(() => {});
    release();
    await tick();
    expect(fresh.signal().aborted).toBe(true);
  });
});
