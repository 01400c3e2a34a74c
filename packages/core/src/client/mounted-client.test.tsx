import { act, render } from '@testing-library/react';
import { StrictMode, useEffect, useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCallScope } from './call-scope';
import { scopeClient, useMountedClient } from './mounted-client';
import type { CallOptions, HearthClient } from './types';
import { unscopedClient } from './unscoped-client';

/** A client whose answers the test gives: each call waits for its `settle`. */
function heldClient() {
  const calls: Array<{ options: CallOptions | undefined; settle: (value: unknown, failed?: boolean) => void }> = [];
  const get = vi.fn(
    (_call: unknown, options?: CallOptions) =>
      new Promise((resolve, reject) => {
        calls.push({ options, settle: (value, failed) => (failed ? reject(value) : resolve(value)) });
      }),
  );
  return { client: { get } as unknown as Pick<HearthClient, 'get'>, calls, get };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scopeClient', () => {
  it('answers while the scope lives; once it has gone an answer or a failure never comes back', async () => {
    const { client, calls } = heldClient();
    const scope = { current: true };
    const scoped = scopeClient(client, scope);
    const first = scoped.get('a');
    calls[0]!.settle({ ok: 1 });
    await expect(first).resolves.toEqual({ ok: 1 });

    const seen = vi.fn();
    void scoped.get('b').then(seen, seen);
    void scoped.get('c').then(seen, seen);
    scope.current = false;
    calls[1]!.settle({ late: true });
    calls[2]!.settle(new Error('late failure'), true);
    await flush();
    expect(seen).not.toHaveBeenCalled();
  });

  it('sends nothing once the scope has gone', async () => {
    const { client, get } = heldClient();
    const seen = vi.fn();
    void scopeClient(client, { current: false }).get('a').then(seen, seen);
    await flush();
    expect(get).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
  });

  it("passes the call's options on (its own signal aborts it as before); a failure while it lives comes back", async () => {
    const { client, calls } = heldClient();
    const own = new AbortController();
    const failed = scopeClient(client, { current: true }).get('a', { signal: own.signal, query: { q: 1 } });
    expect(calls[0]!.options).toEqual({ signal: own.signal, query: { q: 1 } });
    calls[0]!.settle(new Error('aborted'), true);
    await expect(failed).rejects.toThrow('aborted');
  });

  it('unscopedClient gives back the client it wraps (for reads shared between components), or the client itself', () => {
    const { client } = heldClient();
    const scoped = scopeClient(scopeClient(client, { current: true }), { current: true });
    expect(unscopedClient(scoped)).toBe(client);
    expect(unscopedClient(client)).toBe(client);
  });
});

describe('useCallScope', () => {
  it("is live from the first render: a child's call in its layout effect, before the parent's, is sent", () => {
    const { client, get } = heldClient();
    function Child({ scoped }: { scoped: Pick<HearthClient, 'get'> }) {
      useLayoutEffect(() => void scoped.get('a'), [scoped]);
      return null;
    }
    function Parent() {
      const scope = useCallScope();
      const [scoped] = useState(() => scopeClient(client, scope));
      return <Child scoped={scoped} />;
    }
    render(<Parent />);
    expect(get).toHaveBeenCalledTimes(1);
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

  it('follows a new client given on a later render, and keeps the one it has otherwise', () => {
    const first = heldClient();
    const second = heldClient();
    const onAnswer = vi.fn();
    const view = render(<Reader client={first.client} onAnswer={onAnswer} />);
    view.rerender(<Reader client={first.client} onAnswer={onAnswer} />);
    expect(first.get).toHaveBeenCalledTimes(1);
    view.rerender(<Reader client={second.client} onAnswer={onAnswer} />);
    expect(second.get).toHaveBeenCalledTimes(1);
    expect(first.get).toHaveBeenCalledTimes(1);
  });

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
