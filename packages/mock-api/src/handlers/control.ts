/**
 * The fault control endpoint: GET lists, POST sets, DELETE clears (not a spec call).
 *
 * A demo store can be public, so over HTTP a session switches only its own faults: there is no
 * `global` (faults for every session are set from code, `setFault` without a session, as
 * Storybook and the unit tests do in their own process), values are bounded and a bad body is
 * a 400 saying what to send.
 */
import { http, HttpResponse } from 'msw';
import { CALLS } from '../serve-call';
import { FAULTS_ENDPOINT } from '../endpoints';
import {
  clearFaults,
  DEFAULT_SLOW_MS,
  FAULTS,
  isFault,
  listFaults,
  MAX_SESSION_FAULTS,
  MAX_SLOW_MS,
  sessionFaults,
  setFault,
  type ActiveFault,
  type Fault,
} from '../faults';
import { sessionIdFrom } from '../state/session';

/** Longest call path the endpoint takes (the longest documented path is about 60 characters). */
const MAX_CALL_PATH = 200;

/**
 * What the fault endpoint answers a caller: its own session's faults and those set for every
 * session (from code), never another session's faults nor any session id (the panel is on
 * public pages).
 */
function state(sessionId: string): Record<string, unknown> {
  const all = listFaults();
  const strip = ({ sessionId: _id, ...rest }: ActiveFault) => rest;
  return {
    faults: all.filter((f) => f.sessionId === sessionId).map(strip),
    globalFaults: all.filter((f) => f.sessionId === undefined),
    FAULTS,
    defaultSlowMs: DEFAULT_SLOW_MS,
    maxSlowMs: MAX_SLOW_MS,
    calls: [...new Set(CALLS.map((c) => c.name))].sort(),
  };
}

/** A POST body the endpoint accepts. */
type FaultRequest = { clear: true } | { call: string; fault: Fault | null; delayMs?: number };

/**
 * Reads a POST body: `{clear: true}` or `{call, fault, delayMs?}` (`ms` is an older name of
 * `delayMs`). Answers the request, or the message of a 400.
 */
export function readFaultRequest(body: unknown): FaultRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'Send a JSON object: {"call": "addItem", "fault": "http503"}, or {"clear": true}.';
  }
  const input = body as Record<string, unknown>;
  if (input['global'] !== undefined && input['global'] !== false) {
    return "'global' is not accepted: faults set over HTTP apply to your own session only.";
  }
  if (input['clear'] === true) return { clear: true };
  const call = input['call'];
  if (typeof call !== 'string' || call === '')
    return "'call' is required: a call name, its path, or '*' for every call.";
  // a path is printable ASCII without spaces, as a request's path is
  const isPath = call.length <= MAX_CALL_PATH && /^\/[!-~]*$/.test(call);
  if (call !== '*' && !isPath && !CALLS.some((c) => c.name === call)) {
    return `Unknown call '${call.slice(0, 60)}'. Use a call name (GET ${FAULTS_ENDPOINT} lists them), a path, or '*'.`;
  }
  const fault = input['fault'] ?? null;
  if (fault !== null && !isFault(fault)) return `Unknown fault. Use one of ${FAULTS.join(', ')} or null.`;
  const delay = input['delayMs'] ?? input['ms'];
  if (delay === undefined) return { call, fault };
  if (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > MAX_SLOW_MS) {
    return `'delayMs' must be a whole number of milliseconds from 0 to ${MAX_SLOW_MS}.`;
  }
  return { call, fault, delayMs: delay };
}

const refuse = (error: string) => HttpResponse.json({ error }, { status: 400 });

export const controlHandlers = [
  http.get(`*${FAULTS_ENDPOINT}`, ({ cookies }) => HttpResponse.json(state(sessionIdFrom(cookies)))),

  // body {call, fault, delayMs?} or {clear: true}: always the caller's own session
  http.post(`*${FAULTS_ENDPOINT}`, async ({ request, cookies }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return refuse('Send JSON: {"call": "addItem", "fault": "http503"}, or {"clear": true}.');
    }
    const read = readFaultRequest(body);
    if (typeof read === 'string') return refuse(read);
    const caller = sessionIdFrom(cookies);
    if ('clear' in read) {
      clearFaults(caller);
      return HttpResponse.json(state(caller));
    }
    const { count, has } = sessionFaults(caller, read.call);
    if (read.fault !== null && !has && count >= MAX_SESSION_FAULTS) {
      return refuse(`At most ${MAX_SESSION_FAULTS} faults per session: switch some off or clear them first.`);
    }
    setFault(read.call, read.fault, caller, read.delayMs === undefined ? {} : { delayMs: read.delayMs });
    return HttpResponse.json(state(caller));
  }),

  // clears the caller's own faults (never another session's)
  http.delete(`*${FAULTS_ENDPOINT}`, ({ cookies }) => {
    const caller = sessionIdFrom(cookies);
    clearFaults(caller);
    return HttpResponse.json(state(caller));
  }),
];
