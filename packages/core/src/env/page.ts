/**
 * The browser's parts of a `BrowserEnv` that most feature islands use (the address, navigation,
 * the log), one function each that looks the browser up when called (so a `fetch` patched later,
 * msw, a spy or a document a test builds is the one used; nothing is read at import, and on a
 * server nothing throws until a browser-only part is called).
 */
import type { BrowserEnv, PageLocation } from './browser-env';

/**
 * The page address; without a page (node, server rendering) `http://localhost/`, as relative
 * addresses need some base (nothing is sent to it unless a fetch is given).
 */
export const pageLocation = (): PageLocation =>
  (globalThis.location as Location | undefined) ?? new URL('http://localhost/');

/** Full-page navigation (`location.assign`). */
export const pageNavigate: BrowserEnv['navigate'] = (url) => globalThis.location.assign(url);

/** `console.error`, with the detail when there is one. */
export const pageLog: BrowserEnv['log'] = (message, detail) =>
  detail === undefined ? console.error(message) : console.error(message, detail);
