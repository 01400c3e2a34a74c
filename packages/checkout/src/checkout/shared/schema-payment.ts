/** Checkout payment data ([ref: checkout#data] paymentData and the payment entities). */
import {
  array,
  boolean,
  coerce,
  integer,
  number,
  record,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { maybe } from '@hearth/core';
import { maskCardNumber } from './mask';
import { Id } from './schema-items';

export { maskCardNumber };
/** A string masked by {@link maskCardNumber}. */
export const MaskedNumber = coerce(string(), string(), maskCardNumber);

const savedCardStruct = type({
  id: maybe(Id),
  cardInfo: type({
    id: maybe(Id),
    type: maybe(string()),
    expMonth: maybe(string()),
    expYear: maybe(string()),
    lastFour: maybe(string()),
    number: maybe(MaskedNumber),
    verifyCreditCard: maybe(boolean()),
  }),
  isExpired: maybe(boolean()),
});
/** Saved card [ref: checkout#data]: cardInfo (type, expMonth, expYear, lastFour, number masked), isExpired. */
export const SavedCard: Struct<SavedCard, unknown> = savedCardStruct;
/** A saved card. */
export interface SavedCard extends Infer<typeof savedCardStruct> {}

const paymentCardRecordStruct = type({
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
  // card error flags [ref: checkout#data]
  hasRewardsRestrictionError: maybe(boolean()),
  hasSessionError: maybe(boolean()),
  hasZeroAmountError: maybe(boolean()),
  cbccNotAppliedError: maybe(boolean()),
});
/** Payment card record [ref: checkout#data]: a card applied to the order. */
export const PaymentCardRecord: Struct<PaymentCardRecord, unknown> = paymentCardRecordStruct;
/** A payment card record. */
export interface PaymentCardRecord extends Infer<typeof paymentCardRecordStruct> {}

const verifyErrorsStruct = type({
  hasVerifyRequiredError: maybe(boolean()),
  hasVerifyInputError: maybe(boolean()),
  hasVerifyFailedError: maybe(boolean()),
  hasCvvError: maybe(boolean()),
  cardId: maybe(Id),
});
/** Verify errors [ref: checkout#data]. */
export const VerifyErrors: Struct<VerifyErrors, unknown> = verifyErrorsStruct;
/** Verify errors. */
export interface VerifyErrors extends Infer<typeof verifyErrorsStruct> {}

/** An amount applied to the order (dollars, as the payment card records carry it, and its two-decimal text). */
const applied = { appliedAmount: maybe(number()), appliedAmountString: maybe(string()) };

const appliedGiftCardStruct = type({ cardNumber: maybe(MaskedNumber), lastFour: maybe(string()), ...applied });
/**
 * Gift cards applied to the order (the spec does not show this shape): the number masked to its
 * last four (the server's own identifier of the card, sent back by RemoveGiftCardTender), the
 * last four, the amount applied.
 */
export const AppliedGiftCard: Struct<AppliedGiftCard, unknown> = appliedGiftCardStruct;
/** An applied gift card. */
export interface AppliedGiftCard extends Infer<typeof appliedGiftCardStruct> {}

const appliedTenderCodeStruct = type({ tenderCodeNumber: string(), ...applied });
/** A tender code applied to the order (shape not shown in the spec). */
export const AppliedTenderCode: Struct<AppliedTenderCode, unknown> = appliedTenderCodeStruct;
/** An applied tender code. */
export interface AppliedTenderCode extends Infer<typeof appliedTenderCodeStruct> {}

const appliedCertificateStruct = type({ certificateNumber: string(), ...applied });
/** A reward certificate applied to the order (shape not shown in the spec). */
export const AppliedCertificate: Struct<AppliedCertificate, unknown> = appliedCertificateStruct;
/** An applied reward certificate. */
export interface AppliedCertificate extends Infer<typeof appliedCertificateStruct> {}

const plccOfferDataStruct = type({
  selectedOption: maybe(integer()),
  financingTerms: maybe(string()),
  errorMessage: maybe(string()),
});
/**
 * The store-credit-card offer ([ref: checkout#screens, #rules] 'Please select an offer'; shape not shown): the offer
 * chosen (1 rewards, 2 financing; none yet: null), the financing terms and an error message.
 */
export const PlccOfferData: Struct<PlccOfferData, unknown> = plccOfferDataStruct;
/** The store-credit-card offer's data. */
export interface PlccOfferData extends Infer<typeof plccOfferDataStruct> {}

const paymentDataStruct = type({
  rewardsData: maybe(
    type({
      errorMessage: maybe(string()),
      successMessage: maybe(string()),
      appliedCertificates: maybe(array(AppliedCertificate)),
    }),
  ),
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
  tenderCodesData: maybe(type({ errorMessage: maybe(string()), applied: maybe(array(AppliedTenderCode)) })),
  verifyErrors: maybe(VerifyErrors),
  // not shown in the spec: what the step lists as applied, the offer, the account rewards lookup
  promoCodeData: maybe(type({ promoCode: maybe(string()) })),
  giftCardsData: maybe(type({ applied: maybe(array(AppliedGiftCard)) })),
  plccOfferData: maybe(PlccOfferData),
  /** What GetAccountRewards (`tnsSession`) or GetAccountRewardsByToken (`token`) sends. */
  rewardsLookup: maybe(type({ tnsSession: maybe(string()), token: maybe(string()) })),
  /** Whether tax exemption is applied to the order (ApplyTaxExemption). */
  isTaxExemptionApplied: maybe(boolean()),
});
/** [ref: checkout#data] paymentData. */
export const PaymentData: Struct<PaymentData, unknown> = paymentDataStruct;
/** Payment data. */
export interface PaymentData extends Infer<typeof paymentDataStruct> {}
