/**
 * The types of the wording (`messages`): a module that imports nothing, so that the configuration's
 * schema, the readers and each package's catalogue can all name them.
 */

/** The suffixes of a section: a brand or a site (`config-schema.ts`'s `Brand` and `Site`). */
export type BrandOrSite = 'main' | 'cb2' | 'kids' | 'US' | 'CA';

/**
 * Every section of shopper-visible wording, by name, with its catalogue (each message's key and
 * its default, the spec's text): each package adds its own by declaration merging
 * (`@hearth/checkout` adds `checkout`, `@hearth/cart` one section per island: `add-to-cart`,
 * `cart`, `cart-count`), so `messages` in `setConfig` is typed by the packages an app imports.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MessageCatalog {}

/** A section of wording: `checkout`, `add-to-cart`, … */
export type MessageSection = keyof MessageCatalog;

/** A section's catalogue: each message's key and its default text (with its `{name}` placeholders). */
export type Catalogue = Readonly<Record<string, string>>;

/** Wording given for a section: any of its messages, the others keeping their default. */
export type MessageOverride<T> = { readonly [Key in keyof T]?: string };

/**
 * The wording a page or an app gives instead of the defaults (`messages` in `#hearth-config` or
 * `setConfig`), by section; `section@brand` (`checkout@cb2`) and `section@site` (`checkout@CA`)
 * apply on that brand's or site's pages only, over the plain section (the site's over the brand's).
 */
export type MessageOverrides = {
  readonly [Section in MessageSection as Section | `${Section}@${BrandOrSite}`]?: MessageOverride<
    MessageCatalog[Section]
  >;
};

/**
 * Reads one message of a section as it is shown: the wording the page or the app gave for `key`,
 * else `text`, its default, which must be the catalogue's (a typo in either is a type error).
 * `formatMessage` fills its placeholders.
 */
export type MessageReader<T extends Catalogue> = <Key extends keyof T & string>(key: Key, text: T[Key]) => string;

/** The wording in effect, by section and key (and, on a script-tag page, by default text too). */
export type Wording = Readonly<Record<string, Readonly<Record<string, string>>>>;
