import { checkUrl } from '@hearth/core';
import { Button, waitingChoiceProps } from '@hearth/ui';
import { useId } from 'react';
import type { OversizedItem } from '@hearth/commerce';
import { checkoutMessage } from '../../wording';
import { CHECKOUT_ISLAND } from '../checkout-context';
import type { StoreChoiceItem } from '../checkout-state';
import { availabilityText, canPickUp, isOversizedItem, isPickupItem, quantityOf } from './options-logic';
import { itemImageLoading, useDesktop } from '../shared/item-images';
import type { CheckoutItem } from '../shared/schema-items';

/** What the item rows can do. */
export interface ItemListActions {
  /** The shopper picks store pickup: the store chooser opens. */
  onPickUp: (item: StoreChoiceItem) => void;
  /** The shopper picks delivery for a pickup item. */
  onShip: () => void;
  /** `pickup`: the item may be picked up in store (the popup then warns about the car, else the doorways). */
  onOversize: (items: OversizedItem[], pickup: boolean) => void;
  /** An action is in flight: the choices wait. */
  busy: boolean;
}

/** The store chooser's view of an item. */
export function storeChoiceOf(item: CheckoutItem): StoreChoiceItem {
  return {
    id: String(item.id),
    sku: item.sku ?? String(item.id),
    name: item.name ?? item.sku ?? String(item.id),
    quantity: quantityOf(item),
    isPickup: isPickupItem(item),
  };
}

/** Props of {@link ItemList}. */
export interface ItemListProps {
  items: readonly CheckoutItem[];
  actions: ItemListActions;
  /** The place of its first item among the step's items (whose pictures load at once) [ref: checkout#limits]. @default 0 */
  firstIndex?: number;
}

/** A shipment's items ([ref: checkout#data] item): name, quantity, estimate or availability, delivery or pickup, oversize. */
export function ItemList({ items, actions, firstIndex = 0 }: ItemListProps) {
  const desktop = useDesktop();
  return (
    <ul className="hearth-checkout__items">
      {items.map((item, index) => (
        <ItemRow
          key={String(item.id)}
          item={item}
          actions={actions}
          loading={itemImageLoading(firstIndex + index, desktop)}
        />
      ))}
    </ul>
  );
}

function ItemRow({
  item,
  actions,
  loading,
}: {
  item: CheckoutItem;
  actions: ItemListActions;
  loading: 'eager' | 'lazy';
}) {
  const nameId = useId();
  const pickup = isPickupItem(item);
  const image = checkUrl(item.imagePath, { island: CHECKOUT_ISLAND, field: 'items.imagePath' });
  const note = availabilityText(item, pickup ? 'pickup' : 'delivery');
  const options = item.shippingDeliveryOptions;
  const choose = options?.isShipOptionVisible !== false && canPickUp(item);
  const vendor = item.itemInfo?.vendorDropShipMessage;
  return (
    <li className="hearth-checkout__item">
      {image ? <img src={image} alt="" width={64} height={64} loading={loading} /> : null}
      <div>
        <p id={nameId} className="hearth-checkout__item-name">
          {item.name || item.sku || String(item.id)}
        </p>
        <p className="hearth-checkout__muted">
          {checkoutMessage('quantity', 'Qty')} {quantityOf(item)}
        </p>
        {note ? <p className="hearth-checkout__muted">{note}</p> : null}
        {pickup && options?.bopsOption?.pickupQuantityMessage ? (
          <p className="hearth-checkout__muted">{options.bopsOption.pickupQuantityMessage}</p>
        ) : null}
        {vendor ? <p className="hearth-checkout__muted">{vendor}</p> : null}
        {/* the choices look as the step's others (Shipping Method, gift options): .hearth-checkbox */}
        {choose ? (
          <fieldset className="hearth-checkout__ship-choice" aria-describedby={nameId}>
            <legend>{checkoutMessage('deliveryMethod', 'Delivery method')}</legend>
            <label className="hearth-checkbox">
              <input
                type="radio"
                name={`ship-${String(item.id)}`}
                checked={!pickup}
                onChange={() => actions.onShip()}
                {...waitingChoiceProps(actions.busy)}
              />
              {checkoutMessage('shipIt', 'Ship It')}
            </label>
            <label className="hearth-checkbox">
              <input
                type="radio"
                name={`ship-${String(item.id)}`}
                checked={pickup}
                onChange={() => actions.onPickUp(storeChoiceOf(item))}
                {...waitingChoiceProps(actions.busy)}
              />
              {checkoutMessage('pickItUp', 'Pick Up in Store')}
            </label>
          </fieldset>
        ) : null}
        {isOversizedItem(item) ? (
          <Button
            variant="link"
            aria-describedby={nameId}
            onClick={() => actions.onOversize([{ title: item.name ?? null, boxes: item.boxes ?? [] }], choose)}
          >
            {checkoutMessage('oversizeLink', 'Oversize item information')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
