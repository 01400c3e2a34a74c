import { lazyPart } from '@hearth/ui';

/**
 * The checkout's popups load on first use (or when the pointer or focus reaches their opener):
 * the script-tag build gives each module its own chunk, with its styles.
 */
export const ErrorPopupPart = lazyPart(() => import('./error-dialogs').then((m) => m.ErrorDialog), 'ErrorDialog');
export const NetworkPopupPart = lazyPart(
  () => import('./error-dialogs').then((m) => m.NetworkErrorDialog),
  'NetworkErrorDialog',
);
export const EmptyBasketPart = lazyPart(
  () => import('./error-dialogs').then((m) => m.EmptyBasketDialog),
  'EmptyBasketDialog',
);
export const CartValidationPart = lazyPart(
  () => import('./cart-validation-dialog').then((m) => m.CartValidationDialog),
  'CartValidationDialog',
);
export const ShippingInfoPart = lazyPart(
  () => import('../options/shipping-info-dialog').then((m) => m.ShippingInfoDialog),
  'ShippingInfoDialog',
);
export const OversizePart = lazyPart(
  () => import('../options/oversize-dialog').then((m) => m.OversizeDialog),
  'OversizeDialog',
);
export const SuggestionsPart = lazyPart(
  () => import('../shipping/suggestions-dialog').then((m) => m.SuggestionsDialog),
  'SuggestionsDialog',
);
export const StoreChooserPart = lazyPart(
  () => import('../options/store-chooser-dialog').then((m) => m.StoreChooserDialog),
  'StoreChooserDialog',
);
export const NewRecipientPart = lazyPart(
  () => import('../shipping/new-recipient-dialog').then((m) => m.NewRecipientDialog),
  'NewRecipientDialog',
);
export const SavedCardsPart = lazyPart(
  () => import('../payment/payment-dialogs').then((m) => m.SavedCardsDialog),
  'SavedCardsDialog',
);
export const TwoCardsPart = lazyPart(
  () => import('../payment/payment-dialogs').then((m) => m.TwoCardsDialog),
  'TwoCardsDialog',
);
export const PaymentErrorPart = lazyPart(
  () => import('../payment/payment-dialogs').then((m) => m.PaymentErrorDialog),
  'PaymentErrorDialog',
);
export const CertificatesPart = lazyPart(
  () => import('../payment/payment-dialogs').then((m) => m.CertificatesDialog),
  'CertificatesDialog',
);
export const OfferPart = lazyPart(() => import('../payment/offer-dialog').then((m) => m.OfferDialog), 'OfferDialog');
export const StoreDetailPart = lazyPart(
  () => import('../options/store-detail-dialog').then((m) => m.StoreDetailDialog),
  'StoreDetailDialog',
);
