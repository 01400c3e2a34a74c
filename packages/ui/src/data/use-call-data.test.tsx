import { createClient, defineCall, HearthCallError, type FetchLike, type FetchResponse } from '@hearth/core';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { boolean, defaulted, number, string, type, type Infer } from 'superstruct';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { resetCallData } from './reset-call-data';
import { useCallData, type CallData, type CallDataClient, type UseCallDataOptions } from './use-call-data';

const Price = type({ sku: string(), cents: number(), onSale: defaulted(boolean(), false) });
const price = defineCall({ name: 'price', method: 'GET', path: '/price', answer: Price });
const stock = defineCall({ name: 'stock', method: 'POST', path: '/stock', answer: type({ count: number() }) });
/** A call no other test file reads: its keys are this file's alone in swr's page-wide cache. */
const quote = defineCall({ name: 'useCallDataQuote', method: 'GET', path: '/quote', answer: Price });

const json = (body: unknown, status = 200): FetchResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(JSON.stringify(body)),
});

/** A fetch whose requests wait until the test answers them; aborts reject like the browser's. */
function fakeServer() {
  const requests: Array<{ url: URL; init: RequestInit; answer: (response: FetchResponse) => void }> = [];
  const fetch = vi.fn<FetchLike>(
    (url, init) =>
      new Promise((resolve, reject) => {
        requests.push({ url: new URL(url), init, answer: resolve });
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
  const client = createClient({
    fetch,
    document: undefined,
    location: { href: 'https://shop.example/p', origin: 'https://shop.example' },
  });
  return { fetch, requests, client };
}

afterEach(() => {
  resetCallData();
  vi.unstubAllGlobals();
});

/**
 * A client whose GETs wait to be answered by hand: each one's `resolve` and `reject`, in order.
 * `abortRejects`: a cancelled GET fails with the client's abort error, as the real client's does.
 */
function heldClient({ abortRejects = false } = {}) {
  const calls: Array<{ resolve: (answer: unknown) => void; reject: (failure: unknown) => void }> = [];
  const client = {
    get: (_call: unknown, { signal }: { signal?: AbortSignal } = {}) =>
      new Promise((resolve, reject) => {
        calls.push({ resolve, reject });
        if (abortRejects)
          signal?.addEventListener('abort', () => reject(new HearthCallError('abort', 'price', 'aborted')));
      }),
    post: vi.fn(),
  } as unknown as CallDataClient;
  return { client, calls };
}

/** Lets the answer travel the client's promise chain and the renderer commit (Preact defers its render). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function PriceOf({ sku, client, onError }: { sku: string } & Pick<UseCallDataOptions<unknown>, 'client' | 'onError'>) {
  const { data, error, isLoading } = useCallData(price, { query: { sku }, client, onError });
  if (isLoading) return <p>loading {sku}</p>;
  if (error) return <p>failed {error.kind}</p>;
  return <p>{data ? `${data.sku}: ${data.cents}` : 'nothing'}</p>;
}

/** A reader of `quote`; `seen` collects what each of its renders shows. */
function QuoteOf({
  sku,
  seen,
  ...options
}: { sku: string; seen?: string[] } & Pick<
  UseCallDataOptions<unknown>,
  'client' | 'onError' | 'onSuccess' | 'revalidateOnFocus'
>) {
  const { data, error, isLoading } = useCallData(quote, { query: { sku }, ...options });
  const shown = isLoading
    ? `loading ${sku}`
    : error
      ? `failed ${error.kind}`
      : data
        ? `${data.sku}: ${data.cents}`
        : 'nothing';
  seen?.push(shown);
  return <p>{shown}</p>;
}

describe('useCallData', () => {
  it('two components reading the same call and query make one request, and both show its answer', async () => {
    const server = fakeServer();
    render(
      <>
        <PriceOf sku="410100" client={server.client} />
        <PriceOf sku="410100" client={server.client} />
      </>,
    );
    expect(screen.getAllByText('loading 410100')).toHaveLength(2);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.requests[0]?.url.search).toBe('?sku=410100');
    await act(async () => {
      server.requests[0]!.answer(json({ sku: '410100', cents: 189900 }));
      await settle();
    });
    expect(screen.getAllByText('410100: 189900')).toHaveLength(2);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('a query in another order is the same read; another query is another request', async () => {
    const server = fakeServer();
    const Reader = ({ query }: { query: Record<string, string> }) => {
      useCallData(price, { query, client: server.client });
      return null;
    };
    render(
      <>
        <Reader query={{ sku: '1', zip: '60062' }} />
        <Reader query={{ zip: '60062', sku: '1' }} />
        <Reader query={{ sku: '2', zip: '60062' }} />
      </>,
    );
    expect(server.requests.map((r) => r.url.search)).toEqual(['?sku=1&zip=60062', '?sku=2&zip=60062']);
  });

  it('aborts the request when the component unmounts', async () => {
    const server = fakeServer();
    const { unmount } = render(<PriceOf sku="410100" client={server.client} />);
    const signal = server.requests[0]!.init.signal!;
    unmount();
    await waitFor(() => expect(signal.aborted).toBe(true));
  });

  it('read again soon after its request was cancelled (a popup closed and opened again), it asks again', async () => {
    const server = fakeServer();
    const first = render(<PriceOf sku="410100" client={server.client} />);
    const signal = server.requests[0]!.init.signal!;
    first.unmount();
    await waitFor(() => expect(signal.aborted).toBe(true));
    await settle();
    // within swr's two seconds of deduping: the cancelled request must not stand for this read
    render(<PriceOf sku="410100" client={server.client} />);
    await waitFor(() => expect(server.requests).toHaveLength(2));
    act(() => server.requests[1]!.answer(json({ sku: '410100', cents: 129900 })));
    expect(await screen.findByText('410100: 129900')).toBeInTheDocument();
  });

  it('aborts the request of the old key when the key changes, and shows the new answer', async () => {
    const server = fakeServer();
    const onError = vi.fn();
    const { rerender } = render(<PriceOf sku="1" client={server.client} onError={onError} />);
    rerender(<PriceOf sku="2" client={server.client} onError={onError} />);
    await waitFor(() => expect(server.requests[0]!.init.signal!.aborted).toBe(true));
    expect(server.requests[1]!.init.signal!.aborted).toBe(false);
    await act(async () => {
      server.requests[1]!.answer(json({ sku: '2', cents: 500 }));
      await settle();
    });
    expect(screen.getByText('2: 500')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled(); // a cancelled request is nobody's failure
  });

  it('a new key shows no data of the old one while its answer comes (loading), unless keepPreviousData asks to keep it', async () => {
    const server = fakeServer();
    function Shown({ sku, keep }: { sku: string; keep?: boolean }) {
      const { data, isLoading } = useCallData(price, {
        query: { sku },
        client: server.client,
        ...(keep !== undefined && { keepPreviousData: keep }),
      });
      return <p>{data ? `${data.sku}: ${data.cents}` : isLoading ? `loading ${sku}` : 'nothing'}</p>;
    }
    const { rerender } = render(<Shown sku="1" />);
    await act(async () => {
      server.requests[0]!.answer(json({ sku: '1', cents: 100 }));
      await settle();
    });
    expect(screen.getByText('1: 100')).toBeInTheDocument();
    rerender(<Shown sku="2" />);
    expect(screen.getByText('loading 2')).toBeInTheDocument();
    await act(async () => {
      server.requests[1]!.answer(json({ sku: '2', cents: 200 }));
      await settle();
    });
    expect(screen.getByText('2: 200')).toBeInTheDocument();
    rerender(<Shown sku="3" keep />);
    expect(screen.getByText('2: 200')).toBeInTheDocument();
    await act(async () => {
      server.requests[2]!.answer(json({ sku: '3', cents: 300 }));
      await settle();
    });
    expect(screen.getByText('3: 300')).toBeInTheDocument();
  });

  it('keeps the request while another component still reads the key', async () => {
    const server = fakeServer();
    const { rerender } = render(
      <>
        <PriceOf sku="1" client={server.client} />
        <PriceOf sku="1" client={server.client} />
      </>,
    );
    rerender(<PriceOf sku="1" client={server.client} />);
    await Promise.resolve();
    await Promise.resolve();
    expect(server.requests[0]!.init.signal!.aborted).toBe(false);
    await act(async () => {
      server.requests[0]!.answer(json({ sku: '1', cents: 100 }));
      await settle();
    });
    expect(screen.getByText('1: 100')).toBeInTheDocument();
  });

  it('under StrictMode the mount, unmount and remount of one commit keep the request', async () => {
    const server = fakeServer();
    render(
      <StrictMode>
        <PriceOf sku="1" client={server.client} />
      </StrictMode>,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(server.requests.every((r) => !r.init.signal!.aborted)).toBe(true);
    await act(async () => {
      server.requests.forEach((r) => r.answer(json({ sku: '1', cents: 100 })));
      await settle();
    });
    expect(screen.getByText('1: 100')).toBeInTheDocument();
  });

  it('data is what the answer schema makes of the answer, typed by it', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => useCallData(price, { query: { sku: '1' }, client: server.client }));
    expectTypeOf(result.current.data).toEqualTypeOf<{ sku: string; cents: number; onSale: boolean } | undefined>();
    expectTypeOf(result.current.error).toEqualTypeOf<HearthCallError | undefined>();
    await act(async () => {
      server.requests[0]!.answer(json({ sku: '1', cents: 100 }));
      await settle();
    });
    expect(result.current.data).toEqual({ sku: '1', cents: 100, onSale: false });
  });

  it('an HTTP failure is the error, reported once through onError and not retried', async () => {
    const server = fakeServer();
    const onError = vi.fn();
    render(<PriceOf sku="1" client={server.client} onError={onError} />);
    await act(async () => {
      server.requests[0]!.answer(json({}, 503));
      await settle();
    });
    expect(screen.getByText('failed http')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'http', status: 503 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('an answer that does not match the schema is an error of kind schema', async () => {
    const server = fakeServer();
    render(<PriceOf sku="1" client={server.client} />);
    await act(async () => {
      server.requests[0]!.answer(json({ sku: '1', cents: 'free' }));
      await settle();
    });
    expect(screen.getByText('failed schema')).toBeInTheDocument();
  });

  it('a null call or enabled: false reads nothing', () => {
    const server = fakeServer();
    const { result } = renderHook(() => [
      useCallData(null, { client: server.client }),
      useCallData(price, { query: { sku: '1' }, enabled: false, client: server.client }),
    ]);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(result.current.map((read) => [read.data, read.error, read.isLoading])).toEqual([
      [undefined, undefined, false],
      [undefined, undefined, false],
    ]);
  });

  it('a POST read sends its body, which is part of the key', async () => {
    const server = fakeServer();
    const { result, rerender } = renderHook(({ zip }) => useCallData(stock, { body: { zip }, client: server.client }), {
      initialProps: { zip: '60062' },
    });
    rerender({ zip: '10001' });
    expect(server.requests.map((r) => [r.init.method, r.init.body])).toEqual([
      ['POST', '{"zip":"60062"}'],
      ['POST', '{"zip":"10001"}'],
    ]);
    await act(async () => {
      server.requests[1]!.answer(json({ count: 3 }));
      await settle();
    });
    expect(result.current.data).toEqual({ count: 3 });
  });

  it('path segments go on the path and are part of the key; the cache mode goes to fetch [ref: ui#calls]', async () => {
    const server = fakeServer();
    const { rerender } = renderHook(
      ({ sku }) => useCallData(price, { segments: [sku], cache: 'no-cache', client: server.client }),
      {
        initialProps: { sku: '410100' },
      },
    );
    rerender({ sku: '410100' });
    rerender({ sku: '420 100' });
    expect(server.requests.map((r) => r.url.pathname)).toEqual(['/price/410100', '/price/420%20100']);
    expect(server.requests.map((r) => r.init.cache)).toEqual(['no-cache', 'no-cache']);
  });

  it('settled() waits for the answer under way, following a key change', async () => {
    const server = fakeServer();
    const { result, rerender } = renderHook(
      ({ sku }) => useCallData(price, { query: { sku }, client: server.client }),
      {
        initialProps: { sku: '1' },
      },
    );
    const waiting = result.current.settled();
    rerender({ sku: '2' });
    await act(async () => {
      server.requests[1]!.answer(json({ sku: '2', cents: 200 }));
      await settle();
    });
    await expect(waiting).resolves.toEqual({ data: { sku: '2', cents: 200, onSale: false }, error: undefined });
    await expect(result.current.settled()).resolves.toEqual({
      data: { sku: '2', cents: 200, onSale: false },
      error: undefined,
    });
  });

  it('settled() resolves an answer that came before the re-render showing it', async () => {
    // a client that answers and cancels at once, with no fetch in between
    const { client, calls } = heldClient({ abortRejects: true });
    const { result, rerender } = renderHook(({ sku }) => useCallData(price, { query: { sku }, client }), {
      initialProps: { sku: '1' },
    });
    const waiting = result.current.settled();
    rerender({ sku: '2' });
    // act holds the re-render: settled() sees the cancellation of '1' once '2' is already answered
    await act(async () => calls[1]!.resolve({ sku: '2', cents: 200, onSale: false }));
    await expect(waiting).resolves.toEqual({ data: { sku: '2', cents: 200, onSale: false }, error: undefined });
  });

  it('hands the answer on in a task after the one that read it: reading and drawing are two tasks', async () => {
    // happy-dom has no MessageChannel (then the answer is handed on at once); the browser's is Node's
    vi.stubGlobal('MessageChannel', (await import('node:worker_threads')).MessageChannel);
    const { client, calls } = heldClient();
    const { result } = renderHook(() => useCallData(price, { query: { sku: '1' }, client }));
    await waitFor(() => expect(calls).toHaveLength(1));
    let handedOn = false;
    void result.current.settled().then(() => (handedOn = true));
    calls[0]!.resolve({ sku: '1', cents: 100, onSale: false });
    // every microtask of the task that answered, run
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(handedOn).toBe(false);
    await waitFor(() => expect(result.current.data).toEqual({ sku: '1', cents: 100, onSale: false }));
    expect(handedOn).toBe(true);
  });

  it('settled() follows a key change past the failure of the request it replaced', async () => {
    const { client, calls } = heldClient();
    const { result, rerender } = renderHook(({ sku }) => useCallData(price, { query: { sku }, client }), {
      initialProps: { sku: '1' },
    });
    const waiting = result.current.settled();
    rerender({ sku: '2' });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => {
      calls[0]!.reject(new HearthCallError('http', 'price', 'Status: 500'));
      calls[1]!.resolve({ sku: '2', cents: 200, onSale: false });
    });
    await expect(waiting).resolves.toEqual({ data: { sku: '2', cents: 200, onSale: false }, error: undefined });
  });

  it('settled() resolves the failure of the request under way', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => useCallData(price, { query: { sku: '1' }, client: server.client }));
    const waiting = result.current.settled();
    await act(async () => {
      server.requests[0]!.answer(json({}, 500));
      await settle();
    });
    const { data, error } = await waiting;
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('does not read again when the window regains focus or the network comes back', async () => {
    const server = fakeServer();
    render(<PriceOf sku="1" client={server.client} />);
    await act(async () => {
      server.requests[0]!.answer(json({ sku: '1', cents: 100 }));
      await settle();
    });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('mutate() reads again', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => useCallData(price, { query: { sku: '1' }, client: server.client }));
    await act(async () => {
      server.requests[0]!.answer(json({ sku: '1', cents: 100 }));
      await settle();
    });
    let again: Promise<unknown>;
    act(() => {
      again = result.current.mutate();
    });
    await act(async () => {
      server.requests[1]!.answer(json({ sku: '1', cents: 90 }));
      await settle();
    });
    await again!;
    expect(result.current.data?.cents).toBe(90);
  });

  it('a page whose SWRConfig asks for retries still gets no retry of a failure', async () => {
    const server = fakeServer();
    render(
      <SWRConfig value={{ errorRetryInterval: 1, shouldRetryOnError: true }}>
        <QuoteOf sku="retry-1" client={server.client} />
      </SWRConfig>,
    );
    await act(async () => {
      server.requests[0]!.answer(json({}, 503));
      await settle();
    });
    expect(screen.getByText('failed http')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('with no dedupe interval nor focus throttle on the page, focus and the network coming back still read nothing', async () => {
    const server = fakeServer();
    render(
      <SWRConfig value={{ dedupingInterval: 0, focusThrottleInterval: 0 }}>
        <QuoteOf sku="focus-1" client={server.client} />
      </SWRConfig>,
    );
    await act(async () => {
      server.requests[0]!.answer(json({ sku: 'focus-1', cents: 100 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('focus-1: 100')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('revalidateOnFocus: true reads again when the window regains focus', async () => {
    const server = fakeServer();
    render(
      <SWRConfig value={{ dedupingInterval: 0, focusThrottleInterval: 0 }}>
        <QuoteOf sku="focus-2" client={server.client} revalidateOnFocus />
      </SWRConfig>,
    );
    await act(async () => {
      server.requests[0]!.answer(json({ sku: 'focus-2', cents: 100 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await act(async () => {
      server.requests[1]!.answer(json({ sku: 'focus-2', cents: 90 }));
      await settle();
    });
    expect(screen.getByText('focus-2: 90')).toBeInTheDocument();
  });

  it('onSuccess gets the answer once, from the reader that asked', async () => {
    const server = fakeServer();
    const onSuccess = vi.fn();
    render(<QuoteOf sku="success-1" client={server.client} onSuccess={onSuccess} />);
    await act(async () => {
      server.requests[0]!.answer(json({ sku: 'success-1', cents: 100 }));
      await settle();
    });
    expect(screen.getByText('success-1: 100')).toBeInTheDocument();
    expect(onSuccess.mock.calls).toEqual([[{ sku: 'success-1', cents: 100, onSale: false }]]);
  });

  it.each(['answer', 'failure'])(
    'the %s of a request, landing after the reader that asked unmounted (another still reads the key), is not reported to it',
    async (outcome) => {
      const server = fakeServer();
      const onSuccess = vi.fn();
      const onError = vi.fn();
      const sku = `gone-${outcome}`;
      const { rerender } = render(
        <>
          <QuoteOf key="asker" sku={sku} client={server.client} onSuccess={onSuccess} onError={onError} />
          <QuoteOf key="other" sku={sku} client={server.client} />
        </>,
      );
      rerender(
        <>
          <QuoteOf key="other" sku={sku} client={server.client} />
        </>,
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(server.requests[0]!.init.signal!.aborted).toBe(false);
      await act(async () => {
        server.requests[0]!.answer(outcome === 'answer' ? json({ sku, cents: 100 }) : json({}, 503));
        await settle();
      });
      expect(screen.getByText(outcome === 'answer' ? `${sku}: 100` : 'failed http')).toBeInTheDocument();
      expect([onSuccess.mock.calls, onError.mock.calls]).toEqual([[], []]);
    },
  );

  it('resetCallData under a mounted reader cancels its read: no error, no onError, still loading', async () => {
    const server = fakeServer();
    const onError = vi.fn();
    render(<QuoteOf sku="reset-1" client={server.client} onError={onError} />);
    await act(async () => {
      resetCallData();
      await settle();
    });
    expect(server.requests[0]!.init.signal!.aborted).toBe(true);
    expect(screen.getByText('loading reset-1')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a key read again after its request was cancelled shows loading from its first render, never "nothing"', async () => {
    const server = fakeServer();
    const seen: string[] = [];
    const { rerender } = render(<QuoteOf sku="back-1" client={server.client} seen={seen} />);
    rerender(<QuoteOf sku="back-2" client={server.client} seen={seen} />);
    await waitFor(() => expect(server.requests[0]!.init.signal!.aborted).toBe(true));
    await act(settle);
    rerender(<QuoteOf sku="back-1" client={server.client} seen={seen} />);
    await waitFor(() => expect(server.requests).toHaveLength(3));
    await act(async () => {
      server.requests[2]!.answer(json({ sku: 'back-1', cents: 100 }));
      await settle();
    });
    expect(screen.getByText('back-1: 100')).toBeInTheDocument();
    expect(seen).not.toContain('nothing');
  });

  it('a key read again after its revalidation was cancelled shows its answer, not loading', async () => {
    const server = fakeServer();
    const seen: string[] = [];
    const Reader = ({ sku }: { sku: string }) => {
      const read = useCallData(quote, { query: { sku }, client: server.client });
      seen.push(read.isLoading ? `loading ${sku}` : read.data ? `${read.data.sku}: ${read.data.cents}` : 'nothing');
      return <button onClick={() => void read.mutate()}>read {sku} again</button>;
    };
    const { rerender } = render(<Reader sku="again-1" />);
    await act(async () => {
      server.requests[0]!.answer(json({ sku: 'again-1', cents: 100 }));
      await settle();
    });
    act(() => screen.getByRole('button', { name: 'read again-1 again' }).click());
    await waitFor(() => expect(server.requests).toHaveLength(2));
    rerender(<Reader sku="again-2" />);
    await waitFor(() => expect(server.requests[1]!.init.signal!.aborted).toBe(true));
    await act(settle);
    seen.length = 0;
    rerender(<Reader sku="again-1" />);
    await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(4));
    await act(async () => {
      server.requests[3]!.answer(json({ sku: 'again-1', cents: 90 }));
      await settle();
    });
    expect(seen.at(-1)).toBe('again-1: 90');
    expect(seen).not.toContain('loading again-1');
  });

  it('settled() does not resolve the old key’s answer when it lands after the key changed', async () => {
    const { client, calls } = heldClient();
    const { result, rerender } = renderHook(({ sku }) => useCallData(quote, { query: { sku }, client }), {
      initialProps: { sku: 'late-1' },
    });
    const waiting = result.current.settled();
    rerender({ sku: 'late-2' });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => {
      calls[0]!.resolve({ sku: 'late-1', cents: 100, onSale: false });
      await settle();
      calls[1]!.resolve({ sku: 'late-2', cents: 200, onSale: false });
      await settle();
    });
    await expect(waiting).resolves.toEqual({ data: { sku: 'late-2', cents: 200, onSale: false }, error: undefined });
  });

  it('settled() of a read that resetCallData cancels resolves no error', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => useCallData(quote, { query: { sku: 'reset-2' }, client: server.client }));
    const waiting = result.current.settled();
    await act(async () => {
      resetCallData();
      await settle();
    });
    await expect(waiting).resolves.toEqual({ data: undefined, error: undefined });
  });

  it('settled() resolves the answer of the request it waited for, though onSuccess reads again at once', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => {
      const read: CallData<Infer<typeof Price>> = useCallData(quote, {
        query: { sku: 'again-3' },
        client: server.client,
        onSuccess: () => void read.mutate(),
      });
      return read;
    });
    const waiting = result.current.settled();
    await act(async () => {
      server.requests[0]!.answer(json({ sku: 'again-3', cents: 100 }));
      await settle();
    });
    await expect(waiting).resolves.toEqual({ data: { sku: 'again-3', cents: 100, onSale: false }, error: undefined });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await act(async () => {
      server.requests[1]!.answer(json({ sku: 'again-3', cents: 90 }));
      await settle();
    });
  });

  it('settled() resolves the failure of the request it waited for, though onError reads again at once', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => {
      const read: CallData<Infer<typeof Price>> = useCallData(quote, {
        query: { sku: 'again-4' },
        client: server.client,
        onError: () => void read.mutate(),
      });
      return read;
    });
    const waiting = result.current.settled();
    await act(async () => {
      server.requests[0]!.answer(json({}, 503));
      await settle();
    });
    const { data, error } = await waiting;
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await act(async () => {
      server.requests[1]!.answer(json({ sku: 'again-4', cents: 90 }));
      await settle();
    });
  });

  it('an answer that comes before the reader’s effects have run still reaches onSuccess (a client answering from memory)', async () => {
    const onSuccess = vi.fn();
    const client = {
      get: () => Promise.resolve({ sku: 'instant-1', cents: 100, onSale: false }),
      post: vi.fn(),
    } as unknown as CallDataClient;
    function Reader() {
      useCallData(quote, { query: { sku: 'instant-1' }, client, onSuccess });
      return null;
    }
    // outside act, which would run the effects before any answer: the renderer runs them a task later
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<Reader />);
      await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(onSuccess).toHaveBeenCalledWith({ sku: 'instant-1', cents: 100, onSale: false });
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
