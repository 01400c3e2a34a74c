import type { Catalogue } from '@hearth/core';

/**
 * Every string the cart page shows: section `cart` of the wording a page or an app can change
 * (`messages` in `#hearth-config` or `setConfig`). Strings the spec gives are quoted from it, to
 * the letter, with their section. Where the spec names a message without its text ("not shown"),
 * the server's text wins when `cartData.messages` carries it (key in brackets), then the page's
 * wording, then the default here; README.md lists these choices. The cart validation popups'
 * strings are @hearth/commerce's (section `commerce`).
 */
export const CART_MESSAGES = {
  // [ref: cart#strings, #roles]: the checkout login flyout
  checkoutNowTitle: 'Checkout Now',
  returningCustomers: 'Returning Customers',
  newCustomers: 'New Customers',
  guestCheckout: 'Guest Checkout',
  /** [ref: cart#strings]: fallback sign-in link until the nested `sign-in` island mounts. */
  signInFallback: 'Sign In',
  newCustomersText: 'Check out as a guest. You can create an account after placing your order.',
  // [ref: cart#strings]
  zipFailure: 'Zip code could not be updated',
  // [ref: cart#strings] popup titles
  certificatesTitle: 'Are you sure?',
  certificatesText: 'Your reward certificates will be removed from this order.',
  certificatesConfirm: 'Remove Certificates',
  cancel: 'Cancel',
  oversizeTitle: 'Oversize item information',
  oversizeText: 'These items are oversized. Please make sure they fit in your vehicle before you choose store pickup.',
  /** Hearth wording: the oversize warning when none of the items can be picked up (they are delivered). */
  oversizeDeliveryText:
    'These items arrive in large boxes. Please make sure they fit through your doorways, halls and stairs.',
  oversizeContinue: 'Continue',
  // the cart error popup, "Network Error" and "We're Sorry." [ref: cart#strings]
  networkErrorTitle: 'Network Error',
  networkErrorText: 'We are having trouble connecting right now. Please return to your cart and try again.',
  genericErrorTitle: "We're Sorry.",
  genericErrorText: 'Something went wrong. Please return to your cart and try again.',
  // [ref: cart#strings] pickup estimate [pickupOutage]
  pickupOutage: 'Pickup estimates are temporarily unavailable. Please check again later.',
  // ZIP [missingPostalCode] [postalCodeValidationError] (not shown) [ref: cart#strings]
  missingZip: 'Please enter a ZIP Code.',
  missingPostal: 'Please enter a Postal Code.',
  invalidZip: 'Please enter a valid ZIP Code.',
  invalidPostal: 'Please enter a valid Postal Code.',
  // the page [emptyCart]
  cartTitle: 'Shopping Cart',
  emptyCart: 'Your cart is empty.',
  loading: 'Loading your cart…',
  savedForLater: 'Saved for Later',
  remove: 'Remove',
  saveForLater: 'Save for Later',
  moveToCart: 'Move to Cart',
  removeInstallation: 'Remove Installation Service',
  installationIncluded: 'Installation service included',
  deliveryMethod: 'Delivery method',
  ship: 'Ship',
  pickup: 'Pick Up in Store',
  quantity: 'Quantity',
  price: 'Price',
  apply: 'Apply',
  promoCode: 'Promo Code',
  promoApplied: 'Promo code applied:',
  removePromo: 'Remove',
  donationTitle: 'Make a Donation',
  addDonation: 'Add Donation',
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  credits: 'Credits',
  certificates: 'Reward Certificates',
  removeCertificates: 'Remove',
  total: 'Total',
  rewards: 'Rewards',
  checkout: 'Checkout',
  popupFallbackTitle: 'Please Note',
  /** A `popupUrl` popup while its content loads (Hearth's wording: the spec has none). */
  popupLoading: 'Loading…',
  /** A `popupUrl` popup whose content could not be read (Hearth's wording: the spec has none). */
  popupFailed: 'This information could not be loaded. Please try again later.',
  close: 'Close',
} as const satisfies Catalogue;

/** The name of each message. */
export type CartMessageKey = keyof typeof CART_MESSAGES;

declare module '@hearth/core' {
  interface MessageCatalog {
    cart: typeof CART_MESSAGES;
  }
}
