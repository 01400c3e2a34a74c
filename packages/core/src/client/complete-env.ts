import { getConfig } from '../config/config-store';
import type { ClientEnv } from './types';

// Without a page (node, server rendering) relative calls need some base; nothing is sent
// to it unless a fetch is given.
const NO_PAGE: Pick<Location, 'href' | 'origin'> = { href: 'http://localhost/', origin: 'http://localhost' };

/**
 * `env` completed with the browser's: a key given (even as `undefined` for `document`) wins. The
 * browser's are looked up at call time, so that a fetch patched later (msw, a spy) or a document
 * built by the test is the one used.
 */
export function completeEnv(env: Partial<ClientEnv>): ClientEnv {
  return {
    fetch: env.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    get document() {
      return 'document' in env ? env.document : (globalThis.document as Document | undefined);
    },
    get location() {
      return env.location ?? (globalThis.location as Location | undefined) ?? NO_PAGE;
    },
    sleep: env.sleep ?? ((ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms))),
    setTimeout: env.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms)),
    clearTimeout: env.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>)),
    config: env.config ?? (() => getConfig()),
  };
}
