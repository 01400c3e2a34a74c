import { signal } from '@preact/signals-core';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSharedSignals } from '../testing/shared-signals';
import { dispatchCartUpdated, onCartUpdated } from './events';
import { sharedSignal } from './shared-signal';
import { useSignalValue } from './use-signal-value';

beforeEach(() => {
  resetSharedSignals();
});

// A page-wide count that follows hearth:cart-updated, as the cart package declares its own.
const cartCount = () =>
  sharedSignal<number | null>(
    'test-cart-count',
    () => null,
    (created) => {
      onCartUpdated((count) => {
        if (count !== undefined) created.value = count;
      });
    },
  );

function CartCount() {
  const count = useSignalValue(cartCount());
  return <output aria-label="Cart count">{count ?? '…'}</output>;
}

describe('useSignalValue', () => {
  it('renders the current value and re-renders when the signal changes', () => {
    render(<CartCount />);
    expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent('…');
    act(() => dispatchCartUpdated(3));
    expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent('3');
  });

  it('re-renders on a change made by legacy page script', () => {
    render(<CartCount />);
    act(() => {
      document.dispatchEvent(new CustomEvent('hearth:cart-updated', { detail: 11 }));
    });
    expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent('11');
  });

  it('keeps two islands in step', () => {
    render(
      <>
        <CartCount />
        <CartCount />
      </>,
    );
    act(() => dispatchCartUpdated(5));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['5', '5']);
  });

  it('follows a plain signal and unsubscribes on unmount', () => {
    const value = signal('a');
    let active = 0;
    const subscribe = value.subscribe.bind(value);
    value.subscribe = (fn) => {
      active += 1;
      const unsubscribe = subscribe(fn);
      return () => {
        active -= 1;
        unsubscribe();
      };
    };
    function Probe() {
      return <p>{useSignalValue(value)}</p>;
    }
    const { unmount } = render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(active).toBe(1);
    act(() => {
      value.value = 'b';
    });
    expect(screen.getByText('b')).toBeInTheDocument();
    unmount();
    expect(active).toBe(0);
  });
});
