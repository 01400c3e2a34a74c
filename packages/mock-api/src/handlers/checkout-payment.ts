/** [ref: checkout#calls] payment: cards (both providers), verification, PayPal / Venmo / Visa / Apple Pay. */
import { CARD_OUTCOMES, DEMO_CARDS } from '../catalogue/account';
import { type CallContext, type Resolver, type Resolvers } from '../serve-call';
import { obj, str } from '../read-input';
import { appliedCards } from '../state/checkout-model';
import { no, ok } from './checkout-common';

/** Card type of a number ([ref: checkout#validation] prefixes), for cards sent in full. */
export function cardType(number: string): string {
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  if (/^(6011|6[45]|622|81[0-7])/.test(number)) return 'Discover';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^4/.test(number)) return 'Visa';
  return 'Unspecified';
}

/** Reads one card of a SavePayment payload; keeps the last four only, never the number. */
function readCard(
  ctx: CallContext,
  fresh: Record<string, unknown>,
  account: Record<string, unknown>,
  order: number,
): Record<string, unknown> | string | null {
  const id = str(account, 'id', 'cardId');
  if (id) {
    const saved = DEMO_CARDS.find((c) => c.id === id);
    if (!saved || !ctx.session.user) return 'That saved card could not be found.';
    if (saved.isExpired) return 'This card has expired. Please use another card.';
    return {
      id,
      type: saved.cardInfo.type,
      lastFour: saved.cardInfo.lastFour,
      expMonth: saved.cardInfo.expMonth,
      expYear: saved.cardInfo.expYear,
      order,
      saveToAccount: false,
    };
  }
  const number = str(fresh, 'number', 'cardNumber').replace(/\s/g, '');
  if (!number) return null;
  if (!/^\d{13,19}$/.test(number)) return 'The credit card number you entered is not valid.';
  const lastFour = number.slice(-4);
  if (CARD_OUTCOMES[lastFour] === 'reissued') return 'Card has been reissued. Please use new card.';
  return {
    id: `new-${order}`,
    type: str(fresh, 'type') || cardType(number),
    lastFour,
    expMonth: str(fresh, 'expMonth'),
    expYear: str(fresh, 'expYear'),
    order,
    saveToAccount: Boolean(fresh['saveToAccount']),
    ...(CARD_OUTCOMES[lastFour] === 'sessionError' && { hasSessionError: true, isApplied: false }),
  };
}

function savePayment(ctx: CallContext) {
  const one = readCard(ctx, obj(ctx.input, 'cardOneData'), obj(ctx.input, 'accountCardOneData'), 1);
  const two = readCard(ctx, obj(ctx.input, 'cardTwoData'), obj(ctx.input, 'accountCardTwoData'), 2);
  for (const c of [one, two]) if (typeof c === 'string') return no(ctx.session, c);
  const cards = [one, two].filter((c): c is Record<string, unknown> => c !== null && typeof c === 'object');
  if (cards.length === 0) return no(ctx.session, 'Please enter a valid credit card number.');
  // a new card one: its store-card offer is to be chosen again [ref: checkout#rules]
  if (ctx.session.checkout.cards[0]?.['id'] !== cards[0]?.['id']) ctx.session.checkout.plccOption = null;
  // what each card pays is worked out whenever it is read (appliedCards): the balance due then
  ctx.session.checkout.cards = cards.map((c, i) => {
    return {
      isApplied: true,
      ...c,
      isPrimary: i === 0,
      isValid: true,
      selectionIndex: i,
      basketPaymentId: `bp-${i + 1}`,
    };
  });
  ctx.session.checkout.alternativePayment = null;
  const [cardOneInfo = null, cardTwoInfo = null] = appliedCards(ctx.session);
  return ok(ctx.session, { cardOneInfo, cardTwoInfo });
}

/** Saves (or, with `null`, removes) an alternative payment; it replaces the cards. */
function altPay(pay: string | null): Resolver {
  return ({ session }) => {
    session.checkout.alternativePayment = pay;
    if (pay) session.checkout.cards = [];
    return ok(session, { alternativePayment: pay });
  };
}

/** A vendor error logged: the checkout as it is. */
const logged: Resolver = ({ session }) => ok(session);

export const checkoutPaymentResolvers = {
  SavePayment: savePayment,
  'save-credit-card-to-basket': savePayment,
  VerifyCreditCard: ({ session, input }) => {
    const data = obj(input, 'cardData');
    const cardId = str(data, 'id', 'cardId');
    const cvv = str(data, 'cvv', 'securityCode');
    const card = DEMO_CARDS.find((c) => c.id === cardId);
    const max = card?.cardInfo.type === 'AmericanExpress' ? 4 : 3;
    if (!/^\d+$/.test(cvv) || cvv.length !== max) {
      return no(session, 'The security code you entered is not valid.', {
        verifyErrors: { hasVerifyInputError: true, hasCvvError: true, cardId },
      });
    }
    if (/^0+$/.test(cvv))
      return no(session, 'We could not verify this card.', { verifyErrors: { hasVerifyFailedError: true, cardId } });
    return ok(session, { cardId, verifyErrors: null });
  },
  savepaypalpayment: altPay('paypal'),
  setPayPalPayload: altPay('paypal'),
  applyVenmoPayment: altPay('venmo'),
  savevisapayment: altPay('visa'),
  launchmasterpass: altPay('masterpass'),
  applyApplePayPayment: altPay('applepay'),
  removeApplePayPayment: altPay(null),
  logpaypalerror: logged,
  logvisaerror: logged,
} satisfies Resolvers;
