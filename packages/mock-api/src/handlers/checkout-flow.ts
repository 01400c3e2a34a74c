/** [ref: checkout#calls] checkout flow: addresses, cart validation, removals, step moves, place order, log. */
import { CARD_OUTCOMES, DEMO_GIFT_CARDS, EXPIRING_PROMO } from '../catalogue/account';
import { getProduct } from '../catalogue/products';
import { type CallContext, type Resolver, type Resolvers } from '../serve-call';
import { obj, str } from '../read-input';
import { cartErrorType, CART_ERROR, PFAS_STATES, unavailableView } from '../state/cart-model';
import { checkoutData, placedOrder, savedAddresses, validateAddress } from '../state/checkout-model';
import { nextId, nextOrderNumber, resetCheckout, type SessionState } from '../state/session';
import { no, ok } from './checkout-common';

function validation(ctx: CallContext, save: boolean) {
  const address = obj(ctx.input, 'address');
  const result = validateAddress(address);
  if (save && result.isValid) {
    ctx.session.checkout.shippingAddress = {
      addressId: str(address, 'addressId') || nextId(ctx.session, 'addr-new-'),
      ...address,
    };
  }
  return ok(ctx.session, {
    isSuccess: result.isValid,
    isValid: result.isValid,
    address,
    validationErrors: result.validationErrors,
    AddressValidationResult: { Suggestions: result.suggestions },
    errorMessage: result.isValid ? '' : (Object.values(result.validationErrors)[0] ?? 'Please verify your address.'),
  });
}

/** Removes the cart lines that pass `test`; an empty cart goes back to the cart page. */
function removeWhere(test: (sku: string, state: SessionState, personalized: boolean) => boolean): Resolver {
  return ({ session }) => {
    session.cart = session.cart.filter((l) => !test(l.sku, session, l.isPersonalized));
    if (session.cart.length === 0) return ok(session, { redirectUrl: '/checkout/cart' });
    return ok(session, { checkoutData: checkoutData(session) });
  };
}

const isNla = (sku: string) => Boolean(getProduct(sku)?.isNla);

/** The lines a cart validation failure concerns (the popup lists them): PFAS lines for type 9, else the unavailable ones. */
function unavailableFor(session: SessionState, errorType: number): Record<string, unknown>[] {
  const pfas = errorType === CART_ERROR.pfasItems;
  if (errorType === CART_ERROR.installationServiceUnavailable)
    return session.cart.filter((l) => l.isInstallationServiceRequired).map(unavailableView);
  return session.cart.filter((l) => (pfas ? Boolean(getProduct(l.sku)?.isPfas) : isNla(l.sku))).map(unavailableView);
}

/** Moves to checkout step `step` when the cart allows it. */
function move(step: number, redirectUrl: string): Resolver {
  return ({ session, site }) => {
    const errorType = cartErrorType(session);
    if (errorType !== CART_ERROR.none)
      return no(session, '', {
        errorType,
        unavailableItems: unavailableFor(session, errorType),
        redirectUrl: errorType === CART_ERROR.emptyBasket ? '/checkout/cart' : '',
      });
    if (step >= 3 && !session.checkout.shippingAddress && !session.user)
      return no(session, 'Please enter a shipping address.', { redirectUrl: '/checkout/shipping' });
    session.checkout.step = step;
    return ok(session, { redirectUrl, checkoutData: checkoutData(session, site) });
  };
}

function placeOrder(ctx: CallContext, method: string) {
  const { session } = ctx;
  const errorType = cartErrorType(session);
  if (errorType !== CART_ERROR.none)
    return no(session, '', { errorType, redirectUrl: '/checkout/cart', giftCardErrors: [] });
  // [ref: checkout#rules] failure precedence, each scripted by demo data
  if (session.promo === EXPIRING_PROMO) {
    // a store's server takes the refused code off the basket as it says so: the summary, the
    // card's amount and the next Place Order go on without it
    session.promo = null;
    return no(session, 'InvalidPromoCode', { message: 'InvalidPromoCode', giftCardErrors: [] });
  }
  if (session.checkout.cards.some((c) => CARD_OUTCOMES[String(c['lastFour'])] === 'AuthorizationFailure')) {
    return no(session, 'AuthorizationFailure', {
      message: 'AuthorizationFailure',
      redirectUrl: '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
      giftCardErrors: [],
    });
  }
  const emptyCards = session.checkout.giftCards.filter((g) => (DEMO_GIFT_CARDS[g.cardNumber]?.balance ?? 0) === 0);
  if (emptyCards.length > 0) {
    return no(session, 'GiftCardError', {
      message: 'GiftCardError',
      giftCardErrors: emptyCards.map((g) => ({
        cardNumber: `************${g.cardNumber.slice(-4)}`,
        errorMessage: 'This gift card has a zero balance.',
      })),
    });
  }
  const state = String(session.checkout.shippingAddress?.['state'] ?? '');
  if (state === 'AK' && session.cart.some((l) => getProduct(l.sku)?.isParcelShipping === false && l.shipMethod === 1)) {
    return no(session, 'TripBookingFailed', {
      message: 'TripBookingFailed',
      redirectUrl: '/checkout/shippingandgiftoptions',
      giftCardErrors: [],
    });
  }
  const orderNumber = nextOrderNumber();
  session.orders.push(placedOrder(session, orderNumber, method, ctx.site));
  session.cart = [];
  session.promo = null;
  resetCheckout(session);
  return ok(session, {
    orderNumber,
    paymentMethod: method,
    redirectUrl: `/checkout/confirmation?orderNumber=${orderNumber}`,
    giftCardErrors: [],
  });
}

export const checkoutFlowResolvers = {
  checkoutLog: () => ({
    isSuccess: true,
  }),
  ValidateAddress: (ctx) => validation(ctx, false),
  ValidateAndSaveAddress: (ctx) => validation(ctx, true),
  SaveShippingAddress: (ctx) => validation(ctx, true),
  SaveBillingAddress: (ctx) => {
    const address = obj(ctx.input, 'address');
    const result = validateAddress(address);
    if (Object.keys(result.validationErrors).length > 0)
      return no(ctx.session, Object.values(result.validationErrors)[0] ?? '', {
        validationErrors: result.validationErrors,
      });
    ctx.session.checkout.billingAddress = address;
    return ok(ctx.session);
  },
  SaveMultiShippingAddress: ({ session, input }) => {
    const line = session.cart.find((l) => l.id === str(input, 'basketItemId'));
    if (!line) return no(session, 'That item is no longer in your cart.');
    const address = obj(input, 'address');
    const result = validateAddress(address);
    if (!result.isValid)
      return no(session, Object.values(result.validationErrors)[0] ?? 'Please verify your address.', {
        isValid: false,
        validationErrors: result.validationErrors,
        AddressValidationResult: { Suggestions: result.suggestions },
      });
    line.recipientId = nextId(session, 'recipient-');
    session.checkout.recipientAddresses[line.recipientId] = { addressId: nextId(session, 'addr-new-'), ...address };
    return ok(session, { recipientId: line.recipientId, checkoutData: checkoutData(session) });
  },
  SaveMultiShipping: ({ session, input }) => {
    session.checkout.shippingAddressId = str(input, 'addressId');
    // a saved address chosen: it is the shipping address (fees, PFAS states) from now on
    const saved = savedAddresses(session).find((a) => a.addressId === session.checkout.shippingAddressId);
    if (saved) session.checkout.shippingAddress = { ...saved };
    return ok(session, { checkoutData: checkoutData(session) });
  },
  SaveRecipientSelection: ({ session, input }) => {
    const line = session.cart.find((l) => l.id === str(input, 'basketItemId'));
    if (!line) return no(session, 'That item is no longer in your cart.');
    line.recipientId = str(input, 'recipientId') || line.recipientId;
    return ok(session, { checkoutData: checkoutData(session) });
  },
  ValidateCart: ({ session }) => {
    const errorType = cartErrorType(session);
    return ok(session, {
      isSuccess: errorType === CART_ERROR.none,
      errorType,
      errorMessage: errorType === CART_ERROR.emptyBasket ? 'Your cart is empty.' : '',
      unavailableItems: unavailableFor(session, errorType),
    });
  },
  RemoveNlaItems: removeWhere(isNla),
  RemoveAllNlaItems: removeWhere(isNla),
  RemoveInHousePersonalizedNlaItems: removeWhere((sku, _s, personalized) => isNla(sku) && personalized),
  RemovePersonalizedItems: removeWhere((_sku, _s, personalized) => personalized),
  RemovePfasItems: removeWhere(
    (sku, state) =>
      Boolean(getProduct(sku)?.isPfas) && PFAS_STATES.includes(String(state.checkout.shippingAddress?.['state'] ?? '')),
  ),
  RemoveInstallationService: ({ session }) => {
    for (const l of session.cart) l.isInstallationServiceRequired = false;
    return ok(session, { checkoutData: checkoutData(session) });
  },
  RefreshCheckout: ({ session, site }) => ok(session, { checkoutData: checkoutData(session, site) }),
  MoveToShippingAndGiftOptions: move(2, '/checkout/shippingandgiftoptions'),
  MoveToPaymentPage: move(3, '/checkout/paymentandbilling'),
  MoveToReviewPage: move(4, '/checkout/review'),
  PlaceOrder: (ctx) => placeOrder(ctx, 'card'),
  PlaceApplePayOrder: (ctx) =>
    str(ctx.input, 'nonce') ? placeOrder(ctx, 'applepay') : no(ctx.session, 'Apple Pay could not be completed.'),
  PlaceApplePayOrderFromPayment: (ctx) =>
    str(ctx.input, 'nonce') ? placeOrder(ctx, 'applepay') : no(ctx.session, 'Apple Pay could not be completed.'),
} satisfies Resolvers;
