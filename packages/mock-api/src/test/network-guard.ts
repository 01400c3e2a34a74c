/**
 * Unit and fuzz tests never reach the network: a request nothing routes fails the test
 * that made it, naming its URL (`@hearth/mock-api/network-guard`, for this repo's tests only).
 *
 * - msw servers take {@link failUnroutedRequest} as `onUnhandledRequest`: the request fails at
 *   once (msw's "error" strategy) and is noted;
 * - every other way out (happy-dom's fetch or page loads with no msw server listening, Node's
 *   fetch, `http.request`, a socket) stops at `net.Socket.prototype.connect`, which
 *   {@link installNetworkGuard} replaces: the socket fails with an error naming the request and
 *   it is noted. A test's own server (listening in this process, the demo server's tests) is
 *   reachable;
 * - `vitest.setup.ts` fails the test after which anything was noted
 *   ({@link assertNoUnroutedRequests}).
 *
 * What is noted lives on the `node:net` module object, which every test file of a worker shares
 * (a file in a VM context has its own modules, but the same built-in modules).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

interface GuardState {
  /** Requests no route answered, since the last check. */
  unrouted: string[];
  /** Ports this process listens on: a test's own server. */
  ownPorts: Set<number>;
  /** The URL of the `http(s).request` being made, while it opens its socket. */
  current: string | undefined;
}

const KEY = Symbol.for('hearth.networkGuard');

function state(): GuardState {
  const carrier = net as unknown as Record<symbol, GuardState | undefined>;
  return (carrier[KEY] ??= { unrouted: [], ownPorts: new Set(), current: undefined });
}

/** Notes a request nothing routed (once); the test that made it fails when it ends. */
export function noteUnroutedRequest(description: string): void {
  const { unrouted } = state();
  if (!unrouted.includes(description)) unrouted.push(description);
}

/**
 * msw's `onUnhandledRequest` for tests: notes the request (method and URL) and makes it fail at
 * once, never reaching the network.
 */
export function failUnroutedRequest(request: Request, print: { error(): void }): void {
  noteUnroutedRequest(`${request.method} ${request.url}`);
  print.error();
}

/** The requests noted since the last call, cleared. */
export function takeUnroutedRequests(): string[] {
  return state().unrouted.splice(0);
}

/** Throws naming every request noted since the last check (and clears them). */
export function assertNoUnroutedRequests(): void {
  const found = takeUnroutedRequests();
  if (found.length === 0) return;
  throw new Error(
    `a test reached for the network: ${found.join('; ')}. Route it (msw handler) or stub it: unit and fuzz tests never leave the process.`,
  );
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '']);

/** `host:port` of a `connect` call's arguments; `undefined` for a local path (a pipe, a Unix socket). */
function targetOf(args: unknown[]): { host: string; port: number } | undefined {
  // net.createConnection passes its arguments normalized, as one array
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { port?: unknown; host?: unknown; path?: unknown };
    if (options.path !== undefined && options.port === undefined) return undefined;
    return { host: String(options.host ?? 'localhost'), port: Number(options.port) };
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first)))
    return { host: typeof second === 'string' ? second : 'localhost', port: Number(first) };
  return undefined;
}

/**
 * Installs the guard once per process (later calls do nothing): sockets refuse to connect
 * anywhere but to a server this process listens on.
 */
export function installNetworkGuard(): void {
  const guard = state() as GuardState & { installed?: boolean };
  if (guard.installed) return;
  guard.installed = true;

  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    this.once('listening', () => {
      const address = this.address();
      if (address && typeof address === 'object') guard.ownPorts.add(address.port);
    });
    return listen.apply(this, args as Parameters<typeof listen>);
  } as typeof listen;

  // the URL of a request, known while http(s).request opens its socket (synchronously)
  for (const module of [http, https]) {
    const request = module.request;
    module.request = function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      const previous = guard.current;
      guard.current =
        typeof first === 'string' || first instanceof URL
          ? String(first)
          : `${(first as { protocol?: string })?.protocol ?? 'http:'}//${(first as { host?: string; hostname?: string })?.hostname ?? (first as { host?: string })?.host ?? 'localhost'}${(first as { path?: string })?.path ?? '/'}`;
      try {
        return request.apply(this, args as Parameters<typeof request>);
      } finally {
        guard.current = previous;
      }
    } as typeof request;
  }

  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const target = targetOf(args);
    if (!target || (LOOPBACK.has(target.host) && guard.ownPorts.has(target.port)))
      return connect.apply(this, args as Parameters<typeof connect>);
    const address = `${target.host}:${target.port}`;
    const what = guard.current ?? `a connection to ${address}`;
    // msw opens a socket for a request it has just refused (and noted with its URL)
    if (guard.current || !guard.unrouted.some((noted) => noted.includes(`//${address}/`))) noteUnroutedRequest(what);
    const error = Object.assign(new Error(`no network in tests: ${what}`), { code: 'ENETUNREACH' });
    process.nextTick(() => this.destroy(error));
    return this;
  } as typeof connect;
}
