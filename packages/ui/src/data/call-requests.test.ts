// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { abortAllRequests, holdKey, pendingRequest, startRequest } from './call-requests';

/** A request the test settles, with the signal it was given. */
function request() {
  let signal!: AbortSignal;
  let answer!: (value: string) => void;
  const send = (s: AbortSignal) => {
    signal = s;
    return new Promise<string>((resolve, reject) => {
      answer = resolve;
      s.addEventListener('abort', () => reject(new Error('aborted')));
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
});
