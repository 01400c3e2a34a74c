/**
 * The demo store's two price lists and its sales taxes.
 *
 * A store prices its Canadian site in Canadian dollars of its own: the $1,899.00 sofa is CAD
 * 2,569.00 there, not CAD 1,899.00. The catalogue holds US cents; every amount it gives (a
 * product's price, an option's upcharge, a shipping charge or threshold) is read in the currency
 * of the site the call or page is for: each call (serve-call.ts) and each page of the demo store
 * runs inside {@link withPriceSite}, and the catalogue's amounts are read through
 * {@link siteCents}. Face values (gift cards, a donation, a gift card's balance) stay as they are.
 *
 * Tax is charged by where the order goes, as a store's tax service does: the ship-to state or
 * province, else the one the cart's ZIP or postal code names, at its combined average rate.
 */

/** A site of the storefront. */
export type PriceSite = 'US' | 'CA';

let current: PriceSite = 'US';

/** The site whose prices are being read now. */
export const priceSite = (): PriceSite => current;

/**
 * Runs `read` with the catalogue's amounts read for `site`; what `read` returns synchronously
 * (an answer, a page) is priced for that site. JavaScript runs it whole: no other call reads in
 * between.
 */
export function withPriceSite<T>(site: PriceSite, read: () => T): T {
  const before = current;
  current = site;
  try {
    return read();
  } finally {
    current = before;
  }
}

/** Canadian dollars per US dollar in the demo's price list. */
export const CAD_PER_USD = 1.35;

/**
 * A US price in cents as the Canadian list has it, rounded as a store rounds a price list: one
 * ending in cents keeps them ($59.95 → CAD 80.95), one ending in 9 dollars still does ($1,899.00
 * → CAD 2,569.00, $199.00 → CAD 269.00), other whole amounts go to 5 dollars ($200.00 → CAD
 * 270.00).
 */
export function cadCents(us: number): number {
  if (us < 0) return -cadCents(-us);
  if (!Number.isFinite(us) || us === 0) return 0;
  const dollars = (us * CAD_PER_USD) / 100;
  const cents = us % 100;
  if (cents !== 0) return Math.floor(dollars) * 100 + cents;
  if ((us / 100) % 10 === 9) return (Math.ceil((dollars + 1) / 10) * 10 - 1) * 100;
  return Math.max(5, Math.round(dollars / 5) * 5) * 100;
}

/** An amount of the US list, in cents, in the currency of `site` (the current one unless given). */
export function siteCents(us: number, site: PriceSite = current): number {
  return site === 'CA' ? cadCents(us) : us;
}

/**
 * Makes `keys` of each object read in the current site's currency: the catalogue's own records
 * (products, option choices, materials) keep their US cents and give the site's amount. A copy
 * taken while a call runs (`{ ...choice }`) takes that call's amounts.
 */
export function readInSiteCurrency<T extends object>(records: readonly T[], keys: ReadonlyArray<keyof T>): void {
  for (const record of records)
    for (const key of keys) {
      const us = record[key];
      // once per record (a choice list several products share is met more than once)
      if (typeof us !== 'number' || Object.getOwnPropertyDescriptor(record, key)?.get) continue;
      Object.defineProperty(record, key, { get: () => siteCents(us), enumerable: true, configurable: true });
    }
}

/** A table written as 'key value key value …' (one line holds many entries). */
function table<T>(text: string, read: (value: string) => T): Readonly<Record<string, T>> {
  const words = text.split(' ');
  const entries: Array<[string, T]> = [];
  for (let i = 0; i + 1 < words.length; i += 2) entries.push([words[i]!, read(words[i + 1]!)]);
  return Object.freeze(Object.fromEntries(entries));
}

/**
 * Combined state and average local sales tax of each US state, DC and Puerto Rico, in percent
 * (the published 2024 averages, rounded); states without a sales tax charge none.
 */
const US_TAX = table(
  'AL 9.29 AK 1.82 AZ 8.38 AR 9.45 CA 8.85 CO 7.81 CT 6.35 DC 6 FL 7 GA 7.38 HI 4.5 ID 6.03 IL 8.86 IN 7 IA 6.94 KS 8.65 KY 6 LA 9.56 ME 5.5 MD 6 MA 6.25 MI 6 MN 8.04 MS 7.06 MO 8.39 NE 6.97 NV 8.24 NJ 6.6 NM 7.62 NY 8.53 NC 7 ND 7.04 OH 7.24 OK 8.99 PA 6.34 RI 7 SC 7.5 SD 6.11 TN 9.55 TX 8.2 UT 7.25 VT 6.36 VA 5.77 WA 9.43 WV 6.56 WI 5.7 WY 5.44 PR 11.5',
  Number,
);

/** GST, HST or GST + PST of each Canadian province and territory, in percent. */
const CA_TAX = table('AB 5 BC 12 MB 12 NB 15 NL 15 NS 14 NT 5 NU 5 ON 13 PE 15 QC 14.975 SK 11 YT 5', Number);

/** The tax rate, in percent, of a US state or Canadian province (0 where none is charged or it is unknown). */
export function taxRate(region: string): number {
  const code = region.trim().toUpperCase();
  for (const rates of [US_TAX, CA_TAX]) if (Object.hasOwn(rates, code)) return rates[code]!;
  return 0;
}

/**
 * The first three digits of US ZIP codes, by state (the ranges the postal service assigns; military
 * and territory codes other than Puerto Rico left out).
 */
const ZIP3_RANGES = Object.entries(
  table(
    '5-5 NY 6-9 PR 10-27 MA 28-29 RI 30-38 NH 39-49 ME 50-59 VT 60-69 CT 70-89 NJ 100-149 NY 150-196 PA 197-199 DE 200-205 DC 206-219 MD 220-246 VA 247-268 WV 270-289 NC 290-299 SC 300-319 GA 320-349 FL 350-369 AL 370-385 TN 386-397 MS 398-399 GA 400-427 KY 430-458 OH 460-479 IN 480-499 MI 500-528 IA 530-549 WI 550-567 MN 570-577 SD 580-588 ND 590-599 MT 600-629 IL 630-658 MO 660-679 KS 680-693 NE 700-714 LA 716-729 AR 730-749 OK 750-799 TX 800-816 CO 820-831 WY 832-838 ID 840-847 UT 850-865 AZ 870-884 NM 885-885 TX 889-898 NV 900-961 CA 967-968 HI 970-979 OR 980-994 WA 995-999 AK',
    String,
  ),
).map(([range, state]) => {
  const [from, to] = range.split('-').map(Number);
  return [from!, to!, state] as const;
});

/** A Canadian postal code's first letter, by province. */
const POSTAL_PROVINCES = table(
  'A NL B NS C PE E NB G QC H QC J QC K ON L ON M ON N ON P ON R MB S SK T AB V BC X NT Y YT',
  String,
);

/** The state or province a US ZIP or Canadian postal code is in ('' when it names none). */
export function regionOfPostalCode(code: string): string {
  const text = code.trim().toUpperCase();
  if (/^\d{5}/.test(text)) {
    const zip3 = Number(text.slice(0, 3));
    return ZIP3_RANGES.find(([from, to]) => zip3 >= from && zip3 <= to)?.[2] ?? '';
  }
  const letter = /^[A-Z]\d[A-Z]/.test(text) ? text[0]! : '';
  return Object.hasOwn(POSTAL_PROVINCES, letter) ? POSTAL_PROVINCES[letter]! : '';
}
