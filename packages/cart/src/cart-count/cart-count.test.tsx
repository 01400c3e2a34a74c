import { act, render, screen } from '@testing-library/react';
import { dispatchCartUpdated, CART_UPDATED_EVENT } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartCount } from './cart-count';

/** The count as assistive technology hears it: a polite live region (changes are announced). */
const announced = () => document.querySelector('.hearth-cart-count [aria-live="polite"][aria-atomic="true"]');

describe('CartCount', () => {
  beforeEach(() => {
    resetSharedSignals();
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
    act(() => {
      document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT));
    });
    expect(announced()).toHaveTextContent('3 items in cart');
  });
});
