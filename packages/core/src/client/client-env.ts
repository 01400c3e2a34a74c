import { getConfig } from '../config/config-store';
import type { ClientEnv } from './types';

// Without a page (node, server rendering) relative calls need some base; nothing is sent
// to it unless a fetch is given.
const NO_PAGE: Pick<Location, 'href' | 'origin'> = { href: 'http://localhost/', origin: 'http://localhost' };

/**
 * The browser environment, looked up at call time so that a fetch patched later (msw, a
 * spy) or a document built by the test is the one used.
 */
export function defaultClientEnv(): ClientEnv {
  return {
    fetch: (url, init) => globalThis.fetch(url, init),
    get document() {
      return globalThis.document as Document | undefined;
    },
    get location() {
      return (globalThis.location as Location | undefined) ?? NO_PAGE;
    },
    sleep: (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms)),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
    config: () => getConfig(),
  };
}
