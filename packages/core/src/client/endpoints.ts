import { HearthCallError } from './call-error';

/** Whether `call` is a path or an absolute URL rather than a call name. */
export const isDirect = (call: string): boolean => call.startsWith('/') || /^https?:\/\//i.test(call);

/**
 * The path (or absolute URL) of a call: a `call` starting with `/` (or `http(s)://`) is used
 * as is; a name is looked up in `endpoints` (the page's config), then `fallback` (the path
 * the feature declared for it, when the spec shows one).
 *
 * @throws HearthCallError of kind `config`, naming the call, when a name has no path
 */
export function resolveEndpoint(call: string, endpoints: Readonly<Record<string, string>>, fallback?: string): string {
  if (isDirect(call)) return call;
  // Own properties only: 'constructor' or 'toString' must not resolve to Object.prototype.
  const configured = Object.hasOwn(endpoints, call) ? endpoints[call] : undefined;
  if (configured) return configured;
  if (fallback) return fallback;
  throw new HearthCallError('config', call, `No path for call "${call}": set it in hearth-config endpoints.${call}.`);
}
