import type { StepName } from './checkout/flow-logic';

/**
 * The steps' names as the checkout shows them (its step list, each step's heading), by step. Part
 * of the checkout's wording (the `step…` messages of `CHECKOUT_MESSAGES`), in a module of its own that imports
 * nothing, so that the server entry (`@hearth/checkout/flow`) carries them too: a page's own step
 * list around the island then reads as the island's.
 */
export const CHECKOUT_STEP_NAMES = {
  cart: 'Cart',
  shipping: 'Shipping',
  shippingAndGiftOptions: 'Shipping and Gift Options',
  payment: 'Payment and Billing',
  review: 'Review and Place Order',
  confirmation: 'Confirmation',
} as const satisfies Readonly<Record<StepName, string>>;
