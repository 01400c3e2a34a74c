import type { WindowLike } from 'dompurify';

/** What a server that renders `SanitizedHtml` without jsdom is told. */
export const JSDOM_MISSING =
  '@hearth/ui: sanitizing HTML during server rendering needs jsdom, an optional peer dependency: npm install jsdom (a browser-only app needs none of it)';

interface NodeModuleApi {
  createRequire(from: string): (id: string) => unknown;
}
interface JsdomModule {
  JSDOM: new (html: string) => { window: WindowLike };
}

/**
 * The window DOMPurify sanitizes on when there is no browser: jsdom's, created at the first
 * sanitize of a server render. jsdom is an optional peer dependency of `@hearth/ui` (22.7 MB, 38
 * packages, which a browser-only app must not install): it is loaded with Node's own `require`
 * (`process.getBuiltinModule`, Node 20.16+), which no bundler follows, so an app's build neither
 * bundles jsdom nor fails without it. Resolved from the app's folder (the server's working
 * directory, where the app installs it; a bundled server file may live anywhere), with no
 * `import.meta`, which a Jest user's CommonJS transform could not compile. Throws
 * {@link JSDOM_MISSING} when it is not installed: the server cannot put sanitized content in its
 * HTML, and no other output would hydrate unchanged.
 */
export function serverWindow(requireFrom?: NodeModuleApi['createRequire']): WindowLike {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown; cwd?: () => string } }).process;
  const createRequire =
    requireFrom ?? (node?.getBuiltinModule?.('node:module') as NodeModuleApi | undefined)?.createRequire;
  if (!createRequire) throw new Error(`${JSDOM_MISSING} (on Node 20.16 or later)`);
  let jsdom: JsdomModule;
  try {
    jsdom = createRequire(`${node?.cwd?.() ?? '.'}/`)('jsdom') as JsdomModule;
  } catch (cause) {
    throw new Error(JSDOM_MISSING, { cause });
  }
  return new jsdom.JSDOM('<!DOCTYPE html>').window;
}
