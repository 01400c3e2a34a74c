/** Faults on demand, per call (and optionally per session), for demos and tests. */

/** The fault modes a call can be switched to. */
export const FAULTS = ['http503', 'http504', 'network', 'reset', 'malformed', 'slow'] as const;
/** One fault mode. */
export type Fault = (typeof FAULTS)[number];

/** Options of a fault. */
export interface FaultOptions {
  /** Delay of the 'slow' fault in ms. @default 3000 */
  delayMs?: number;
}

/** A fault that is switched on. */
export interface ActiveFault {
  call: string;
  fault: Fault;
  /** The session it applies to; absent when it applies to every session. */
  sessionId?: string;
  delayMs: number;
}

/** Delay of the 'slow' fault when none is given. */
export const DEFAULT_SLOW_MS = 3000;
/**
 * Longest 'slow' delay the fault endpoint accepts: past the call client's 30 s timeout (the
 * browser fault walks wait 45 s), short enough that a held answer never outlives a demo.
 */
export const MAX_SLOW_MS = 60_000;
/** Most faults one session may have switched on at once through the fault endpoint. */
export const MAX_SESSION_FAULTS = 64;
const GLOBAL = '*';
const faults = new Map<string, ActiveFault>();

/** True when `value` names a fault mode. */
export function isFault(value: unknown): value is Fault {
  return typeof value === 'string' && (FAULTS as readonly string[]).includes(value);
}

/**
 * Switches a call's fault on (or off with `null`). `call` is a call name ('addItem',
 * 'PlaceOrder'), its path ('/ReactCheckout/PlaceOrder'), or '*' for every call. Without
 * `sessionId` the fault applies to every session.
 */
export function setFault(call: string, fault: Fault | null, sessionId?: string, options: FaultOptions = {}): void {
  const key = `${sessionId ?? GLOBAL}|${call}`;
  if (fault === null) {
    faults.delete(key);
    return;
  }
  if (!isFault(fault)) throw new Error(`mock-api setFault: unknown fault '${String(fault)}'`);
  const entry: ActiveFault = { call, fault, delayMs: options.delayMs ?? DEFAULT_SLOW_MS };
  if (sessionId !== undefined) entry.sessionId = sessionId;
  faults.set(key, entry);
}

/** Switches every fault off (of one session, when given). */
export function clearFaults(sessionId?: string): void {
  for (const [key, entry] of faults) {
    if (sessionId === undefined || entry.sessionId === sessionId) faults.delete(key);
  }
}

/** How many faults `sessionId` has switched on, and whether `call` is one of them. */
export function sessionFaults(sessionId: string, call: string): { count: number; has: boolean } {
  let count = 0;
  for (const entry of faults.values()) if (entry.sessionId === sessionId) count += 1;
  return { count, has: faults.has(`${sessionId}|${call}`) };
}

/** The faults switched on now. */
export function listFaults(): ActiveFault[] {
  return [...faults.values()];
}

/** The fault a request to this call must suffer, if any: session before global, exact before '*'. */
export function faultFor(names: string[], sessionId: string): ActiveFault | undefined {
  for (const scope of [sessionId, GLOBAL]) {
    for (const name of [...names, GLOBAL]) {
      const hit = faults.get(`${scope}|${name}`);
      if (hit) return hit;
    }
  }
  return undefined;
}
