import { checkUrl, formatCents, type Site } from '@hearth/core';
import { cartValidationMessage } from './wording';
import type { UnavailableItem } from './schema';

/** Props of {@link UnavailableList}. */
export interface UnavailableListProps {
  items: readonly UnavailableItem[];
  site: Site;
  /** The island the items came from, named in the console line of a refused image address. */
  island: string;
}

/**
 * Unavailable items [ref: commerce#data]: image, title, price (cents), quantity, availabilityMessage and
 * edd.message. An image address the URL filter refuses is left out (logged once, naming the island).
 */
export function UnavailableList({ items, site, island }: UnavailableListProps) {
  return (
    <ul className="hearth-unavailable">
      {items.map((item, index) => {
        const image = checkUrl(item.imagePath, { island, field: 'unavailableItems.imagePath' });
        return (
          <li key={`${item.sku}-${index}`} data-sku={item.sku}>
            {image ? <img src={image} alt="" width={80} height={80} /> : null}
            <p className="hearth-unavailable__name">{item.title || item.sku}</p>
            <p>{formatCents(item.currentPrice ?? 0, site)}</p>
            <p>
              {cartValidationMessage('quantity', 'Quantity')}: {item.quantity ?? 1}
            </p>
            {item.availabilityMessage ? <p>{item.availabilityMessage}</p> : null}
            {item.edd?.message ? <p>{item.edd.message}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
