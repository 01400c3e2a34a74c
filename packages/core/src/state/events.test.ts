import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENT,
  CART_UPDATED_EVENT,
  dispatchAnalytics,
  dispatchCartUpdated,
  getStores,
  onAnalytics,
  onCartUpdated,
} from './index';
import { resetStoresForTest } from './test-utils';

const received: Event[] = [];
const record = (event: Event): void => void received.push(event);

beforeEach(() => {
  resetStoresForTest();
  received.length = 0;
  document.addEventListener(CART_UPDATED_EVENT, record);
  document.addEventListener(ANALYTICS_EVENT, record);
});

afterEach(() => {
  document.removeEventListener(CART_UPDATED_EVENT, record);
  document.removeEventListener(ANALYTICS_EVENT, record);
});

describe('event names (CONTRACT §4)', () => {
  it('are hearth:cart-updated and hearth:analytics', () => {
    expect(CART_UPDATED_EVENT).toBe('hearth:cart-updated');
    expect(ANALYTICS_EVENT).toBe('hearth:analytics');
  });
});

describe('dispatchCartUpdated', () => {
  it('dispatches a CustomEvent on document with the count as detail and updates cartCount', () => {
    dispatchCartUpdated(3);
    expect(received).toHaveLength(1);
    const event = received[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.type).toBe(CART_UPDATED_EVENT);
    expect(event.detail).toBe(3);
    expect(getStores().cartCount.value).toBe(3);
  });

  it('sends detail null when the count is not known (the DOM turns undefined into null), leaving cartCount as it was', () => {
    dispatchCartUpdated(2);
    dispatchCartUpdated();
    dispatchCartUpdated(Number.NaN);
    expect(received.map((e) => (e as CustomEvent).detail)).toEqual([2, null, null]);
    expect(getStores().cartCount.value).toBe(2);
  });

  it('dispatches 0 for an emptied cart', () => {
    dispatchCartUpdated(5);
    dispatchCartUpdated(0);
    expect((received[1] as CustomEvent).detail).toBe(0);
    expect(getStores().cartCount.value).toBe(0);
  });
});

describe('legacy page script dispatching hearth:cart-updated', () => {
  it('updates cartCount from a numeric detail', () => {
    const { cartCount } = getStores();
    document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: 7 }));
    expect(cartCount.value).toBe(7);
  });

  it('accepts a numeric string detail', () => {
    const { cartCount } = getStores();
    document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: '8' }));
    expect(cartCount.value).toBe(8);
  });

  it.each([[undefined], [null], ['many'], [-1], [1.5], [{ count: 3 }]])(
    'ignores detail %j',
    (detail) => {
      const { cartCount } = getStores();
      cartCount.value = 4;
      document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail }));
      expect(cartCount.value).toBe(4);
    },
  );
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
