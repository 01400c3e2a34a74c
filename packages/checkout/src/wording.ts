import { wording } from '@hearth/core';
import type { StepName } from './checkout/flow-logic';
import type { CHECKOUT_MESSAGES } from './messages';
import { CHECKOUT_STEP_NAMES } from './step-names';

/**
 * A message of section `checkout` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `checkoutMessage(key, text)`, `text` being its default in `CHECKOUT_MESSAGES`.
 */
export const checkoutMessage = /* @__PURE__ */ wording<typeof CHECKOUT_MESSAGES>(
  'checkout',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);

/** The message key of each step's name. */
const STEP_KEYS = {
  cart: 'stepCart',
  shipping: 'stepShipping',
  shippingAndGiftOptions: 'stepShippingAndGiftOptions',
  payment: 'stepPayment',
  review: 'stepReview',
  confirmation: 'stepConfirmation',
} as const satisfies Record<StepName, keyof typeof CHECKOUT_MESSAGES>;

/** A step's name as the page words it, else its default (`CHECKOUT_STEP_NAMES`). */
export const stepName = (name: StepName): string => checkoutMessage(STEP_KEYS[name], CHECKOUT_STEP_NAMES[name]);

/** A message with its `{0}`, `{1}` placeholders filled (core's formatMessage). */
export { formatMessage as formatText } from '@hearth/core';
