/** Test harness: msw/node server over the handlers, and a small fetch helper. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers, resetMockState } from '../index';
import { failUnroutedRequest } from './network-guard';

/** Origin the tests call (any origin works: handlers match on path). */
export const ORIGIN = 'http://shop.test';

/** Starts one msw server for the test file and resets state between tests. */
export function setupMockServer(): void {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
  beforeEach(() => resetMockState());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Options of `api`. */
export interface ApiOptions {
  method?: string;
  body?: unknown;
  session?: string;
  form?: Record<string, string>;
  /** The demo site's site cookie (`hearth_site`): 'CA' asks for the Canadian site. */
  site?: 'US' | 'CA';
}

/** Calls a path; answers status, parsed JSON (or text) and the response. */
export async function api<T = any>(
  path: string,
  options: ApiOptions = {},
): Promise<{ status: number; json: T; response: Response }> {
  const headers: Record<string, string> = {};
  const cookies = [
    ...(options.session ? [`hearth_session=${options.session}`] : []),
    ...(options.site ? [`hearth_site=${options.site}`] : []),
  ];
  if (cookies.length > 0) headers['cookie'] = cookies.join('; ');
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${ORIGIN}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.clone().text();
  let json: any = text;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // HTML and SVG answers stay text
  }
  return { status: response.status, json: json as T, response };
}

/** POSTs JSON. */
export function post<T = any>(path: string, body: unknown = {}, session?: string) {
  return api<T>(path, session === undefined ? { method: 'POST', body } : { method: 'POST', body, session });
}

/** GETs a path. */
export function get<T = any>(path: string, session?: string) {
  return api<T>(path, session === undefined ? {} : { session });
}

/** The keys every cart-service answer has [ref: mock-api#calls]. */
export const CART_ANSWER_KEYS = [
  'isSuccess',
  'error',
  'message',
  'cartData',
  'promoErrorMessage',
  'cartErrorMessage',
  'errorType',
  'popupUrl',
  'oversizedItems',
];
