/** The cart as the server answers it [ref: cart#data], computed from a session. */
import { DEMO_CERTIFICATES, DEMO_PROMOS } from '../catalogue/account';
import { describeSelections, parseSelections, productImageFor, unitPrice } from '../catalogue/pricing';
import { getProduct } from '../catalogue/products';
import { formatCents } from '../catalogue/seed';
import { regionOfPostalCode, siteCents, taxRate } from '../catalogue/site-prices';
import { DEMO_DELIVERY_DATA, DEMO_IN_HOME_DELIVERY } from '../config';
import type { CartLine, SessionState } from './session';

/** Cart validation error types [ref: cart#data]. */
export const CART_ERROR = {
  none: 0,
  invalidBasket: 1,
  browseCustomApiException: 2,
  nlaItems: 3,
  installationServiceUnavailable: 4,
  personalizationServiceUnavailable: 5,
  inHousePersonalizationNlaItems: 6,
  allNlaItems: 7,
  emptyBasket: 8,
  pfasItems: 9,
} as const;

/** States a PFAS item cannot ship to (cart validation type 9). */
export const PFAS_STATES = ['CA', 'CO', 'ME', 'MN', 'VT'];
/** Demo: the states the installers do not reach; a line needing installation shipped there is type 4. */
export const NO_INSTALLATION_STATES = ['AK', 'HI'];
const REMOTE_STATES = ['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP'];

/** A cart line as the cart page reads it. */
export function lineView(line: CartLine): Record<string, unknown> {
  const product = getProduct(line.sku);
  // a donation is not delivered: no Ship / Pick Up choice, no stock or delivery message
  const delivered = product?.needsDelivery !== false;
  const price = unitPrice(line.sku, line.optionChoiceParameter) ?? 0;
  const options = product ? describeSelections(product, line.sku, parseSelections(line.optionChoiceParameter)) : [];
  return {
    id: line.id,
    sku: line.sku,
    qty: line.qty,
    name: product?.name ?? `Item ${line.sku}`,
    imagePath: product ? productImageFor(product, parseSelections(line.optionChoiceParameter)) : '',
    url: product?.url ?? '',
    optionChoiceParameter: line.optionChoiceParameter,
    selectedOptions: options.map((o) => ({ optionCode: o.optionCode, title: o.title, text: o.text })),
    currentPrice: price,
    regularPrice: price,
    formattedPrice: formatCents(price),
    totalPrice: price * line.qty,
    formattedTotalPrice: formatCents(price * line.qty),
    shipMethod: line.shipMethod,
    isPickupSelected: line.shipMethod !== 1,
    isShipOptionVisible: delivered,
    isStorePickupOptionVisible: delivered && Boolean(product?.isParcelShipping),
    isParcelShipping: delivered && Boolean(product?.isParcelShipping),
    availabilityMessage: delivered ? (product?.availabilityMessage ?? '') : '',
    edd: {
      message: !delivered
        ? ''
        : product?.isParcelShipping === false
          ? 'In-home delivery, estimated in 8-10 weeks'
          : product?.isSpecialOrder
            ? 'Estimated delivery in 8-10 weeks'
            : 'Arrives in 3-5 business days',
    },
    isNla: Boolean(product?.isNla),
    isPersonalized: line.isPersonalized,
    personalizationText: line.personalizationText,
    isInstallationServiceRequired: line.isInstallationServiceRequired,
    installationServiceType: line.installationServiceType,
    giftRegistryId: line.giftRegistryId,
    location: line.location,
    isSaveForLaterEnabled: delivered,
    priceQuantityTotals: { quantity: line.qty, isQuantityDisabled: product?.category === 'giftcard' },
  };
}

/** Unavailable item [ref: cart#data]. */
export function unavailableView(line: CartLine): Record<string, unknown> {
  const product = getProduct(line.sku);
  return {
    sku: line.sku,
    title: product?.name ?? line.sku,
    imagePath: product?.imagePath ?? '',
    currentPrice: unitPrice(line.sku, line.optionChoiceParameter) ?? 0,
    quantity: line.qty,
    availabilityMessage: product?.availabilityMessage ?? 'No longer available',
    edd: { message: '' },
    isCustomNla: Boolean(product?.isSpecialOrder),
  };
}

/** In-home delivery of furniture (what is not shipped as a parcel), in cents of the site's currency. */
export const furnitureDelivery = () => siteCents(DEMO_IN_HOME_DELIVERY);
/** Parcel shipping by service level [ref: cart#data], in US cents: Standard is free from the threshold. */
const PARCEL_LEVELS: Record<number, number> = { 1: DEMO_DELIVERY_DATA.deliveryCharge, 2: 1995, 3: 3495 };

/**
 * What parcels cost at service level `level` (1 Standard, 2 Premium, 3 Express), in cents, for
 * `merchandise` cents of delivered goods: the figure the summary adds and the level's option shows.
 */
export function parcelCharge(level: number, merchandise: number): number {
  const standard = level !== 2 && level !== 3;
  if (standard && merchandise >= siteCents(DEMO_DELIVERY_DATA.freeShippingThreshold)) return 0;
  return siteCents(PARCEL_LEVELS[standard ? 1 : level]!);
}

/**
 * Where the order goes, for its tax: the ship-to state or province, else the one the cart's ZIP or
 * postal code names ('' while neither is known).
 */
function taxRegion(state: SessionState): string {
  const address = state.checkout.shippingAddress;
  const region = typeof address?.['state'] === 'string' ? address['state'] : '';
  if (region) return region;
  const postal = typeof address?.['postalCode'] === 'string' ? address['postalCode'] : state.zip;
  return regionOfPostalCode(postal ?? '');
}

/** What the delivered goods of the cart cost, in cents (what parcel shipping is free from). */
export function deliveredMerchandise(state: SessionState): number {
  return state.cart
    .filter((l) => !getProduct(l.sku)?.isNla && getProduct(l.sku)?.needsDelivery !== false)
    .reduce((sum, l) => sum + (unitPrice(l.sku, l.optionChoiceParameter) ?? 0) * l.qty, 0);
}

/** Order summary in cents and formatted [ref: cart#data]. */
export function orderSummary(state: SessionState): Record<string, unknown> {
  const lines = state.cart.filter((l) => !getProduct(l.sku)?.isNla);
  const subtotal = lines.reduce((sum, l) => sum + (unitPrice(l.sku, l.optionChoiceParameter) ?? 0) * l.qty, 0);
  const percent = state.promo ? (DEMO_PROMOS[state.promo] ?? 0) : 0;
  const discount = Math.round((subtotal * percent) / 100);
  // shipping counts only what is delivered: a donation on its own ships nothing and costs nothing
  const shipped = lines.filter((l) => getProduct(l.sku)?.needsDelivery !== false && l.shipMethod === 1);
  const merchandise = deliveredMerchandise(state);
  const furniture = shipped.some((l) => getProduct(l.sku)?.isParcelShipping === false);
  const parcel = shipped.some((l) => getProduct(l.sku)?.isParcelShipping);
  const state2 = (state.checkout.shippingAddress?.['state'] as string | undefined) ?? '';
  const shipping =
    (furniture ? furnitureDelivery() : 0) +
    (parcel ? parcelCharge(state.checkout.serviceLevel, merchandise) : 0) +
    (shipped.length > 0 && REMOTE_STATES.includes(state2) ? 1000 : 0);
  const credits =
    state.checkout.giftCards.reduce((s, g) => s + g.amount, 0) +
    state.checkout.tenderCodes.reduce((s, t) => s + t.amount, 0) +
    state.checkout.certificates.reduce((s, c) => s + c.amount, 0);
  const taxable = Math.max(0, subtotal - discount + shipping);
  // [ref: cart#data] taxZipCode: tax by where the order goes, at that state's or province's rate
  const tax =
    state.checkout.taxExempt || !(state.zip || state.checkout.shippingAddress)
      ? 0
      : Math.round((taxable * taxRate(taxRegion(state))) / 100);
  const total = Math.max(0, taxable + tax - credits);
  const rewardsTotal = state.user?.rewardsTotal ?? 0;
  return {
    itemCount: lines.reduce((n, l) => n + l.qty, 0),
    subtotal,
    formattedSubtotal: formatCents(subtotal),
    discount,
    formattedDiscount: formatCents(-discount),
    shipping,
    formattedShipping: shipping === 0 ? 'FREE' : formatCents(shipping),
    tax,
    formattedTax: state.zip || state.checkout.shippingAddress ? formatCents(tax) : 'Calculated at checkout',
    credits,
    formattedCredits: formatCents(-credits),
    total,
    formattedTotal: formatCents(total),
    rewardsTotal,
    rewardsExceedOrderTotalMessage:
      rewardsTotal > total && total > 0
        ? 'Your rewards exceed your order total. The remaining balance will stay on your account.'
        : '',
    certificates: state.checkout.certificates.map((c) => ({
      certificateNumber: c.number,
      amount: c.amount,
      formattedAmount: formatCents(c.amount),
    })),
    availableCertificates: state.user ? Object.keys(DEMO_CERTIFICATES) : [],
  };
}

/** The cart validation error type of a session's cart [ref: cart#data]. */
export function cartErrorType(state: SessionState): number {
  if (state.cart.length === 0) return CART_ERROR.emptyBasket;
  const nla = state.cart.filter((l) => getProduct(l.sku)?.isNla);
  if (nla.length === state.cart.length) return CART_ERROR.allNlaItems;
  if (nla.some((l) => l.isPersonalized)) return CART_ERROR.inHousePersonalizationNlaItems;
  if (nla.length > 0) return CART_ERROR.nlaItems;
  const shipState = (state.checkout.shippingAddress?.['state'] as string | undefined) ?? '';
  if (PFAS_STATES.includes(shipState) && state.cart.some((l) => getProduct(l.sku)?.isPfas)) return CART_ERROR.pfasItems;
  if (NO_INSTALLATION_STATES.includes(shipState) && state.cart.some((l) => l.isInstallationServiceRequired))
    return CART_ERROR.installationServiceUnavailable;
  return CART_ERROR.none;
}

/** The whole cart [ref: cart#data]: what `cartData` carries. */
export function cartData(state: SessionState, site: 'US' | 'CA' = 'US'): Record<string, unknown> {
  const available = state.cart.filter((l) => !getProduct(l.sku)?.isNla);
  const unavailable = state.cart.filter((l) => getProduct(l.sku)?.isNla);
  const summary = orderSummary(state);
  return {
    lineItems: available.map(lineView),
    savedForLater: state.savedForLater.map(lineView),
    unavailableItems: unavailable.map(unavailableView),
    cartSummary: { discountCode: state.promo ?? '', taxZipCode: state.zip ?? '', itemCount: summary['itemCount'] },
    orderSummary: summary,
    configuration: {
      isSaveForLaterEnabled: true,
      isStorePickupEnabled: true,
      isPromoCodeEnabled: true,
      isZipCodeEnabled: true,
      isDonationEnabled: true,
      donationSku: '800005',
    },
    messages: {
      emptyCart: 'Your cart is empty.',
      freeShipping: `Free standard shipping on orders of ${formatCents(siteCents(DEMO_DELIVERY_DATA.freeShippingThreshold))} or more; furniture comes by in-home delivery at ${formatCents(furnitureDelivery())} an order.`,
    },
    isGuest: state.user === null,
    isLoggedIn: state.user !== null,
    // the demo has no international carts; the CA site is domestic there
    isInternational: false,
    site,
    itemCount: summary['itemCount'],
  };
}

/** The standard cart-service answer ([ref: cart#calls] fields). */
export function cartAnswer(state: SessionState, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    isSuccess: true,
    error: false,
    message: '',
    cartData: cartData(state),
    promoErrorMessage: '',
    cartErrorMessage: '',
    errorType: CART_ERROR.none,
    popupUrl: '',
    oversizedItems: [],
    ...extra,
  };
}
