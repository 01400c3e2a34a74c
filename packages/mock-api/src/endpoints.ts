/**
 * Paths of every call. DEMO_ENDPOINTS holds the calls whose path the spec does not show
 * (the demo backend chose them; they go into `#hearth-config` `endpoints`); SPEC_ENDPOINTS
 * the calls whose path the spec shows, under the name the mock uses for them.
 */

/** Paths the demo backend serves for calls whose path the spec does not show, by call name. */
export const DEMO_ENDPOINTS = {
  // [ref: mock-api#calls] add-to-cart family
  addItem: '/api/demo/cart/add-item',
  monogramConfirmation: '/api/demo/cart/monogram-confirmation',
  customConfirmation: '/api/demo/cart/custom-confirmation',
  recentSwatches: '/api/demo/swatches/recent',
  customerImages: '/api/demo/customer-images',
  // [ref: mock-api#calls] cart service
  checkout: '/api/demo/cart/checkout',
  getCartJsx: '/api/demo/cart',
  removeItem: '/api/demo/cart/remove-item',
  saveForLater: '/api/demo/cart/save-for-later',
  updateItem: '/api/demo/cart/update-item',
  updateShipMethod: '/api/demo/cart/update-ship-method',
  removeInstallationService: '/api/demo/cart/remove-installation-service',
  removeItemFromSaveForLater: '/api/demo/cart/remove-saved-item',
  moveToCart: '/api/demo/cart/move-to-cart',
  donationAddToCart: '/api/demo/cart/donation',
  applyZipCode: '/api/demo/cart/zip-code',
  applyPromoCode: '/api/demo/cart/promo-code',
  removePromoCode: '/api/demo/cart/remove-promo-code',
  getEdd: '/api/demo/cart/edd',
  // [ref: mock-api#calls]
  signInConfig: '/api/demo/account/sign-in-config',
  identityProvider: '/api/demo/idp/authn',
  forgotPassword: '/api/demo/idp/recovery/password',
  zipValidation: '/api/demo/zip-validation',
  // [ref: mock-api#calls]
  addToRegistry: '/api/demo/registry/add',
  registryList: '/api/demo/registry/list',
  recommendations: '/api/demo/recommendations',
  quickShip: '/api/demo/quick-ship',
  quickShipAvailability: '/api/demo/quick-ship-availability',
  orderSwatchData: '/api/demo/swatches/order-data',
  swatchNlaCheck: '/api/demo/swatches/nla-check',
  hashedPhone: '/api/demo/hashed-phone',
  specialOrderBrowseData: '/api/demo/special-order/browse-data',
  sortFilterSelection: '/api/demo/special-order/sort-filter-selection',
  sortFilterChoiceGroups: '/api/demo/special-order/sort-filter-choice-groups',
  favoritesSkus: '/api/demo/favorites/skus',
  favoritesPopupData: '/api/demo/favorites/popup-data',
  favoritesAddItem: '/api/demo/favorites/add-item',
  favoritesCreateBoard: '/api/demo/favorites/create-board',
  recentlyViewedUpdate: '/api/demo/recently-viewed/update',
  recentlyViewed: '/api/demo/recently-viewed',
  videoUrl: '/api/demo/video-url',
  visualizerProductInfo: '/api/demo/visualizer/product-info',
  galleryImages: '/api/demo/gallery-images',
} as const;

/** A call name of DEMO_ENDPOINTS. */
export type DemoCallName = keyof typeof DEMO_ENDPOINTS;

const RC = '/ReactCheckout/';
const PP = '/api/checkout/payment-provider/';
const AP = '/checkout/alternativepayments/';

const reactCheckout = [
  'ValidateAddress',
  'ValidateAndSaveAddress',
  'ValidateCart',
  'RemoveNlaItems',
  'RemovePfasItems',
  'RemovePersonalizedItems',
  'RemoveAllNlaItems',
  'RemoveInHousePersonalizedNlaItems',
  'RemoveInstallationService',
  'SaveShippingAddress',
  'SaveMultiShippingAddress',
  'SaveMultiShipping',
  'SaveRecipientSelection',
  'SaveBillingAddress',
  'RefreshCheckout',
  'MoveToShippingAndGiftOptions',
  'MoveToPaymentPage',
  'MoveToReviewPage',
  'ApplyPromoCode',
  'VerifyPromoCode',
  'RemovePromoCode',
  'ApplyGiftCardTender',
  'RemoveGiftCardTender',
  'ApplyTenderCode',
  'RemoveTenderCode',
  'ApplyRewardCertificate',
  'ApplyCartRewardCertificate',
  'RemoveCertificates',
  'RemoveRewardCertificate',
  'UpdateGiftReceipt',
  'UpdateBaggingOption',
  'UpdateBopsToShipping',
  'SavePayment',
  'SetTYMPreferences',
  'PlaceOrder',
  'PlaceApplePayOrder',
  'PlaceApplePayOrderFromPayment',
  'SavePlccOfferSelection',
  'UpdateRecipientId',
  'SplitItem',
  'VerifyCreditCard',
  'SaveShippingAndGiftOptions',
  'GetAccountRewards',
  'GetAccountRewardsByToken',
  'UpdateGiftMessage',
  'UpdateGiftOption',
  'ApplyTaxExemption',
] as const;

const paymentProvider = [
  'apply-gift-card',
  'remove-gift-card',
  'apply-reward-certificate',
  'apply-cart-reward-certificate',
  'remove-certificates',
  'remove-reward-certificate',
  'lookup-rewards-card',
  'save-credit-card-to-basket',
] as const;

const alternativePayments = [
  'savepaypalpayment',
  'logpaypalerror',
  'launchmasterpass',
  'setPayPalPayload',
  'applyVenmoPayment',
  'savevisapayment',
  'logvisaerror',
  'applyApplePayPayment',
  'removeApplePayPayment',
] as const;

/**
 * Paths the spec shows, by the name the mock uses for them: its own labels, not `endpoints` keys
 * (those are the calls' names, listed in each package's endpoint-names.ts).
 */
export const SPEC_ENDPOINTS: Record<string, string> = {
  getSkuData: '/sku-pricing/get-sku-data',
  GetRequestVerificationToken: '/account/reset-password/GetRequestVerificationToken',
  'okta-reset-password-request': '/account/reset-password/okta-reset-password-request',
  accountAuth: '/account/auth',
  checkoutLog: '/Checkout/Log',
  ...Object.fromEntries(reactCheckout.map((n) => [n, `${RC}${n}`])),
  ...Object.fromEntries(paymentProvider.map((n) => [n, `${PP}${n}`])),
  ...Object.fromEntries(alternativePayments.map((n) => [n, `${AP}${n}`])),
  GetAvailabilityData: '/browse/storeavailability/GetAvailabilityData',
  resetbasketselectedstore: '/browse/storeavailability/resetbasketselectedstore',
  StoreLocationDetail: '/browse/popup/StoreLocationDetail/0/',
  StoreLocationDetailList: '/browse/popup/StoreLocationDetailList',
  quickViewDetails: '/quickView/details',
  GetFabricInfo: '/browse/fabricinfopopup/GetFabricInfo',
  filteredChoiceGroups: '/api/special-order/filtered-choice-groups',
  'get-filtered-results': '/free-swatches/get-filtered-results',
  'get-nla-fabrics': '/free-swatches/get-nla-fabrics',
  'get-recent-fabrics': '/free-swatches/get-recent-fabrics',
  'get-card-data': '/free-swatches/get-card-data',
  orderfreeswatchessubmit: '/browse/specialorder/orderfreeswatchessubmit',
  GetEmailHashed: '/browse/specialorder/GetEmailHashed',
  popup: '/browse/popup',
  MainPi: '/browse/widget/MainPi',
};

/** Path of the fault control endpoint (GET lists, POST sets, DELETE clears). */
export const FAULTS_ENDPOINT = '/__mock/faults';
