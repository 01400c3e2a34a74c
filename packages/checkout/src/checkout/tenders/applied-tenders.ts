/**
 * What the payment step lists as applied to the order ([ref: checkout#overview, #calls]: promo codes, gift cards, tender
 * codes, reward certificates), each with what its Remove sends and names. The answers' shapes are
 * not shown in the spec: `paymentData.promoCodeData`, `giftCardsData.applied`,
 * `tenderCodesData.applied`, `rewardsData.appliedCertificates` (schema-payment.ts).
 */
import { formatCents, type Site } from '@hearth/core';
import { formatText, checkoutMessage } from '../../wording';
import { toCents } from '../payment/amount-logic';
import { maskCardNumber } from '../shared/mask';
import type { PaymentData } from '../shared/schema-payment';

/** The kinds of applied tender, each with its own Remove call. */
export type AppliedTenderKind = 'promo' | 'giftCard' | 'tenderCode' | 'certificate';

/** One applied tender as the step lists it. */
export interface AppliedTender {
  kind: AppliedTenderKind;
  /** Unique within the list (React key, focus after a removal). */
  key: string;
  /** What its Remove sends: the code, the certificate number, or the gift card as the server masked it. */
  value: string;
  /** The visible text ('Gift card ending in 7890'); a gift card shows its last four only. */
  label: string;
  /** The amount applied, formatted for the site; null when the answer has no valid amount (finite and above 0) [ref: checkout#validation]. */
  amount: string | null;
  /** The accessible name of its Remove button ('Remove gift card ending 7890'). */
  removeLabel: string;
}

/**
 * [ref: checkout#validation]: an applied amount (a tender's, a card's) as money for the site ('$2,756.46'), from its
 * two-decimal text or its dollars; null unless valid (finite, above 0).
 */
export function appliedMoney(
  item: { appliedAmount?: number | null | undefined; appliedAmountString?: string | null | undefined },
  site: Site,
): string | null {
  const cents = toCents(item.appliedAmountString || item.appliedAmount);
  return cents !== null && cents > 0 ? formatCents(cents, site) : null;
}

/** The last four digits of a (masked) card number. */
const lastFourOf = (cardNumber: string | null | undefined) => (cardNumber ?? '').replace(/\D/g, '').slice(-4);

/** Everything applied to the order, in the order the step shows it: promo, gift cards, tender codes, certificates. */
export function appliedTenders(payment: PaymentData | null | undefined, site: Site): AppliedTender[] {
  const rows: AppliedTender[] = [];
  const promo = payment?.promoCodeData?.promoCode?.trim();
  if (promo)
    rows.push({
      kind: 'promo',
      key: `promo:${promo}`,
      value: promo,
      label: formatText(checkoutMessage('promoApplied', 'Promo code {0}'), [promo]),
      amount: null,
      removeLabel: formatText(checkoutMessage('removePromo', 'Remove promo code {0}'), [promo]),
    });
  for (const card of payment?.giftCardsData?.applied ?? []) {
    const lastFour = card.lastFour?.replace(/\D/g, '').slice(-4) || lastFourOf(card.cardNumber);
    // the server's own name of the card, masked (also when it came in props the schema did not
    // check: npm users may pass the data as is); without one, its last four
    const value = maskCardNumber(card.cardNumber?.trim() ?? '') || lastFour;
    if (!value) continue;
    rows.push({
      kind: 'giftCard',
      key: `giftCard:${value}`,
      value,
      label: formatText(checkoutMessage('giftCardApplied', 'Gift card ending in {0}'), [lastFour]),
      amount: appliedMoney(card, site),
      removeLabel: formatText(checkoutMessage('removeGiftCard', 'Remove gift card ending {0}'), [lastFour]),
    });
  }
  for (const code of payment?.tenderCodesData?.applied ?? []) {
    const value = code.tenderCodeNumber.trim();
    if (!value) continue;
    rows.push({
      kind: 'tenderCode',
      key: `tenderCode:${value}`,
      value,
      label: formatText(checkoutMessage('tenderCodeApplied', 'Tender code {0}'), [value]),
      amount: appliedMoney(code, site),
      removeLabel: formatText(checkoutMessage('removeTenderCode', 'Remove tender code {0}'), [value]),
    });
  }
  for (const certificate of appliedCertificatesOf(payment)) {
    const value = certificate.certificateNumber.trim();
    rows.push({
      kind: 'certificate',
      key: `certificate:${value}`,
      value,
      label: formatText(checkoutMessage('certificateApplied', 'Reward certificate {0}'), [value]),
      amount: appliedMoney(certificate, site),
      removeLabel: formatText(checkoutMessage('removeCertificate', 'Remove reward certificate {0}'), [value]),
    });
  }
  // a server that lists one tender twice gets one row
  return rows.filter((row, index) => rows.findIndex((other) => other.key === row.key) === index);
}

/** The reward certificates applied to the order. */
export function appliedCertificatesOf(payment: PaymentData | null | undefined) {
  return (payment?.rewardsData?.appliedCertificates ?? []).filter((c) => c.certificateNumber.trim() !== '');
}
