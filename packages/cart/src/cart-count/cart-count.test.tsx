import { act, render, screen } from '@testing-library/react';
import { dispatchCartUpdated, CART_UPDATED_EVENT } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartCount } from './cart-count';

describe('CartCount', () => {
  beforeEach(() => {
    resetSharedSignals();
  });

  it('shows the server count first', () => {
    render(<CartCount count={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 items in cart');
  });

  it('follows hearth:cart-updated from an island', () => {
    const { container } = render(<CartCount count={2} />);
    act(() => dispatchCartUpdated(5));
    expect(container.querySelector('[data-count]')).toHaveAttribute('data-count', '5');
    expect(screen.getByRole('status')).toHaveTextContent('5 items in cart');
  });

  it('follows hearth:cart-updated dispatched by legacy page script', () => {
    render(<CartCount />);
    act(() => {
      document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: 1 }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 item in cart');
  });

  it('keeps the last count when an update carries none', () => {
    render(<CartCount count={3} />);
    act(() => {
      document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT));
    });
    expect(screen.getByRole('status')).toHaveTextContent('3 items in cart');
  });
});
