/**
 * The props property every island must hold, whatever the server puts in `data-props`:
 *
 * - no uncaught error, in the island or around it;
 * - props the schema refuses (or text that is not JSON) leave the server HTML exactly as it was and
 *   log exactly one `console.error` naming the island and the field;
 * - props the schema accepts mount the island (`data-hearth-state="mounted"`) and keep it mounted;
 * - nothing pollutes `Object.prototype`;
 * - unmounting puts the server HTML back.
 */
import { pathTooDeep } from '@hearth/core';
import { createRuntime } from '@hearth/core/loader';
import fc from 'fast-check';
import { validate } from 'superstruct';
import { propsText } from './arbitraries';
import type { FoundIsland } from './islands';
import { checkProperty, fuzzSettings, recordRun } from './settings';

/** The server HTML every case starts from. */
export const SERVER_HTML = '<p class="fallback">Server fallback <a href="/furniture">Shop furniture</a></p>';

/**
 * What the schema says of the text: valid (to mount) or not, as the runtime reads it. Props
 * nested deeper than the runtime's limit are refused whatever the schema says.
 */
export function expectedValidity(text: string, island: Pick<FoundIsland, 'schema'>): boolean {
  let raw: unknown = {};
  try {
    if (text.trim() !== '') raw = JSON.parse(text);
  } catch {
    return false;
  }
  if (pathTooDeep(raw)) return false;
  try {
    return !validate(raw, island.schema, { coerce: true })[0];
  } catch {
    return false;
  }
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Mounts `island` through the runtime with `text` as its `data-props` and checks the property.
 * Throws an Error saying what broke (fast-check shrinks the text and prints the seed).
 */
export async function checkPropsCase(island: FoundIsland, text: string): Promise<void> {
  const before = prototypeKeys();
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const host = document.createElement('div');
  host.innerHTML = `<div data-island="${island.name}">${SERVER_HTML}</div>`;
  const element = host.firstElementChild as HTMLElement;
  element.setAttribute('data-props', text);
  document.body.append(host);
  const runtime = createRuntime({
    load: (name) => (name === island.name ? Promise.resolve({ default: island.module }) : undefined),
  });
  // Reads a mounted island starts are followed, so that one that fails (a generated URL nobody
  // answers) is logged in its own case, not in the next one's count of console lines.
  let pending = 0;
  const realFetch = globalThis.fetch;
  const ownFetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    writable: true,
    value: ((...args: Parameters<typeof fetch>) => {
      pending += 1;
      return realFetch(...args).finally(() => {
        pending -= 1;
      });
    }) as typeof fetch,
  });
  try {
    const valid = expectedValidity(text, island);
    await runtime.mount(host);
    await settle();
    const state = element.getAttribute('data-hearth-state');
    const invalidLines = logged.filter((args) => String(args[0]).includes('has invalid props'));
    if (valid) {
      if (state !== 'mounted') {
        throw new Error(
          `valid props did not mount (state "${state}"); console.error: ${logged.map((a) => String(a[0])).join(' | ')}`,
        );
      }
      if (invalidLines.length > 0)
        throw new Error(`valid props were reported invalid: ${String(invalidLines[0]?.[0])}`);
      for (let waited = 0; pending > 0 && waited < 3000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await settle();
      runtime.unmount(element);
      await settle();
      if (element.innerHTML !== SERVER_HTML) throw new Error('unmount did not put the server HTML back');
    } else {
      if (state !== 'error') throw new Error(`invalid props were not refused (state "${state}")`);
      // an island checked by its rules words the refusal once its schema has loaded
      for (let waited = 0; logged.length === 0 && waited < 3000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await settle();
      if (logged.length !== 1)
        throw new Error(
          `expected exactly one console.error, got ${logged.length}: ${logged.map((a) => String(a[0])).join(' | ')}`,
        );
      const line = String(logged[0]?.[0]);
      if (!new RegExp(`^hearth: island "${island.name}" has invalid props: field "[^"]*"`).test(line)) {
        throw new Error(`the console.error does not name the island and the field: ${line}`);
      }
      if (element.innerHTML !== SERVER_HTML) throw new Error('the server HTML changed although the props were refused');
    }
    if (uncaught.length > 0) throw new Error(`uncaught error: ${String(uncaught[0])}`);
    if (prototypeKeys() !== before || ({} as Record<string, unknown>).polluted !== undefined) {
      const added = prototypeKeys()
        .split(',')
        .filter((key) => !before.split(',').includes(key));
      throw new Error(`Object.prototype was polluted: ${added.join(', ') || 'polluted'}`);
    }
  } finally {
    if (ownFetch) Object.defineProperty(globalThis, 'fetch', ownFetch);
    else delete (globalThis as { fetch?: unknown }).fetch;
    runtime.stop();
    host.remove();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    console.error = original;
    delete (Object.prototype as Record<string, unknown>).polluted;
  }
}

/** Runs the property for `island` (~100 cases in `npm test`; more in `npm run fuzz`). */
export async function fuzzIslandProps(island: FoundIsland, { check = checkPropsCase, record = true } = {}) {
  const { seed, numRuns } = fuzzSettings();
  let valid = 0;
  const details = await checkProperty(
    fc.asyncProperty(propsText(island.schema), async (text) => {
      if (expectedValidity(text, island)) valid += 1;
      await check(island, text);
    }),
    { seed, numRuns },
  );
  if (record)
    recordRun({
      kind: 'island',
      name: island.name,
      runs: details.numRuns,
      valid,
      failed: details.failed,
      seed,
      counterexample: details.counterexample,
    });
  return details;
}
