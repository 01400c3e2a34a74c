/**
 * The calls of the cart page [ref: cart#calls], by the spec's names. Paths the spec does not show come
 * from `hearth-config` endpoints; those it shows are the defaults here and can be overridden the
 * same way.
 */
import { defineCall } from '@hearth/core';
import type { CartRemoval } from '@hearth/commerce';
import { CartAnswer, EddAnswer, RemovalAnswer } from './schema';

const RC = '/ReactCheckout';

/** A cart-service action: POST, answered with the cart answer. */
const cartAction = (name: string) => defineCall({ name, method: 'POST', answer: CartAnswer });
/** A removal of [ref: cart#calls]: POST with an empty body, answered with `isSuccess`. */
const removal = (name: string, path: string) => defineCall({ name, method: 'POST', path, answer: RemovalAnswer });

/** [ref: cart#calls]: the cart, as the cart page renders it. */
export const getCartJsx = defineCall({ name: 'getCartJsx', method: 'GET', answer: CartAnswer });
/** [ref: cart#calls]: the pickup estimate of the store. */
export const getEdd = defineCall({ name: 'getEdd', method: 'POST', answer: EddAnswer });

/** Every call of the cart page, by name. */
export const CART_CALLS = {
  getCartJsx,
  getEdd,
  checkout: cartAction('checkout'),
  removeItem: cartAction('removeItem'),
  saveForLater: cartAction('saveForLater'),
  removeInstallationService: cartAction('removeInstallationService'),
  removeItemFromSaveForLater: cartAction('removeItemFromSaveForLater'),
  moveToCart: cartAction('moveToCart'),
  updateItem: cartAction('updateItem'),
  updateShipMethod: cartAction('updateShipMethod'),
  donationAddToCart: cartAction('donationAddToCart'),
  applyZipCode: cartAction('applyZipCode'),
  applyPromoCode: cartAction('applyPromoCode'),
  removePromoCode: cartAction('removePromoCode'),
  removeNlaItems: removal('removeNlaItems', `${RC}/RemoveNlaItems`),
  removeAllNlaItems: removal('removeAllNlaItems', `${RC}/RemoveAllNlaItems`),
  removeInHousePersonalizedNlaItems: removal(
    'removeInHousePersonalizedNlaItems',
    `${RC}/RemoveInHousePersonalizedNlaItems`,
  ),
  removePfasItems: removal('removePfasItems', `${RC}/RemovePfasItems`),
  removeCertificates: removal('removeCertificates', `${RC}/RemoveCertificates`),
  removeCertificatesProvider: removal(
    'removeCertificatesProvider',
    '/api/checkout/payment-provider/remove-certificates',
  ),
} as const;

/** [ref: cart#calls]: the cart page's removal call for each kind of unavailable item (core's `CartRemoval`). */
export const CART_REMOVAL_CALLS = {
  nla: 'removeNlaItems',
  allNla: 'removeAllNlaItems',
  personalizedNla: 'removeInHousePersonalizedNlaItems',
  pfas: 'removePfasItems',
} as const satisfies Record<CartRemoval, CartCallName>;

/** The name of a cart page call. */
export type CartCallName = keyof typeof CART_CALLS;
