/**
 * Paths of every call, made from the call list (`call-list.ts`): `DEMO_ENDPOINTS` holds the calls
 * whose path the reference does not show (the demo chose them, under `/api/demo/`; they go into
 * `#hearth-config` `endpoints`), `SPEC_ENDPOINTS` the calls whose path the reference shows, under
 * the name the mock uses for them. A path is a call's without the segment the client appends
 * (`/api/demo/quick-ship`, to which the quick-ship panel adds `/{sku}`).
 */
import { CALL_LIST, type CallEntry, type CallName } from './call-list';

type List = typeof CALL_LIST;
/** Where the demo's own paths are. */
const DEMO_PREFIX = '/api/demo/';
/** A path without the `/:param` segment the client appends. */
type Endpoint<P extends string> = P extends `${infer Base}/:${string}` ? Base : P;
const endpointOf = (path: string): string => path.replace(/\/:\w+$/, '');

/** A call name of DEMO_ENDPOINTS: a call whose path the demo chose. */
export type DemoCallName = {
  [K in CallName]: List[K]['path'] extends `${typeof DEMO_PREFIX}${string}` ? K : never;
}[CallName];
/** A call name of SPEC_ENDPOINTS: a call whose path the reference shows. */
export type SpecCallName = Exclude<CallName, DemoCallName>;

function endpoints(demo: boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(CALL_LIST)
      .filter(([, entry]: [string, CallEntry]) => entry.path.startsWith(DEMO_PREFIX) === demo)
      .map(([name, entry]) => [name, endpointOf(entry.path)]),
  );
}

/** Paths the demo backend serves for calls whose path the reference does not show, by call name. */
export const DEMO_ENDPOINTS = endpoints(true) as { readonly [K in DemoCallName]: Endpoint<List[K]['path']> };

/**
 * Paths the reference shows, by the name the mock uses for them: its own labels, not `endpoints`
 * keys (those are the calls' names, listed in each package's endpoint-names.ts).
 */
export const SPEC_ENDPOINTS = endpoints(false) as { readonly [K in SpecCallName]: Endpoint<List[K]['path']> };

/** Path of the fault control endpoint (GET lists, POST sets, DELETE clears). */
export const FAULTS_ENDPOINT = '/__mock/faults';
