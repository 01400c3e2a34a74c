// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, flowTarget, isCartRoute, routeOf, stepOfPath } from './flow-logic';

const BASE = 'https://shop.example/checkout/shipping';

describe('checkout steps and routes [ref: checkout#screens]', () => {
  it('has the six steps by index, each with its route', () => {
    expect(CHECKOUT_STEPS.map((s) => [s.index, s.route])).toEqual([
      [0, '/checkout/cart'],
      [1, '/checkout/shipping'],
      [2, '/checkout/shippingandgiftoptions'],
      [3, '/checkout/paymentandbilling'],
      [4, '/checkout/review'],
      [5, '/checkout/confirmation'],
    ]);
    expect(routeOf(3)).toBe('/checkout/paymentandbilling');
  });

  it.each([
    ['/checkout', 1],
    ['/checkout/', 1],
    ['/checkout/shipping', 1],
    ['/Checkout/ShippingAndGiftOptions', 2],
    ['/checkout/paymentandbilling/', 3],
    ['/checkout/review', 4],
    ['/checkout/confirmation', 5],
    ['/checkout/cart', 0],
    ['/checkout/other', null],
    ['/shipping', null],
    ['', null],
  ])('%s is step %s', (path, step) => {
    expect(stepOfPath(path)).toBe(step);
  });

  it.each([
    ['/checkout/shippingandgiftoptions', { kind: 'step', step: 2, url: '/checkout/shippingandgiftoptions' }],
    [
      '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
      { kind: 'step', step: 3, url: '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment' },
    ],
    ['https://shop.example/checkout/review', { kind: 'step', step: 4, url: '/checkout/review' }],
    // the cart and the confirmation are pages of their own; unknown targets are full navigations [ref: checkout#screens]
    ['/checkout/cart', { kind: 'page', url: '/checkout/cart' }],
    ['/checkout/confirmation?orderNumber=1', { kind: 'page', url: '/checkout/confirmation?orderNumber=1' }],
    ['/account/login', { kind: 'page', url: '/account/login' }],
    // what the filter makes of /.//evil.example/checkout/review is a page of this site, navigated to as it is
    [
      'https://shop.example//evil.example/checkout/review',
      { kind: 'page', url: 'https://shop.example//evil.example/checkout/review' },
    ],
    ['https://shop.example//checkout/review', { kind: 'page', url: 'https://shop.example//checkout/review' }],
  ])('a redirect to %s', (url, target) => {
    expect(flowTarget(url, BASE)).toEqual(target);
  });

  it('knows a cart redirect', () => {
    expect(isCartRoute('/checkout/cart', BASE)).toBe(true);
    expect(isCartRoute('/checkout/cart/', BASE)).toBe(true);
    expect(isCartRoute('/checkout/shipping', BASE)).toBe(false);
    expect(isCartRoute('', BASE)).toBe(false);
    expect(isCartRoute(null, BASE)).toBe(false);
  });
});
