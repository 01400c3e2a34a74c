/** [ref: cart#calls] cart service: every answer carries the cart fields the cart page reads. */
import { getProduct } from '../catalogue/products';
import { num, str } from '../read-input';
import type { CallContext, Resolvers } from '../serve-call';
import { cartAnswer, cartErrorType, CART_ERROR } from '../state/cart-model';
import { DEMO_PROMOS } from '../catalogue/account';
import { addLine, findLine, MAX_QTY, MIN_QTY } from './cart-lines';

/** US ZIP or Canadian postal code ([ref: decisions#departures] accepts X and Y). */
export const ZIP_PATTERN = /^(\d{5}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

function fail(ctx: CallContext, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return cartAnswer(ctx.session, { isSuccess: false, error: true, message, cartErrorMessage: message, ...extra });
}

type Action = (ctx: CallContext) => Record<string, unknown>;

/** A line-level action: finds the line or answers the failure. */
function onLine(list: 'cart' | 'savedForLater', act: (ctx: CallContext, index: number) => void): Action {
  return (ctx) => {
    const line = findLine(ctx.session[list], ctx.input);
    if (!line) return fail(ctx, 'That item is no longer in your cart.');
    act(ctx, ctx.session[list].indexOf(line));
    return cartAnswer(ctx.session);
  };
}

export const cartResolvers = {
  getCartJsx: (ctx) => cartAnswer(ctx.session),
  checkout: ({ session }) => {
    const errorType = cartErrorType(session);
    if (errorType !== CART_ERROR.none) {
      return cartAnswer(session, {
        isSuccess: false,
        errorType,
        message: errorType === CART_ERROR.emptyBasket ? 'Your cart is empty.' : '',
      });
    }
    const oversizedItems = session.cart
      .filter((l) => l.shipMethod !== 1)
      .map((l) => getProduct(l.sku))
      .filter((p) => p && p.boxes.some((b) => b.width > 60))
      .map((p) => ({ title: p?.name ?? '', boxes: p?.boxes ?? [] }));
    return cartAnswer(session, {
      redirectUrl: '/checkout/shipping',
      isGuest: session.user === null,
      isLoggedIn: session.user !== null,
      isInternational: false,
      oversizedItems,
    });
  },
  removeItem: onLine('cart', ({ session }, i) => session.cart.splice(i, 1)),
  saveForLater: onLine('cart', ({ session }, i) => {
    const [line] = session.cart.splice(i, 1);
    if (line) session.savedForLater.unshift(line);
  }),
  updateItem: (ctx) => {
    const line = findLine(ctx.session.cart, ctx.input);
    if (!line) return fail(ctx, 'That item is no longer in your cart.');
    const qty = num(ctx.input, NaN, 'quantity', 'Quantity', 'qty');
    if (!Number.isInteger(qty) || qty < MIN_QTY || qty > MAX_QTY)
      return fail(ctx, 'Please enter a quantity from 1 to 99.');
    line.qty = qty;
    return cartAnswer(ctx.session);
  },
  updateShipMethod: onLine('cart', ({ session, input }, i) => {
    const line = session.cart[i];
    if (!line) return;
    // [ref: cart#rules]: 1 means ship, any other value pickup
    line.shipMethod = num(input, 1, 'shipMethod', 'ShipMethod');
    line.isPickupSelected = line.shipMethod !== 1;
    if (line.isPickupSelected) session.storeId = num(input, session.storeId ?? 101, 'storeId', 'locationId');
  }),
  removeInstallationService: onLine('cart', ({ session }, i) => {
    const line = session.cart[i];
    if (line) {
      line.isInstallationServiceRequired = false;
      line.installationServiceType = 0;
    }
  }),
  removeItemFromSaveForLater: onLine('savedForLater', ({ session }, i) => session.savedForLater.splice(i, 1)),
  moveToCart: onLine('savedForLater', ({ session }, i) => {
    const [line] = session.savedForLater.splice(i, 1);
    if (line) addLine(session, { ...line });
  }),
  donationAddToCart: (ctx) => {
    const { session, input } = ctx;
    const sku = str(input, 'sku', 'Sku') || '800005';
    if (getProduct(sku)?.category !== 'donation') return fail(ctx, 'Donation could not be added.');
    addLine(session, {
      sku,
      qty: num(input, 1, 'quantity', 'Quantity'),
      optionChoiceParameter: '',
      location: 'Donation',
      isPickupSelected: false,
      shipMethod: 1,
      giftRegistryId: null,
      personalizationText: '',
      personalizationId: '',
      isPersonalized: false,
      isInstallationServiceRequired: false,
      installationServiceType: 0,
      recipientId: 'recipient-1',
    });
    return cartAnswer(session);
  },
  applyZipCode: (ctx) => {
    const zip = str(ctx.input, 'zipCode', 'ZipCode', 'zip').toUpperCase();
    // [ref: cart#errors]
    if (!ZIP_PATTERN.test(zip)) return fail(ctx, 'Zip code could not be updated');
    ctx.session.zip = zip;
    return cartAnswer(ctx.session);
  },
  applyPromoCode: (ctx) => {
    const code = str(ctx.input, 'promoCode', 'PromoCode', 'code').toUpperCase();
    if (!(code in DEMO_PROMOS)) {
      return cartAnswer(ctx.session, {
        isSuccess: false,
        promoErrorMessage: `The promotion code ${code || '(blank)'} is not valid. Please check the code and try again.`,
      });
    }
    ctx.session.promo = code;
    return cartAnswer(ctx.session);
  },
  removePromoCode: (ctx) => {
    ctx.session.promo = null;
    return cartAnswer(ctx.session);
  },
  getEdd: ({ session, input }) => {
    const locationId = num(input, session.storeId ?? 101, 'locationId');
    const zipCode = str(input, 'zipCode') || session.zip || '';
    return {
      IsReset: false,
      locationId,
      zipCode,
      lineItems: session.cart.map((l) => {
        const p = getProduct(l.sku);
        const pickup = p?.isParcelShipping ? 'Pick up in 2-4 days' : 'Not available for pickup';
        return {
          id: l.id,
          sku: l.sku,
          pickupEddMessage: pickup,
          deliveryEddMessage: p?.isSpecialOrder ? 'Arrives in 8-10 weeks' : 'Arrives in 3-5 business days',
          edd: { message: pickup },
        };
      }),
    };
  },
} satisfies Resolvers;
