/**
 * Tenders and discounts [ref: checkout#rules, #calls]: the payload variants chosen by config, the promo check's
 * outcome, the tax exemption's two variants.
 */
import { checkoutMessage } from '../../wording';

/**
 * [ref: checkout#calls]: gift card and tender code payloads come in two variants: `{cardNumber, cardPin}` /
 * `{tenderCodeNumber}` ('named', the default) or `{number, pin}` ('short'). The `hearth-config`
 * feature `tenderShortPayload` picks 'short'.
 */
export type TenderPayloadVariant = 'named' | 'short';
/** The feature flag choosing the 'short' payloads. */
export const TENDER_SHORT_PAYLOAD_FEATURE = 'tenderShortPayload';

/** The variant the page's features choose. */
export function tenderPayloadVariant(features: Readonly<Record<string, boolean>> | undefined): TenderPayloadVariant {
  return features?.[TENDER_SHORT_PAYLOAD_FEATURE] === true ? 'short' : 'named';
}

/** Digits only: a gift card number as typed ('6006 4912 …'). */
const digits = (value: string) => value.replace(/\D/g, '');

/** ApplyGiftCardTender's body. */
export function applyGiftCardBody(variant: TenderPayloadVariant, number: string, pin: string): Record<string, string> {
  const n = digits(number);
  const p = pin.trim();
  return variant === 'short' ? { number: n, pin: p } : { cardNumber: n, cardPin: p };
}

/**
 * RemoveGiftCardTender's body: the card as the server named it in the applied list (masked to its
 * last four: the step never holds a gift card's full number once it is applied), sent back as is.
 */
export function removeGiftCardBody(variant: TenderPayloadVariant, cardNumber: string): Record<string, string> {
  const n = cardNumber.trim();
  return variant === 'short' ? { number: n } : { cardNumber: n };
}

/** ApplyTenderCode's and RemoveTenderCode's body. */
export function tenderCodeBody(variant: TenderPayloadVariant, code: string): Record<string, string> {
  const c = code.trim().toUpperCase();
  return variant === 'short' ? { number: c } : { tenderCodeNumber: c };
}

/**
 * [ref: checkout#rules] promo verification: the message 'Promotion Code has been removed', exactly, resets the
 * promo and scrolls to the top; any other answer runs cart validation.
 */
export function promoVerifyOutcome(message: string | null | undefined): 'reset' | 'validateCart' {
  return message === checkoutMessage('promoRemoved', 'Promotion Code has been removed') ? 'reset' : 'validateCart';
}

/**
 * [ref: checkout#calls] ApplyTaxExemption: a POST `{isTaxExemptionApplied}` ('post', the default) or a GET
 * `?taxExemption={value}` ('get', the `hearth-config` feature `taxExemptionGet`).
 */
export type TaxExemptionVariant = 'post' | 'get';
/** The feature flag choosing the GET variant. */
export const TAX_EXEMPTION_GET_FEATURE = 'taxExemptionGet';

/** The request of ApplyTaxExemption for a variant. */
export function taxExemptionRequest(
  variant: TaxExemptionVariant,
  applied: boolean,
): { method: 'POST'; body: { isTaxExemptionApplied: boolean } } | { method: 'GET'; query: { taxExemption: string } } {
  return variant === 'get'
    ? { method: 'GET', query: { taxExemption: String(applied) } }
    : { method: 'POST', body: { isTaxExemptionApplied: applied } };
}

export { PAYMENT_PROVIDER_FEATURE } from '../rewards-calls';

/** The provider's ApplyRewardCertificate body: `{certificateNumber, savePaymentCardInfo}` there, `{certificateNumber, cardOneData, accountCardOneData}` here. */
export function applyCertificateBody(
  provider: boolean,
  certificateNumber: string,
  cardOne: unknown = null,
  accountCardOne: unknown = null,
): Record<string, unknown> {
  const number = certificateNumber.trim().toUpperCase();
  return provider
    ? { certificateNumber: number, savePaymentCardInfo: cardOne !== null }
    : { certificateNumber: number, cardOneData: cardOne, accountCardOneData: accountCardOne };
}
