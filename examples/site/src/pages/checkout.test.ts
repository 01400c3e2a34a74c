/**
 * The checkout pages take their steps from the checkout package (`@hearth/checkout/flow`): each
 * step's address is a page.
 */
import { CHECKOUT_STEPS, routeOf } from '@hearth/checkout/flow';
import { describe, expect, it } from 'vitest';
import { checkoutStep } from './checkout.js';

describe('the checkout pages [ref: checkout#screens]', () => {
  it('render a page at each step address of the package, Shipping also at /checkout; the cart is a page of its own', () => {
    for (const step of CHECKOUT_STEPS.filter((s) => s.name !== 'cart')) {
      expect(checkoutStep(routeOf(step.name))?.name).toBe(step.name);
    }
    expect(checkoutStep('/checkout')?.name).toBe('shipping');
    expect(checkoutStep('/Checkout/Review/')?.name).toBe('review');
    expect(checkoutStep('/checkout/cart')).toBeUndefined();
    expect(checkoutStep('/checkout/other')).toBeUndefined();
  });
});
