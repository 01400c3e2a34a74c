import {
  browserEnv,
  pageLocation,
  pageLog,
  pageReplaceUrl,
  pageSetTitle,
  type BrowserEnv,
  type PageLocation,
} from '@hearth/core';

/**
 * What the configurator takes from the page, so tests and stories can swap it ([ref: architecture#conventions]: pass the
 * environment in): the parts of core's `BrowserEnv` it uses (failures are logged only) [ref: configurator#errors].
 */
export interface ConfiguratorEnv extends Pick<BrowserEnv, 'log' | 'replaceUrl' | 'setTitle'> {
  /** The page's address. @default globalThis.location */
  location: Pick<PageLocation, 'origin' | 'pathname' | 'search' | 'hash'>;
  /** Desktop (769 px and up) [ref: configurator#limits] and a hovering pointer: the hover flyout and inline lists of 3. */
  isDesktop: () => boolean;
  /**
   * Updates the special-order digital data layer [ref: configurator#errors] after each load.
   * @default sets `window.digitalData.specialOrder`
   */
  updateDataLayer: (entry: Record<string, string | number>) => void;
}

/** [ref: configurator#limits]: desktop is 769 px and up. */
const DESKTOP_QUERY = '(min-width: 769px)';

// One MediaQueryList per query and page: drawers ask on every render, and matchMedia builds a new one each call.
const queries = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList | undefined {
  if (typeof matchMedia !== 'function') return undefined;
  let list = queries.get(query);
  if (!list) queries.set(query, (list = matchMedia(query)));
  return list;
}
const media = (query: string): boolean => mediaList(query)?.matches ?? false;

/** Calls `listener` when the viewport crosses the desktop breakpoint (for `useSyncExternalStore`). */
export function subscribeDesktop(listener: () => void): () => void {
  const list = mediaList(DESKTOP_QUERY);
  list?.addEventListener?.('change', listener);
  return () => list?.removeEventListener?.('change', listener);
}

/** The browser's environment, with `overrides`. */
export function configuratorEnv(overrides: Partial<ConfiguratorEnv> = {}): ConfiguratorEnv {
  return browserEnv<ConfiguratorEnv>(
    {
      log: pageLog,
      location: pageLocation(),
      replaceUrl: (url) => {
        try {
          pageReplaceUrl(url);
        } catch {
          // another origin or a sandboxed frame: the address stays
        }
      },
      setTitle: pageSetTitle,
      isDesktop: () => media(DESKTOP_QUERY),
      updateDataLayer: (entry) => {
        // the page's analytics read the data layer the legacy page kept on window
        const page = globalThis as { digitalData?: Record<string, unknown> };
        page.digitalData = { ...page.digitalData, specialOrder: entry };
      },
    },
    overrides,
  );
}
