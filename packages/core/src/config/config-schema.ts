import {
  array,
  boolean,
  define,
  defaulted,
  enums,
  type Infer,
  optional,
  record,
  refine,
  string,
  type,
  unknown,
} from 'superstruct';
import type { Endpoints } from '../client/endpoint-types';
import type { MessageOverrides } from '../messages/message-types';

/** Name of the configuration script element, reused in every config error message. */
export const CONFIG_SCRIPT_ID = 'hearth-config';

/**
 * The storefront site: prices `$` vs `CAD `, ZIP Code vs Postal Code, help numbers, lists.
 * @default 'US'
 */
export const SiteSchema = enums(['US', 'CA']);
/** `'US'` or `'CA'`. */
export type Site = Infer<typeof SiteSchema>;

/**
 * The brand: the main store, the modern-design second brand (the spec's isCb2) or kids.
 * @default 'main'
 */
export const BrandSchema = enums(['main', 'cb2', 'kids']);
/** `'main'`, `'cb2'` or `'kids'`. */
export type Brand = Infer<typeof BrandSchema>;

/** Help-line numbers per site; [ref: core#limits]: the numbers come from config, never from code. */
export const HelpPhoneSchema = type({
  US: optional(string()),
  CA: optional(string()),
});

/**
 * Whether `value` is an origin as `URL.origin` writes it (`https://login.example`,
 * `https://cdn.example:8443`): no path, query, user or trailing slash, lower-case host; `https:`,
 * or `http:` on a loopback host only (a developer's machine, which browsers trust as they do https).
 */
export function isTrustedOrigin(value: unknown): value is string {
  try {
    // new URL of a non-string that is no URL throws; one that is (an object with toString) is not its origin
    return (
      new URL(value as string).origin === value &&
      /^(https:|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|$))/.test(value as string)
    );
  } catch {
    return false;
  }
}

/** One origin a page trusts (see {@link isTrustedOrigin}). */
export const TrustedOriginSchema = refine(string(), 'TrustedOrigin', isTrustedOrigin);

/**
 * What the configuration may give as the anti-forgery token: the token itself, or a function Hearth
 * calls each time it sends one (so a token that rotates, or one kept in a cookie or a `<meta>`, is
 * read fresh).
 */
export type AntiForgeryToken = string | (() => string | null | undefined);

/** A token, or a function returning one (see `antiForgeryToken`). */
export const AntiForgeryTokenSchema = define<AntiForgeryToken>(
  'AntiForgeryToken',
  (value) => typeof value === 'string' || typeof value === 'function',
);

/**
 * The page configuration held in `<script type="application/json" id="hearth-config">`
 * [ref: script-tag#configuration-hearth-config]. A superstruct `type`, so keys it does not know are kept, not refused: the
 * server may add settings (delivery days, free-shipping thresholds, accountCardsInfoLimit…)
 * that islands read without Hearth changing.
 */
export const ConfigSchema = type({
  /** @default 'US' */
  site: defaulted(SiteSchema, 'US'),
  /** @default 'main' */
  brand: defaulted(BrandSchema, 'main'),
  /**
   * Call name → path (or absolute URL) for every call whose path the spec does not show;
   * also overrides the client's DEFAULT_ENDPOINTS.
   * @default {}
   */
  endpoints: defaulted(record(string(), string()), () => ({})),
  /**
   * Named feature flags (see FEATURES); a flag that is absent is off.
   * @default {}
   */
  features: defaulted(record(string(), boolean()), () => ({})),
  /**
   * The store's name as shoppers know it ('Hearth Home'), where a text names the store (the
   * swatch order's thank-you, [ref: core#errors] `{host}`). Without it that text names the page's host.
   */
  siteName: optional(string()),
  /** Help-line numbers per site. No default: the spec leaves them to config. */
  helpPhone: optional(HelpPhoneSchema),
  /** Whether the shopper is signed in, when the server tells. */
  isLoggedIn: optional(boolean()),
  /** Server-supplied details of the signed-in shopper; their shape is the server's. */
  user: optional(record(string(), unknown())),
  /**
   * Origins other than the page's own that sign-in may post an email and password to (the
   * sign-in config's `authnUrl`, when no `identityProvider` endpoint is set). A list with an entry
   * that is not an origin is dropped whole (nothing more is trusted), with one console error.
   * @default []
   */
  credentialOrigins: defaulted(array(TrustedOriginSchema), () => []),
  /**
   * Origins other than the page's own that islands may load a vendor script from
   * (`visualizer` `scriptUrl`, `addressAutocomplete.scriptUrl`). A page's CSP `script-src` must
   * allow them too. Dropped whole when an entry is not an origin, as `credentialOrigins`.
   * @default []
   */
  scriptOrigins: defaulted(array(TrustedOriginSchema), () => []),
  /**
   * The anti-forgery token every call to the page's own origin sends (header
   * `RequestVerificationToken`; never sent to another origin): the token, or a function returning
   * it, called at each call (a token that rotates, or one read from a cookie or a `<meta>`).
   * Without it, the value of the page's `<input name="__RequestVerificationToken">` is sent.
   */
  antiForgeryToken: optional(AntiForgeryTokenSchema),
});

/**
 * The parsed configuration: the known fields of ConfigSchema with their defaults applied,
 * plus any other setting the server sent (kept as `unknown`).
 */
export type HearthConfig = Infer<typeof ConfigSchema> & { readonly [setting: string]: unknown };

/**
 * What a page or `setConfig` may supply: every field optional. `endpoints` takes the names of the
 * calls of the packages imported (`EndpointNames`) and `messages` their sections and keys
 * (`MessageCatalog`), so a misspelt name is a type error.
 */
export type HearthConfigInput = Omit<Partial<Infer<typeof ConfigSchema>>, 'endpoints'> & {
  /** Call name → path (or absolute URL). @default {} */
  endpoints?: Endpoints;
  /**
   * Wording given instead of the spec's, by section (`checkout`, `add-to-cart`, …) and message
   * key; `section@brand` and `section@site` apply on that brand's or site's pages only. A message
   * is a text, with the same `{name}` placeholders as its default. Checked when it is applied: a
   * message that is not a text is left out, and what no section has is one warning each.
   */
  messages?: MessageOverrides;
} & { readonly [setting: string]: unknown };
