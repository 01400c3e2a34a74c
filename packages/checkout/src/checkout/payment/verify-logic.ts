/** Card verification [ref: checkout#rules]: VerifyCreditCard's outcome on the payment data. */
import type { PaymentCardRecord, PaymentData, SavedCard, VerifyErrors } from '../shared/schema-payment';

const sameId = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** [ref: checkout#rules]: success clears the verify flag on that card (saved and applied records alike) and the errors. */
export function withCardVerified(data: PaymentData, cardId: string | number): PaymentData {
  const credit = data.creditCardData;
  if (!credit) return { ...data, verifyErrors: null };
  const saved = (card: SavedCard): SavedCard =>
    sameId(card.id ?? card.cardInfo.id, cardId)
      ? { ...card, cardInfo: { ...card.cardInfo, verifyCreditCard: false } }
      : card;
  const record = (card: PaymentCardRecord | null | undefined) =>
    card && sameId(card.id, cardId) ? { ...card, verifyCreditCard: false } : card;
  return {
    ...data,
    verifyErrors: null,
    creditCardData: {
      ...credit,
      accountCardsInfo: credit.accountCardsInfo?.map(saved) ?? credit.accountCardsInfo,
      cardOneInfo: record(credit.cardOneInfo),
      cardTwoInfo: record(credit.cardTwoInfo),
    },
  };
}

/** [ref: checkout#rules]: failure stores verifyErrors with the card id (the server's flags, else 'verify failed'). */
export function withVerifyFailed(
  data: PaymentData,
  cardId: string | number,
  errors: Partial<VerifyErrors> | null | undefined,
): PaymentData {
  const flags = errors && Object.values(errors).some((v) => v === true) ? errors : { hasVerifyFailedError: true };
  return { ...data, verifyErrors: { ...flags, cardId } };
}

/** Whether a card must be verified (its security code asked again) before it pays. */
export function needsVerification(card: SavedCard | PaymentCardRecord | null | undefined): boolean {
  if (!card) return false;
  return 'cardInfo' in card ? card.cardInfo.verifyCreditCard === true : card.verifyCreditCard === true;
}
