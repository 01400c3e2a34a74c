/**
 * The wording in effect, read by every shopper-visible string of the islands: `#wording` of
 * @hearth/core, this module everywhere but the script-tag build (npm apps, Storybook, the tests),
 * where `setConfig` gives the wording (see `apply-wording.ts`). The script-tag build's
 * `wording-page.ts` has the same exports and reads the page's `#hearth-config` instead.
 */
import type { Catalogue, MessageReader, Wording } from './message-types';

let given: Wording = {};

/**
 * Settles once the page's wording is in effect, when it must load first: never here, where
 * `setConfig` gives it at once (the script-tag page's may, see `wording-page.ts`).
 */
export const wordingReady: Promise<void> | false | undefined = undefined;

/**
 * How to load the catalogue of each section read so far, for the check of the wording given
 * (`apply-wording.ts`): a section's catalogue loads only then, never with its components, and only
 * in development (a production build leaves the loaders out).
 */
export const catalogueLoaders: Record<string, () => Promise<object>> = {};

/** Puts `next` in effect (`setConfig`, `resetConfig`). */
export function setWording(next: Wording): void {
  given = next;
}

/**
 * The reader of section `section`'s messages, each package's `<section>Message`: `reader(key,
 * text)` is the wording given for `key`, else `text`, its default (the catalogue's, to the
 * letter; the type says so). Call it when the text is shown, not when a module loads. `load`
 * imports the section's catalogue (its `messages.ts`), for the check in development only.
 *
 * ```ts
 * // packages/checkout/src/wording.ts: its catalogue loads for the check, in development only
 * export const checkoutMessage = wording<typeof CHECKOUT_MESSAGES>('checkout', loadCatalogue);
 * <button>{checkoutMessage('placeOrder', 'Place Order')}</button>;
 * ```
 */
export function wording<T extends Catalogue>(section: string, load?: () => Promise<object>): MessageReader<T> {
  if (process.env.NODE_ENV !== 'production' && load) catalogueLoaders[section] = load;
  return (key: string, text: string) => given[section]?.[key] ?? text;
}
