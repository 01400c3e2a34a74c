/** The one wrapper every handler goes through: session, input parsing, faults. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { faultFor, type ActiveFault } from './faults';
import { getSession, sessionIdFrom, type SessionState } from './state/session';

/** HTTP method of a call; 'ANY' where the spec does not show it. */
export type CallMethod = 'GET' | 'POST' | 'ANY';

/** A documented call the mock serves. */
export interface CallInfo {
  /** The spec's call name, or the path's last part where the spec names none. */
  name: string;
  method: CallMethod;
  /** Path, with `:param` segments where the call appends one. */
  path: string;
  /** Where the reference describes the call, as a citation: '[ref: cart#calls]'. */
  spec: string;
}

/** What a resolver gets. */
export interface CallContext {
  request: Request;
  url: URL;
  /** Query parameters and the JSON or form body, merged (body wins). A JSON list body is `items`. */
  input: Record<string, unknown>;
  /** The parsed body as sent. */
  body: unknown;
  params: Record<string, string>;
  sessionId: string;
  session: SessionState;
  site: 'US' | 'CA';
  /** The request's cookies (the demo site's `hearth_brand`, …). */
  cookies: Record<string, string>;
}

type Resolver = (ctx: CallContext) => unknown;

/** Every call registered so far, in registration order (the README table is checked against it). */
export const CALLS: CallInfo[] = [];

/** Body of the 'malformed' fault: valid JSON of a shape no call answers. */
export const MALFORMED_BODY = 'malformed: <html>Unexpected answer</html>';

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  if (!text) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return type.includes('json') ? Symbol.for('invalid-json') : text;
  }
}

/**
 * Waits `ms` without keeping a Node process alive: a 'slow' answer still pending when the demo
 * server closes (a browser test run ending) must not hold the process open until it is due.
 */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer: unknown = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
  });
}

/** The response a fault produces instead of the real answer; undefined for 'slow' (answer after the delay). */
export async function faultResponse(fault: ActiveFault): Promise<Response | undefined> {
  switch (fault.fault) {
    case 'http503':
      return new HttpResponse('Service Unavailable', { status: 503, statusText: 'Service Unavailable' });
    case 'http504':
      return new HttpResponse('Gateway Timeout', { status: 504, statusText: 'Gateway Timeout' });
    case 'network':
      // fetch rejects with TypeError('Failed to fetch'): the client's retry path
      return HttpResponse.error();
    case 'reset':
      return HttpResponse.json({ IsReset: true });
    case 'malformed':
      return HttpResponse.json(MALFORMED_BODY);
    case 'slow':
      await pause(fault.delayMs);
      return undefined;
    default:
      return undefined;
  }
}

/** Registers a documented call and returns its msw handler. */
export function defineCall(info: CallInfo, resolve: Resolver): HttpHandler {
  CALLS.push(info);
  const method = info.method === 'GET' ? http.get : info.method === 'POST' ? http.post : http.all;
  return method(`*${info.path}`, async ({ request, cookies, params }) => {
    const sessionId = sessionIdFrom(cookies);
    const fault = faultFor([info.name, info.path], sessionId);
    if (fault) {
      const response = await faultResponse(fault);
      if (response) return response;
    }
    const body = await readBody(request);
    if (body === Symbol.for('invalid-json')) {
      return HttpResponse.json({ isSuccess: false, message: 'The request body is not valid JSON.' }, { status: 400 });
    }
    const url = new URL(request.url);
    const input: Record<string, unknown> = Object.fromEntries(url.searchParams);
    if (Array.isArray(body)) input['items'] = body;
    else if (body && typeof body === 'object') Object.assign(input, body);
    const flatParams: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) if (typeof v === 'string') flatParams[k] = v;
    const site = cookies['hearth_site'] === 'CA' ? 'CA' : 'US';
    try {
      const result = await resolve({
        request,
        url,
        input,
        body,
        params: flatParams,
        sessionId,
        session: getSession(sessionId),
        site,
        cookies,
      });
      if (result instanceof Response) return result;
      return HttpResponse.json((result ?? {}) as Record<string, unknown>);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return HttpResponse.json({ isSuccess: false, error: true, message }, { status: 500 });
    }
  });
}

/** Reads a string field. */
export function str(input: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = input[key];
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/** Reads a number field (strings of digits too). */
export function num(input: Record<string, unknown>, fallback: number, ...keys: string[]): number {
  for (const key of keys) {
    const value = Number(input[key]);
    if (input[key] !== undefined && input[key] !== '' && Number.isFinite(value)) return value;
  }
  return fallback;
}

/** Reads a boolean field ('true'/'false' strings too). */
export function bool(input: Record<string, unknown>, ...keys: string[]): boolean {
  for (const key of keys) {
    const value = input[key];
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === '1' || value === 1) return true;
    if (value === 'false' || value === '0' || value === 0) return false;
  }
  return false;
}

/** Reads an object field. */
export function obj(input: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  for (const key of keys) {
    const value = input[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  }
  return {};
}
