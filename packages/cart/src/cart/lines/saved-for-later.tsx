import { formatCents, type Site } from '@hearth/core';
import { Button, firstClick } from '@hearth/ui';
import { useId } from 'react';
import type { CartController } from '../controller/cart-controller';
import { cartLinkUrl } from '../cart-urls';
import { cartMessage } from '../wording';
import type { CartLineItem } from '../schema';

/** Props of {@link SavedForLater}. */
export interface SavedForLaterProps {
  items: CartLineItem[];
  site: Site;
  controller: CartController;
  busy: string | null;
}

function SavedLine({ line, site, controller, busy }: { line: CartLineItem } & Omit<SavedForLaterProps, 'items'>) {
  const nameId = useId();
  const name = line.name ?? line.sku;
  const sending = busy !== null; // any cart action: this line's buttons wait for it
  const href = cartLinkUrl(line.url, 'savedForLater.url');
  const image = cartLinkUrl(line.imagePath, 'savedForLater.imagePath');
  return (
    <li className="hearth-cart__line" data-line-id={line.id}>
      {image ? <img className="hearth-cart__image" src={image} alt="" width={120} height={120} /> : null}
      <div className="hearth-cart__details">
        <h3 id={nameId} className="hearth-cart__name">
          {href ? <a href={href}>{name}</a> : name}
        </h3>
        <p className="hearth-cart__price">{formatCents(line.currentPrice ?? 0, site)}</p>
        <div className="hearth-cart__actions">
          <Button
            variant="secondary"
            aria-describedby={nameId}
            busy={busy === `moveToCart:${line.id}`}
            blocked={sending}
            onClick={firstClick(() => controller.moveToCart(line.id))}
          >
            {cartMessage('moveToCart', 'Move to Cart')}
          </Button>
          <Button
            variant="link"
            aria-describedby={nameId}
            busy={busy === `removeItemFromSaveForLater:${line.id}`}
            blocked={sending}
            onClick={firstClick(() => controller.removeItemFromSaveForLater(line.id))}
          >
            {cartMessage('remove', 'Remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The saved-for-later list: move to cart, remove [ref: cart#rules]. */
export function SavedForLater({ items, ...rest }: SavedForLaterProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="hearth-cart__saved" aria-labelledby={headingId}>
      <h2 id={headingId}>{cartMessage('savedForLater', 'Saved for Later')}</h2>
      <ul className="hearth-cart__lines">
        {items.map((line) => (
          <SavedLine key={line.id} line={line} {...rest} />
        ))}
      </ul>
    </section>
  );
}
