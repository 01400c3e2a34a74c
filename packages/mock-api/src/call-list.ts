/**
 * Every call the demo backend answers, once, by name: its method, path, the reference page that
 * describes it, and what the client sends and the demo answers. Everything else is made from it:
 * the msw handlers (`handlers/index.ts`, one resolver per name), `DEMO_ENDPOINTS` and
 * `SPEC_ENDPOINTS` (`endpoints.ts`), `CALLS`, and the call table of the README
 * (`call-table.ts`; `npm run calls:readme` writes it, a unit test fails when it is stale).
 *
 * Pure data, no imports: a script or a test reads it without starting the backend.
 */

/** HTTP method of a call; 'ANY' where the reference does not show it (the handler takes either). */
export type CallMethod = 'GET' | 'POST' | 'ANY';

/** One call of the list. */
export interface CallEntry {
  readonly method: CallMethod;
  /**
   * Path, with a `:param` segment where the client appends one (`/api/demo/quick-ship/:sku`).
   * A path the reference does not show is the demo's own, under `/api/demo/`: it goes into
   * `#hearth-config` `endpoints` (`DEMO_ENDPOINTS`).
   */
  readonly path: string;
  /** Other paths that answer the same. */
  readonly alsoAt?: readonly string[];
  /** Where the reference describes the call, as a citation: '[ref: cart#calls]'. */
  readonly ref: string;
  /** What the client sends (Markdown, for the README's table). */
  readonly request: string;
  /** What the demo answers (Markdown, for the README's table). */
  readonly answer: string;
}

/** The calls, grouped by area (the README's table keeps this order). */
export const CALL_LIST = {
  // The account: reset password, sign-in and the identity provider
  GetRequestVerificationToken: {
    method: 'GET',
    path: '/account/reset-password/GetRequestVerificationToken',
    ref: '[ref: forgot-password#calls]',
    request: '—',
    answer: '`{requestToken, headerMessage}`',
  },
  'okta-reset-password-request': {
    method: 'POST',
    path: '/account/reset-password/okta-reset-password-request',
    ref: '[ref: forgot-password#calls]',
    request: '`{accountEmail, token}` + token header',
    answer: '`{isSuccess, message}`',
  },
  signInConfig: {
    method: 'GET',
    path: '/api/demo/account/sign-in-config',
    ref: '[ref: sign-in#calls]',
    request: '`?returnUrl&email`',
    answer:
      '`{isLoggedIn, redirectUrl, authnUrl, recoveryUrl, authUrl, clientId, isGoogleSignInEnabled, isAppleSignInEnabled, username, lockUsername, title, text, messages{usernameRequired, passwordRequired, lockout, E0000004}}`',
  },
  identityProvider: {
    method: 'POST',
    path: '/api/demo/idp/authn',
    ref: '[ref: sign-in#calls]',
    request: '`{username, password}`',
    answer:
      '200 `{status:"SUCCESS", sessionToken, expiresAt}`; 400/401 `{errorCode, errorSummary, errorCauses}` (codes `E0000001` required field, `E0000004`, `LOCKED_OUT`)',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/demo/idp/recovery/password',
    ref: '[ref: mock-api#calls]',
    request: '`{username}`',
    answer: '`{isSuccess, status, factorType, message}`',
  },
  accountAuth: {
    method: 'POST',
    path: '/account/auth',
    ref: '[ref: sign-in#screens]',
    request: 'form `sessionToken, redirectUrl`',
    answer:
      '303 to `/account/auth/confirm?returnUrl=…` (signs the session in); bad token: 303 to `/account/login?returnUrl=…&isRedirect=true`',
  },

  // Add to cart: the add-to-cart family and the prices
  addItem: {
    method: 'POST',
    path: '/api/demo/cart/add-item',
    ref: '[ref: add-to-cart#calls]',
    request:
      'list of add-to-cart items ([ref: add-to-cart#data]: `Sku, Quantity, OptionChoiceParameter, Location, IsPickupSelected, GiftRegistryId, …`), or `{items:[…]}`',
    answer:
      '`{isSuccess, error, message, confirmationType:"standard"|"ignore", items[{sku, quantity, name, imagePath, formattedPrice, lineItemId}], addOns[{sku, name, navigateUrl, imagePath, imageUrl, imagePopup, formattedPrice}], itemCount}`',
  },
  monogramConfirmation: {
    method: 'POST',
    path: '/api/demo/cart/monogram-confirmation',
    ref: '[ref: add-to-cart#calls]',
    request:
      '`{quantity, orderType, profileGuid, design{templateName, sku, locationName, personalization[{elementName, text, textcolor, font}]}}`',
    answer:
      '`{isSuccess, errors[{code, elementName, description}], message, confirmationType:"monogram", personalizationId, personalizationImage, personalizationFeeMessage, items, itemCount}`; codes E1001/E1002/E2001/E3001 ([ref: add-to-cart#errors])',
  },
  customConfirmation: {
    method: 'GET',
    path: '/api/demo/cart/custom-confirmation',
    ref: '[ref: add-to-cart#calls]',
    request: '`?sku&optionChoiceParameter`',
    answer: '`{sku, optionChoiceParameter, hasCustomOrderConfirmation, title, message, acceptText}`',
  },
  getSkuData: {
    method: 'GET',
    path: '/sku-pricing/get-sku-data',
    ref: '[ref: add-to-cart#calls]',
    request: '`?skus=sku:qty` (repeated, comma list, JSON list or `skus[0].sku`)&zipCode',
    answer:
      '`{products[{sku, quantity, isInvalid, name, imagePath, currentPrice, regularPrice, formattedPrice, totalPrice, formattedTotalPrice, availabilityMessage}], zipCode, totalPrice, totalFormattedPrice, customOrderConfirmation{hasCustomOrderConfirmation, skus}, hasInvalidSkus, invalidSkuMessage}`',
  },

  // The cart service
  getCartJsx: {
    method: 'GET',
    path: '/api/demo/cart',
    ref: '[ref: cart#calls]',
    request: '—',
    answer: 'cart answer',
  },
  checkout: {
    method: 'POST',
    path: '/api/demo/cart/checkout',
    ref: '[ref: cart#calls]',
    request: '`{}`',
    answer: 'cart answer + `redirectUrl, isGuest, isLoggedIn, isInternational`',
  },
  removeItem: {
    method: 'POST',
    path: '/api/demo/cart/remove-item',
    ref: '[ref: cart#calls]',
    request: '`{lineItemId}`',
    answer: 'cart answer',
  },
  saveForLater: {
    method: 'POST',
    path: '/api/demo/cart/save-for-later',
    ref: '[ref: cart#calls]',
    request: '`{lineItemId}`',
    answer: 'cart answer',
  },
  updateItem: {
    method: 'POST',
    path: '/api/demo/cart/update-item',
    ref: '[ref: cart#calls]',
    request: '`{lineItemId, quantity}`',
    answer: 'cart answer',
  },
  updateShipMethod: {
    method: 'POST',
    path: '/api/demo/cart/update-ship-method',
    ref: '[ref: cart#calls]',
    request: '`{lineItemId, shipMethod, storeId?}`',
    answer: 'cart answer',
  },
  removeInstallationService: {
    method: 'POST',
    path: '/api/demo/cart/remove-installation-service',
    ref: '[ref: cart#calls]',
    request: '`{lineItemId}`',
    answer: 'cart answer',
  },
  removeItemFromSaveForLater: {
    method: 'POST',
    path: '/api/demo/cart/remove-saved-item',
    ref: '[ref: cart#calls]',
    request: '`{lineItemId}`',
    answer: 'cart answer',
  },
  moveToCart: {
    method: 'POST',
    path: '/api/demo/cart/move-to-cart',
    ref: '[ref: cart#calls]',
    request: '`{lineItemId}`',
    answer: 'cart answer',
  },
  donationAddToCart: {
    method: 'POST',
    path: '/api/demo/cart/donation',
    ref: '[ref: cart#calls]',
    request: '`{sku?, quantity?}`',
    answer: 'cart answer',
  },
  applyZipCode: {
    method: 'POST',
    path: '/api/demo/cart/zip-code',
    ref: '[ref: cart#calls]',
    request: '`{zipCode}`',
    answer: "cart answer; failure message 'Zip code could not be updated'",
  },
  applyPromoCode: {
    method: 'POST',
    path: '/api/demo/cart/promo-code',
    ref: '[ref: cart#calls]',
    request: '`{promoCode}`',
    answer: 'cart answer (`promoErrorMessage` on failure)',
  },
  removePromoCode: {
    method: 'POST',
    path: '/api/demo/cart/remove-promo-code',
    ref: '[ref: cart#calls]',
    request: '`{}`',
    answer: 'cart answer',
  },
  getEdd: {
    method: 'POST',
    path: '/api/demo/cart/edd',
    ref: '[ref: cart#calls]',
    request: '`{locationId, zipCode}`',
    answer:
      '`{IsReset, locationId, zipCode, lineItems[{id, sku, pickupEddMessage, deliveryEddMessage, edd{message}}]}`',
  },

  // The checkout: the log, addresses, the cart check, removals, the step moves, placing the order
  checkoutLog: {
    method: 'POST',
    path: '/Checkout/Log',
    alsoAt: ['/ReactCheckout/Checkout/Log'],
    ref: '[ref: checkout#calls]',
    request: '`{message, level}`',
    answer: '`{isSuccess}`',
  },
  ValidateAddress: {
    method: 'POST',
    path: '/ReactCheckout/ValidateAddress',
    ref: '[ref: checkout#calls]',
    request: '`{address}`',
    answer:
      'checkout answer + `isValid, address, validationErrors{field: message}, AddressValidationResult{Suggestions[{City, State, ZipCode}]}`',
  },
  ValidateAndSaveAddress: {
    method: 'POST',
    path: '/ReactCheckout/ValidateAndSaveAddress',
    ref: '[ref: checkout#calls]',
    request: '`{address}`',
    answer: 'as ValidateAddress; saves when valid',
  },
  SaveShippingAddress: {
    method: 'POST',
    path: '/ReactCheckout/SaveShippingAddress',
    ref: '[ref: checkout#calls]',
    request: '`{address}`',
    answer: 'as ValidateAddress; saves when valid',
  },
  SaveBillingAddress: {
    method: 'POST',
    path: '/ReactCheckout/SaveBillingAddress',
    ref: '[ref: checkout#calls]',
    request: '`{address}`',
    answer: 'checkout answer',
  },
  SaveMultiShippingAddress: {
    method: 'POST',
    path: '/ReactCheckout/SaveMultiShippingAddress',
    ref: '[ref: checkout#calls]',
    request: '`{address, basketItemId}`',
    answer: 'checkout answer + `recipientId, checkoutData`',
  },
  SaveMultiShipping: {
    method: 'POST',
    path: '/ReactCheckout/SaveMultiShipping',
    ref: '[ref: checkout#calls]',
    request: '`{addressId}`',
    answer: 'checkout answer + `checkoutData`',
  },
  SaveRecipientSelection: {
    method: 'POST',
    path: '/ReactCheckout/SaveRecipientSelection',
    ref: '[ref: checkout#calls]',
    request: '`{recipientId, basketItemId}`',
    answer: 'checkout answer + `checkoutData`',
  },
  ValidateCart: {
    method: 'POST',
    path: '/ReactCheckout/ValidateCart',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: 'checkout answer (`errorType` of [ref: checkout#data])',
  },
  RemoveNlaItems: {
    method: 'POST',
    path: '/ReactCheckout/RemoveNlaItems',
    ref: '[ref: cart#calls]',
    request: '`{}`',
    answer: 'checkout answer + `checkoutData` (or `redirectUrl:"/checkout/cart"` when the cart empties)',
  },
  RemoveAllNlaItems: {
    method: 'POST',
    path: '/ReactCheckout/RemoveAllNlaItems',
    ref: '[ref: cart#calls]',
    request: '`{}`',
    answer: 'as RemoveNlaItems',
  },
  RemoveInHousePersonalizedNlaItems: {
    method: 'POST',
    path: '/ReactCheckout/RemoveInHousePersonalizedNlaItems',
    ref: '[ref: cart#calls]',
    request: '`{}`',
    answer: 'as RemoveNlaItems',
  },
  RemovePersonalizedItems: {
    method: 'POST',
    path: '/ReactCheckout/RemovePersonalizedItems',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: 'as RemoveNlaItems',
  },
  RemovePfasItems: {
    method: 'POST',
    path: '/ReactCheckout/RemovePfasItems',
    ref: '[ref: cart#calls]',
    request: '`{}`',
    answer: 'as RemoveNlaItems',
  },
  RemoveInstallationService: {
    method: 'POST',
    path: '/ReactCheckout/RemoveInstallationService',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: 'checkout answer + `checkoutData`',
  },
  RefreshCheckout: {
    method: 'GET',
    path: '/ReactCheckout/RefreshCheckout',
    ref: '[ref: checkout#calls]',
    request: '—',
    answer: 'checkout answer + `checkoutData` ([ref: checkout#data] checkout state)',
  },
  MoveToShippingAndGiftOptions: {
    method: 'POST',
    path: '/ReactCheckout/MoveToShippingAndGiftOptions',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: 'checkout answer + `checkoutData`; refusal carries `errorType`',
  },
  MoveToPaymentPage: {
    method: 'POST',
    path: '/ReactCheckout/MoveToPaymentPage',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: 'as MoveToShippingAndGiftOptions',
  },
  MoveToReviewPage: {
    method: 'POST',
    path: '/ReactCheckout/MoveToReviewPage',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: 'as MoveToShippingAndGiftOptions',
  },
  PlaceOrder: {
    method: 'POST',
    path: '/ReactCheckout/PlaceOrder',
    ref: '[ref: checkout#calls]',
    request: '`{adata}`',
    answer:
      'checkout answer + `orderNumber, giftCardErrors[]`; failures `message` InvalidPromoCode / AuthorizationFailure / GiftCardError / TripBookingFailed',
  },
  PlaceApplePayOrder: {
    method: 'POST',
    path: '/ReactCheckout/PlaceApplePayOrder',
    ref: '[ref: checkout#calls]',
    request: '`{nonce, deviceData, adata}`',
    answer: 'as PlaceOrder',
  },
  PlaceApplePayOrderFromPayment: {
    method: 'POST',
    path: '/ReactCheckout/PlaceApplePayOrderFromPayment',
    ref: '[ref: checkout#calls]',
    request: '`{nonce, deviceData, billingContact, adata}`',
    answer: 'as PlaceOrder',
  },

  // The checkout: shipping and gift options
  UpdateGiftReceipt: {
    method: 'POST',
    path: '/ReactCheckout/UpdateGiftReceipt',
    ref: '[ref: checkout#calls]',
    request: '`{recipientId, selectedOption}`',
    answer: 'checkout answer',
  },
  UpdateBaggingOption: {
    method: 'POST',
    path: '/ReactCheckout/UpdateBaggingOption',
    ref: '[ref: checkout#calls]',
    request: '`{recipientId, selectedOption}`',
    answer: 'checkout answer',
  },
  UpdateBopsToShipping: {
    method: 'POST',
    path: '/ReactCheckout/UpdateBopsToShipping',
    ref: '[ref: checkout#calls]',
    request: '`{recipientId, newAddressId}`',
    answer: 'checkout answer + `checkoutData`',
  },
  SetTYMPreferences: {
    method: 'POST',
    path: '/ReactCheckout/SetTYMPreferences',
    ref: '[ref: checkout#calls]',
    request: '`{isOptIn, isBilling, address}`',
    answer: 'checkout answer',
  },
  SavePlccOfferSelection: {
    method: 'POST',
    path: '/ReactCheckout/SavePlccOfferSelection',
    ref: '[ref: checkout#calls]',
    request: '`{selectedOption}` (1 rewards, 2 financing)',
    answer: 'checkout answer + `selectedOption`; financing on an order under $599 refused',
  },
  UpdateRecipientId: {
    method: 'POST',
    path: '/ReactCheckout/UpdateRecipientId',
    ref: '[ref: checkout#calls]',
    request: '`{oldRecipientId, newRecipientId}`',
    answer: 'checkout answer + `checkoutData`',
  },
  SplitItem: {
    method: 'POST',
    path: '/ReactCheckout/SplitItem',
    ref: '[ref: checkout#calls]',
    request: '`{basketItemId}`',
    answer: 'checkout answer + `checkoutData`',
  },
  SaveShippingAndGiftOptions: {
    method: 'POST',
    path: '/ReactCheckout/SaveShippingAndGiftOptions',
    ref: '[ref: checkout#calls]',
    request: 'shipping and gift options (`serviceLevel`, …)',
    answer: 'checkout answer + `checkoutData`',
  },
  UpdateGiftMessage: {
    method: 'POST',
    path: '/ReactCheckout/UpdateGiftMessage',
    ref: '[ref: checkout#calls]',
    request: '`{recipientId, message, isInitialTrigger}`',
    answer: 'checkout answer',
  },
  UpdateGiftOption: {
    method: 'POST',
    path: '/ReactCheckout/UpdateGiftOption',
    ref: '[ref: checkout#calls]',
    request: '`{recipientId, giftOptions, rewardsOrderSummaryMessage, serviceLevel}`',
    answer: '`{isSuccess, orderSummary, recipientList}` (+ CK fields)',
  },

  // The checkout: cards
  SavePayment: {
    method: 'POST',
    path: '/ReactCheckout/SavePayment',
    ref: '[ref: checkout#calls]',
    request: '`{cardOneData, accountCardOneData, cardTwoData, accountCardTwoData}`',
    answer: 'checkout answer + `cardOneInfo, cardTwoInfo` (payment card records, last four only)',
  },
  'save-credit-card-to-basket': {
    method: 'POST',
    path: '/api/checkout/payment-provider/save-credit-card-to-basket',
    ref: '[ref: checkout#calls] payment provider',
    request: 'as SavePayment',
    answer: 'as SavePayment',
  },
  VerifyCreditCard: {
    method: 'POST',
    path: '/ReactCheckout/VerifyCreditCard',
    ref: '[ref: checkout#calls]',
    request: '`{cardData{id, cvv}}`',
    answer: 'checkout answer + `cardId, verifyErrors{hasVerifyInputError, hasVerifyFailedError, hasCvvError, cardId}`',
  },

  // The checkout: alternative payments
  savepaypalpayment: {
    method: 'POST',
    path: '/checkout/alternativepayments/savepaypalpayment',
    ref: '[ref: checkout#calls] alternative payments',
    request: 'any',
    answer: 'checkout answer + `alternativePayment`',
  },
  setPayPalPayload: {
    method: 'POST',
    path: '/checkout/alternativepayments/setPayPalPayload',
    ref: '[ref: checkout#calls] alternative payments',
    request: '`{data}`',
    answer: 'checkout answer + `alternativePayment`',
  },
  applyVenmoPayment: {
    method: 'POST',
    path: '/checkout/alternativepayments/applyVenmoPayment',
    ref: '[ref: checkout#calls] alternative payments',
    request: '`{nonce, username, deviceData}`',
    answer: 'checkout answer + `alternativePayment`',
  },
  savevisapayment: {
    method: 'POST',
    path: '/checkout/alternativepayments/savevisapayment',
    ref: '[ref: checkout#calls] alternative payments',
    request: '`{basketId, paymentInitiator, callId}`',
    answer: 'checkout answer + `alternativePayment`',
  },
  launchmasterpass: {
    method: 'POST',
    path: '/checkout/alternativepayments/launchmasterpass',
    ref: '[ref: checkout#calls] alternative payments',
    request: 'any',
    answer: 'checkout answer + `alternativePayment`',
  },
  applyApplePayPayment: {
    method: 'POST',
    path: '/checkout/alternativepayments/applyApplePayPayment',
    ref: '[ref: checkout#calls] alternative payments',
    request: 'any',
    answer: 'checkout answer + `alternativePayment`',
  },
  removeApplePayPayment: {
    method: 'POST',
    path: '/checkout/alternativepayments/removeApplePayPayment',
    ref: '[ref: checkout#calls] alternative payments',
    request: 'any',
    answer: 'checkout answer + `alternativePayment:null`',
  },
  logpaypalerror: {
    method: 'POST',
    path: '/checkout/alternativepayments/logpaypalerror',
    ref: '[ref: checkout#calls] alternative payments',
    request: 'any',
    answer: 'checkout answer',
  },
  logvisaerror: {
    method: 'POST',
    path: '/checkout/alternativepayments/logvisaerror',
    ref: '[ref: checkout#calls] alternative payments',
    request: '`{IsTimeout, AlternativePaymentInitiator, BasketId}`',
    answer: 'checkout answer',
  },

  // The checkout: promotion codes, gift cards, tender codes, rewards, tax exemption
  ApplyPromoCode: {
    method: 'POST',
    path: '/ReactCheckout/ApplyPromoCode',
    ref: '[ref: checkout#calls]',
    request: '`{promoCode}`',
    answer: 'checkout answer',
  },
  VerifyPromoCode: {
    method: 'POST',
    path: '/ReactCheckout/VerifyPromoCode',
    ref: '[ref: checkout#calls]',
    request: '`{promoCode}`',
    answer: "checkout answer (`message` 'Promotion Code has been removed' when the promo went away)",
  },
  RemovePromoCode: {
    method: 'POST',
    path: '/ReactCheckout/RemovePromoCode',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: 'checkout answer',
  },
  ApplyGiftCardTender: {
    method: 'POST',
    path: '/ReactCheckout/ApplyGiftCardTender',
    ref: '[ref: checkout#calls]',
    request: '`{cardNumber, cardPin}` or `{number, pin}`',
    answer: 'checkout answer + `giftCard{lastFour, balance, formattedBalance}`',
  },
  RemoveGiftCardTender: {
    method: 'POST',
    path: '/ReactCheckout/RemoveGiftCardTender',
    ref: '[ref: checkout#calls]',
    request:
      '`{cardNumber}` or `{number}`: the masked number of the applied list (`************7890`, found by its last four) or the full one',
    answer: 'checkout answer; not applied (or two cards with those last four): refused',
  },
  ApplyTenderCode: {
    method: 'POST',
    path: '/ReactCheckout/ApplyTenderCode',
    ref: '[ref: checkout#calls]',
    request: '`{tenderCodeNumber}` or `{number}`',
    answer: 'checkout answer',
  },
  RemoveTenderCode: {
    method: 'POST',
    path: '/ReactCheckout/RemoveTenderCode',
    ref: '[ref: checkout#calls]',
    request: '`{tenderCodeNumber}` or `{number}`',
    answer: 'checkout answer',
  },
  ApplyRewardCertificate: {
    method: 'POST',
    path: '/ReactCheckout/ApplyRewardCertificate',
    ref: '[ref: checkout#calls]',
    request: '`{certificateNumber, cardOneData, accountCardOneData}`',
    answer: 'checkout answer',
  },
  ApplyCartRewardCertificate: {
    method: 'POST',
    path: '/ReactCheckout/ApplyCartRewardCertificate',
    ref: '[ref: checkout#calls]',
    request: '`{accountNumber, cardToken, certificateNumber}`',
    answer:
      'checkout answer; signed in, with the account number and card token GetAccountRewards answered, else refused',
  },
  RemoveCertificates: {
    method: 'POST',
    path: '/ReactCheckout/RemoveCertificates',
    ref: '[ref: cart#calls]',
    request: '`{}`',
    answer: 'checkout answer',
  },
  RemoveRewardCertificate: {
    method: 'POST',
    path: '/ReactCheckout/RemoveRewardCertificate',
    ref: '[ref: checkout#calls]',
    request: '`{certificateNumber}`',
    answer: 'checkout answer',
  },
  GetAccountRewards: {
    method: 'POST',
    path: '/ReactCheckout/GetAccountRewards',
    ref: '[ref: checkout#calls]',
    request: "`{tnsSession}` (the checkout data's `rewardsLookup.tnsSession`, else refused)",
    answer:
      'checkout answer + `rewardsTotal, rewardExceedOrderTotalMessage, accountNumber, cardToken, certificates[{certificateNumber, amount, formattedAmount, isApplied}]`',
  },
  GetAccountRewardsByToken: {
    method: 'POST',
    path: '/ReactCheckout/GetAccountRewardsByToken',
    ref: '[ref: checkout#calls]',
    request: "`{token}` (the checkout data's `rewardsLookup.token`, else refused)",
    answer: 'as GetAccountRewards',
  },
  ApplyTaxExemption: {
    method: 'ANY',
    path: '/ReactCheckout/ApplyTaxExemption',
    ref: '[ref: checkout#calls]',
    request: 'POST `{isTaxExemptionApplied}` or GET `/ReactCheckout/ApplyTaxExemption/?taxExemption=`',
    answer: 'checkout answer + `isTaxExemptionApplied`',
  },

  // The checkout: the other card payment provider's variants
  'apply-gift-card': {
    method: 'POST',
    path: '/api/checkout/payment-provider/apply-gift-card',
    ref: '[ref: checkout#calls] payment provider',
    request: '`{cardNumber, cardPin}`',
    answer: 'as ApplyGiftCardTender',
  },
  'remove-gift-card': {
    method: 'POST',
    path: '/api/checkout/payment-provider/remove-gift-card',
    ref: '[ref: checkout#calls] payment provider',
    request: '`{cardNumber}`',
    answer: 'checkout answer',
  },
  'apply-reward-certificate': {
    method: 'POST',
    path: '/api/checkout/payment-provider/apply-reward-certificate',
    ref: '[ref: checkout#calls] payment provider',
    request: '`{certificateNumber, savePaymentCardInfo}`',
    answer: 'checkout answer',
  },
  'apply-cart-reward-certificate': {
    method: 'POST',
    path: '/api/checkout/payment-provider/apply-cart-reward-certificate',
    ref: '[ref: checkout#calls] payment provider',
    request: '`{accountNumber, cardToken, certificateNumber}`',
    answer: 'as ApplyCartRewardCertificate',
  },
  'remove-certificates': {
    method: 'POST',
    path: '/api/checkout/payment-provider/remove-certificates',
    ref: '[ref: checkout#calls] payment provider',
    request: '`{}`',
    answer: 'checkout answer',
  },
  'remove-reward-certificate': {
    method: 'POST',
    path: '/api/checkout/payment-provider/remove-reward-certificate',
    ref: '[ref: checkout#calls] payment provider',
    request: '`{certificateNumber}`',
    answer: 'checkout answer',
  },
  'lookup-rewards-card': {
    method: 'POST',
    path: '/api/checkout/payment-provider/lookup-rewards-card',
    ref: '[ref: checkout#calls] payment provider',
    request: 'any',
    answer: 'as GetAccountRewards',
  },

  // The checkout: stores (pickup)
  GetAvailabilityData: {
    method: 'POST',
    path: '/browse/storeavailability/GetAvailabilityData',
    ref: '[ref: checkout#calls]',
    request: '`{sku, zip, onlyAvailStores, includeOnlyBopsEnabled, onDisplay}`',
    answer:
      '`{sku, zip, stores[{storeId, name, address, phone, isBopsEnabled, isAvailable, availableQuantity, isOnDisplay, message}], availability{sku, isLocal, isInternational, isCanada, isParcelShipping, message, nlaCarouselDto}}`',
  },
  resetbasketselectedstore: {
    method: 'POST',
    path: '/browse/storeavailability/resetbasketselectedstore',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: '`{isSuccess}`',
  },
  StoreLocationDetail: {
    method: 'POST',
    path: '/browse/popup/StoreLocationDetail/0/',
    ref: '[ref: checkout#calls]',
    request: '`{storeId}`',
    answer: '`{store: {storeId, name, address, phone, hours[{days, hours}], mapUrl}}`',
  },
  StoreLocationDetailList: {
    method: 'POST',
    path: '/browse/popup/StoreLocationDetailList',
    ref: '[ref: checkout#calls]',
    request: '`{}`',
    answer: '`{stores: [store…]}`',
  },

  // The configurator: special-order data, quick view, fabric info, filters, the popups
  specialOrderBrowseData: {
    method: 'GET',
    path: '/api/demo/special-order/browse-data',
    ref: '[ref: configurator#calls]',
    request: '`?sku&choices(JSON)&sortType&outputCacheString&isFabricPopup` (or `sku&isMaterialToggle`)',
    answer:
      'browseDto ([ref: configurator#data]): `{sku, name, reviewCount, isNla, superSpecialOrder{sku,url}, productItems, productSubgroups, specialOrderDetail{…}, care, rewards, lineLevelMessages, skuProperty, formattedPrice, pageShowcase, dimensions, options[Option]}`',
  },
  quickViewDetails: {
    method: 'GET',
    path: '/quickView/details',
    ref: '[ref: configurator#calls]',
    request: '`?sku&oc` or `?choices&sku&oc&outputCacheString`',
    answer:
      '`{formattedPrice, hasError, sku, portraitSrc, portraitSrcHires, imageAlt, dimensions{width, depth, height, systemOfMeasure}}` (the piece as chosen: its picture in the material chosen, its measures)',
  },
  GetFabricInfo: {
    method: 'GET',
    path: '/browse/fabricinfopopup/GetFabricInfo',
    ref: '[ref: configurator#calls]',
    request: '`?sku&optionChoiceParameter`',
    answer: '`{squareImage, squareImageHiRes, fabricPlpURL, partOfACollection{header, items}}`',
  },
  filteredChoiceGroups: {
    method: 'GET',
    path: '/api/special-order/filtered-choice-groups',
    ref: '[ref: configurator#calls]',
    request: '`?sku&optioncode&optiontype&{facetKey}=key1+key2&sort`',
    answer: '`{choiceGroups, facets, selectedFacets[{queryKey, queryValues, chipValues}]}`',
  },
  sortFilterSelection: {
    method: 'ANY',
    path: '/api/demo/special-order/sort-filter-selection',
    ref: '[ref: configurator#calls]',
    request: '`{optionCode, sku, attributeId, sorKey}` (GET or POST)',
    answer: '`{isSuccess, sortKey, attributeId, choiceGroups}`',
  },
  sortFilterChoiceGroups: {
    method: 'GET',
    path: '/api/demo/special-order/sort-filter-choice-groups',
    ref: '[ref: configurator#calls]',
    request: '`?choices&optionCode&sku&sortType`',
    answer: '`{choiceGroups}`',
  },
  popup: {
    method: 'GET',
    path: '/browse/popup',
    ref: '[ref: configurator#calls]',
    request: '`?popupName`',
    answer: 'HTML fragment (404 for an unknown name)',
  },

  // Lists: favorites, the registry, quick-ship, ZIP validation
  favoritesSkus: {
    method: 'GET',
    path: '/api/demo/favorites/skus',
    ref: '[ref: favorites#calls]',
    request: '—',
    answer: '`[{Item1: sku, Item2: optionChoiceParameter}]`',
  },
  favoritesPopupData: {
    method: 'POST',
    path: '/api/demo/favorites/popup-data',
    ref: '[ref: favorites#calls]',
    request: '`{sku, optionChoiceParameter}`',
    answer:
      '`{CurrentProductSku, CurrentProductName, CurrentProductFormattedPrice, ProductImageUrl, OptionChoiceParameter, Boards[{Id, BoardName, IsProductMember}], IsSignedIn, IsMobile}`',
  },
  favoritesAddItem: {
    method: 'POST',
    path: '/api/demo/favorites/add-item',
    ref: '[ref: favorites#calls]',
    request: '`{sku, quantity, recapId (board id; 0 = first board), optionChoiceParameter}`',
    answer:
      '`{recapId (>0 on success), isSuccess, boardName, TotalItemCount, BoardSummaries, itemSkus}`; no such board (a guest with no list yet): `{recapId:0, message}`',
  },
  favoritesCreateBoard: {
    method: 'POST',
    path: '/api/demo/favorites/create-board',
    ref: '[ref: favorites#calls]',
    request: '`{boardName, sku, quantity, optionChoiceParameter}`',
    answer:
      "`{recapId, boardId, boardName, TotalItemCount, BoardSummaries, itemSkus}`; success when recapId > 0; an empty name: recapId 0. Guests too: a guest's lists stay in the session and join the account's boards on sign-in",
  },
  addToRegistry: {
    method: 'ANY',
    path: '/api/demo/registry/add',
    ref: '[ref: registry#calls]',
    request: 'list of `{Sku, Quantity, GrId}` (GET or POST)',
    answer:
      "`{isSuccess, message, items[{sku, grId, quantity, registryType, name, imagePath, formattedPrice}], addOns[add-on, as addItem's], registryCount}`",
  },
  registryList: {
    method: 'GET',
    path: '/api/demo/registry/list',
    ref: '[ref: registry#calls]',
    request: '`?sku`',
    answer:
      '`{isLoggedIn, registryCount, giftRegistries[{id, registryType, name, eventDate}], sku, registryAddedData{sku, familyId, totalQty}, isRegistrantMode}`',
  },
  recommendations: {
    method: 'GET',
    path: '/api/demo/recommendations',
    ref: '[ref: registry#calls]',
    request: '`?item={sku}`',
    answer:
      '`{title, callbackUrl:"/browse/widget/MainPi?item=…"}`: no items, the products come from the callback `MainPi`',
  },
  quickShip: {
    method: 'GET',
    path: '/api/demo/quick-ship/:sku',
    ref: '[ref: quick-ship#calls]',
    request: 'path `/{sku}`',
    answer:
      "`{availableItems, backorderedItems, inStockMessage, backorderedMessage}` (quick-ship line items, [ref: quick-ship#data], each with every option it is made with, pictured in its fabric, and `url`: its page configured so); what is in stock and the availability text ('Ships to {zip} …') follow the session's ZIP (set by `zipValidation`), prices the site",
  },
  quickShipAvailability: {
    method: 'GET',
    path: '/api/demo/quick-ship-availability',
    ref: '[ref: quick-ship#calls]',
    request: '`?sku`',
    answer: '`{sku, hasQuickShip, availableCount, backorderedCount, message}`',
  },
  zipValidation: {
    method: 'ANY',
    path: '/api/demo/zip-validation',
    ref: '[ref: change-zip#calls]',
    request: '`{zip}` (GET or POST)',
    answer:
      "`{isValid, zipCode, isCanada, message, city?, state?, deliveryMessage?}`; a valid ZIP becomes the session's (quick-ship reads it) and `deliveryMessage` says what delivery there takes and costs ('Delivery to Chicago, IL: standard shipping arrives by …'); `00000` is well-formed but refused",
  },

  // Media: the gallery, the product carousel, the visualizer
  customerImages: {
    method: 'GET',
    path: '/api/demo/customer-images',
    ref: '[ref: gallery#calls]',
    request: '`?sku&isKids`',
    answer:
      '`{sku, isKids, images[{id, imageSizes{originalConverted{url}, smallSquare{url}}, videoSizes?, sourceData{user{handle}}, instagramHandle, products[{sku, title, imageUrl, url}], additionalDetails{instagramHandle, products}}], additionalDetails}`',
  },
  galleryImages: {
    method: 'GET',
    path: '/api/demo/gallery-images',
    ref: '[ref: gallery#data]',
    request: '`?sku`, `?optionChoiceParameter` (the pictures then show the fabric chosen)',
    answer:
      '`{images[gallery image ([ref: gallery#data]), ids Image_N / Video_N]}`: front, side, close-up and room views',
  },
  videoUrl: {
    method: 'GET',
    path: '/api/demo/video-url',
    ref: '[ref: gallery#calls]',
    request: '`?videoId`',
    answer: '`{url}`',
  },
  MainPi: {
    method: 'GET',
    path: '/browse/widget/MainPi',
    ref: '[ref: product-carousel#calls]',
    request: '`?item={sku}`',
    answer: '`{title, sku, items[carousel item ([ref: product-carousel#data])]}`',
  },
  recentlyViewedUpdate: {
    method: 'POST',
    path: '/api/demo/recently-viewed/update',
    ref: '[ref: product-carousel#calls]',
    request: '`{sku, familyId, optionChoiceParameter}`',
    answer: '`{isSuccess, count}`',
  },
  recentlyViewed: {
    method: 'GET',
    path: '/api/demo/recently-viewed',
    ref: '[ref: product-carousel#calls]',
    request: '`?isNewLayout=true|false`',
    answer: '`{isNewLayout, items[carousel item + familyId, optionChoiceParameter]}`',
  },
  visualizerProductInfo: {
    method: 'ANY',
    path: '/api/demo/visualizer/product-info',
    ref: '[ref: visualizer#calls]',
    request: '`{skus[], zip}` (or a list of `{sku}`)',
    answer:
      '`{zip, products[visualizer summary line ([ref: visualizer#data])], subtotal, hasInvalidSkus, invalidSkuMessage}`',
  },

  // Swatches: the flyout, the swatch order, shop by fabric
  recentSwatches: {
    method: 'GET',
    path: '/api/demo/swatches/recent',
    ref: '[ref: swatch-flyout#calls]',
    request: '`?choiceCodes=a,b,c`',
    answer: '`[{ChoiceCode, SwatchInStock, name, choiceCode, imagePath}]` (max 24)',
  },
  orderSwatchData: {
    method: 'GET',
    path: '/api/demo/swatches/order-data',
    ref: '[ref: swatch-order#calls]',
    request: '`?sku&choiceCode&selected&suppressColorBar`',
    answer:
      '`{Sku, FabricsByName{family: [Swatch]}, DefaultSwatch, SwatchModalMessage, FirstName, LastName, EmailAddress, SuppressColorBar}`; Swatch = `{ChoiceCode, ImagePath, Description, SwatchInStock, IsStock, PriceGroupCode, FabricName, Attributes[{AttributeId, Value}]}`',
  },
  swatchNlaCheck: {
    method: 'GET',
    path: '/api/demo/swatches/nla-check',
    ref: '[ref: swatch-order#calls]',
    request: '`?codes=a,b`',
    answer: '`{hasNla, nlaFabrics[codes]}`',
  },
  'get-filtered-results': {
    method: 'GET',
    path: '/free-swatches/get-filtered-results',
    ref: '[ref: shop-by-fabric#calls]',
    request: '`?features&colorgroup&fabrictype&sort&page` (values joined by +)',
    answer:
      '`{cardsDto{cards, showingCount, totalRecords, page, pageSize}, filterFacets}`; `showingCount` = cards shown up to this page',
  },
  'get-nla-fabrics': {
    method: 'GET',
    path: '/free-swatches/get-nla-fabrics',
    ref: '[ref: shop-by-fabric#calls]',
    request: '`?choiceCodes`',
    answer: '`{hasNla, nlaFabrics[card], nlaSwatchCodes}`',
  },
  'get-recent-fabrics': {
    method: 'GET',
    path: '/free-swatches/get-recent-fabrics',
    ref: '[ref: shop-by-fabric#calls]',
    request: '`?choiceCodes`',
    answer: '`{cards}`',
  },
  'get-card-data': {
    method: 'GET',
    path: '/free-swatches/get-card-data',
    ref: '[ref: shop-by-fabric#calls]',
    request: '`?choiceCode`',
    answer: '`{card}`',
  },
  orderfreeswatchessubmit: {
    method: 'POST',
    path: '/browse/specialorder/orderfreeswatchessubmit',
    ref: '[ref: swatch-order#calls]',
    request:
      '`{Sku, FirstName, LastName, Address1, Address2, City, State, PostalCode, DayPhone, EmailAddress, swatch[], UseAddressAsEntered, CanadaEmailSignup, SignUp}`',
    answer:
      '`{Succeeded, Message, AddressValidationResult{Suggestions[{City, State, ZipCode}]}|null, OrderId?, DeliveryDays?}`',
  },
  GetEmailHashed: {
    method: 'POST',
    path: '/browse/specialorder/GetEmailHashed',
    ref: '[ref: swatch-order#calls]',
    request: '`{email}`',
    answer: '`{emailHash}` (SHA-256 of the lower-cased email)',
  },
  hashedPhone: {
    method: 'ANY',
    path: '/api/demo/hashed-phone',
    ref: '[ref: swatch-order#calls]',
    request: '`{phone}` (GET or POST)',
    answer: '`{phoneHash}` (SHA-256 of the digits)',
  },
} as const satisfies Record<string, CallEntry>;

/** A call's name: a key of {@link CALL_LIST}. */
export type CallName = keyof typeof CALL_LIST;
