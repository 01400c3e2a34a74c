import type { HearthConfig } from '../config/config-schema';
import { catalogueLoaders, setWording } from '#wording';
import { resolveWording } from './resolve-wording';

let checking: Promise<void> | undefined;

/**
 * Puts in effect the wording `config` gives (`setConfig`, `<HearthConfigProvider>`; none:
 * `resetConfig`), by section and key for its brand and site. When it gives any, a check loaded
 * then warns about what no section has, with the catalogues of the sections read so far.
 */
export function applyWording(config: HearthConfig | undefined): void {
  const messages = config?.messages;
  setWording(resolveWording(messages, config?.brand, config?.site));
  if (messages === undefined) return;
  // (a check that fails to load, only warning, is no error of the page's)
  checking = import('./messages-check')
    .then(async ({ checkMessages, loadCatalogues, sectionsOf }) =>
      checkMessages(
        messages,
        await loadCatalogues(catalogueLoaders, sectionsOf(messages)),
        Object.keys(catalogueLoaders),
      ),
    )
    .catch(() => {});
}

/** Resolves once the check of the wording given, if one was started, has run (tests). */
export function messagesChecked(): Promise<void> {
  return checking ?? Promise.resolve();
}
