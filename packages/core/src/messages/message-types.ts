/**
 * The types of the wording (`messages`): a module that imports nothing, so that the configuration's
 * schema, the reader and each section's catalogue can all name them.
 */

/** The suffixes of a section: a brand or a site (`config-schema.ts`'s `Brand` and `Site`). */
type BrandOrSite = 'main' | 'cb2' | 'kids' | 'US' | 'CA';

/**
 * Every section of shopper-visible wording, by name, with its messages: each package adds its
 * own by declaration merging (`@hearth/checkout` adds `checkout`, `@hearth/cart` one section per
 * island: `add-to-cart`, `cart`, `cart-count`), so `messages` in `setConfig` is typed by the
 * packages an app imports.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MessageCatalog {}

/** A section of wording: `checkout`, `add-to-cart`, … */
export type MessageSection = keyof MessageCatalog;

/** A message's text: a string (with its `{name}` placeholders), or a list of them. */
export type MessageText = string | readonly string[];

/** What a section's messages read as: each a string, or a list of strings. */
export type Messages<T> = { readonly [Key in keyof T]: T[Key] extends string ? string : readonly string[] };

/** The keys of a section's messages that are texts (not lists): what a table of labels can name. */
export type TextKey<T> = { [Key in keyof T]: T[Key] extends string ? Key : never }[keyof T];

/** Wording given for a section: any of its messages, the others keeping their default. */
export type MessageOverride<T> = { readonly [Key in keyof T]?: T[Key] extends string ? string : readonly string[] };

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
