/**
 * `#wording` of @hearth/core in the script-tag build (its `hearth-script-tag` condition): the
 * wording the page's `#hearth-config` gives in `messages`. A page that gives none pays the test of
 * its config script's text; one that does loads the reader (`page-reader.ts`) and the catalogues of
 * the sections it names, and the build makes the chunk of this module await `wordingReady` at its
 * top level, so no island's code runs, and none mounts or opens a popup, before the wording is in
 * (scripts/build/wording-plugin.mjs; a top-level await written here would have rolldown keep
 * islands' chunks apart from their shared code). The same exports as `wording.ts`, whose docs
 * these are.
 *
 * The build passes each message's default text alone where it can (`reader('Place Order')`, not
 * `reader('placeOrder', 'Place Order')`: keys cost every page bytes), so the wording here is by
 * default text as well as by key.
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

export function wording<T extends Catalogue>(section: string): MessageReader<T> {
  // a read the build left as it was passes the key and the text; one it changed, the text alone
  return (key: string, text = key) => given[section]?.[key] ?? text;
}
