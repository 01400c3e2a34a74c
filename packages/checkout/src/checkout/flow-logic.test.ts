// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEPS,
  flowTarget,
  isBasePath,
  isCartRoute,
  routeOf,
  stepAt,
  stepOfPath,
  type CheckoutFlow,
} from './flow-logic';

const BASE = 'https://shop.example/checkout/shipping';
const ISLAND = ['shipping', 'shippingAndGiftOptions', 'payment', 'review'] as const;
const FLOW: CheckoutFlow = { steps: ISLAND, routing: 'path', basePath: '/checkout' };
/** The checkout of an app that serves it under /shop/checkout. */
const SHOP: CheckoutFlow = { ...FLOW, basePath: '/shop/checkout' };

describe('checkout steps and routes [ref: checkout#screens]', () => {
  it('has the six steps by name, each with its index and route', () => {
    expect(CHECKOUT_STEPS.map((s) => [s.name, s.index, s.route])).toEqual([
      ['cart', 0, '/checkout/cart'],
      ['shipping', 1, '/checkout/shipping'],
      ['shippingAndGiftOptions', 2, '/checkout/shippingandgiftoptions'],
      ['payment', 3, '/checkout/paymentandbilling'],
      ['review', 4, '/checkout/review'],
      ['confirmation', 5, '/checkout/confirmation'],
    ]);
    expect(routeOf('payment')).toBe('/checkout/paymentandbilling');
    expect(stepAt(3)?.name).toBe('payment');
    expect(stepAt(6)).toBeUndefined();
    expect(stepAt('3')).toBeUndefined();
  });

  it.each([
    ['/checkout', 'shipping'],
    ['/checkout/', 'shipping'],
    ['/checkout/shipping', 'shipping'],
    ['/Checkout/ShippingAndGiftOptions', 'shippingAndGiftOptions'],
    ['/checkout/paymentandbilling/', 'payment'],
    ['/checkout/review', 'review'],
    ['/checkout/confirmation', 'confirmation'],
    ['/checkout/cart', 'cart'],
    ['/checkout/other', null],
    ['/shipping', null],
    ['', null],
  ])('%s is step %s', (path, step) => {
    expect(stepOfPath(path)).toBe(step);
  });

  it.each([
    [
      '/checkout/shippingandgiftoptions',
      { kind: 'step', step: 'shippingAndGiftOptions', url: '/checkout/shippingandgiftoptions' },
    ],
    [
      '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
      {
        kind: 'step',
        step: 'payment',
        url: '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
      },
    ],
    ['https://shop.example/checkout/review', { kind: 'step', step: 'review', url: '/checkout/review' }],
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
    expect(flowTarget(url, BASE, FLOW)).toEqual(target);
  });

  it('moves in-app only to the steps the island shows', () => {
    const twoSteps: CheckoutFlow = { ...FLOW, steps: ['shipping', 'shippingAndGiftOptions'] };
    expect(flowTarget('/checkout/review', BASE, twoSteps)).toEqual({ kind: 'page', url: '/checkout/review' });
    expect(flowTarget('/checkout/shipping', BASE, twoSteps)).toMatchObject({ kind: 'step', step: 'shipping' });
  });

  it('knows a cart redirect', () => {
    expect(isCartRoute('/checkout/cart', BASE)).toBe(true);
    expect(isCartRoute('/checkout/cart/', BASE)).toBe(true);
    expect(isCartRoute('/checkout/shipping', BASE)).toBe(false);
    expect(isCartRoute('', BASE)).toBe(false);
    expect(isCartRoute(null, BASE)).toBe(false);
  });

  it('a pathname that is no string is no step', () => {
    expect(stepOfPath(undefined as never)).toBeNull();
  });

  it('an address it cannot read is no cart redirect', () => {
    expect(isCartRoute('/checkout/cart', 'not an address')).toBe(false);
  });
});

describe('the steps under another base path (basePath)', () => {
  it('routes each step under it, Shipping also at the base itself', () => {
    expect(ISLAND.map((step) => routeOf(step, '/shop/checkout'))).toEqual([
      '/shop/checkout/shipping',
      '/shop/checkout/shippingandgiftoptions',
      '/shop/checkout/paymentandbilling',
      '/shop/checkout/review',
    ]);
    expect(routeOf('review', '/shop/checkout/')).toBe('/shop/checkout/review');
    expect(routeOf('review', '/')).toBe('/review');
    expect(stepOfPath('/shop/checkout', '/shop/checkout')).toBe('shipping');
    expect(stepOfPath('/Shop/Checkout/PaymentAndBilling/', '/shop/checkout')).toBe('payment');
    expect(stepOfPath('/', '/')).toBe('shipping');
    expect(stepOfPath('/review', '/')).toBe('review');
    // the spec's routes are not the app's addresses there
    expect(stepOfPath('/checkout/review', '/shop/checkout')).toBeNull();
  });

  it.each([
    ['/shop/checkout/review', { kind: 'step', step: 'review', url: '/shop/checkout/review' }],
    ['/shop/checkout', { kind: 'step', step: 'shipping', url: '/shop/checkout' }],
    // what the server's answers name (the spec's routes) moves to the step's address under the base
    [
      '/checkout/shippingandgiftoptions',
      { kind: 'step', step: 'shippingAndGiftOptions', url: '/shop/checkout/shippingandgiftoptions' },
    ],
    [
      '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
      {
        kind: 'step',
        step: 'payment',
        url: '/shop/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
      },
    ],
    ['/checkout/cart', { kind: 'page', url: '/checkout/cart' }],
    ['/shop/checkout/confirmation', { kind: 'page', url: '/shop/checkout/confirmation' }],
    ['/shop/other', { kind: 'page', url: '/shop/other' }],
  ])('a redirect to %s', (url, target) => {
    expect(flowTarget(url, 'https://shop.example/shop/checkout', SHOP)).toEqual(target);
  });

  it.each(['/checkout', '/', '/shop/checkout/', '/en-us/checkout', "/a-b_c.d~e!$&'()*+,;=:@%20"])(
    '%s is a base path',
    (path) => {
      expect(isBasePath(path)).toBe(true);
    },
  );

  it.each([
    '',
    'checkout',
    '//evil.example/checkout',
    'https://evil.example/checkout',
    '/shop//checkout',
    '/shop/../checkout',
    '/shop/./checkout',
    '/checkout?step=1',
    '/checkout#top',
    '/check out',
    '/checkout\\evil',
    '/checkout\n',
    'javascript:alert(1)',
    null,
    42,
    // a value that only reads as a path once made a string
    ['/checkout'],
  ])('%j is not a base path', (path) => {
    expect(isBasePath(path)).toBe(false);
  });
});
