import { useId } from 'react';
import { formatText, checkoutMessage } from '../../wording';
import { addressLine } from '../shared/address-logic';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutState } from '../checkout-state';
import { DeliveryOptions } from './delivery-options';
import { GiftOptions } from './gift-options';
import { ItemList } from './item-list';
import { OversizePart, StoreChooserPart } from '../popups/lazy-popups';
import { PickupOptions } from './pickup-options';
import type { Recipient } from '../shared/schema-shipping';

/** Props of {@link RecipientOptions}. */
export interface RecipientOptionsProps {
  recipient: Recipient;
  controller: CheckoutController;
  state: CheckoutState;
  /** The place of its first item among the step's items ([ref: checkout#limits] pictures). @default 0 */
  firstIndex?: number;
}

// The item rows open the store chooser and the oversize popup: load them when the pointer comes near.
const preloadItemPopups = () => {
  void StoreChooserPart.preload();
  void OversizePart.preload();
};

/** How many items `shipments` hold. */
export const itemCount = (shipments: ReadonlyArray<{ items: readonly unknown[] }>) =>
  shipments.reduce((n, shipment) => n + shipment.items.length, 0);

/** One recipient's shipments (delivery or pickup, with their options) and gift options. */
export function RecipientOptions({ recipient, controller, state, firstIndex = 0 }: RecipientOptionsProps) {
  const headingId = useId();
  const name = [recipient.address?.firstName, recipient.address?.lastName].filter(Boolean).join(' ');
  const busy = state.loading;
  const actions = {
    onPickUp: controller.openStoreChooser,
    onShip: () => void controller.shipInstead(recipient.id),
    onOversize: controller.openOversize,
    busy: busy !== null,
  };
  return (
    <section className="hearth-checkout__recipient" aria-labelledby={headingId} onPointerEnter={preloadItemPopups}>
      <h3 id={headingId}>
        {name
          ? formatText(checkoutMessage('shipmentTo', 'Shipping to {0}'), [name])
          : checkoutMessage('shippingAddress', 'Shipping Address')}
      </h3>
      {recipient.address ? <p className="hearth-checkout__muted">{addressLine(recipient.address)}</p> : null}
      {recipient.shipments.map((shipment, index) => (
        <section
          key={String(shipment.id ?? index)}
          className="hearth-checkout__shipment"
          aria-label={
            shipment.isPickup ? checkoutMessage('pickup', 'Store Pickup') : checkoutMessage('delivery', 'Delivery')
          }
        >
          <h4>
            {shipment.isPickup ? checkoutMessage('pickup', 'Store Pickup') : checkoutMessage('delivery', 'Delivery')}
          </h4>
          <ItemList
            items={shipment.items}
            actions={actions}
            firstIndex={firstIndex + itemCount(recipient.shipments.slice(0, index))}
          />
          {shipment.isPickup ? (
            <PickupOptions recipient={recipient} shipment={shipment} controller={controller} busy={busy} />
          ) : (
            <DeliveryOptions
              shipment={shipment}
              shipmentRef={{ recipientId: recipient.id, shipmentIndex: index }}
              controller={controller}
              state={recipient.address?.state}
              busy={busy !== null}
            />
          )}
        </section>
      ))}
      <GiftOptions
        recipient={recipient}
        controller={controller}
        busy={busy}
        saved={state.giftMessageSaved === String(recipient.id)}
      />
    </section>
  );
}
