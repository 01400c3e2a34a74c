import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  ADDED_TO_CART_EVENT,
  ANALYTICS_EVENT,
  CART_UPDATED_EVENT,
  PRODUCT_SELECTION_EVENT,
  dispatchAddedToCart,
  dispatchAnalytics,
  dispatchCartUpdated,
  dispatchProductSelection,
  onAnalytics,
  onCartUpdated,
  onProductSelection,
  toCartCount,
} from './events';

const received: Event[] = [];
const record = (event: Event): void => void received.push(event);

beforeEach(() => {
  received.length = 0;
  document.addEventListener(CART_UPDATED_EVENT, record);
  document.addEventListener(ANALYTICS_EVENT, record);
});

afterEach(() => {
  document.removeEventListener(CART_UPDATED_EVENT, record);
  document.removeEventListener(ANALYTICS_EVENT, record);
});

describe('event names [ref: script-tag#events]', () => {
  it('are hearth:cart-updated and hearth:analytics', () => {
    expect(CART_UPDATED_EVENT).toBe('hearth:cart-updated');
    expect(ANALYTICS_EVENT).toBe('hearth:analytics');
  });
});

describe('dispatchCartUpdated', () => {
  it('dispatches a CustomEvent on document with the count as detail', () => {
    dispatchCartUpdated(3);
    expect(received).toHaveLength(1);
    const event = received[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.type).toBe(CART_UPDATED_EVENT);
    expect(event.detail).toBe(3);
  });

  it('sends detail null when the count is not known (the DOM turns undefined into null)', () => {
    dispatchCartUpdated(2);
    dispatchCartUpdated();
    dispatchCartUpdated(Number.NaN);
    expect(received.map((e) => (e as CustomEvent).detail)).toEqual([2, null, null]);
  });

  it('dispatches 0 for an emptied cart', () => {
    dispatchCartUpdated(5);
    dispatchCartUpdated(0);
    expect((received[1] as CustomEvent).detail).toBe(0);
  });
});

describe('toCartCount: counts from legacy page script', () => {
  it.each([
    [7, 7],
    ['8', 8],
    [0, 0],
    [9999, 9999],
  ])('reads %j as %i', (detail, count) => {
    expect(toCartCount(detail)).toBe(count);
  });

  it.each([
    [undefined],
    [null],
    ['many'],
    [-1],
    [1.5],
    [{ count: 3 }],
    [10_000],
    [1e21],
    [Number.MAX_SAFE_INTEGER],
    [''],
  ])('ignores %j', (detail) => {
    expect(toCartCount(detail)).toBeUndefined();
  });

  it('an absurd count is dispatched as unknown', () => {
    dispatchCartUpdated(5_000_000);
    expect((received[0] as CustomEvent).detail).toBeNull();
  });
});

describe('onCartUpdated', () => {
  it('calls the handler with the count (or undefined) until unsubscribed', () => {
    const handler = vi.fn();
    const unsubscribe = onCartUpdated(handler);
    dispatchCartUpdated(2);
    document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: '6' }));
    dispatchCartUpdated();
    expect(handler.mock.calls.map(([count]) => count)).toEqual([2, 6, undefined]);
    expect(handler.mock.calls[0]?.[1]).toBeInstanceOf(CustomEvent);
    unsubscribe();
    dispatchCartUpdated(9);
    expect(handler).toHaveBeenCalledTimes(3);
  });
});

describe('dispatchAnalytics', () => {
  it('dispatches hearth:analytics on document with detail { event, properties }', () => {
    dispatchAnalytics('drawerOpen', { optionCode: 12 });
    const event = received[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.type).toBe(ANALYTICS_EVENT);
    expect(event.detail).toEqual({ event: 'drawerOpen', properties: { optionCode: 12 } });
  });

  it('defaults properties to {}', () => {
    dispatchAnalytics('swatchOrder');
    expect((received[0] as CustomEvent).detail).toEqual({ event: 'swatchOrder', properties: {} });
  });

  it('reaches onAnalytics handlers until unsubscribed', () => {
    const handler = vi.fn();
    const unsubscribe = onAnalytics(handler);
    dispatchAnalytics('a', { x: 1 });
    unsubscribe();
    dispatchAnalytics('b');
    expect(handler.mock.calls).toEqual([[{ event: 'a', properties: { x: 1 } }]]);
  });
});

describe('the product shown (the gallery follows it) [ref: core#rules]', () => {
  it('is hearth:product-selection', () => {
    expect(PRODUCT_SELECTION_EVENT).toBe('hearth:product-selection');
  });

  it('hands each detail to the handler until it stops', () => {
    const handler = vi.fn();
    const stop = onProductSelection(handler);
    dispatchProductSelection({ sku: '300101', optionChoiceParameter: 'oc-2' });
    dispatchProductSelection({ personalized: true });
    stop();
    dispatchProductSelection({ sku: 'after' });
    expect(handler.mock.calls).toEqual([[{ sku: '300101', optionChoiceParameter: 'oc-2' }], [{ personalized: true }]]);
  });

  it('reads a detail that is not an object as {}', () => {
    const handler = vi.fn();
    const stop = onProductSelection(handler);
    document.dispatchEvent(new CustomEvent(PRODUCT_SELECTION_EVENT, { detail: 'sofa' }));
    document.dispatchEvent(new CustomEvent(PRODUCT_SELECTION_EVENT));
    stop();
    expect(handler.mock.calls).toEqual([[{}], [{}]]);
  });
});

describe('hearth:added-to-cart', () => {
  it('bubbles from the island that added, with what was added', () => {
    document.body.innerHTML = '<section id="island"><button>Add to Cart</button></section>';
    const heard = vi.fn();
    document.addEventListener(ADDED_TO_CART_EVENT, heard);
    onTestFinished(() => document.removeEventListener(ADDED_TO_CART_EVENT, heard));
    const items = [{ sku: '410100', quantity: 2, name: 'Sofa' }];
    dispatchAddedToCart(document.querySelector('button'), { items });
    expect(ADDED_TO_CART_EVENT).toBe('hearth:added-to-cart');
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]![0] as CustomEvent;
    expect(event.detail).toEqual({ items });
    expect(event.target).toBe(document.querySelector('button'));
    dispatchAddedToCart(null, { items });
    dispatchAddedToCart(undefined, { items });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('without a page (server rendering)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('dispatches nothing, throws nothing, and a subscription is a no-op', () => {
    const dispatch = vi.spyOn(document, 'dispatchEvent');
    const listen = vi.spyOn(document, 'addEventListener');
    const target = new EventTarget();
    const sent = vi.spyOn(target, 'dispatchEvent');
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('CustomEvent', undefined);
    dispatchCartUpdated(1);
    dispatchAnalytics('a');
    dispatchProductSelection({ sku: '1' });
    dispatchAddedToCart(target, { items: [] });
    const stops = [onCartUpdated(vi.fn()), onAnalytics(vi.fn()), onProductSelection(vi.fn())];
    stops.forEach((stop) => stop());
    vi.unstubAllGlobals();
    expect(dispatch).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    dispatch.mockRestore();
    listen.mockRestore();
  });
});
