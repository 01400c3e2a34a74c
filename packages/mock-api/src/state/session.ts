/** Per-session state of the demo backend, keyed by the `hearth_session` cookie. */
import { DEMO_BOARDS, DEMO_USER } from '../catalogue/account';

/** Cookie that names the shopper's session; the example site issues it. */
export const SESSION_COOKIE = 'hearth_session';
/** Session used when a request carries no session cookie (Storybook, tests). */
export const DEFAULT_SESSION = 'default';

/** A cart or saved-for-later line. */
export interface CartLine {
  id: string;
  sku: string;
  qty: number;
  optionChoiceParameter: string;
  location: string;
  isPickupSelected: boolean;
  /** [ref: cart#rules]: 1 ship, anything else pickup. */
  shipMethod: number;
  giftRegistryId: number | null;
  personalizationText: string;
  personalizationId: string;
  isPersonalized: boolean;
  isInstallationServiceRequired: boolean;
  installationServiceType: number;
  recipientId: string;
}

/** The checkout choices a session has made. */
export interface CheckoutState {
  shippingAddressId: string | null;
  shippingAddress: Record<string, unknown> | null;
  /** Addresses of the recipients added for one item (SaveMultiShippingAddress), by recipient id. */
  recipientAddresses: Record<string, Record<string, unknown>>;
  billingAddress: Record<string, unknown> | null;
  serviceLevel: number;
  giftMessages: Record<string, string>;
  /** 'This order is a gift', by recipient id (UpdateGiftOption's giftOptions.isGift). */
  gifts: Record<string, boolean>;
  giftReceipt: Record<string, number>;
  bagging: Record<string, number>;
  giftCards: Array<{ cardNumber: string; amount: number }>;
  tenderCodes: Array<{ number: string; amount: number }>;
  certificates: Array<{ number: string; amount: number }>;
  cards: Array<Record<string, unknown>>;
  alternativePayment: string | null;
  /** The store-credit-card offer chosen (1 rewards, 2 financing); null until one is. */
  plccOption: number | null;
  taxExempt: boolean;
  tymOptIn: boolean;
  step: number;
}

/** Everything one shopper has done. */
export interface SessionState {
  id: string;
  cart: CartLine[];
  savedForLater: CartLine[];
  promo: string | null;
  zip: string | null;
  storeId: number | null;
  user: typeof DEMO_USER | null;
  failedSignIns: number;
  favorites: {
    boards: Array<{ Id: number; BoardName: string }>;
    items: Array<{ boardId: number; sku: string; optionChoiceParameter: string; quantity: number; recapId: number }>;
  };
  registryAdds: Array<{ sku: string; quantity: number; grId: number }>;
  swatchOrders: Array<{ orderId: string; swatches: number[]; address: Record<string, unknown> }>;
  recentlyViewed: Array<{ sku: string; familyId: string; optionChoiceParameter: string }>;
  resetRequests: string[];
  checkout: CheckoutState;
  orders: PlacedOrder[];
  nextId: number;
}

/** An order as placed: what the confirmation page shows (the cart and checkout are emptied). */
export interface PlacedOrder {
  orderNumber: string;
  /** The order's total in cents: subtotal less discounts, plus shipping and tax (what the tenders paid between them). */
  total: number;
  /** How the total is made, in cents. */
  summary: { subtotal: number; discount: number; shipping: number; tax: number };
  /** The items, as the cart showed them. */
  lines: Array<{
    sku: string;
    name: string;
    qty: number;
    imagePath: string;
    formattedTotalPrice: string;
    options: string[];
  }>;
  /** Where it ships (the first recipient's address), and the billing address when one was entered. */
  shipTo: Record<string, unknown> | null;
  billTo: Record<string, unknown> | null;
  /** How it was paid: each tender and what it paid, in cents ('Visa ending in 1111', 275646). */
  payments: Array<{ tender: string; amount: number }>;
  /** Where the confirmation goes. */
  email: string;
  /** Placed without signing in: the confirmation offers an account (the cart's promise) [ref: cart#roles]. */
  guest: boolean;
}

const sessions = new Map<string, SessionState>();

function freshCheckout(): CheckoutState {
  return {
    shippingAddressId: null,
    shippingAddress: null,
    recipientAddresses: {},
    billingAddress: null,
    serviceLevel: 1,
    giftMessages: {},
    gifts: {},
    giftReceipt: {},
    bagging: {},
    giftCards: [],
    tenderCodes: [],
    certificates: [],
    cards: [],
    alternativePayment: null,
    plccOption: null,
    taxExempt: false,
    tymOptIn: false,
    step: 0,
  };
}

function fresh(id: string): SessionState {
  return {
    id,
    cart: [],
    savedForLater: [],
    promo: null,
    zip: null,
    storeId: null,
    user: null,
    failedSignIns: 0,
    favorites: { boards: [], items: [] },
    registryAdds: [],
    swatchOrders: [],
    recentlyViewed: [],
    resetRequests: [],
    checkout: freshCheckout(),
    orders: [],
    nextId: 1,
  };
}

/** The state of a session, created empty on first use. */
export function getSession(id: string = DEFAULT_SESSION): SessionState {
  let state = sessions.get(id);
  if (!state) {
    state = fresh(id);
    sessions.set(id, state);
  }
  return state;
}

/** The session id named by a request's cookies (the default session when absent). */
export function sessionIdFrom(cookies: Record<string, string | undefined>): string {
  const id = cookies[SESSION_COOKIE];
  return id && /^[\w-]{1,128}$/.test(id) ? id : DEFAULT_SESSION;
}

/** Signs the session in as the demo account (also used by stories and tests). */
export function signIn(id: string = DEFAULT_SESSION): SessionState {
  const state = getSession(id);
  if (state.user) return state;
  state.user = DEMO_USER;
  const guestBoards = state.favorites.boards;
  const boards = DEMO_BOARDS.map((b) => ({ ...b }));
  for (const board of guestBoards) {
    const Id = Math.max(0, ...boards.map((b) => b.Id)) + 1;
    for (const item of state.favorites.items) if (item.boardId === board.Id) item.boardId = -Id;
    boards.push({ Id, BoardName: board.BoardName });
  }
  // negative while renumbering, so a guest board 1 is not mistaken for the account's board 1
  for (const item of state.favorites.items) item.boardId = Math.abs(item.boardId);
  state.favorites.boards = boards;
  return state;
}

/** Signs the session out. */
export function signOut(id: string = DEFAULT_SESSION): void {
  const state = getSession(id);
  state.user = null;
}

/** Resets the checkout choices (after an order). */
export function resetCheckout(state: SessionState): void {
  state.checkout = freshCheckout();
}

/** A new line or record id, unique within the session. */
export function nextId(state: SessionState, prefix: string): string {
  const id = `${prefix}${state.nextId}`;
  state.nextId += 1;
  return id;
}

/** Orders placed on this server so far, in every session: the count behind each order number. */
let ordersPlaced = 0;

/**
 * The next order number, unique on this demo server (two shoppers never get the same one, and a
 * reset of the sessions does not hand out a number again).
 */
export function nextOrderNumber(): string {
  ordersPlaced += 1;
  return `HX${String(100000 + ordersPlaced).padStart(8, '0')}`;
}

/** Forgets every session (call it in test `beforeEach`). Faults are cleared separately. */
export function resetSessions(): void {
  sessions.clear();
}
