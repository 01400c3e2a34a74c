/**
 * The demo store's own providers (this folder: the fake alternative payments and the local
 * address autocomplete), bundled here (in memory, once) into the page script every page loads
 * before `hearth.js`, which registers them. They are never part of the script-tag build or a
 * package: the store gets them as any retailer would get its own.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The page script that registers the demo's providers. */
export const DEMO_PROVIDERS_SCRIPT = '/assets/site/demo-providers.js';
/** Its stylesheet (the demo autocomplete's list). */
export const DEMO_PROVIDERS_CSS = '/assets/site/demo-providers.css';

const ENTRY = fileURLToPath(new URL('./browser.ts', import.meta.url));

/** What the two addresses serve. */
export interface DemoProvidersBundle {
  js: string;
  css: string;
}

let bundle: Promise<DemoProvidersBundle> | null = null;

/** The bundle, built on first request (workspace sources, as `npm run serve` reads them). */
export function demoProvidersBundle(): Promise<DemoProvidersBundle> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: 'demo-providers',
    conditions: ['hearth-source'],
    logLevel: 'silent',
  }).then(({ outputFiles }) => ({
    js: outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '',
    css: outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '',
  }));
  bundle.catch(() => (bundle = null));
  return bundle;
}
