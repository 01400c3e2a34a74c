import { act, render, screen } from '@testing-library/react';
import { dispatchCartUpdated, CART_UPDATED_EVENT, resetConfig, setConfig } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartCount } from './cart-count';
import { getCartCount, setCartCount } from './cart-count-state';

/** The count as assistive technology hears it: a polite live region (changes are announced). */
const announced = () => document.querySelector('.hearth-cart-count [aria-live="polite"][aria-atomic="true"]');

describe('CartCount', () => {
  beforeEach(() => {
    resetSharedSignals();
    resetConfig();
  });

  it('shows the server count first', () => {
    render(<CartCount count={2} />);
    expect(announced()).toHaveTextContent('2 items in cart');
  });

  it('follows hearth:cart-updated from an island', () => {
    const { container } = render(<CartCount count={2} />);
    act(() => dispatchCartUpdated(5));
    expect(container.querySelector('[data-count]')).toHaveAttribute('data-count', '5');
    expect(announced()).toHaveTextContent('5 items in cart');
  });

  it('follows hearth:cart-updated dispatched by legacy page script', () => {
    render(<CartCount />);
    act(() => {
      document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: 1 }));
    });
    expect(announced()).toHaveTextContent('1 item in cart');
  });

  it("is part of the name of the link it sits in ('Cart 2 items in cart'), and follows the count", () => {
    render(
      <a href="/checkout/cart">
        Cart <CartCount count={2} />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Cart 2 items in cart');
    act(() => dispatchCartUpdated(1));
    expect(screen.getByRole('link')).toHaveAccessibleName('Cart 1 item in cart');
  });

  it('keeps the last count when an update carries none', () => {
    render(<CartCount count={3} />);
    act(() => dispatchCartUpdated(5));
    act(() => {
      document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT));
    });
    // the last count the page was told, not the server's
    expect(announced()).toHaveTextContent('5 items in cart');
  });

  it('without a count, and before any update: 0, shown and announced', () => {
    const { container } = render(<CartCount />);
    expect(container.querySelector('[data-count]')).toHaveAttribute('data-count', '0');
    expect(announced()).toHaveTextContent('0 items in cart');
  });

  it("the server's count becomes the page's: a second badge without one shows it", () => {
    render(<CartCount count={4} />);
    expect(getCartCount().value).toBe(4);
    const { container } = render(<CartCount className="mini" />);
    expect(container.querySelector('.hearth-cart-count.mini')).toHaveAttribute('data-count', '4');
  });

  it("a count an island already knows wins over the server's", () => {
    setCartCount(7);
    render(<CartCount count={2} />);
    expect(announced()).toHaveTextContent('7 items in cart');
    expect(getCartCount().value).toBe(7);
  });

  it('the visible number is hidden from assistive technology: the live region says it once', () => {
    const { container } = render(<CartCount count={3} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^3$/);
  });

  it('the sentence is for screen readers only: visually hidden', () => {
    render(<CartCount count={2} />);
    expect(announced()).toHaveClass('hearth-visually-hidden');
  });

  it("a count given after the first render seeds the page's count too, while nobody knows one", () => {
    const { rerender } = render(<CartCount />);
    rerender(<CartCount count={4} />);
    expect(getCartCount().value).toBe(4);
    const { container } = render(<CartCount className="mini" />);
    expect(container.querySelector('.hearth-cart-count.mini')).toHaveAttribute('data-count', '4');
  });

  it("the page's wording, with every {count} filled", () => {
    setConfig({ messages: { 'cart-count': { items: '{count} in bag ({count})', oneItem: 'One in bag' } } });
    render(<CartCount count={2} />);
    expect(announced()).toHaveTextContent('2 in bag (2)');
    act(() => dispatchCartUpdated(1));
    expect(announced()).toHaveTextContent('One in bag');
  });

  it('setCartCount takes a whole number from 0 to 9999 or null, and nothing else', () => {
    expect(setCartCount(3)).toBe(true);
    for (const refused of [-1, 2.5, 10_000, Number.NaN]) {
      expect(setCartCount(refused)).toBe(false);
      expect(getCartCount().value).toBe(3);
    }
    expect(setCartCount(9999)).toBe(true);
    expect(getCartCount().value).toBe(9999);
    expect(setCartCount(null)).toBe(true);
    expect(getCartCount().value).toBeNull();
  });
});
