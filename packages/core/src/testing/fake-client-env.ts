// Test helper: a ClientEnv whose every effect is recorded.
import { vi } from 'vitest';
import type { ClientEnv, FetchLike, FetchResponse } from '../client/types';
import type { HearthConfigInput } from '../config/config-schema';
import { parseConfig } from '../config/parse-config';

/** Paths the client tests call by name, as a page's `hearth-config` endpoints would give them. */
export const TEST_ENDPOINTS = {
  placeOrder: '/ReactCheckout/PlaceOrder',
  validateCart: '/ReactCheckout/ValidateCart',
  saveShippingAddress: '/ReactCheckout/SaveShippingAddress',
  moveToReviewPage: '/ReactCheckout/MoveToReviewPage',
  removeNlaItems: '/ReactCheckout/RemoveNlaItems',
  freeSwatchesFilteredResults: '/free-swatches/get-filtered-results',
  refreshCheckout: '/ReactCheckout/RefreshCheckout',
  quickViewDetails: '/quickView/details',
  applyGiftCardTender: '/ReactCheckout/ApplyGiftCardTender',
  getEmailHashed: '/browse/specialorder/GetEmailHashed',
};

/** An answer with `body` as its text (objects are JSON-encoded). */
export function answer(body: unknown = '', status = 200): FetchResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) };
}

/** A fetch that never answers, and rejects like the browser once its signal aborts. */
export const hangingFetch: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** A document holding the anti-forgery input, as the server pages have it [ref: script-tag#the-markup]. */
export function pageWithToken(token: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (token !== undefined) {
    doc.body.innerHTML =
      '<form id="__AjaxAntiForgeryForm"><input type="hidden" name="__RequestVerificationToken"></form>';
    doc.querySelector('input')!.value = token;
  }
  return doc;
}

export const PAGE = { href: 'https://shop.example/checkout/cart', origin: 'https://shop.example' };

/** A fake environment; `log` records fetches and sleeps in order. */
export function fakeEnv(config: HearthConfigInput = {}, overrides: Partial<ClientEnv> = {}) {
  const log: string[] = [];
  const timers: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const fetch = vi.fn<FetchLike>(async () => answer({ ok: true }));
  const parsed = parseConfig({ ...config, endpoints: { ...TEST_ENDPOINTS, ...config.endpoints } });
  const env: ClientEnv = {
    fetch: (url, init) => {
      log.push(`fetch ${init.method} ${url}`);
      return fetch(url, init);
    },
    document: pageWithToken('page-token'),
    location: PAGE,
    sleep: async (ms) => {
      log.push(`sleep ${ms}`);
    },
    setTimeout: (callback, ms) => {
      timers.push({ callback, ms, cleared: false });
      return timers.length - 1;
    },
    clearTimeout: (id) => {
      const timer = timers[id as number];
      if (timer) timer.cleared = true;
    },
    config: () => parsed,
    ...overrides,
  };
  return { env, fetch, log, timers };
}

/** The init of the `n`th fetch. */
export function initOf(fetch: ReturnType<typeof fakeEnv>['fetch'], n = 0): RequestInit {
  const call = fetch.mock.calls[n];
  if (!call) throw new Error(`no fetch #${n}`);
  return call[1];
}

/** The headers of the `n`th fetch. */
export function headersOf(fetch: ReturnType<typeof fakeEnv>['fetch'], n = 0): Record<string, string> {
  return initOf(fetch, n).headers as Record<string, string>;
}
