/** The steps list over the checkout [ref: checkout#screens]. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutProgress } from './checkout-progress';

describe('the steps list [ref: checkout#screens]', () => {
  it('names the steps from Shipping to Confirmation (not the cart), the current one marked, those before it done', () => {
    render(<CheckoutProgress step="payment" />);
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Shipping',
      'Shipping and Gift Options',
      'Payment and Billing',
      'Review and Place Order',
      'Confirmation',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
    // (the steps before the current one are drawn done)
    expect(steps.map((step) => step.hasAttribute('data-done'))).toEqual([true, true, false, false, false]);
  });
});
