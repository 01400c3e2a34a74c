/**
 * The reader of a script-tag page's wording, loaded by `wording-page.ts` only when the page's
 * `#hearth-config` gives `messages`, with the catalogue of each section: `hearth:catalogues`, which
 * the script-tag build makes from every package's `messages.ts` (section → its loader).
 */
// @ts-expect-error made by the script-tag build (scripts/build/wording-plugin.mjs)
import catalogues from 'hearth:catalogues';
import type { Wording } from './message-types';
import { readWording } from './read-wording';

/**
 * The wording the page's config script gives (`readWording` with every section's catalogue).
 * Nothing here may import `wording-page.ts`, whose chunk awaits this (the build checks it).
 */
export default (): Promise<Wording> =>
  readWording(
    document.getElementById('hearth-config')?.textContent ?? '',
    catalogues as Readonly<Record<string, () => Promise<object>>>,
  );
