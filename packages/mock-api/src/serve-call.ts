/**
 * The one wrapper every call's handler goes through: session, input parsing, faults. (The client's
 * `defineCall` of @hearth/core declares a call; this serves one.)
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CALL_LIST, type CallEntry, type CallMethod, type CallName } from './call-list';
import { withPriceSite } from './catalogue/site-prices';
import { faultFor, type ActiveFault } from './faults';
import { getSession, sessionIdFrom, type SessionState } from './state/session';

export type { CallMethod, CallName } from './call-list';

/** A call the mock serves at one path (a call at two paths is two). */
export interface CallInfo {
  /** The reference's call name, or the path's last part where the reference names none. */
  name: CallName;
  method: CallMethod;
  /** Path, with `:param` segments where the call appends one. */
  path: string;
  /** Where the reference describes the call, as a citation: '[ref: cart#calls]'. */
  ref: string;
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

/** What answers a call: a JSON-able value, or a `Response`. */
export type Resolver = (ctx: CallContext) => unknown;

/** Resolvers by call name: what a handler module exports (`satisfies Resolvers` checks the names). */
export type Resolvers = Partial<Record<CallName, Resolver>>;

/** The paths a call answers at. */
const pathsOf = (entry: CallEntry): readonly string[] => [entry.path, ...(entry.alsoAt ?? [])];

/** Every call at every path it answers, in the list's order. */
export const CALLS: readonly CallInfo[] = Object.entries(CALL_LIST).flatMap(([name, entry]: [string, CallEntry]) =>
  pathsOf(entry).map((path) => ({ name: name as CallName, method: entry.method, path, ref: entry.ref })),
);

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

/** The msw handlers of a call of the list, one per path it answers at, each answering with `resolve`. */
export function serveCall(name: CallName, resolve: Resolver): HttpHandler[] {
  const entry: CallEntry = CALL_LIST[name];
  const method = entry.method === 'GET' ? http.get : entry.method === 'POST' ? http.post : http.all;
  return pathsOf(entry).map((path) => serveAt(method, name, path, resolve));
}

/**
 * Joins handler modules' resolvers into one record, refusing a name answered twice. The result's
 * type has every name of every group, so `Record<CallName, Resolver>` fails to type-check when a
 * call of the list has no resolver.
 */
export function joinResolvers<const G extends readonly Resolvers[]>(...groups: G): Intersect<G[number]> {
  const all: Resolvers = {};
  for (const group of groups)
    for (const [name, resolve] of Object.entries(group) as Array<[CallName, Resolver]>) {
      if (name in all) throw new Error(`mock-api: two resolvers for the call ${name}`);
      all[name] = resolve;
    }
  return all as Intersect<G[number]>;
}

/** `A | B` → `A & B`. */
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

function serveAt(method: typeof http.all, name: CallName, path: string, resolve: Resolver): HttpHandler {
  return method(`*${path}`, async ({ request, cookies, params }) => {
    const sessionId = sessionIdFrom(cookies);
    const fault = faultFor([name, path], sessionId);
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
    const site: CallContext['site'] = cookies['hearth_site'] === 'CA' ? 'CA' : 'US';
    const answer = (result: unknown) =>
      result instanceof Response ? result : HttpResponse.json((result ?? {}) as Record<string, unknown>);
    try {
      const context: CallContext = {
        request,
        url,
        input,
        body,
        params: flatParams,
        sessionId,
        session: getSession(sessionId),
        site,
        cookies,
      };
      // the answer is made and written out in the site's currency before any other call runs
      const made = withPriceSite(site, () => {
        const result = resolve(context);
        return result instanceof Promise ? result : answer(result);
      });
      return made instanceof Promise ? answer(await made) : made;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return HttpResponse.json({ isSuccess: false, error: true, message }, { status: 500 });
    }
  });
}
