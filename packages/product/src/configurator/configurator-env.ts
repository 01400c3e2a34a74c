import type { BrowserEnv, PageLocation } from '@hearth/core';

/**
 * What the configurator takes from the page, so tests and stories can swap it (STYLE: pass the
 * environment in): the parts of core's `BrowserEnv` it uses (failures are logged only, 002 §8).
 */
export interface ConfiguratorEnv extends Pick<BrowserEnv, 'log' | 'replaceUrl' | 'setTitle'> {
  /** The page's address. @default globalThis.location */
  location: Pick<PageLocation, 'origin' | 'pathname' | 'search' | 'hash'>;
  /** Desktop (769 px and up, 002 §9) and a hovering pointer: the hover flyout and inline lists of 3. */
  isDesktop: () => boolean;
}

// One MediaQueryList per query and page: drawers ask on every render, and matchMedia builds a new one each call.
const queries = new Map<string, MediaQueryList>();
function media(query: string): boolean {
  if (typeof matchMedia !== 'function') return false;
  let list = queries.get(query);
  if (!list) queries.set(query, (list = matchMedia(query)));
  return list.matches;
}

/** The browser's environment, with `overrides`. */
export function configuratorEnv(overrides: Partial<ConfiguratorEnv> = {}): ConfiguratorEnv {
  return {
    log: (...args) => console.error(...args),
    location: globalThis.location ?? { origin: 'http://localhost', pathname: '/', search: '', hash: '' },
    replaceUrl: (url) => {
      try {
        history.replaceState(history.state, '', url);
      } catch {
        // another origin or a sandboxed frame: the address stays
      }
    },
    setTitle: (title) => {
      if (typeof document !== 'undefined') document.title = title;
    },
    isDesktop: () => media('(min-width: 769px)'),
    ...overrides,
  };
}
