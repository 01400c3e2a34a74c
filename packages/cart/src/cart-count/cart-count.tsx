import { useSignalValue } from '@hearth/core';
import { useEffect } from 'react';
import clsx from 'clsx';
import { getCartCount, setCartCount } from './cart-count-state';
import { cartCountText } from './wording';

/** Props of {@link CartCount}. */
export interface CartCountProps {
  /** The count the server rendered, used until a `hearth:cart-updated` event brings a newer one. @default 0 */
  count?: number;
  /** Extra class on the badge. */
  className?: string;
}

/**
 * The cart header count [ref: cart-count#rules]. It follows the page's shared cart count, which every
 * `hearth:cart-updated` event updates, whether an island or legacy script sent it.
 */
export function CartCount({ count, className }: CartCountProps) {
  const cartCount = getCartCount();
  const shared = useSignalValue(cartCount);
  useEffect(() => {
    // The server's count seeds the shared one unless an island already knows better.
    if (count !== undefined && cartCount.peek() === null) setCartCount(count);
  }, [count, cartCount]);
  const value = shared ?? count ?? 0;
  return (
    <span className={clsx('hearth-cart-count', className)} data-count={value}>
      <span aria-hidden="true">{value}</span>
      {/* A polite live region, not role="status": a status's text is left out of the name of the
          link the badge sits in, so 'Cart' would be read without its count. */}
      <span className="hearth-visually-hidden" aria-live="polite" aria-atomic="true">
        {cartCountText(value)}
      </span>
    </span>
  );
}
