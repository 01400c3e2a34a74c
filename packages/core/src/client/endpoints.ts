import { HearthCallError } from './call-error';

const RC = '/ReactCheckout';
const PROVIDER = '/api/checkout/payment-provider';
const ALT_PAY = '/checkout/alternativepayments';

/**
 * Paths of the calls whose path the spec shows, by call name. `hearth-config` `endpoints`
 * overrides any of them and supplies the rest (CONTRACT §3).
 *
 * Naming: the spec's action name in camelCase. Where the same camelCase name is already a
 * cart-service call of 000 §7 whose path is not shown (applyPromoCode, removePromoCode,
 * removeInstallationService), the /ReactCheckout/ action takes a `checkout` prefix, so the
 * cart's call still has to be configured rather than silently hitting checkout. The
 * /api/checkout/payment-provider/ variants take a `Provider` suffix.
 */
export const DEFAULT_ENDPOINTS = {
  // 000 §7: pricing and forgot password
  skuPricing: '/sku-pricing/get-sku-data',
  resetPasswordToken: '/account/reset-password/GetRequestVerificationToken',
  resetPasswordRequest: '/account/reset-password/okta-reset-password-request',
  // 000 §7, 001 §7: unavailable items and certificates
  removeNlaItems: `${RC}/RemoveNlaItems`,
  removeAllNlaItems: `${RC}/RemoveAllNlaItems`,
  removeInHousePersonalizedNlaItems: `${RC}/RemoveInHousePersonalizedNlaItems`,
  removePfasItems: `${RC}/RemovePfasItems`,
  removePersonalizedItems: `${RC}/RemovePersonalizedItems`,
  checkoutRemoveInstallationService: `${RC}/RemoveInstallationService`,
  removeCertificates: `${RC}/RemoveCertificates`,
  // 001 §7: checkout. The spec lists "/Checkout/Log" with its own leading slash; override if
  // the server mounts it under /ReactCheckout/.
  checkoutLog: '/Checkout/Log',
  validateAddress: `${RC}/ValidateAddress`,
  validateAndSaveAddress: `${RC}/ValidateAndSaveAddress`,
  validateCart: `${RC}/ValidateCart`,
  saveShippingAddress: `${RC}/SaveShippingAddress`,
  saveMultiShippingAddress: `${RC}/SaveMultiShippingAddress`,
  saveMultiShipping: `${RC}/SaveMultiShipping`,
  saveRecipientSelection: `${RC}/SaveRecipientSelection`,
  saveBillingAddress: `${RC}/SaveBillingAddress`,
  refreshCheckout: `${RC}/RefreshCheckout`,
  moveToShippingAndGiftOptions: `${RC}/MoveToShippingAndGiftOptions`,
  moveToPaymentPage: `${RC}/MoveToPaymentPage`,
  moveToReviewPage: `${RC}/MoveToReviewPage`,
  checkoutApplyPromoCode: `${RC}/ApplyPromoCode`,
  verifyPromoCode: `${RC}/VerifyPromoCode`,
  checkoutRemovePromoCode: `${RC}/RemovePromoCode`,
  applyGiftCardTender: `${RC}/ApplyGiftCardTender`,
  removeGiftCardTender: `${RC}/RemoveGiftCardTender`,
  applyTenderCode: `${RC}/ApplyTenderCode`,
  removeTenderCode: `${RC}/RemoveTenderCode`,
  applyRewardCertificate: `${RC}/ApplyRewardCertificate`,
  applyCartRewardCertificate: `${RC}/ApplyCartRewardCertificate`,
  removeRewardCertificate: `${RC}/RemoveRewardCertificate`,
  updateGiftReceipt: `${RC}/UpdateGiftReceipt`,
  updateBaggingOption: `${RC}/UpdateBaggingOption`,
  updateBopsToShipping: `${RC}/UpdateBopsToShipping`,
  savePayment: `${RC}/SavePayment`,
  setTymPreferences: `${RC}/SetTYMPreferences`,
  placeOrder: `${RC}/PlaceOrder`,
  placeApplePayOrder: `${RC}/PlaceApplePayOrder`,
  placeApplePayOrderFromPayment: `${RC}/PlaceApplePayOrderFromPayment`,
  savePlccOfferSelection: `${RC}/SavePlccOfferSelection`,
  updateRecipientId: `${RC}/UpdateRecipientId`,
  splitItem: `${RC}/SplitItem`,
  verifyCreditCard: `${RC}/VerifyCreditCard`,
  saveShippingAndGiftOptions: `${RC}/SaveShippingAndGiftOptions`,
  getAccountRewards: `${RC}/GetAccountRewards`,
  getAccountRewardsByToken: `${RC}/GetAccountRewardsByToken`,
  updateGiftMessage: `${RC}/UpdateGiftMessage`,
  updateGiftOption: `${RC}/UpdateGiftOption`,
  // 001 §7: POST with a body, or GET with ?taxExemption= (the trailing slash is not significant)
  applyTaxExemption: `${RC}/ApplyTaxExemption`,
  // 001 §7: payment-provider variants
  applyGiftCardProvider: `${PROVIDER}/apply-gift-card`,
  removeGiftCardProvider: `${PROVIDER}/remove-gift-card`,
  applyRewardCertificateProvider: `${PROVIDER}/apply-reward-certificate`,
  applyCartRewardCertificateProvider: `${PROVIDER}/apply-cart-reward-certificate`,
  removeCertificatesProvider: `${PROVIDER}/remove-certificates`,
  removeRewardCertificateProvider: `${PROVIDER}/remove-reward-certificate`,
  lookupRewardsCardProvider: `${PROVIDER}/lookup-rewards-card`,
  saveCreditCardToBasketProvider: `${PROVIDER}/save-credit-card-to-basket`,
  // 001 §7: alternative payments
  savePayPalPayment: `${ALT_PAY}/savepaypalpayment`,
  logPayPalError: `${ALT_PAY}/logpaypalerror`,
  launchMasterpass: `${ALT_PAY}/launchmasterpass`,
  setPayPalPayload: `${ALT_PAY}/setPayPalPayload`,
  applyVenmoPayment: `${ALT_PAY}/applyVenmoPayment`,
  saveVisaPayment: `${ALT_PAY}/savevisapayment`,
  logVisaError: `${ALT_PAY}/logvisaerror`,
  applyApplePayPayment: `${ALT_PAY}/applyApplePayPayment`,
  removeApplePayPayment: `${ALT_PAY}/removeApplePayPayment`,
  // 001 §7: store availability
  storeAvailability: '/browse/storeavailability/GetAvailabilityData',
  resetBasketSelectedStore: '/browse/storeavailability/resetbasketselectedstore',
  storeLocationDetail: '/browse/popup/StoreLocationDetail/0/',
  storeLocationDetailList: '/browse/popup/StoreLocationDetailList',
  // 002 §7: configurator, swatches, popups and widgets
  quickViewDetails: '/quickView/details',
  fabricInfo: '/browse/fabricinfopopup/GetFabricInfo',
  filteredChoiceGroups: '/api/special-order/filtered-choice-groups',
  freeSwatchesFilteredResults: '/free-swatches/get-filtered-results',
  freeSwatchesNlaFabrics: '/free-swatches/get-nla-fabrics',
  freeSwatchesRecentFabrics: '/free-swatches/get-recent-fabrics',
  freeSwatchesCardData: '/free-swatches/get-card-data',
  orderFreeSwatchesSubmit: '/browse/specialorder/orderfreeswatchessubmit',
  getEmailHashed: '/browse/specialorder/GetEmailHashed',
  popup: '/browse/popup',
  mainPi: '/browse/widget/MainPi',
} as const satisfies Record<string, string>;

/** A call name with a default path. */
export type DefaultCallName = keyof typeof DEFAULT_ENDPOINTS;

/**
 * Calls the spec marks "(retry)" (001 §7). For these `retry` defaults to true; the
 * `retry` feature flag must still be on.
 */
export const RETRY_CALLS: ReadonlySet<string> = new Set<DefaultCallName>([
  'validateCart',
  'saveShippingAddress',
  'moveToReviewPage',
  'checkoutApplyPromoCode',
  'updateGiftMessage',
]);

const isDirect = (call: string): boolean => call.startsWith('/') || /^https?:\/\//i.test(call);

/**
 * The path (or absolute URL) of a call: a `call` starting with `/` (or `http(s)://`) is used
 * as is; a name is looked up in `endpoints` (the config) and then in DEFAULT_ENDPOINTS.
 *
 * @throws HearthCallError of kind `config`, naming the call, when a name has no path
 */
export function resolveEndpoint(call: string, endpoints: Readonly<Record<string, string>>): string {
  if (isDirect(call)) return call;
  // Own properties only: 'constructor' or 'toString' must not resolve to Object.prototype.
  const configured = Object.hasOwn(endpoints, call) ? endpoints[call] : undefined;
  if (configured) return configured;
  if (Object.hasOwn(DEFAULT_ENDPOINTS, call)) return DEFAULT_ENDPOINTS[call as DefaultCallName];
  throw new HearthCallError(
    'config',
    call,
    `No path for call "${call}": set it in hearth-config endpoints.${call}.`,
  );
}
