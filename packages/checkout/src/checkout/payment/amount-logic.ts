/**
 * Applied amounts [ref: checkout#data, #validation]: held and compared in cents, valid only when finite and above 0,
 * shown as money (`appliedMoney` of the tenders).
 */

/** An amount in dollars (a number or the text a shopper typed) in whole cents; `null` when it is not a finite number. */
export function toCents(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const text =
    typeof amount === 'string'
      ? amount
          .trim()
          .replace(/^\$|^CAD\s*/i, '')
          .replace(/,/g, '')
      : amount;
  if (text === '') return null;
  const value = typeof text === 'number' ? text : Number(text);
  if (!Number.isFinite(value)) return null;
  // round half away from zero on the cent: 0.1 + 0.2 is 30 cents, not 30.000000000000004
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON * 100);
}

/** [ref: checkout#validation]: an amount is valid only when finite and above 0. */
export function isValidAmount(amount: number | string | null | undefined): boolean {
  const cents = toCents(amount);
  return cents !== null && cents > 0;
}

/** [ref: checkout#validation]: two amounts compared in cents (never as floating-point dollars). */
export function sameAmount(a: number | string | null | undefined, b: number | string | null | undefined): boolean {
  const x = toCents(a);
  const y = toCents(b);
  return x !== null && y !== null && x === y;
}

/** What two cards pay of a total: card one's amount as asked, card two the rest. */
export type TwoCardSplit = { ok: true; cardOne: number; cardTwo: number } | { ok: false; field: 'cardOne' };

/**
 * Pay with two cards: the amount on card one (valid: finite, above 0, below the total), the rest
 * on card two, all in cents.
 */
export function splitTwoCards(totalCents: number, cardOne: number | string | null | undefined): TwoCardSplit {
  const one = toCents(cardOne);
  if (one === null || one <= 0 || one >= totalCents) return { ok: false, field: 'cardOne' };
  return { ok: true, cardOne: one, cardTwo: totalCents - one };
}

/** What is left to pay after the applied amounts (never below 0), in cents. */
export function remainingCents(totalCents: number, applied: ReadonlyArray<number | null | undefined>): number {
  const paid = applied.reduce<number>(
    (sum, cents) => sum + (typeof cents === 'number' && Number.isFinite(cents) && cents > 0 ? cents : 0),
    0,
  );
  return Math.max(0, totalCents - paid);
}
