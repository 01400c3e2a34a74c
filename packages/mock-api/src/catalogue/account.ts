/** The signed-in demo account: addresses, saved cards (last four only), registries, favorites boards. */

/**
 * The demo account's credentials, documented in the README. The domain is '.test' (reserved,
 * RFC 2606) because [ref: checkout#validation] only accepts a 2 to 4 letter top-level domain, so '.example' would
 * fail the storefront's own email rule.
 */
export const DEMO_ACCOUNT = {
  email: 'demo@hearth.test',
  password: 'hearth-demo',
} as const;

/** An account that is always locked out, to show the lockout message. */
export const LOCKED_ACCOUNT_EMAIL = 'locked@hearth.test';

/** Wrong passwords allowed before the demo account locks (until resetMockState). */
export const MAX_FAILED_SIGN_INS = 5;

/** Address [ref: checkout#data]. */
export interface Address {
  addressId: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  address3: string;
  country: string;
  city: string;
  state: string;
  postalCode: string;
  dayPhone: string;
  emailAddress: string;
}

/** Saved card [ref: checkout#data]: card numbers are never kept, only the last four. */
export interface SavedCard {
  id: string;
  cardInfo: {
    id: string;
    type: string;
    expMonth: string;
    expYear: string;
    lastFour: string;
    number: string;
    verifyCreditCard: boolean;
  };
  isExpired: boolean;
}

export const DEMO_USER = {
  emailAddress: DEMO_ACCOUNT.email,
  firstName: 'Jordan',
  lastName: 'Avery',
  profileGuid: '7d0c1c59-6a53-4f3e-9d55-0c6a3f7f2b10',
  rewardsAccountNumber: '6001 2345 6789',
  rewardsTotal: 2500,
};

export const DEMO_ADDRESSES: Address[] = [
  {
    addressId: 'addr-1',
    firstName: 'Jordan',
    lastName: 'Avery',
    address1: '1250 Techny Rd',
    address2: '',
    address3: '',
    country: 'USA',
    city: 'Northbrook',
    state: 'IL',
    postalCode: '60062',
    dayPhone: '8475550142',
    emailAddress: DEMO_ACCOUNT.email,
  },
  {
    addressId: 'addr-2',
    firstName: 'Sam',
    lastName: 'Avery',
    address1: '88 Harbor View Dr',
    address2: 'Apt 4B',
    address3: '',
    country: 'USA',
    city: 'Honolulu',
    state: 'HI',
    postalCode: '96815',
    dayPhone: '8085550199',
    emailAddress: 'sam@hearth.test',
  },
  {
    addressId: 'addr-3',
    firstName: 'Jordan',
    lastName: 'Avery',
    address1: '400 Queen St W',
    address2: '',
    address3: '',
    country: 'CAN',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5V 2A8',
    dayPhone: '4165550123',
    emailAddress: DEMO_ACCOUNT.email,
  },
];

function card(
  id: string,
  type: string,
  lastFour: string,
  expMonth: string,
  expYear: string,
  isExpired = false,
): SavedCard {
  return {
    id,
    cardInfo: { id, type, expMonth, expYear, lastFour, number: `************${lastFour}`, verifyCreditCard: false },
    isExpired,
  };
}

export const DEMO_CARDS: SavedCard[] = [
  card('card-1', 'Visa', '1111', '08', '2029'),
  card('card-2', 'MasterCard', '4444', '11', '2028'),
  card('card-3', 'AmericanExpress', '0005', '03', '2030'),
  card('card-4', 'PLCCSynchrony', '7788', '00', '0000'),
  card('card-5', 'Discover', '1117', '01', '2023', true),
];

/** Gift registries of the demo account. */
export const DEMO_REGISTRIES = [
  { id: 90001, registryType: 'br', name: 'Jordan & Sam’s Wedding', eventDate: '2026-09-12' },
  { id: 90002, registryType: 'hw', name: 'Our New Home', eventDate: '2026-05-01' },
];

/** Favorites boards of the demo account; guests start with one default board. */
export const DEMO_BOARDS = [
  { Id: 1, BoardName: 'Living Room Ideas' },
  { Id: 2, BoardName: 'Cabin' },
];

/** Demo gift cards: number → { pin, balance in cents }. */
export const DEMO_GIFT_CARDS: Record<string, { pin: string; balance: number }> = {
  '6006491234567890': { pin: '1234', balance: 10000 },
  '6006490000000000': { pin: '0000', balance: 0 },
};

/** Demo promo codes: code → percent off. */
export const DEMO_PROMOS: Record<string, number> = { WELCOME10: 10, SOFA20: 20, EXPIRES: 5 };
/** A promo the cart accepts but PlaceOrder refuses (InvalidPromoCode). */
export const EXPIRING_PROMO = 'EXPIRES';

/** Demo reward certificates: number → cents. */
export const DEMO_CERTIFICATES: Record<string, number> = { RC1000: 1000, RC2500: 2500 };

/**
 * The store credit card's types ([ref: checkout#data]: the private-label Synchrony card 'C&B/CB2 CC' and the
 * store-credit-card type): card one of these brings the offer ([ref: checkout#rules] 'Please select an offer').
 */
export const STORE_CARD_TYPES: readonly string[] = ['PLCCSynchrony', 'StoreCreditCard'];
/** Financing (offer option 2) is offered on orders of this much or more (cents); below it SavePlccOfferSelection refuses it. */
export const FINANCING_MINIMUM = 59900;
/**
 * The demo store's own names for its cards (hearth-config `cardNames`, by card type): the
 * reference's display names ('C&B/CB2 CC') are another retailer's brands.
 */
export function demoCardNames(siteName: string): Record<string, string> {
  return {
    PLCCSynchrony: `${siteName} Card`,
    StoreCreditCard: `${siteName} Card`,
    CoBrandMasterCard: `${siteName} Mastercard`,
  };
}

/** How a card type is named to a shopper (the confirmation's tenders), the store's cards by `cardNames`. */
export function demoCardName(type: string, siteName = 'Hearth Home'): string {
  const networks: Record<string, string> = { MasterCard: 'Mastercard', AmericanExpress: 'American Express' };
  return demoCardNames(siteName)[type] ?? networks[type] ?? type;
}

/** The financing terms the offer shows. */
export const FINANCING_TERMS =
  'No interest if paid in full within 12 months on purchases of $599 or more made with your store card. Interest is charged from the purchase date if the balance is not paid in full within 12 months. Minimum monthly payments required.';
/** SavePlccOfferSelection's refusal of financing below FINANCING_MINIMUM (the offer's error view). */
export const FINANCING_REFUSED =
  'Special financing is available on orders of $599.00 or more. Please choose another offer.';

/** What the signed-in checkout data gives GetAccountRewards (`tnsSession`) and GetAccountRewardsByToken (`token`). */
export const DEMO_REWARDS_LOOKUP = { tnsSession: 'demo-tns-session', token: 'demo-rewards-token' } as const;
/** The card token of the demo account's rewards (GetAccountRewards answers it; ApplyCartRewardCertificate sends it back). */
export const DEMO_REWARDS_CARD_TOKEN = 'demo-rewards-card-token';

/** Demo tender codes: number → cents. */
export const DEMO_TENDER_CODES: Record<string, number> = { TC5000: 5000 };

/** Card numbers with a scripted outcome: last four → result. */
export const CARD_OUTCOMES: Record<string, 'AuthorizationFailure' | 'reissued' | 'sessionError'> = {
  '0002': 'AuthorizationFailure',
  '0036': 'reissued',
  // [ref: checkout#data] hasSessionError: the card is kept, not applied, flagged
  '0119': 'sessionError',
};

/**
 * Card numbers to type in the demo (the sign-in page's hint and the README): each passes the
 * storefront's card checks (type, length, Luhn); the last two end in a scripted outcome.
 */
export const DEMO_TEST_CARDS: ReadonlyArray<{ number: string; type: string; result: string }> = [
  { number: '4111111111111111', type: 'Visa', result: 'approved' },
  { number: '5555555555554444', type: 'Mastercard', result: 'approved' },
  { number: '4000000000000002', type: 'Visa', result: "declined at Place Order ('Payment Error')" },
  { number: '4000000000000036', type: 'Visa', result: "'Card has been reissued. Please use new card.'" },
  {
    number: '4000000000000119',
    type: 'Visa',
    result: 'its payment session has expired: the payment step asks for the card again',
  },
];

/**
 * A phone number to type in the demo's forms (checkout, free swatches): a valid North American
 * number ([ref: swatch-order#validation] refuses a 555 exchange, so the usual fictional numbers fail).
 */
export const DEMO_PHONE = '847 272 0142';

/** Known ZIP codes → city/state, for address validation and suggestions. */
export const ZIP_TABLE: Record<string, { City: string; State: string }> = {
  '60062': { City: 'Northbrook', State: 'IL' },
  '60601': { City: 'Chicago', State: 'IL' },
  '10001': { City: 'New York', State: 'NY' },
  '94107': { City: 'San Francisco', State: 'CA' },
  '98101': { City: 'Seattle', State: 'WA' },
  '96815': { City: 'Honolulu', State: 'HI' },
  '99501': { City: 'Anchorage', State: 'AK' },
  'M5V 2A8': { City: 'Toronto', State: 'ON' },
  'H2Y 1C6': { City: 'Montreal', State: 'QC' },
  'X1A 2P7': { City: 'Yellowknife', State: 'NT' },
};
