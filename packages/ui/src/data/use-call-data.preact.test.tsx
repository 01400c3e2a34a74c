/**
 * The data hook on preact/compat, as the script-tag build runs it: this file's project (vitest
 * config `preact`) aliases react, react-dom and react/jsx-runtime to Preact, and swr's
 * `use-sync-external-store/shim` to preact/compat's useSyncExternalStore.
 */
import { createClient, defineCall, type FetchLike } from '@hearth/core';
import { act } from 'preact/test-utils';
import * as compat from 'preact/compat';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { number, string, type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCallData } from './reset-call-data';
import { useCallData } from './use-call-data';

const price = defineCall({ name: 'price', method: 'GET', path: '/price', answer: type({ sku: string(), cents: number() }) });

function fakeServer() {
  const requests: Array<{ signal: AbortSignal; answer: (body: unknown) => void }> = [];
  const fetch = vi.fn<FetchLike>(
    (_url, init) =>
      new Promise((resolve, reject) => {
        requests.push({
          signal: init.signal!,
          answer: (body) => resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) }),
        });
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
  const client = createClient({ fetch, document: undefined, location: { href: 'https://shop.example/', origin: 'https://shop.example' } });
  return { fetch, requests, client };
}

afterEach(() => {
  resetCallData();
  document.body.innerHTML = '';
});

describe('useCallData on preact/compat', () => {
  it('runs on Preact, not React', () => {
    expect(React.useState).toBe(compat.useState);
  });

  it('dedupes two readers, renders the answer, and aborts on unmount', async () => {
    const server = fakeServer();
    function PriceOf({ sku }: { sku: string }) {
      const { data, isLoading } = useCallData(price, { query: { sku }, client: server.client });
      return <p>{isLoading ? 'loading' : `${data?.sku}: ${data?.cents}`}</p>;
    }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(() =>
      root.render(
        <>
          <PriceOf sku="1" />
          <PriceOf sku="1" />
        </>,
      ),
    );
    expect(container.textContent).toBe('loadingloading');
    expect(server.fetch).toHaveBeenCalledTimes(1);
    server.requests[0]!.answer({ sku: '1', cents: 100 });
    await vi.waitFor(() => expect(container.textContent).toBe('1: 1001: 100'));

    await act(() => root.render(<PriceOf sku="2" />));
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await act(() => root.unmount());
    await vi.waitFor(() => expect(server.requests[1]!.signal.aborted).toBe(true));
  });
});
