import type { Wording } from './message-types';
import { checkMessages, loadCatalogues, sectionsOf } from './messages-check';
import { isBag, resolveWording, withTexts } from './resolve-wording';

/**
 * The wording a script-tag page's config script (its JSON text, `configText`) gives, as
 * `wording-page.ts` reads it: by section and key for the page's brand and site, and by default text
 * for the sections whose catalogue `loaders` load (every section's, each loaded only when the page
 * names it). What no section has is one warning each. None when the text is no JSON (which
 * `readConfig` reports). Never rejects.
 */
export async function readWording(
  configText: string,
  loaders: Readonly<Record<string, () => Promise<object>>>,
): Promise<Wording> {
  let config: unknown;
  try {
    config = JSON.parse(configText);
  } catch {
    return {};
  }
  if (!isBag(config)) return {};
  const { messages, brand, site } = config;
  const catalogues = await loadCatalogues(loaders, sectionsOf(messages));
  // (the check only warns: one that fails to load is no reason to leave the page's wording out)
  await checkMessages(messages, catalogues, Object.keys(loaders), true).catch(() => {});
  return withTexts(resolveWording(messages, brand, site), catalogues);
}
