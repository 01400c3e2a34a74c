import type { Catalogue } from './message-types';
import { isBag } from './resolve-wording';

const BRANDS_AND_SITES = ['main', 'cb2', 'kids', 'US', 'CA'];
// What was already reported: one console line each per page.
const warned = new Set<string>();

/**
 * Reports, once each, wording given for what does not exist: a message key a section does not
 * have (naming the nearest key of the section), a message that is not a text, a `section@suffix`
 * whose suffix is no brand or site, and a section name that is a slip for a known one. `catalogues`
 * are the sections given that are known, with their catalogues; `sections` every known section's
 * name. With `complete` (the script-tag build knows them all), any other section name is
 * reported too; otherwise it may be a package's this app does not use, and only a slip is.
 * Loaded only when wording is given. Resolves once it has.
 */
export async function checkMessages(
  messages: unknown,
  catalogues: Readonly<Record<string, Catalogue>>,
  sections: readonly string[],
  complete = false,
): Promise<void> {
  // from the configuration check's module, whose chunk a page that makes calls loads anyway
  const { isNearMiss, nearest } = await import('../client/config-check');
  if (!isBag(messages)) {
    warn('', '"messages" must be an object of sections. It is ignored.');
    return;
  }
  for (const [name, given] of Object.entries(messages)) {
    const [section = '', suffix] = name.split('@');
    if (suffix !== undefined && !BRANDS_AND_SITES.includes(suffix))
      warn(name, `"${name}": "${suffix}" is no brand or site (${BRANDS_AND_SITES.join(', ')}). It is ignored.`);
    const catalogue = Object.hasOwn(catalogues, section) ? catalogues[section] : undefined;
    if (!catalogue) {
      if (sections.includes(section)) continue; // known, its catalogue not loaded: nothing to judge it by
      const near = nearest(section, sections, 2);
      if (near && isNearMiss(section, near.distance))
        warn(name, `"${section}" is no section of wording; the nearest is "${near.name}". It is ignored.`);
      else if (complete) warn(name, `"${section}" is no section of wording. It is ignored.`);
      continue;
    }
    if (!isBag(given)) {
      warn(name, `"${name}" must be an object of messages. It is ignored.`);
      continue;
    }
    for (const [key, value] of Object.entries(given)) {
      if (!Object.hasOwn(catalogue, key)) {
        const near = nearest(key, Object.keys(catalogue));
        warn(
          `${name}.${key}`,
          `${name}.${key} is no message of "${section}"; the nearest is "${near?.name}". It is ignored.`,
        );
      } else if (typeof value !== 'string') warn(`${name}.${key}`, `${name}.${key} must be a text. It is ignored.`);
    }
  }
}

function warn(key: string, line: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`hearth: messages ${line}`);
}

/** Forgets the warnings given (tests). */
export function resetMessagesCheck(): void {
  warned.clear();
}

/**
 * The catalogues of `sections` that `loaders` can load (each loads a catalogue module, whose one
 * object export is the catalogue), by section; a catalogue that fails to load is left out.
 */
export async function loadCatalogues(
  loaders: Readonly<Record<string, () => Promise<object>>>,
  sections: Iterable<string>,
): Promise<Record<string, Catalogue>> {
  const loaded = await Promise.all(
    [...new Set(sections)]
      .filter((section) => Object.hasOwn(loaders, section))
      .map((section) =>
        loaders[section]!().then(
          (module) => [section, Object.values(module).find(isBag) as Catalogue | undefined] as const,
          () => [section, undefined] as const,
        ),
      ),
  );
  return Object.fromEntries(loaded.filter((entry): entry is [string, Catalogue] => entry[1] !== undefined));
}

/** The sections `messages` names (`checkout@cb2` names `checkout`). */
export const sectionsOf = (messages: unknown): string[] =>
  isBag(messages) ? Object.keys(messages).map((name) => name.split('@')[0]!) : [];
