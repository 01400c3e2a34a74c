/**
 * The checkout island rendered on one step, as the step tests draw it (not exported from the
 * package): the demo's checkout data, a recorded environment and a user-event session.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkout, type CheckoutProps } from '../checkout/checkout';
import { demoCheckoutData, testEnv } from './checkout';

/** The shopper the payment and review steps ship to, as the demo session keeps an address. */
export const JORDAN = {
  firstName: 'Jordan',
  lastName: 'Avery',
  address1: '1250 Techny Rd',
  city: 'Northbrook',
  state: 'IL',
  postalCode: '60062',
  country: 'USA',
};

/** `<Checkout>` on `step` with the demo's data and `env` (a fresh `testEnv()` unless given); `props` win. */
export function renderCheckoutStep(
  step: NonNullable<CheckoutProps['step']>,
  props: Partial<CheckoutProps> = {},
  env = testEnv(),
) {
  const user = userEvent.setup();
  const utils = render(<Checkout step={step} checkoutData={demoCheckoutData()} env={env} {...props} />);
  return { ...utils, env, user };
}
