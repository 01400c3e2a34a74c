/**
 * The browser's parts of a `BrowserEnv` that one or two islands use (fetch, timers, reload,
 * scroll, session storage, title, user agent), one function each that looks the browser up when
 * called (so a `fetch` patched later, msw, a spy or a document a test builds is the one used;
 * nothing is read at import, and on a server nothing throws until a browser-only part is called).
 */
import type { BrowserEnv } from './browser-env';

const hasWindow = () => typeof window !== 'undefined';

/** Reloads the page. */
export const pageReload: BrowserEnv['reload'] = () => globalThis.location.reload();

/** Scrolls the page to its top. */
export const pageScrollToTop: BrowserEnv['scrollToTop'] = () => (hasWindow() ? window.scrollTo?.(0, 0) : undefined);

/** Session storage (`null` without a window; reading it may throw when blocked). */
export const pageSessionStorage: BrowserEnv['sessionStorage'] = () => (hasWindow() ? window.sessionStorage : null);

/** Sets the page title. */
export const pageSetTitle: BrowserEnv['setTitle'] = (title) => {
  if (typeof document !== 'undefined') document.title = title;
};

/** The user agent string, `''` without a browser. */
export const pageUserAgent = (): string => globalThis.navigator?.userAgent ?? '';

/** The page's document, `undefined` without a page. */
export const pageDocument = (): Document | undefined => globalThis.document as Document | undefined;

/** `fetch`, looked up at call time. */
export const pageFetch: BrowserEnv['fetch'] = (input, init) => globalThis.fetch(input, init);

/** Waits `ms` (a `setTimeout` promise). */
export const pageSleep: BrowserEnv['sleep'] = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/** `setTimeout`, looked up at call time. */
export const pageSetTimeout: BrowserEnv['setTimeout'] = (callback, ms) => globalThis.setTimeout(callback, ms);

/** `clearTimeout`, looked up at call time. */
export const pageClearTimeout: BrowserEnv['clearTimeout'] = (id) =>
  globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>);
