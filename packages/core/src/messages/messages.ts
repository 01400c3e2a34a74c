import type { Messages, MessageText } from './message-types';
import { configOverride } from '../config/config-override';
import { readPageJson } from '../config/page-json';

type Given = Readonly<Record<string, unknown>>;
type Text = Readonly<Record<string, MessageText>>;

/** Each section's defaults and the object its readers hold, whose values are the wording in effect. */
const sections: Record<string, [defaults: Text, live: Record<string, MessageText>]> = {};
let checking: Promise<void> | undefined;

/** Whether `value` can stand for a message whose default is `fallback`: a text for a text, a list of texts for a list. */
const fits = (value: unknown, fallback: unknown): boolean =>
  Array.isArray(fallback)
    ? Array.isArray(value) && value.every((text) => typeof text === 'string')
    : typeof value === 'string';

/**
 * Writes into `live` the wording in effect for `section`: the defaults, over them the plain
 * section given, then its brand's, then its site's. The settings are `setConfig`'s, else the
 * page's script as it came (`readPageJson`, shared with `getConfig`): not `getConfig()` itself, so
 * a page whose islands need no other setting (the cart count) does not load the configuration's
 * checks for this.
 */
function apply(section: string, defaults: Text, live: Record<string, MessageText>): void {
  Object.assign(live, defaults);
  const doc = globalThis.document as Document | undefined;
  const read = doc && readPageJson(doc);
  const from = (configOverride() ?? (read?.ok ? read.value : undefined)) as
    { brand?: string; site?: string; messages?: Readonly<Record<string, Given>> } | undefined;
  const all = from?.messages;
  if (typeof all !== 'object' || all === null) return;
  const { brand = 'main', site = 'US' } = from!;
  for (const given of [all[section], all[`${section}@${brand}`], all[`${section}@${site}`]])
    if (typeof given === 'object' && given !== null)
      for (const key in defaults)
        if (Object.hasOwn(given, key) && fits(given[key], defaults[key])) live[key] = given[key] as MessageText;
  // keys a section does not have, and values of the wrong kind, are reported by a check loaded
  // only when there is wording
  // (a check that fails to load, only warning, is no error of the page's)
  checking = import('./messages-check').then(({ checkMessages }) => checkMessages(all, sections)).catch(() => {});
}

/**
 * Declares the shopper-visible wording of a section: `defaults` are the spec's text (each a
 * string with `{name}` placeholders, or a list of strings). It returns the section's messages as
 * they read on this page: for each, the one the page or the app gave (`messages` in
 * `#hearth-config` or `setConfig`, by section, `section@brand`, `section@site`), or the default.
 * The object is written once here and again when `setConfig` changes the configuration; reading a
 * message is reading a property. Read it when the text is shown, not when a module loads. A
 * message given with the wrong kind of value (a list for a text) is left out.
 *
 * ```ts
 * export const M = defineMessages('checkout', { placeOrder: 'Place Order', back: 'Back' });
 * <button>{M.placeOrder}</button>;
 * ```
 */
export function defineMessages<const T extends Text>(section: string, defaults: T): Messages<T> {
  const live: Record<string, MessageText> = { ...defaults };
  sections[section] = [defaults, live];
  apply(section, defaults, live);
  return live as Messages<T>;
}

/** Writes the wording in effect into every section again (`setConfig`, `resetConfig`). */
export function applyMessages(): void {
  for (const section in sections) apply(section, ...sections[section]!);
}

/** Resolves once the check of the wording given, if one was started, has run (tests). */
export function messagesChecked(): Promise<void> {
  return checking ?? Promise.resolve();
}
