/** The fault control endpoint: GET lists, POST sets, DELETE clears (not a spec call). */
import { http, HttpResponse } from 'msw';
import { CALLS } from '../define-call';
import { FAULTS_ENDPOINT } from '../endpoints';
import { clearFaults, DEFAULT_SLOW_MS, FAULTS, isFault, listFaults, setFault } from '../faults';
import { sessionIdFrom } from '../state/session';

function state(): Record<string, unknown> {
  return { faults: listFaults(), FAULTS, defaultSlowMs: DEFAULT_SLOW_MS, calls: [...new Set(CALLS.map((c) => c.name))].sort() };
}

export const controlHandlers = [
  http.get(`*${FAULTS_ENDPOINT}`, () => HttpResponse.json(state())),

  // body {call, fault, delayMs?, global?}: scoped to the caller's session unless global is true
  http.post(`*${FAULTS_ENDPOINT}`, async ({ request, cookies }) => {
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return HttpResponse.json({ error: 'Send JSON {call, fault}.' }, { status: 400 });
    }
    const sessionId = body['global'] === true ? undefined : sessionIdFrom(cookies);
    if (body['clear'] === true) {
      clearFaults(sessionId);
      return HttpResponse.json(state());
    }
    const call = typeof body['call'] === 'string' ? body['call'] : '';
    const fault = body['fault'] ?? null;
    if (!call) return HttpResponse.json({ error: "'call' is required ('*' for every call)." }, { status: 400 });
    if (fault !== null && !isFault(fault)) return HttpResponse.json({ error: `Unknown fault. Use one of ${FAULTS.join(', ')} or null.` }, { status: 400 });
    const delayMs = Number(body['delayMs'] ?? body['ms']);
    setFault(call, fault, sessionId, Number.isFinite(delayMs) && delayMs >= 0 ? { delayMs } : {});
    return HttpResponse.json(state());
  }),

  http.delete(`*${FAULTS_ENDPOINT}`, () => {
    clearFaults();
    return HttpResponse.json(state());
  }),
];
