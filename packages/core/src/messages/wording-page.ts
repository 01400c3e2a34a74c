/**
 * `#wording` of @hearth/core in the script-tag build (its `hearth-script-tag` condition): the
 * wording the page's `#hearth-config` gives in `messages`. A page that gives none pays the test of
 * its config script's text; one that does loads the reader (`page-reader.ts`) and the catalogues of
 * the sections it names, and the build makes the chunk of this module await `wordingReady` at its
 * top level, so no island's code runs, and none mounts or opens a popup, before the wording is in
 * (scripts/build/wording-plugin.mjs; a top-level await written here would have rolldown keep
 * islands' chunks apart from their shared code). The same exports as `wording.ts`, whose docs
 * these are, and `word`, the lookup the build reads messages with.
 *
 * The build reads each message with `word` where it can, by its default text alone
 * (`word('checkout', 'Place Order')`, not `checkoutMessage('placeOrder', 'Place Order')`: keys,
 * and each package's reader, cost every page bytes), so the wording here is by default text as
 * well as by key.
 */
import type { Catalogue, MessageReader, Wording } from './message-types';

let given: Wording = {};

// (`text`: a script's text; an element that is no script gives none. The reader reads it again.)
export const wordingReady: Promise<void> | false | undefined =
  (document.getElementById('hearth-config') as HTMLScriptElement | null)?.text.includes('"messages"') &&
  // a reader that fails leaves the defaults: wording is never a reason for an island not to show.
  // (The reader gives the wording rather than setting it: importing this module, whose chunk
  // awaits the reader, would have the two wait for each other.)
  import('./page-reader').then(async (reader) => void (given = await reader.default())).catch(() => {});

export const catalogueLoaders: Record<string, () => Promise<object>> = {};

export function setWording(next: Wording): void {
  given = next;
}

/**
 * The message `key` of `section` as the page words it, else `text`: what the build makes of each
 * read (`word('checkout', 'Place Order')`; a text two messages share keeps its key).
 */
export const word = (section: string, key: string, text = key): string => given[section]?.[key] ?? text;

export function wording<T extends Catalogue>(section: string): MessageReader<T> {
  // a read the build did not rewrite (its key or text not written out)
  return (key: string, text: string) => word(section, key, text);
}
