import { ConfigSchema, type HearthConfig } from '../config/config-schema';
import type * as ConfigCheck from './config-check';
import type { EndpointName } from './endpoint-types';

export type { EndpointName, EndpointNames, Endpoints } from './endpoint-types';

const KEY = Symbol.for('hearth.calls');

/**
 * The call names enrolled on this page, in development: every call defined (`defineCall`) or
 * resolved by name so far. Kept on `globalThis` under a `Symbol.for` key, so a page script bundled apart from
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
 * sign-in's identity provider); `undefined` when none. In development the name is enrolled as a
 * call of the page.
 */
export function configuredEndpoint(
  name: EndpointName,
  endpoints: Readonly<Record<string, string>>,
): string | undefined {
  if (process.env.NODE_ENV !== 'production') enrollCall(name);
  return Object.hasOwn(endpoints, name) ? endpoints[name] || undefined : undefined;
}

let scheduled: Promise<boolean> | undefined;
let latest: HearthConfig | undefined;

/**
 * In development, checks the page's configuration for slips a macrotask later, never in the way of
 * the call being sent: an `endpoints` key that is no call enrolled on the page but a slip for one
 * (letter case, or a letter or two off: `RefreshCheckout`, `addItme`), or a top-level setting that
 * is a slip for a field (`endpoint`), logs one `console.warn` naming what was meant. The check's
 * code (`config-check.ts`) loads only when there is a key to look at: a page whose `endpoints` are
 * all calls of the page (or none) and whose settings are all fields loads nothing. Called at each
 * call; the check looks again only when the configuration or the enrolled calls changed.
 *
 * @param load how the check's code is loaded (tests watch it)
 * @default load import('./config-check')
 */
export function checkConfigKeys(
  config: HearthConfig,
  load: () => Promise<typeof ConfigCheck> = () => import('./config-check'),
): void {
  latest = config;
  scheduled ??= new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0))
    .then(async () => {
      const current = latest!;
      const fields = Object.keys(ConfigSchema.schema);
      const calls = enrolled();
      const unknown =
        Object.keys(current.endpoints).some((key) => !calls.has(key)) ||
        Object.keys(current).some((key) => !fields.includes(key));
      if (!unknown) return false;
      (await load()).checkSlips(current, fields, calls);
      return true;
    })
    // the check only warns: a chunk that fails to load (a network blip, a page being left) is no
    // error of the page's
    .catch(() => false)
    .finally(() => {
      scheduled = undefined;
    });
}

/** Resolves once the check scheduled, if any, has run: whether its code was loaded (tests). */
export function configChecked(): Promise<boolean> {
  return scheduled ?? Promise.resolve(false);
}
