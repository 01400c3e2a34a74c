import { formatCents, type Site } from '@hearth/core';
import { cartLinkUrl } from './cart-urls';
import { CART_MESSAGES as M } from './messages';
import type { UnavailableItem } from './schema';

/** Unavailable items (000 §3): image, title, price, quantity, availabilityMessage, edd.message. */
export function UnavailableList({ items: given, site }: { items: UnavailableItem[]; site: Site }) {
  const items = given.map((item) => ({ ...item, imagePath: cartLinkUrl(item.imagePath, 'unavailableItems.imagePath') }));
  return (
    <ul className="hearth-cart__unavailable">
      {items.map((item) => (
        <li key={item.sku} data-sku={item.sku}>
          {item.imagePath ? <img src={item.imagePath} alt="" width={80} height={80} /> : null}
          <p className="hearth-cart__name">{item.title ?? item.sku}</p>
          <p>{formatCents(item.currentPrice ?? 0, site)}</p>
          <p>
            {M.quantity}: {item.quantity ?? 1}
          </p>
          {item.availabilityMessage ? <p>{item.availabilityMessage}</p> : null}
          {item.edd?.message ? <p>{item.edd.message}</p> : null}
        </li>
      ))}
    </ul>
  );
}
