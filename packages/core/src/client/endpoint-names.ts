import { ConfigSchema, type HearthConfig } from '../config/config-schema';

export type { EndpointName, EndpointNames, Endpoints } from './endpoint-types';
import type { EndpointName } from './endpoint-types';

const KEY = Symbol.for('hearth.calls');

/**
 * The call names enrolled on this page: every call defined (`defineCall`) or resolved by name
 * so far. Kept on `globalThis` under a `Symbol.for` key, so a page script bundled apart from
 * `hearth.js` and the islands share one list.
 */
function enrolled(): Set<string> {
  const scope = globalThis as { [KEY]?: Set<string> };
  return (scope[KEY] ??= new Set());
}

/** Enrolls `name` as a call of this page (for the check of `endpoints` keys). */
export function enrollCall(name: string): void {
  enrolled().add(name);
}

/**
 * The path `endpoints` gives call `name`, for a call Hearth does not send through the client (the
 * sign-in's identity provider); `undefined` when none. The name is enrolled as a call of the page.
 */
export function configuredEndpoint(
  name: EndpointName,
  endpoints: Readonly<Record<string, string>>,
): string | undefined {
  enrollCall(name);
  return Object.hasOwn(endpoints, name) ? endpoints[name] || undefined : undefined;
}

let scheduled: Promise<void> | undefined;
let latest: HearthConfig | undefined;

/**
 * Checks the page's configuration for slips a macrotask later, never in the way of the call being
 * sent (`config-check.ts`, loaded then): an `endpoints` key that is no call enrolled on the page
 * but a slip for one (letter case, or a letter or two off: `RefreshCheckout`, `addItme`), or a
 * top-level setting that is a slip for a field (`endpoint`), logs one `console.warn` naming what
 * was meant. Called at each call; the check looks again only when the configuration or the
 * enrolled calls changed.
 */
export function checkConfigKeys(config: HearthConfig): void {
  latest = config;
  scheduled ??= new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0))
    .then(() => import('./config-check'))
    .then(({ checkSlips }) => {
      scheduled = undefined;
      if (latest) checkSlips(latest, Object.keys(ConfigSchema.schema), enrolled());
    })
    // the check only warns: a chunk that fails to load (a network blip, a page being left) is no
    // error of the page's
    .catch(() => {
      scheduled = undefined;
    });
}

/** Resolves once the check scheduled, if any, has run (tests). */
export function configChecked(): Promise<void> {
  return scheduled ?? Promise.resolve();
}
