/** The fault control endpoint: GET lists, POST sets, DELETE clears (not a spec call). */
import { http, HttpResponse } from 'msw';
import { CALLS } from '../define-call';
import { FAULTS_ENDPOINT } from '../endpoints';
import { clearFaults, DEFAULT_SLOW_MS, FAULTS, isFault, listFaults, setFault, type ActiveFault } from '../faults';
import { sessionIdFrom } from '../state/session';

/**
 * What the fault endpoint answers a caller: its own session's faults and those set for every
 * session, never another session's faults nor any session id (the panel is on public pages).
 */
function state(sessionId: string): Record<string, unknown> {
  const all = listFaults();
  const strip = ({ sessionId: _id, ...rest }: ActiveFault) => rest;
  return {
    faults: all.filter((f) => f.sessionId === sessionId).map(strip),
    globalFaults: all.filter((f) => f.sessionId === undefined),
    FAULTS,
    defaultSlowMs: DEFAULT_SLOW_MS,
    calls: [...new Set(CALLS.map((c) => c.name))].sort(),
  };
}

export const controlHandlers = [
  http.get(`*${FAULTS_ENDPOINT}`, ({ cookies }) => HttpResponse.json(state(sessionIdFrom(cookies)))),

  // body {call, fault, delayMs?, global?}: scoped to the caller's session unless global is true
  http.post(`*${FAULTS_ENDPOINT}`, async ({ request, cookies }) => {
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return HttpResponse.json({ error: 'Send JSON {call, fault}.' }, { status: 400 });
    }
    const caller = sessionIdFrom(cookies);
    const sessionId = body['global'] === true ? undefined : caller;
    if (body['clear'] === true) {
      clearFaults(sessionId);
      return HttpResponse.json(state(caller));
    }
    const call = typeof body['call'] === 'string' ? body['call'] : '';
    const fault = body['fault'] ?? null;
    if (!call) return HttpResponse.json({ error: "'call' is required ('*' for every call)." }, { status: 400 });
    if (fault !== null && !isFault(fault)) return HttpResponse.json({ error: `Unknown fault. Use one of ${FAULTS.join(', ')} or null.` }, { status: 400 });
    const delayMs = Number(body['delayMs'] ?? body['ms']);
    setFault(call, fault, sessionId, Number.isFinite(delayMs) && delayMs >= 0 ? { delayMs } : {});
    return HttpResponse.json(state(caller));
  }),

  http.delete(`*${FAULTS_ENDPOINT}`, ({ cookies }) => {
    clearFaults();
    return HttpResponse.json(state(sessionIdFrom(cookies)));
  }),
];
