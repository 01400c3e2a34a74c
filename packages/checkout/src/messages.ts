/**
 * Every string the checkout shows: section `checkout` of the wording a page or an app can change
 * (`messages` in `#hearth-config` or `setConfig`). Strings the spec gives are quoted from it, to the letter, with
 * their section (the Refresh popup keeps the spec's 'placinging'). Where the spec names something
 * without its words ("not shown"), the server's text wins when it sends one and the wording here is
 * the default; the README lists these choices.
 */
import { defineMessages } from '@hearth/core';
import { CHECKOUT_STEP_NAMES } from './step-names';

export const CHECKOUT_MESSAGES = defineMessages('checkout', {
  // [ref: checkout#strings] steps and buttons
  stepsLabel: 'Checkout steps',
  /** The steps' names, a list in the steps' order (cart … confirmation): read with {@link stepName}. */
  stepNames: Object.values(CHECKOUT_STEP_NAMES),
  next: 'Next',
  nextPayment: 'Next: Payment',
  nextReview: 'Next: Review & Place Order',
  placeOrder: 'Place Order',
  back: 'Back',
  // [ref: checkout#strings] refresh popup, to the letter
  refreshTitle: "We're Sorry.",
  refreshText: 'Something went wrong. Please refresh your page to proceed with placinging your order.',
  refreshButton: 'Refresh Page',
  // [ref: checkout#strings] network error popup (text not shown)
  networkTitle: 'Network Error',
  networkText: 'We are having trouble connecting right now. Please return to your cart and try again.',
  returnToCart: 'Return to Cart',
  // [ref: checkout#rules] empty basket (errorType 8; text from the server when it sends one)
  emptyBasketTitle: 'Your Cart Is Empty',
  emptyBasketText: 'Your cart is empty.',
  // loading and the order summary
  loading: 'Loading checkout…',
  loadError: 'We could not load your checkout.',
  tryAgain: 'Try Again',
  orderSummary: 'Order Summary',
  items: 'Items',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  credits: 'Credits',
  total: 'Total',
  quantity: 'Qty',
  // shipping address ([ref: checkout#strings] step 1)
  shippingAddress: 'Shipping Address',
  savedAddresses: 'Choose a shipping address',
  newAddress: 'Add a new address',
  firstName: 'First Name',
  lastName: 'Last Name',
  address1: 'Address 1',
  address2: 'Address 2 (optional)',
  city: 'City',
  country: 'Country',
  state: 'State',
  province: 'Province',
  phone: 'Phone',
  email: 'Email Address',
  selectPlaceholder: 'Please Select',
  // server message sets (missingPostalCode, postalCodeValidationError) [ref: checkout#strings]; defaults when the server sends none
  missingZip: 'Please enter a ZIP Code.',
  missingPostal: 'Please enter a Postal Code.',
  invalidZip: '{0} is not a valid ZIP Code.',
  invalidPostal: '{0} is not a valid Postal Code.',
  addressNotSaved: 'Please check your address.',
  // address suggestions (ValidateAddress / ValidateAndSaveAddress)
  suggestionsTitle: 'Verify Your Address',
  suggestionsText: 'We could not verify the address you entered. Did you mean:',
  useSuggestion: 'Use This Address',
  editAddress: 'Edit Address',
  // multiple recipients
  shipToMultiple: 'Ship items to more than one address',
  shipTo: 'Ship to',
  shipToNewAddress: 'Ship to a new address',
  newRecipientTitle: 'Add a Shipping Address',
  saveAddress: 'Save Address',
  split: 'Ship one to another address',
  recipient: 'Recipient',
  // shipping and gift options ([ref: checkout#strings] step 2)
  delivery: 'Delivery',
  pickup: 'Store Pickup',
  deliveryMethod: 'Delivery method',
  shipIt: 'Ship It',
  pickItUp: 'Pick Up in Store',
  shipmentTo: 'Shipping to {0}',
  pickupAt: 'Pick up at {0}',
  shippingMethod: 'Shipping Method',
  shippingInfo: 'Shipping Charges and Delivery Information',
  holidayDate: 'Holiday delivery',
  holidayNone: 'No holiday hold',
  holidayHint: 'Choosing a holiday date ships your order by Standard Delivery.',
  shipComplete: 'When should we ship?',
  shipAsAvailable: 'Ship items as they become available',
  shipTogether: 'Ship all items together',
  tripBooking: 'In-Home Delivery',
  contactMe: 'Contact me to schedule my delivery',
  drivingDirections: 'Driving directions (optional)',
  remoteFee: 'Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee.',
  noonCutoff: 'Express and 2-day orders must be placed by noon CT.',
  giftOptions: 'Gift Options',
  isGift: 'This order is a gift',
  giftMessage: 'Gift message (optional)',
  saveGiftMessage: 'Save Gift Message',
  giftMessageSaved: 'Gift message saved.',
  giftReceipt: 'Include a gift receipt',
  bagging: 'Bag my items',
  pickupContact: 'Who will pick up?',
  textUpdates: 'Text me updates about my order',
  oversizeTitle: 'Oversize item information',
  oversizeLink: 'Oversize item information',
  oversizeText:
    'This item ships in large boxes. Please make sure it fits in your vehicle before you choose store pickup.',
  changeStore: 'Change Store',
  // [ref: checkout#calls] StoreLocationDetail / StoreLocationDetailList (popups the spec names by call only)
  storeDetails: 'Store Details',
  storeLocations: 'All Store Locations',
  storeDetailLoading: 'Loading store details…',
  storeDetailFailed: 'Store details are not available right now. Please try again later.',
  storeHours: 'Store hours',
  storePhone: 'Phone: {0}',
  storeMap: 'Map and directions for {0}',
  chooseStore: 'Choose a Store',
  storeZip: 'Find stores near',
  onlyAvailable: 'Only show stores with the item available',
  findStores: 'Find Stores',
  pickHere: 'Pick Up Here',
  noStores: 'No stores found near {0}.',
  storesFailed: 'Store availability is unavailable right now. Please try again.',
  // availability ([ref: checkout#data] statuses)
  noLongerAvailable: 'No longer available',
  noCarrier: 'Delivery is not available to this address.',
  availabilityError: 'Availability could not be checked.',
  // Shipping Charges and Delivery Information [ref: checkout#strings]
  shippingChargesTab: 'Shipping Charges',
  deliveryDetailsTab: 'Delivery Details',
  internationalTab: 'Domestic and International',
  sectionStandard: 'Standard Delivery',
  sectionLocalInHome: 'Local In-Home Delivery',
  sectionLongDistance: 'Long-Distance In-Home Delivery',
  sectionFreight: 'Basic Freight Delivery',
  sectionGiftCards: 'Gift Cards',
  standardCharges: 'Standard delivery is charged by order total.',
  standardChargesCanada: 'Standard delivery within Canada is charged by order total, in Canadian dollars.',
  freeShippingOver: 'Free standard delivery on orders of {0} or more.',
  deliveryCharge: 'Delivery charge: {0}.',
  localInHomeCharges:
    'Local in-home delivery is a flat charge per order: our team brings your furniture into the room of your choice and removes the packaging.',
  longDistanceCharges:
    'Long-distance in-home delivery is charged by the order total and the distance from our nearest distribution center.',
  freightCharges:
    'Basic freight delivery brings your items to your door or the ground floor; no assembly or packaging removal.',
  giftCardsCharges: 'Gift cards ship free by standard mail.',
  deliveryDays: 'Arrives in {0}.',
  standardDetails: 'Parcel items ship by ground carrier and arrive at your door.',
  standardDetailsCanada: 'Parcel items ship within Canada by ground carrier and arrive at your door.',
  localInHomeDetails: 'We will call you to schedule a two-hour delivery window.',
  longDistanceDetails: 'Our delivery partner will call you to schedule a delivery date.',
  freightDetails: 'The carrier will call you to schedule a delivery date.',
  giftCardsDetails: 'Gift cards arrive in a gift envelope.',
  domesticText: 'We deliver to every U.S. state and to the U.S. territories.',
  internationalText: 'For delivery outside the United States, please contact customer service.',
  helpPhone: 'Questions? Call {0}, Mon–Sun 8 am–9 pm CT.',
  // payment and billing [ref: checkout#strings, #rules], to the letter where the spec gives the words
  cardInUse: 'Card already in use.',
  selectTwoCards: 'Please select two cards.',
  cardExpired: 'Expired',
  cardNotAllowed: 'Only the store credit card can be used for this order.',
  savedCardsTitle: 'Apply New/Saved Card',
  applyNewCard: 'Apply new card',
  updatePayment: 'Update Payment',
  twoCardsTitle: 'Select Two Cards',
  twoCardsText: 'Choose two cards to split your payment. You can save up to 5 cards to your account.',
  addNewCard: 'Add new card',
  addNewCardTitle: 'Add New Card',
  paymentErrorTitle: 'Payment Error',
  paymentErrorText: 'Your payment could not be authorized. Please update your payment and try again.',
  promoRemoved: 'Promotion Code has been removed',
  giftCardUnavailable: 'Gift card service is not available right now.',
  offerTitle: 'Please select an offer',
  offerContinue: 'Continue',
  offerRewards: 'Earn rewards on this purchase',
  offerFinancing: 'Special financing',
  offerCancel: 'Cancel',
  offerAccept: 'Accept',
  offerDecline: 'Decline',
  offerBack: 'Back to payment page',
  certificatesTitle: 'Are you sure?',
  securityCodeHelp: 'What is this?',
  securityCode: 'Security Code',
  verifyCard: 'Verify Card',
  verifyCardText: 'Please enter the security code of your {0} ending in {1}.',
  verifyFailed: 'We could not verify this card.',
  billingAddress: 'Billing Address',
  billingSameAsShipping: 'Same as my shipping address',
  saveBillingAddress: 'Save Billing Address',
  paymentMethod: 'Payment Method',
  payByCard: 'Credit or Debit Card',
  payByPayPal: 'PayPal or Venmo',
  payByApplePay: 'Apple Pay',
  payWithPayPal: 'Pay with PayPal',
  payWithVenmo: 'Pay with Venmo',
  payWithApplePay: 'Pay with Apple Pay',
  applePayPlaces: 'Your order is placed as soon as Apple Pay confirms your payment.',
  payWithTwoCards: 'Pay with two cards',
  appliedCard: '{0} ending in {1}',
  appliedAmount: 'Amount: {0}',
  noCardYet: 'No card applied yet.',
  altPayApplied: 'Paying with {0}.',
  altPayLoading: 'Loading payment options…',
  promoCode: 'Promo code',
  giftCardNumber: 'Gift card number',
  giftCardPin: 'PIN',
  tenderCode: 'Tender code',
  rewardCertificate: 'Reward certificate',
  apply: 'Apply',
  remove: 'Remove',
  removeCertificates: 'Remove all certificates',
  certificatesText: 'All reward certificates will be removed from this order.',
  taxExempt: 'This order is tax exempt',
  discountsAndCredits: 'Promo Codes, Gift Cards and Rewards',
  reviewPayment: 'Payment',
  reviewShipTo: 'Shipping to',
  edit: 'Edit',
  altPayFailed: 'We could not complete that payment. Please try again or choose another way to pay.',
  // applied tenders (the spec shows no wording): each with its Remove, named for what it removes
  appliedTitle: 'Applied to your order',
  promoApplied: 'Promo code {0}',
  giftCardApplied: 'Gift card ending in {0}',
  tenderCodeApplied: 'Tender code {0}',
  certificateApplied: 'Reward certificate {0}',
  removePromo: 'Remove promo code {0}',
  removeGiftCard: 'Remove gift card ending {0}',
  removeTenderCode: 'Remove tender code {0}',
  removeCertificate: 'Remove reward certificate {0}',
  tenderFailed: 'That could not be applied. Please check it and try again.',
  // account rewards ([ref: checkout#data] rewardsTotal, rewardExceedOrderTotalMessage), signed in
  accountRewardsTitle: 'Your Rewards',
  rewardsAvailable: 'Rewards available: {0}',
  accountCertificates: 'Your reward certificates',
  certificateAmount: '{0}: {1}',
  applyCertificate: 'Apply reward certificate {0}',
  certificateIsApplied: 'Applied',
  // the store-credit-card offer on the step
  offerChoose: 'Choose an offer',
  offerChange: 'Change offer',
  offerNone: 'Your store credit card has offers to choose from.',
  offerSelected: 'Offer: {0}',
  offerFailed: 'Your offer could not be saved. Please try again.',
  // [ref: checkout#data] card error flags: the server's message set (keyed by the flag's name) wins; [ref: checkout#strings] says
  // these messages are server-supplied and shows none of them, so these are only the defaults
  cardErrorSession: 'Your payment session has expired. Please enter your card again.',
  cardErrorRewardsRestriction:
    'Rewards on this order can only be paid with a store credit card. Please use another card.',
  cardErrorZeroAmount: 'Nothing is left to pay with this card. Please remove it or update your payment.',
  cardErrorStoreCardNotApplied: 'Your store credit card could not be applied. Please try again or use another card.',
});

declare module '@hearth/core' {
  interface MessageCatalog {
    checkout: typeof CHECKOUT_MESSAGES;
  }
}

const STEP_ORDER = Object.keys(CHECKOUT_STEP_NAMES);

/** A step's name as the page words it (`stepNames`, by the step's place in the order), else the default. */
export const stepName = (name: keyof typeof CHECKOUT_STEP_NAMES): string =>
  CHECKOUT_MESSAGES.stepNames[STEP_ORDER.indexOf(name)] ?? CHECKOUT_STEP_NAMES[name];

/** A message with its `{0}`, `{1}` placeholders filled (core's formatMessage). */
export { formatMessage as formatText } from '@hearth/core';

/** The name of each message. */
export type CheckoutMessageKey = keyof typeof CHECKOUT_MESSAGES;
