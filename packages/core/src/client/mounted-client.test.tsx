import { act, render } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCallScope, scopeClient, unscopedClient, useMountedClient } from './mounted-client';
import type { CallOptions, HearthClient } from './types';

/** A client whose answers the test gives: each call waits for `answer(i)`. */
function heldClient() {
  const calls: Array<{ signal: AbortSignal | undefined; settle: (value: unknown, failed?: boolean) => void }> = [];
  const get = vi.fn(
    (_call: unknown, options?: CallOptions) =>
      new Promise((resolve, reject) => {
        calls.push({ signal: options?.signal, settle: (value, failed) => (failed ? reject(value) : resolve(value)) });
      }),
  );
  return { client: { get } as unknown as Pick<HearthClient, 'get'>, calls, get };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scopeClient (issue 35)', () => {
  it('answers while the scope lives; once it has gone an answer or a failure never comes back, and the request is aborted', async () => {
    const { client, calls } = heldClient();
    const scope = createCallScope();
    const scoped = scopeClient(client, scope);
    const first = scoped.get('a');
    calls[0]!.settle({ ok: 1 });
    await expect(first).resolves.toEqual({ ok: 1 });

    const seen = vi.fn();
    void scoped.get('b').then(seen, seen);
    void scoped.get('c').then(seen, seen);
    scope.end();
    calls[1]!.settle({ late: true });
    calls[2]!.settle(new Error('late failure'), true);
    await flush();
    expect(seen).not.toHaveBeenCalled();
    expect(calls[1]!.signal?.aborted).toBe(true);
  });

  it('unscopedClient gives back the client it wraps (for reads shared between components), or the client itself', () => {
    const { client } = heldClient();
    const scoped = scopeClient(scopeClient(client, createCallScope()), createCallScope());
    expect(unscopedClient(scoped)).toBe(client);
    expect(unscopedClient(client)).toBe(client);
  });

  it('sends nothing once the scope has gone', async () => {
    const { client, get } = heldClient();
    const scope = createCallScope();
    scope.end();
    const seen = vi.fn();
    void scopeClient(client, scope).get('a').then(seen, seen);
    await flush();
    expect(get).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
  });

  it("the caller's own signal still aborts the call; a scope that comes back (StrictMode) keeps its calls", async () => {
    const { client, calls } = heldClient();
    const scope = createCallScope();
    const scoped = scopeClient(client, scope);
    const own = new AbortController();
    void scoped.get('a', { signal: own.signal }).catch(() => undefined);
    own.abort();
    expect(calls[0]!.signal?.aborted).toBe(true);

    const kept = scoped.get('b');
    scope.end();
    scope.resume();
    await flush();
    expect(calls[1]!.signal?.aborted).toBe(false);
    calls[1]!.settle('answer');
    await expect(kept).resolves.toBe('answer');
  });
});

describe('useMountedClient', () => {
  function Reader({ client, onAnswer }: { client: Pick<HearthClient, 'get'>; onAnswer: (value: unknown) => void }) {
    const mounted = useMountedClient(client);
    const [text, setText] = useState('waiting');
    useEffect(() => {
      void mounted.get('a').then((value) => {
        onAnswer(value);
        setText(String(value));
      });
    }, [mounted, onAnswer]);
    return <p>{text}</p>;
  }

  it('drops the answer of a component that has unmounted', async () => {
    const { client, calls } = heldClient();
    const onAnswer = vi.fn();
    const view = render(<Reader client={client} onAnswer={onAnswer} />);
    await act(flush);
    view.unmount();
    calls.forEach((call) => call.settle('late'));
    await act(flush);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('under StrictMode (mount, unmount, mount) the answer still comes', async () => {
    const { client, calls } = heldClient();
    const onAnswer = vi.fn();
    const view = render(
      <StrictMode>
        <Reader client={client} onAnswer={onAnswer} />
      </StrictMode>,
    );
    await act(flush);
    calls.forEach((call) => call.settle('answer'));
    await act(flush);
    expect(onAnswer).toHaveBeenCalledWith('answer');
    expect(view.container).toHaveTextContent('answer');
  });
});
