import { safeUrl, type SafeUrlOptions } from './safe-url';

/** Options of {@link checkUrl}. */
export interface CheckUrlOptions extends SafeUrlOptions {
  /** The island the address belongs to, for the console line (`cart`). */
  island: string;
  /** The field it came from, for the console line (`lineItems.url`, `redirectUrl`). */
  field: string;
  /** What happens instead, for the console line (`going to /checkout/cart`). @default 'it is not used' */
  instead?: string | undefined;
  /**
   * The longest value taken, in characters; a longer one is refused with its own console line
   * (a return URL travels in the query of later requests, where servers refuse long ones).
   * @default no limit
   */
  maxLength?: number | undefined;
  /** The config key `origins` came from, named in the console line (`credentialOrigins`). */
  originsFrom?: string | undefined;
}

// Refusals already reported on this page: one console line per island, field and value, however
// often the part holding it renders.
const reported = new Set<string>();

const shown = (value: unknown): string =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value)
    : `a ${typeof value}`;

/**
 * {@link safeUrl} for islands: the address to use, or `undefined` when there is none or it is
 * refused. A refused address (not an absent one: `undefined`, `null` and blank pass silently) logs
 * one `console.error` naming the island and the field, once per page for each value; the caller
 * then renders the link as text, leaves the image out, or navigates to its documented default.
 *
 * @example
 * const href = checkUrl(line.url, { island: 'cart', field: 'lineItems.url' });
 * return href ? <a href={href}>{name}</a> : name;
 */
export function checkUrl(value: unknown, options: CheckUrlOptions): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const { island, field, instead = 'it is not used', maxLength = Infinity, originsFrom, ...rules } = options;
  const long = typeof value === 'string' && value.length > maxLength;
  const safe = long ? null : safeUrl(value, rules);
  if (safe !== null) return safe;
  const key = `${island}\u0000${field}\u0000${String(value)}`;
  if (!reported.has(key)) {
    reported.add(key);
    const why = long
      ? `is ${(value as string).length} characters long, over the ${maxLength} allowed`
      : `is not ${!rules.sameOrigin ? 'an http(s) URL or ' : ''}a path on this site${originsFrom ? ` or a URL on an origin listed in hearth-config "${originsFrom}"` : ''}`;
    console.error(`hearth: island "${island}" refused field "${field}": ${shown(value)} ${why}; ${instead}.`);
  }
  return undefined;
}

/** Forgets which refusals were reported (tests: each starts from a fresh page). */
export function resetUrlReports(): void {
  reported.clear();
}
