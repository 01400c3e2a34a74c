/** Checkout payment data (001 §3 paymentData and the payment entities). */
import { array, boolean, integer, number, record, string, type, unknown, type Infer } from 'superstruct';
import { maybe } from './maybe';
import { Id } from './schema-items';

/** Saved card (001 §3): cardInfo (type, expMonth, expYear, lastFour, number masked), isExpired. */
export const SavedCard = type({
  id: maybe(Id),
  cardInfo: type({
    id: maybe(Id),
    type: maybe(string()),
    expMonth: maybe(string()),
    expYear: maybe(string()),
    lastFour: maybe(string()),
    number: maybe(string()),
    verifyCreditCard: maybe(boolean()),
  }),
  isExpired: maybe(boolean()),
});
/** A saved card. */
export type SavedCard = Infer<typeof SavedCard>;

/** Payment card record (001 §3): a card applied to the order. */
export const PaymentCardRecord = type({
  adyenCardData: maybe(unknown()),
  appliedAmount: maybe(number()),
  appliedAmountString: maybe(string()),
  basketPaymentId: maybe(Id),
  expMonth: maybe(string()),
  expYear: maybe(string()),
  hasVerifyData: maybe(boolean()),
  id: maybe(Id),
  isApplied: maybe(boolean()),
  isVerificationApplied: maybe(boolean()),
  isPrimary: maybe(boolean()),
  isValid: maybe(boolean()),
  lastFour: maybe(string()),
  order: maybe(integer()),
  saveToAccount: maybe(boolean()),
  selectionIndex: maybe(integer()),
  storedPaymentMethodId: maybe(string()),
  type: maybe(string()),
  verifyCreditCard: maybe(boolean()),
  // card error flags (001 §3)
  hasRewardsRestrictionError: maybe(boolean()),
  hasSessionError: maybe(boolean()),
  hasZeroAmountError: maybe(boolean()),
  cbccNotAppliedError: maybe(boolean()),
});
/** A payment card record. */
export type PaymentCardRecord = Infer<typeof PaymentCardRecord>;

/** Verify errors (001 §3). */
export const VerifyErrors = type({
  hasVerifyRequiredError: maybe(boolean()),
  hasVerifyInputError: maybe(boolean()),
  hasVerifyFailedError: maybe(boolean()),
  hasCvvError: maybe(boolean()),
  cardId: maybe(Id),
});
/** Verify errors. */
export type VerifyErrors = Infer<typeof VerifyErrors>;

/** 001 §3 paymentData. */
export const PaymentData = type({
  rewardsData: maybe(type({ errorMessage: maybe(string()), successMessage: maybe(string()) })),
  isAlternativePaymentsEnabled: maybe(boolean()),
  isPayWithTwoCreditCardsEnabled: maybe(boolean()),
  alternativePaymentsData: maybe(record(string(), unknown())),
  isPaymentNeeded: maybe(boolean()),
  payPalData: maybe(type({ payPalSetupData: maybe(record(string(), unknown())) })),
  creditCardData: maybe(
    type({
      isOnlyCbccAllowed: maybe(boolean()),
      accountCardsInfoLimit: maybe(integer()),
      accountCardsInfo: maybe(array(SavedCard)),
      cardOneInfo: maybe(PaymentCardRecord),
      cardTwoInfo: maybe(PaymentCardRecord),
    }),
  ),
  tenderCodesData: maybe(type({ errorMessage: maybe(string()) })),
  verifyErrors: maybe(VerifyErrors),
});
/** Payment data. */
export type PaymentData = Infer<typeof PaymentData>;
