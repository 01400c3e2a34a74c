/** [ref: checkout#calls] promo codes, gift cards, tender codes, reward certificates, rewards, tax exemption. */
import {
  DEMO_CERTIFICATES,
  DEMO_GIFT_CARDS,
  DEMO_PROMOS,
  DEMO_REWARDS_CARD_TOKEN,
  DEMO_REWARDS_LOOKUP,
  DEMO_TENDER_CODES,
  DEMO_USER,
} from '../catalogue/account';
import { formatCents } from '../catalogue/seed';
import { type CallContext, type Resolvers } from '../serve-call';
import { bool, str } from '../read-input';
import { orderSummary } from '../state/cart-model';
import { no, ok } from './checkout-common';

function applyGiftCard({ session, input }: CallContext) {
  const number = str(input, 'cardNumber', 'number').replace(/\s/g, '');
  const pin = str(input, 'cardPin', 'pin');
  const card = DEMO_GIFT_CARDS[number];
  if (!card || card.pin !== pin) return no(session, 'The gift card number or PIN you entered is not valid.');
  if (session.checkout.giftCards.some((g) => g.cardNumber === number))
    return no(session, 'This gift card has already been applied.');
  const due = orderSummary(session)['total'] as number;
  session.checkout.giftCards.push({ cardNumber: number, amount: Math.min(card.balance, due) });
  return ok(session, {
    giftCard: { lastFour: number.slice(-4), balance: card.balance, formattedBalance: formatCents(card.balance) },
  });
}

/**
 * RemoveGiftCardTender: the card as the applied list names it (masked, '************7890'), or its
 * full number; a masked one is found by its last four (two cards sharing them: refused).
 */
function removeGiftCard({ session, input }: CallContext) {
  const given = str(input, 'cardNumber', 'number').replace(/[\s-]/g, '');
  const digits = given.replace(/\D/g, '');
  const masked = given !== digits;
  const matches = session.checkout.giftCards.filter((g) =>
    masked ? digits.length >= 4 && g.cardNumber.endsWith(digits.slice(-4)) : g.cardNumber === digits,
  );
  if (matches.length === 0) return no(session, 'That gift card is not applied to this order.');
  if (matches.length > 1)
    return no(session, 'More than one gift card ends in those digits. Please remove them all and apply again.');
  session.checkout.giftCards = session.checkout.giftCards.filter((g) => g !== matches[0]);
  return ok(session);
}

function applyCertificate({ session, input }: CallContext) {
  const number = str(input, 'certificateNumber').toUpperCase();
  const amount = DEMO_CERTIFICATES[number];
  if (amount === undefined)
    return no(session, 'The reward certificate number you entered is not valid.', {
      hasRewardsRestrictionError: false,
    });
  if (!session.checkout.certificates.some((c) => c.number === number))
    session.checkout.certificates.push({ number, amount });
  return ok(session);
}

/** ApplyCartRewardCertificate {accountNumber, cardToken, certificateNumber}: one of the signed-in account's certificates. */
function applyCartCertificate(ctx: CallContext) {
  const { session, input } = ctx;
  if (!session.user) return no(session, 'Sign in to use your rewards.');
  if (
    str(input, 'accountNumber') !== DEMO_USER.rewardsAccountNumber ||
    str(input, 'cardToken') !== DEMO_REWARDS_CARD_TOKEN
  ) {
    return no(session, 'Your rewards account could not be found.');
  }
  return applyCertificate(ctx);
}

function removeCertificate({ session, input }: CallContext) {
  const number = str(input, 'certificateNumber').toUpperCase();
  session.checkout.certificates = session.checkout.certificates.filter((c) => c.number !== number);
  return ok(session);
}

function removeCertificates({ session }: CallContext) {
  session.checkout.certificates = [];
  return ok(session);
}

/**
 * The account's rewards (rewardsTotal, rewardExceedOrderTotalMessage) [ref: checkout#data] with what applying
 * a certificate needs (account number, card token) and the account's certificates (cents).
 * GetAccountRewards checks `tnsSession`, GetAccountRewardsByToken `token` against what the checkout
 * data gave; the provider's variants take any body.
 */
function rewards({ session, input }: CallContext, expect?: 'tnsSession' | 'token') {
  if (!session.user) return no(session, 'Sign in to use your rewards.');
  if (expect && str(input, expect) !== DEMO_REWARDS_LOOKUP[expect])
    return no(session, 'Your rewards could not be found.');
  const certificates = Object.entries(DEMO_CERTIFICATES).map(([certificateNumber, amount]) => ({
    certificateNumber,
    amount,
    formattedAmount: formatCents(amount),
    isApplied: session.checkout.certificates.some((c) => c.number === certificateNumber),
  }));
  const total = orderSummary(session)['total'] as number;
  const exceeds = DEMO_USER.rewardsTotal > total && total > 0;
  return ok(session, {
    rewardsTotal: DEMO_USER.rewardsTotal,
    rewardExceedOrderTotalMessage: exceeds
      ? `Your rewards of ${formatCents(DEMO_USER.rewardsTotal)} exceed this order's total; only ${formatCents(total)} can be used.`
      : '',
    accountNumber: DEMO_USER.rewardsAccountNumber,
    cardToken: DEMO_REWARDS_CARD_TOKEN,
    certificates,
  });
}

function taxExemption({ session, input }: CallContext) {
  session.checkout.taxExempt = bool(input, 'isTaxExemptionApplied', 'taxExemption');
  return ok(session, { isTaxExemptionApplied: session.checkout.taxExempt });
}

export const checkoutTenderResolvers = {
  ApplyPromoCode: ({ session, input }) => {
    const code = str(input, 'promoCode').toUpperCase();
    if (!(code in DEMO_PROMOS)) return no(session, `The promotion code ${code || '(blank)'} is not valid.`);
    session.promo = code;
    return ok(session, { message: 'Promotion Code has been applied' });
  },
  VerifyPromoCode: ({ session, input }) => {
    const code = str(input, 'promoCode').toUpperCase() || session.promo || '';
    // [ref: checkout#rules]: this message makes the client reset the promo
    if (session.promo && !(code in DEMO_PROMOS)) {
      session.promo = null;
      return ok(session, { message: 'Promotion Code has been removed' });
    }
    return ok(session, { message: '' });
  },
  RemovePromoCode: ({ session }) => {
    session.promo = null;
    return ok(session, { message: 'Promotion Code has been removed' });
  },
  ApplyGiftCardTender: applyGiftCard,
  RemoveGiftCardTender: removeGiftCard,
  ApplyTenderCode: ({ session, input }) => {
    const number = str(input, 'tenderCodeNumber', 'number').toUpperCase();
    const amount = DEMO_TENDER_CODES[number];
    if (amount === undefined)
      return no(session, 'The tender code you entered is not valid.', {
        tenderCodesData: { errorMessage: 'The tender code you entered is not valid.' },
      });
    if (!session.checkout.tenderCodes.some((t) => t.number === number))
      session.checkout.tenderCodes.push({ number, amount });
    return ok(session);
  },
  RemoveTenderCode: ({ session, input }) => {
    const number = str(input, 'tenderCodeNumber', 'number').toUpperCase();
    session.checkout.tenderCodes = session.checkout.tenderCodes.filter((t) => t.number !== number);
    return ok(session);
  },
  ApplyRewardCertificate: applyCertificate,
  ApplyCartRewardCertificate: applyCartCertificate,
  RemoveCertificates: removeCertificates,
  RemoveRewardCertificate: removeCertificate,
  GetAccountRewards: (ctx) => rewards(ctx, 'tnsSession'),
  GetAccountRewardsByToken: (ctx) => rewards(ctx, 'token'),
  ApplyTaxExemption: taxExemption,
  // the other card payment provider's variants
  'apply-gift-card': applyGiftCard,
  'remove-gift-card': removeGiftCard,
  'apply-reward-certificate': applyCertificate,
  'apply-cart-reward-certificate': applyCartCertificate,
  'remove-certificates': removeCertificates,
  'remove-reward-certificate': removeCertificate,
  'lookup-rewards-card': (ctx) => rewards(ctx),
} satisfies Resolvers;
