/**
 * The browser's parts of a `BrowserEnv` that write and follow the address, one function each that
 * looks the browser up when called (so a `fetch` patched later, msw, a spy or a document a test
 * builds is the one used; nothing is read at import, and on a server nothing throws until a
 * browser-only part is called).
 */
import type { BrowserEnv } from './browser-env';

/** A new history entry (`history.pushState`, keeping its state). */
export const pagePushUrl: BrowserEnv['pushUrl'] = (url) =>
  globalThis.history.pushState(globalThis.history.state, '', url);

/** Replaces the address (`history.replaceState`, keeping its state). */
export const pageReplaceUrl: BrowserEnv['replaceUrl'] = (url) =>
  globalThis.history.replaceState(globalThis.history.state, '', url);

/** Follows back and forward (`popstate`). */
export const pageOnPopState: BrowserEnv['onPopState'] = (listener) => {
  globalThis.addEventListener('popstate', listener);
  return () => globalThis.removeEventListener('popstate', listener);
};
