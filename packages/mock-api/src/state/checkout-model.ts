/** The checkout state as the server answers it [ref: checkout#data], computed from a session. */
import {
  DEMO_ADDRESSES,
  DEMO_CARDS,
  DEMO_REWARDS_LOOKUP,
  demoCardName,
  FINANCING_MINIMUM,
  FINANCING_TERMS,
  STORE_CARD_TYPES,
  ZIP_TABLE,
  type Address,
} from '../catalogue/account';
import { getProduct } from '../catalogue/products';
import { formatCents } from '../catalogue/seed';
import { issueToken } from '../anti-forgery';
import { DEMO_STORES } from '../handlers/store-availability';
import {
  cartErrorType,
  deliveredMerchandise,
  furnitureDelivery,
  lineView,
  orderSummary,
  parcelCharge,
} from './cart-model';
import type { PlacedOrder, SessionState } from './session';

/** Availability status [ref: checkout#data]. */
export const AVAILABILITY = {
  notFound: 0,
  available: 1,
  futureAvailability: 2,
  noLongerAvailable: 3,
  notEligible: 4,
  noCarrier: 5,
  error: 6,
  notRequested: 7,
} as const;
/** Service levels [ref: checkout#data]. */
export const SERVICE_LEVEL = { standard: 1, premium: 2, express: 3, localInHome: 6, longDistanceInHome: 7 } as const;

/** Saved addresses of the session's user (none for a guest). */
export function savedAddresses(state: SessionState): Address[] {
  return state.user ? DEMO_ADDRESSES : [];
}

/** Address validation result: field errors and city/state/ZIP suggestions. */
export function validateAddress(address: Record<string, unknown>): {
  isValid: boolean;
  validationErrors: Record<string, string>;
  suggestions: Array<{ City: string; State: string; ZipCode: string }>;
} {
  const errors: Record<string, string> = {};
  const get = (k: string) => (typeof address[k] === 'string' ? (address[k] as string).trim() : '');
  const labels: Record<string, string> = {
    firstName: 'First Name',
    lastName: 'Last Name',
    address1: 'Address 1',
    city: 'City',
    state: 'State',
    postalCode: 'ZIP Code',
  };
  for (const [field, label] of Object.entries(labels))
    if (!get(field)) errors[field] = `The ${label} field is required.`;
  const zip = get('postalCode').toUpperCase();
  if (zip && !/^(\d{5}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/.test(zip))
    errors['postalCode'] = `The ZIP Code field is invalid: ${zip} is not a ZIP Code.`;
  const known = ZIP_TABLE[zip] ?? ZIP_TABLE[zip.replace(/^([A-Z]\d[A-Z])(\d[A-Z]\d)$/, '$1 $2')];
  const suggestions: Array<{ City: string; State: string; ZipCode: string }> = [];
  if (
    Object.keys(errors).length === 0 &&
    known &&
    (known.City.toLowerCase() !== get('city').toLowerCase() || known.State !== get('state').toUpperCase())
  ) {
    suggestions.push({ City: known.City, State: known.State, ZipCode: zip });
  }
  return {
    isValid: Object.keys(errors).length === 0 && suggestions.length === 0,
    validationErrors: errors,
    suggestions,
  };
}

function itemView(state: SessionState, line: SessionState['cart'][number]): Record<string, unknown> {
  const p = getProduct(line.sku);
  const view = lineView(line);
  // a donation or a protection plan is not delivered: no estimate, no ship or pickup choice
  const delivered = p?.needsDelivery !== false;
  const edd = !delivered
    ? ''
    : p?.isParcelShipping === false
      ? 'Arrives in 8-10 weeks by in-home delivery'
      : p?.isSpecialOrder
        ? 'Arrives in 8-10 weeks'
        : 'Arrives in 3-5 business days';
  return {
    ...view,
    isRemoved: false,
    isParcelShipping: Boolean(p?.isParcelShipping),
    edd,
    priceQuantityTotals: { quantity: line.qty, isQuantityDisabled: p?.category === 'giftcard' },
    shippingDeliveryOptions: {
      isShipOptionVisible: delivered,
      isStorePickupOptionVisible: delivered && Boolean(p?.isParcelShipping),
      selectedShipOption: line.shipMethod === 1 ? 1 : 2,
      shippingOption: { edd, promoLinks: [] },
      bopsOption: {
        edd: 'Pick up in 2-4 days',
        pickupQuantityMessage: line.qty > 4 ? 'Only 4 available for pickup' : '',
      },
      vendorDropShipUrl: '',
    },
    itemInfo: { vendorDropShipMessage: '', isDescriptionDisabled: false },
    isSaveForLaterEnabled: true,
    availability: {
      pickupStatus: p?.isParcelShipping ? AVAILABILITY.available : AVAILABILITY.notEligible,
      deliveryStatus: p?.isNla ? AVAILABILITY.noLongerAvailable : AVAILABILITY.available,
      isVendorDropShip: false,
      isAvailableOnline: !p?.isNla,
      messages: { deliveryEddMessage: edd, pickupEddMessage: 'Pick up in 2-4 days', pickupQuantityMessage: '' },
    },
    calculatedShipMethod: p?.category === 'giftcard' ? 9 : p?.isParcelShipping ? 1 : 6,
    // shipping boxes of large items: the checkout offers 'Oversize item information'
    boxes: p?.boxes.some((b) => b.width > 60) ? p.boxes : [],
  };
}

/** The store a pickup shipment is picked up at. */
function pickupStore(storeId: number | null): Record<string, unknown> | null {
  const store = DEMO_STORES.find((s) => s.storeId === (storeId ?? 101));
  return store ? { storeId: store.storeId, name: store.name, address: store.address } : null;
}

function holidays(): Array<{ shippingDate: string; shippingRange: string }> {
  return [
    { shippingDate: '2026-12-15', shippingRange: 'Dec 15 - Dec 18' },
    { shippingDate: '2026-12-19', shippingRange: 'Dec 19 - Dec 22' },
  ];
}

/** An amount applied to the order, as the payment card records carry it: dollars and two-decimal text. */
const applied = (cents: number) => ({ appliedAmount: cents / 100, appliedAmountString: (cents / 100).toFixed(2) });

/** A card number masked to its last four: no answer carries a card number. */
export const maskNumber = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

/**
 * The store-credit-card offer [ref: checkout#rules], while the store card is card one: the offer chosen (null
 * until SavePlccOfferSelection), financing terms on orders of FINANCING_MINIMUM or more.
 */
function plccOfferData(state: SessionState): Record<string, unknown> | null {
  const one = state.checkout.cards[0];
  if (!one || !STORE_CARD_TYPES.includes(String(one['type']))) return null;
  const total = orderSummary(state)['total'] as number;
  return {
    selectedOption: state.checkout.plccOption,
    financingTerms: total >= FINANCING_MINIMUM ? FINANCING_TERMS : null,
    errorMessage: '',
  };
}

/** What is applied to the order besides cards (shapes the spec does not show; the README lists them). */
function appliedTenders(state: SessionState): Record<string, unknown> {
  const c = state.checkout;
  return {
    promoCodeData: { promoCode: state.promo },
    giftCardsData: {
      applied: c.giftCards.map((g) => ({
        cardNumber: maskNumber(g.cardNumber),
        lastFour: g.cardNumber.slice(-4),
        ...applied(g.amount),
      })),
    },
    tenderCodesData: {
      errorMessage: '',
      applied: c.tenderCodes.map((t) => ({ tenderCodeNumber: t.number, ...applied(t.amount) })),
    },
    rewardsData: {
      errorMessage: '',
      successMessage: c.certificates.length > 0 ? 'Your reward certificate has been applied.' : '',
      appliedCertificates: c.certificates.map((r) => ({ certificateNumber: r.number, ...applied(r.amount) })),
    },
  };
}

/**
 * A shipment's service levels and holiday dates, priced as the order summary prices them.
 * Furniture (what is not shipped as a parcel) travels in a shipment of its own by local in-home
 * delivery [ref: checkout#data] service level 6, one charge per order that the free-shipping
 * threshold never waives, and the level says so where the shopper chooses it; parcels go at the
 * level chosen (Standard free from the threshold); made-to-order pieces (8-10 weeks) offer no
 * holiday date.
 */
function deliveryOptions(state: SessionState, lines: SessionState['cart'], site: 'US' | 'CA'): Record<string, unknown> {
  const merchandise = deliveredMerchandise(state);
  const furniture = lines.some(isFurniture);
  const madeToOrder = lines.some((l) => getProduct(l.sku)?.isSpecialOrder);
  const level = (serviceLevel: number, name: string) => {
    const charge = parcelCharge(serviceLevel, merchandise);
    // as the summary words a free shipping line
    return { serviceLevel, name, formattedCharge: charge === 0 ? 'FREE' : formatCents(charge, site) };
  };
  return {
    holidayHold: { selectedShippingDate: '', selectedShippingRange: '', holidays: madeToOrder ? [] : holidays() },
    tripBooking: { isContactMeSelected: false, selectedTrip: null, drivingDirections: '' },
    availableServiceLevels: furniture
      ? [
          {
            serviceLevel: SERVICE_LEVEL.localInHome,
            name: 'Local In-Home Delivery',
            formattedCharge: formatCents(furnitureDelivery(), site),
            description: IN_HOME_NOTE,
          },
        ]
      : [level(1, 'Standard'), level(2, 'Premium'), level(3, 'Express')],
    selectedServiceLevel: furniture ? SERVICE_LEVEL.localInHome : state.checkout.serviceLevel,
  };
}

/** What the in-home level says beside its charge. */
export const IN_HOME_NOTE =
  'Furniture is brought into the room of your choice: one charge per order, not covered by free standard shipping.';

/** Furniture: delivered in-home, never shipped as a parcel. */
const isFurniture = (line: SessionState['cart'][number]) => getProduct(line.sku)?.isParcelShipping === false;

/**
 * The applied cards, each with what it pays now: the balance due after every other tender (two
 * cards share it, card one taking the odd cent). A gift card or certificate applied after the
 * card lowers the card's amount, as a store's server recomputes it.
 */
export function appliedCards(state: SessionState): Array<Record<string, unknown>> {
  const total = orderSummary(state)['total'] as number;
  const { cards } = state.checkout;
  const share = cards.length === 2 ? Math.floor(total / 2) : total;
  return cards.map((card, i) => {
    const cents = i === 0 ? total - share * (cards.length - 1) : share;
    // [ref: checkout#data] hasZeroAmountError: the other tenders pay it all, this card pays nothing
    return {
      ...card,
      ...applied(cents),
      ...(cents <= 0 && card['isApplied'] !== false && { hasZeroAmountError: true }),
    };
  });
}

/** Where the order ships unless a recipient has its own address: entered, chosen among the saved ones, or the first saved. */
function shipToAddress(state: SessionState): Record<string, unknown> | Address | null {
  const c = state.checkout;
  const addresses = savedAddresses(state);
  return c.shippingAddress ?? addresses.find((a) => a.addressId === c.shippingAddressId) ?? addresses[0] ?? null;
}

/** How an alternative payment is named on the confirmation. */
const ALT_PAY_NAMES: Record<string, string> = { paypal: 'PayPal', venmo: 'Venmo', applepay: 'Apple Pay' };

/**
 * The order as placed, for the confirmation page: its items, addresses, tenders and email,
 * taken before the cart and checkout are emptied.
 */
export function placedOrder(
  state: SessionState,
  orderNumber: string,
  method: string,
  site: 'US' | 'CA' = 'US',
): PlacedOrder {
  const first = state.cart[0]?.recipientId;
  // an Address is a plain record of strings: the confirmation reads it as one
  const shipTo = ((first !== undefined && state.checkout.recipientAddresses[first]) || shipToAddress(state)) as Record<
    string,
    unknown
  > | null;
  const money = (cents: number) => formatCents(cents, site);
  const c = state.checkout;
  const summary = orderSummary(state) as Record<'subtotal' | 'discount' | 'shipping' | 'tax' | 'total', number>;
  const payments = [
    ...c.giftCards.map((g) => ({ tender: `Gift card ending in ${g.cardNumber.slice(-4)}`, amount: g.amount })),
    ...c.tenderCodes.map((t) => ({ tender: `Tender code ${t.number}`, amount: t.amount })),
    ...c.certificates.map((r) => ({ tender: `Reward certificate ${r.number}`, amount: r.amount })),
    ...(method === 'card'
      ? appliedCards(state).map((card) => ({
          tender: `${demoCardName(String(card['type']))} ending in ${String(card['lastFour'])}`,
          amount: Math.round(Number(card['appliedAmount']) * 100),
        }))
      : [{ tender: ALT_PAY_NAMES[method] ?? method, amount: summary.total }]),
  ];
  return {
    orderNumber,
    total: summary.subtotal - summary.discount + summary.shipping + summary.tax,
    summary: { subtotal: summary.subtotal, discount: summary.discount, shipping: summary.shipping, tax: summary.tax },
    lines: state.cart
      .filter((line) => !getProduct(line.sku)?.isNla)
      .map((line) => {
        const view = lineView(line);
        const options = view['selectedOptions'] as Array<{ title: string; text: string }>;
        return {
          sku: line.sku,
          name: String(view['name']),
          qty: line.qty,
          imagePath: String(view['imagePath']),
          formattedTotalPrice: money(Number(view['totalPrice'])),
          options: options.map((o) => `${o.title}: ${o.text}`),
        };
      }),
    shipTo,
    billTo: c.billingAddress,
    payments,
    email: String(shipTo?.['emailAddress'] ?? state.user?.emailAddress ?? ''),
    guest: state.user === null,
  };
}

/** The whole checkout state [ref: checkout#data]. */
export function checkoutData(state: SessionState, site: 'US' | 'CA' = 'US'): Record<string, unknown> {
  const c = state.checkout;
  const cards = appliedCards(state);
  const addresses = savedAddresses(state);
  const shipTo = shipToAddress(state);
  const recipientIds = [...new Set(state.cart.map((l) => l.recipientId))];
  const recipients = recipientIds.map((rid) => {
    const lines = state.cart.filter((l) => l.recipientId === rid);
    const ship = lines.filter((l) => l.shipMethod === 1);
    const pickup = lines.filter((l) => l.shipMethod !== 1);
    // parcels first (the level the shopper picks), then furniture's in-home delivery, then pickup
    const shipments = [ship.filter((l) => !isFurniture(l)), ship.filter(isFurniture), pickup]
      .filter((g) => g.length > 0)
      .map((g, i) => ({
        id: `${rid}-shipment-${i + 1}`,
        isPickup: g[0]?.shipMethod !== 1,
        store: g[0]?.shipMethod !== 1 ? pickupStore(state.storeId) : null,
        items: g.map((l) => itemView(state, l)),
        ...deliveryOptions(state, g, site),
        isShipCompleteVisible: g.length > 1,
        isShipCompleteSelected: false,
      }));
    return {
      id: rid,
      address: c.recipientAddresses[rid] ?? shipTo,
      bopsOptions: {
        giftReceiptOption: c.giftReceipt[rid] ?? 0,
        baggingOption: c.bagging[rid] ?? 0,
        pickupContact: {
          recipientId: rid,
          firstName: shipTo?.['firstName'] ?? '',
          lastName: shipTo?.['lastName'] ?? '',
        },
      },
      giftOptions: {
        giftMessage: c.giftMessages[rid] ?? '',
        isGift: c.gifts[rid] === true,
        isGiftReceipt: Boolean(c.giftReceipt[rid]),
      },
      shipments,
    };
  });
  const user = state.user;
  return {
    currentStep: c.step,
    shippingOptions: {
      recipients,
      notificationOptions: { isTextEnabled: true },
      pickupNotificationOptions: { isTextEnabled: true },
    },
    accountInfo: { isLoggedIn: user !== null, emailAddress: user?.emailAddress ?? '', shippingAddresses: addresses },
    siteCultureInfo: {
      name: site === 'CA' ? 'en-CA' : 'en-US',
      isUsCulture: site === 'US',
      currencyPrefix: site === 'CA' ? 'CAD ' : '$',
    },
    paymentData: {
      ...appliedTenders(state),
      isAlternativePaymentsEnabled: true,
      isPayWithTwoCreditCardsEnabled: true,
      alternativePaymentsData: {
        selected: c.alternativePayment,
        isPayPalEnabled: true,
        isVenmoEnabled: true,
        isApplePayEnabled: true,
      },
      isPaymentNeeded: (orderSummary(state)['total'] as number) > 0,
      payPalData: { payPalSetupData: { environment: 'sandbox', clientToken: 'demo-paypal-token' } },
      creditCardData: {
        isOnlyCbccAllowed: false,
        accountCardsInfoLimit: 5,
        accountCardsInfo: user ? DEMO_CARDS : [],
        cardOneInfo: cards[0] ?? null,
        cardTwoInfo: cards[1] ?? null,
      },
      verifyErrors: { cardId: '' },
      plccOfferSelection: c.plccOption,
      plccOfferData: plccOfferData(state),
      rewardsLookup: user ? DEMO_REWARDS_LOOKUP : null,
      isTaxExemptionApplied: c.taxExempt,
    },
    billingAddress: c.billingAddress,
    orderSummary: orderSummary(state),
    requestVerificationToken: issueToken(state.id),
    cartValidation: { errorType: cartErrorType(state) },
    // [ref: checkout#validation]: the server's postal code messages ({0} is the value)
    messages:
      site === 'CA'
        ? {
            missingPostalCode: 'The Postal Code field is required.',
            postalCodeValidationError: 'The Postal Code field is invalid: {0} is not a postal code.',
          }
        : {
            missingPostalCode: 'The ZIP Code field is required.',
            postalCodeValidationError: 'The ZIP Code field is invalid: {0} is not a ZIP Code.',
          },
  };
}
