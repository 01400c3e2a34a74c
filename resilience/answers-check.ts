/**
 * Answer fuzzing: every call's answer, valid and hostile, through the client and into
 * the island that made the call.
 *
 * 1. Through the client, for every call found by pattern: the call resolves only with an answer
 *    its schema accepts and that is not flagged IsReset/isReset, or rejects with a HearthCallError
 *    (reset, schema, http, network); never another error, never a hang, never an answer that
 *    slipped past the checks.
 * 2. Into the islands: each island is mounted (popups opened) and driven by a monkey (its buttons
 *    pressed, its fields filled, in an order fast-check chooses) while every call it makes gets an
 *    answer derived from the demo backend's real one: as is, with every string turned into HTML
 *    or a `javascript:` URL, flagged IsReset / isReset / `error: true`, with one field broken,
 *    empty, not JSON, huge, an HTTP error, or no answer at all. Checks: no uncaught error and no
 *    render crash, no script can run (no `<script>`, `on*` attribute or `javascript:` address in
 *    the page, nothing executed), nothing developer-facing shown (`undefined`, `[object Object]`),
 *    no busy state left behind, and the island still mounted.
 * 3. Answers after the island has gone: in about half the cases every answer from
 *    some request on (from the first, made as it mounts, to the seventh) is held until the
 *    island has left the page (`hearth.unmount`, the page removing its element, a popup closed
 *    by the shopper), then given as its variant says. The island must drop them: nothing logged,
 *    no popup, no change to its element, no navigation, no uncaught error.
 */
import {
  createClient,
  HearthCallError,
  isCallDefinition,
  resolveEndpoint,
  type CallDefinition,
  type FetchLike,
  type HearthClient,
} from '@hearth/core';
import { createRuntime } from '@hearth/core/loader';
import { handlers } from '@hearth/mock-api';
import fc from 'fast-check';
import { getResponse, http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { is, validate } from 'superstruct';
import { HOSTILE_STRINGS, likelyValid, wrongValue } from './arbitraries';
import type { FoundCall, FoundIsland } from './islands';
import { checkProperty, fuzzSettings, recordRun } from './settings';

/** How an answer is made from the real one. */
export const VARIANTS = [
  'real',
  'hostile-strings',
  'IsReset',
  'isReset',
  'error-true',
  'broken-field',
  'shaped',
  'empty',
  'not-json',
  'huge',
  'http-500',
  'http-503',
  'network',
] as const;
export type Variant = (typeof VARIANTS)[number];

const HOSTILE_TEXT = HOSTILE_STRINGS.filter((text) => /[<:]/.test(text));

/** Every string in `value` replaced by a hostile one (HTML, `javascript:` and `data:` URLs), keys kept. */
export function hostileStrings(value: unknown, pick = 0): unknown {
  if (typeof value === 'string') return HOSTILE_TEXT[pick % HOSTILE_TEXT.length];
  if (Array.isArray(value)) return value.map((item, i) => hostileStrings(item, pick + i));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item], i) => [key, hostileStrings(item, pick + i + 1)]));
  }
  return value;
}

/** One field (at any depth) replaced by a value of the wrong kind. */
function breakOneField(value: unknown, choice: number, bad: unknown): unknown {
  const paths: Array<Array<string | number>> = [];
  const walk = (node: unknown, path: Array<string | number>) => {
    if (!node || typeof node !== 'object' || path.length > 6) return;
    for (const [key, child] of Object.entries(node)) {
      paths.push([...path, Array.isArray(node) ? Number(key) : key]);
      walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
    }
  };
  walk(value, []);
  if (paths.length === 0) return bad;
  const copy = structuredClone(value) as any;
  const path = paths[choice % paths.length]!;
  const parent = path.slice(0, -1).reduce((node, key) => node[key], copy);
  parent[path.at(-1)!] = bad;
  return copy;
}

/** A response for `variant`, made from the real answer (`real`, already parsed JSON or undefined). */
export function answerFor(
  variant: Variant,
  real: unknown,
  call: CallDefinition | undefined,
  choice: number,
  bad: unknown,
  shaped: unknown,
): Response {
  const json = (body: unknown) => HttpResponse.json(body as never);
  const object = real && typeof real === 'object' && !Array.isArray(real) ? (real as Record<string, unknown>) : {};
  switch (variant) {
    case 'real':
      return real === undefined ? new HttpResponse(null, { status: 200 }) : json(real);
    case 'hostile-strings':
      return json(hostileStrings(real ?? shaped, choice));
    case 'IsReset':
      return json({ ...object, IsReset: true });
    case 'isReset':
      return json({ ...object, isReset: true });
    case 'error-true':
      return json({ ...object, error: true, isSuccess: false });
    case 'broken-field':
      return json(breakOneField(real ?? {}, choice, bad));
    case 'shaped':
      return json(call?.answer ? shaped : real);
    case 'empty':
      return new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'not-json':
      return new HttpResponse('<html><body>Server error<script>window.__hearthPwned=1</script></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'huge':
      return json({ ...object, padding: 'x'.repeat(1_000_000) });
    case 'http-500':
      return new HttpResponse('Internal Server Error', { status: 500 });
    case 'http-503':
      return new HttpResponse('Service Unavailable', { status: 503 });
    case 'network':
      return HttpResponse.error();
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Through the client

/** A fetch answering one body, for the client-level property. */
const fetchAnswering =
  (status: number, text: string): FetchLike =>
  async () => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
  });

/** Bodies for the client-level property: JSON of valid and hostile answers, and raw text. */
function bodies(call: CallDefinition): fc.Arbitrary<{ status: number; text: string; raw?: unknown }> {
  const shaped = call.answer ? likelyValid(call.answer) : fc.jsonValue({ maxDepth: 3 });
  const asJson = (value: unknown) => ({ status: 200, text: JSON.stringify(value) ?? '', raw: value });
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map(asJson) },
    { weight: 2, arbitrary: shaped.map((value) => asJson(hostileStrings(value))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom('IsReset', 'isReset'))
        .map(([value, flag]) =>
          asJson(
            value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [flag]: true } : { [flag]: true },
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(shaped, fc.nat(), wrongValue)
        .map(([value, choice, bad]) => asJson(breakOneField(value, choice, bad))),
    },
    { weight: 1, arbitrary: wrongValue.map(asJson) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { status: 200, text: '' },
        { status: 200, text: '{"IsReset":tr' },
        { status: 200, text: '<html>oops</html>' },
        { status: 200, text: 'null' },
        { status: 500, text: '{"isSuccess":true}' },
        { status: 503, text: 'Service Unavailable' },
        { status: 404, text: '' },
      ),
    },
    { weight: 1, arbitrary: fc.constant({ status: 200, text: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }) }) },
  );
}

const flaggedReset = (raw: unknown) =>
  Boolean(
    raw &&
    typeof raw === 'object' &&
    ((raw as Record<string, unknown>).IsReset === true || (raw as Record<string, unknown>).isReset === true),
  );

/** Sends `call` through a client whose fetch answers `body`; throws when the client misbehaves. */
export async function checkClientAnswer(
  call: CallDefinition,
  body: { status: number; text: string; raw?: unknown },
  makeClient: (fetch: FetchLike) => HearthClient = (fetch) =>
    createClient({
      fetch,
      location: { href: 'https://shop.example/', origin: 'https://shop.example' },
      config: () =>
        ({ site: 'US', brand: 'main', endpoints: { [call.name]: `/fuzz/${call.name}` }, features: {} }) as never,
    }),
): Promise<'resolved' | 'rejected'> {
  const client = makeClient(fetchAnswering(body.status, body.text));
  try {
    const value = await client.send(call, { body: call.method === 'POST' ? {} : undefined, timeoutMs: 5000 });
    if (flaggedReset(body.raw)) throw new Error('an answer flagged IsReset/isReset resolved');
    if (body.status >= 400) throw new Error(`HTTP ${body.status} resolved`);
    if (call.answer && !is(value, call.answer)) throw new Error('an answer its schema refuses resolved');
    return 'resolved';
  } catch (error) {
    if (error instanceof HearthCallError) {
      if (!['reset', 'schema', 'http', 'network'].includes(error.kind))
        throw new Error(`unexpected error kind ${error.kind}`);
      if (error.message.length > 1000) throw new Error('the error message carries the answer');
      return 'rejected';
    }
    throw error;
  }
}

/** Runs the client-level property for one call. */
export async function fuzzCallThroughClient(
  found: FoundCall,
  options: { makeClient?: Parameters<typeof checkClientAnswer>[2]; record?: boolean } = {},
) {
  const { seed, numRuns } = fuzzSettings();
  let resolved = 0;
  const details = await checkProperty(
    fc.asyncProperty(bodies(found.call), async (body) => {
      if ((await checkClientAnswer(found.call, body, options.makeClient)) === 'resolved') resolved += 1;
    }),
    { seed, numRuns },
  );
  if (options.record !== false) {
    recordRun({
      kind: 'call',
      name: found.call.name,
      runs: details.numRuns,
      valid: resolved,
      failed: details.failed,
      seed,
      counterexample: details.counterexample,
    });
  }
  return details;
}

// ---------------------------------------------------------------------------------------------
// 2. Into the islands

/** Path → call, from the page's config endpoints and the paths calls declare. */
function callsByPath(calls: FoundCall[], endpoints: Record<string, string>): Map<string, CallDefinition> {
  const map = new Map<string, CallDefinition>();
  for (const { call } of calls) {
    try {
      map.set(
        new URL(resolveEndpoint(call.name, endpoints, call.path), 'http://localhost').pathname.toLowerCase(),
        call,
      );
    } catch {
      // a call the config gives no path: the island reports it itself
    }
  }
  return map;
}

/** How the island leaves the page before its late answers come (popups: the shopper closes them). */
export const UNMOUNTS = ['hearth.unmount', 'removed'] as const;

/** What one island case does: the answers' variants in order, and the monkey's moves. */
export interface IslandPlan {
  variants: Variant[];
  choices: number[];
  bad: unknown[];
  moves: number[];
  texts: string[];
  /**
   * From this request on (0: the first, made as it mounts), answers arrive only after the island
   * has left the page (`unmount`); `null`: every answer comes at once.
   */
  lateFrom: number | null;
  unmount: (typeof UNMOUNTS)[number];
}

const TYPED = [
  '60062',
  'K1A 0B1',
  'shopper@example.com',
  '4111 1111 1111 1111',
  '12/30',
  '123',
  'Hello',
  '',
  '<b>x</b>',
  '0',
  '100',
  'abc',
];

/** Plans for the island property. */
export const islandPlans: fc.Arbitrary<IslandPlan> = fc.record({
  variants: fc.array(fc.constantFrom(...VARIANTS), { minLength: 1, maxLength: 8 }),
  choices: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  bad: fc.array(
    wrongValue.filter((value) => typeof value !== 'string' || value.length < 10_000),
    { minLength: 8, maxLength: 8 },
  ),
  moves: fc.array(fc.nat({ max: 50 }), { minLength: 1, maxLength: 8 }),
  texts: fc.array(fc.constantFrom(...TYPED), { minLength: 8, maxLength: 8 }),
  lateFrom: fc.option(fc.nat({ max: 6 }), { nil: null }),
  unmount: fc.constantFrom(...UNMOUNTS),
});

/** How long a busy button may stay busy once every answer is in: its popup's code may take 10 s (useBusyAction). */
const LEFT_BUSY_MS = 12_000;

/** happy-dom's own line for a failed fetch (`GET http://… 404 (Not Found)`), not the island's. */
const HAPPY_DOM_FETCH_LINE = /^[A-Z]+ \S+ \d{3} \(/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ticks = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The valid props an island is mounted with: `{}` when its schema accepts it, else a generated valid value. */
export function propsFor(island: FoundIsland): unknown {
  // superstruct throws while printing a value whose toString is not a function: not valid props
  const valid = (value: unknown) => {
    try {
      return !validate(value, island.schema, { coerce: true })[0];
    } catch {
      return false;
    }
  };
  if (valid({})) return {};
  return fc.sample(likelyValid(island.schema), { seed: 7, numRuns: 200 }).find(valid) ?? {};
}

/** Elements the monkey may use inside the island and its open dialogs. */
function controls(root: Element): HTMLElement[] {
  const scopes = [root, ...document.querySelectorAll('dialog[open], [role="dialog"]')];
  const found = new Set<HTMLElement>();
  for (const scope of scopes) {
    scope
      .querySelectorAll<HTMLElement>(
        'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])',
      )
      .forEach((el) => found.add(el));
  }
  return [...found];
}

function setValue(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** `address` resolved against the page, as a `<script src>` reads it; `null` if it is no URL. */
function resolved(address: string): string | null {
  try {
    return new URL(address, document.baseURI).href;
  } catch {
    return null;
  }
}

/**
 * Static signs that script could run: `<script>`, `on*` attributes, `javascript:`/`data:text/html`
 * addresses. A `<script src>` whose address is one of `ownScripts` (the page's own props name it,
 * as the visualizer's vendor widget) is the page's choice, not an answer's; the island writes it
 * as the URL filter gives it back (a path such as `I` or ` /I` becomes `/I`), so both are compared
 * resolved against the page.
 */
export function scriptHazards(root: ParentNode = document, ownScripts: ReadonlySet<string> = new Set()): string[] {
  const hazards: string[] = [];
  const own = new Set([...ownScripts].map(resolved).filter((href) => href !== null));
  root.querySelectorAll('script').forEach((el) => {
    const src = el.getAttribute('src');
    if (el.getAttribute('type') === 'application/json' || (src !== null && own.has(resolved(src) ?? ''))) return;
    hazards.push(`<script> ${el.outerHTML.slice(0, 80)}`);
  });
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of el.attributes) {
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (/^on/i.test(attr.name)) hazards.push(`${el.tagName.toLowerCase()}[${attr.name}]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name) &&
        /^(javascript|vbscript|data:text\/html)/.test(value)
      ) {
        hazards.push(`${el.tagName.toLowerCase()}[${attr.name}="${attr.value.slice(0, 40)}"]`);
      }
    }
  });
  return hazards;
}

/** Every string in `value` (the island's props: addresses it may load a script from). */
function stringsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/** How long the harness waits for a popup to open and then close on Escape: its code may take 10 s under load (useBusyAction). */
const POPUP_CLOSE_MS = 10_000;

/**
 * Mounts (or opens) `island`, answers every call it makes as `plan` says, lets the monkey press and
 * type, and checks the island held. Throws an Error saying what broke.
 */
export async function checkIslandAnswers(
  island: FoundIsland,
  calls: FoundCall[],
  server: SetupServer,
  endpoints: Record<string, string>,
  plan: IslandPlan,
  { leftBusyMs = LEFT_BUSY_MS } = {},
): Promise<void> {
  const byPath = callsByPath(calls, endpoints);
  let request = 0;
  let inFlight = 0;
  const served: string[] = [];
  // Answers held until the island has left the page (plan.lateFrom), then let go together.
  let held = 0;
  let letGo!: () => void;
  const gone = new Promise<void>((resolve) => (letGo = resolve));
  server.use(
    http.all('*', async ({ request: req }) => {
      const url = new URL(req.url);
      const call = byPath.get(url.pathname.toLowerCase());
      if (!call) return undefined; // not a declared call: the demo backend answers
      const n = request++;
      const variant = plan.variants[n % plan.variants.length]!;
      const late = plan.lateFrom !== null && n >= plan.lateFrom;
      if (late) {
        held += 1;
        await gone;
      }
      inFlight += 1;
      try {
        const realResponse = await getResponse(handlers, req.clone());
        let real: unknown;
        try {
          const text = realResponse ? await realResponse.text() : '';
          real = text ? JSON.parse(text) : undefined;
        } catch {
          real = undefined;
        }
        const choice = plan.choices[n % plan.choices.length]!;
        const shaped = call.answer ? fc.sample(likelyValid(call.answer), { seed: choice, numRuns: 1 })[0] : real;
        served.push(`${call.name}:${variant}${late ? ':late' : ''}`);
        return answerFor(variant, real, call, choice, plan.bad[n % plan.bad.length], shaped);
      } finally {
        inFlight -= 1;
        if (late) held -= 1;
      }
    }),
  );

  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  const preventNavigation = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  };
  const logged: string[] = [];
  const original = console.error;
  // the island may log a hostile answer whose toString is not a function: the real console copes, so must this
  console.error = (...args: unknown[]) => void logged.push(args.map(textOf).join(' '));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('click', preventNavigation, true);
  (window as unknown as { __hearthPwned?: unknown }).__hearthPwned = undefined;

  // Navigations (redirects, form posts, new windows) are recorded, not followed: the page stays.
  const navigations: string[] = [];
  const restore = [
    stub(window.location, 'assign', (url: string) => void navigations.push(String(url))),
    stub(window.location, 'replace', (url: string) => void navigations.push(String(url))),
    stub(HTMLFormElement.prototype, 'submit', function (this: HTMLFormElement) {
      navigations.push(`form ${this.action}`);
    }),
    stub(window, 'open', (url: string) => void navigations.push(`open ${url}`)),
  ];
  const host = document.createElement('div');
  document.body.append(host);
  const props = propsFor(island);
  // scripts an island adds (the visualizer's widget, to the head) go with its case
  const scriptsBefore = new Set(document.querySelectorAll('script'));
  const runtime = createRuntime({
    load: (name) => (name === island.name ? Promise.resolve({ default: island.module }) : undefined),
  });
  const settle = async () => {
    for (let i = 0; i < 50; i++) {
      await ticks(2);
      if (inFlight === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await ticks(4);
  };
  try {
    let root: Element;
    if (island.popup) {
      await runtime.open(island.name, props, null);
      root = document.querySelector(`[data-hearth-popup="${island.name}"]`) ?? host;
    } else {
      host.innerHTML = `<div data-island="${island.name}"><p>Server fallback</p></div>`;
      root = host.firstElementChild!;
      root.setAttribute('data-props', JSON.stringify(props));
      // started, so that the page removing the island unmounts it (the loader's observer)
      await runtime.start().ready;
      if (root.getAttribute('data-hearth-state') !== 'mounted')
        throw new Error(`the island did not mount with props ${JSON.stringify(props)}`);
    }
    await settle();
    for (const [i, move] of plan.moves.entries()) {
      const candidates = controls(root);
      if (candidates.length === 0) break;
      const target = candidates[move % candidates.length]!;
      if (target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type)) target.click();
      else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
        setValue(target, plan.texts[i % plan.texts.length]!);
      else if (target instanceof HTMLSelectElement) {
        target.selectedIndex = move % Math.max(target.options.length, 1);
        target.dispatchEvent(new Event('change', { bubbles: true }));
      } else target.click();
      await settle();
    }
    await settle();

    const crashed = logged.filter((line) => /failed to (render|mount)/.test(line));
    if (crashed.length > 0)
      throw new Error(`the island crashed: ${crashed[0]?.slice(0, 300)} (answers: ${served.join(', ')})`);
    if (uncaught.length > 0)
      throw new Error(`uncaught error: ${describeValue(uncaught[0]).slice(0, 300)} (answers: ${served.join(', ')})`);
    if ((window as unknown as { __hearthPwned?: unknown }).__hearthPwned !== undefined)
      throw new Error('a script from an answer ran');
    const hazards = scriptHazards(document, stringsIn(props));
    if (hazards.length > 0)
      throw new Error(`script could run: ${hazards.slice(0, 3).join('; ')} (answers: ${served.join(', ')})`);
    const text = [root, ...document.querySelectorAll('dialog[open], [role="dialog"]')]
      .map((el) => el.textContent ?? '')
      .join(' ');
    const shown = ['[object Object]', 'undefined'].filter((word) => text.includes(word));
    if (shown.length > 0) throw new Error(`developer text shown: ${shown.join(', ')} (answers: ${served.join(', ')})`);
    // A page that is leaving (a redirect, a form post) may keep its busy state: the shopper is on
    // the way; so may one still waiting on an answer held for later. Else a busy button must
    // become usable again: it may wait on what it opens (a popup's code, at most 10 s), no longer.
    const busyNow = () =>
      navigations.length > 0 || held > 0
        ? []
        : [root, ...document.querySelectorAll('dialog[open]')].flatMap((el) => [
            ...el.querySelectorAll('[aria-busy="true"]'),
          ]);
    for (let waited = 0; busyNow().length > 0 && waited < leftBusyMs; waited += 20) await pause(20);
    const busy = busyNow();
    if (busy.length > 0)
      throw new Error(`left busy: ${busy[0]!.outerHTML.slice(0, 120)} (answers: ${served.join(', ')})`);
    if (!island.popup && root.getAttribute('data-hearth-state') !== 'mounted')
      throw new Error('the island did not stay mounted');

    if (plan.lateFrom !== null) {
      // The island leaves the page, then the answers held for it come: it must drop them (no
      // log, no popup, no change to the page, no navigation).
      const how = island.popup ? 'closed' : plan.unmount;
      if (island.popup) {
        // the shopper closes it (Escape, again while a dialog opened from it is on top); the
        // loader removes its container once it has closed (a popup that could not open has no
        // container: `root` is the host, nothing to close)
        for (let waited = 0; root !== host && root.isConnected && waited < POPUP_CLOSE_MS; waited += 100) {
          [...root.querySelectorAll('dialog[open]')]
            .at(-1)
            ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
          await pause(100);
        }
        if (root !== host && root.isConnected)
          throw new Error(`the popup did not close on Escape: ${root.innerHTML.slice(0, 300)}`);
      } else if (plan.unmount === 'hearth.unmount') runtime.unmount(root);
      else root.remove(); // the loader's observer unmounts it
      await settle();
      const after = { logged: logged.length, uncaught: uncaught.length, navigations: navigations.length };
      const page = root.innerHTML;
      const others = () => [...document.body.children].filter((el) => el !== host);
      const before = others();
      const lateAnswers = served.length;
      letGo();
      for (let waited = 0; (held > 0 || inFlight > 0) && waited < 5000; waited += 10) await pause(10);
      await settle();
      await pause(50);
      const late = `(${how}; late answers: ${served.slice(lateAnswers).join(', ') || 'none'})`;
      const lines = logged.slice(after.logged).filter((line) => !HAPPY_DOM_FETCH_LINE.test(line));
      if (lines.length > 0) throw new Error(`logged after it left the page: ${lines[0]!.slice(0, 200)} ${late}`);
      if (uncaught.length > after.uncaught)
        throw new Error(
          `uncaught error after it left the page: ${describeValue(uncaught.at(-1)).slice(0, 200)} ${late}`,
        );
      if (navigations.length > after.navigations)
        throw new Error(`navigated after it left the page: ${navigations.at(-1)} ${late}`);
      const appeared = others().filter((el) => !before.includes(el));
      if (appeared.length > 0 || document.querySelector('dialog[open]'))
        throw new Error(
          `a popup opened after it left the page: ${(appeared[0] ?? document.querySelector('dialog[open]'))!.outerHTML.slice(0, 160)} ${late}`,
        );
      if (root.innerHTML !== page)
        throw new Error(`its element changed after it left the page: ${root.innerHTML.slice(0, 160)} ${late}`);
    }
  } finally {
    letGo();
    runtime.stop();
    host.remove();
    document.querySelectorAll('[data-hearth-popup]').forEach((el) => el.remove());
    document.body.removeAttribute('style');
    document.body.innerHTML = '';
    document.querySelectorAll('script').forEach((el) => void (scriptsBefore.has(el) || el.remove()));
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('click', preventNavigation, true);
    console.error = original;
    restore.forEach((undo) => undo());
    server.resetHandlers();
  }
  for (const url of navigations) {
    const target = url.replace(/^(form|open) /, '');
    if (/^\s*(javascript|data|vbscript):/i.test(target)) throw new Error(`navigated to ${target.slice(0, 60)}`);
  }
}

/** A logged value as text, as String() would give it, or its JSON when String() throws. */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return describeValue(value);
  }
}

/** A thrown value as text, even a hostile object whose `toString` is not a function. */
function describeValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Replaces `object[key]` for the case; returns the undo. */
function stub<T extends object>(object: T, key: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(object, key);
  Object.defineProperty(object, key, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(object, key, own);
    else delete (object as Record<string, unknown>)[key];
  };
}

/** Runs the island property for one island. */
export async function fuzzIslandAnswers(
  island: FoundIsland,
  calls: FoundCall[],
  server: SetupServer,
  endpoints: Record<string, string>,
) {
  // Each case mounts and drives a whole island (a monkey, every call answering): `npm test` runs
  // 6 per island on each renderer, with its seed (the calls' own answers get 100 each, in
  // calls.fuzz.test.ts), `npm run fuzz` a fifth of its count (200 of 1,000).
  const settings = fuzzSettings(6);
  const seed = settings.seed;
  const numRuns = process.env.FUZZ_RUNS ? Math.ceil(settings.numRuns / 5) : settings.numRuns;
  const details = await checkProperty(
    fc.asyncProperty(islandPlans, (plan) => checkIslandAnswers(island, calls, server, endpoints, plan)),
    { seed, numRuns },
  );
  recordRun({
    kind: 'island-call',
    name: island.name,
    runs: details.numRuns,
    valid: details.numRuns,
    failed: details.failed,
    seed,
    counterexample: details.counterexample,
  });
  return details;
}

export { isCallDefinition };
