import { Button, waitingSelectProps } from '@hearth/ui';
import { useId, useState } from 'react';
import { checkoutMessage } from '../../wording';
import { addressLine } from '../shared/address-logic';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutState } from '../checkout-state';
import { quantityOf } from '../options/options-logic';

/**
 * More than one recipient ([ref: checkout#calls] SaveRecipientSelection, SaveMultiShippingAddress, SplitItem,
 * UpdateRecipientId): each item's recipient, a new address for one item, one unit split off to
 * ship elsewhere, and everything back to one address.
 */
export function RecipientsEditor({ controller, state }: { controller: CheckoutController; state: CheckoutState }) {
  const recipients = state.data?.shippingOptions?.recipients ?? [];
  const items = recipients.flatMap((recipient) =>
    recipient.shipments.flatMap((shipment) =>
      shipment.items.map((item) => ({ item, recipientId: String(recipient.id) })),
    ),
  );
  const units = items.reduce((sum, { item }) => sum + quantityOf(item), 0);
  const [open, setOpen] = useState(recipients.length > 1);
  const listId = useId();
  if (units < 2) return null;
  const busy = state.loading;
  const toggle = (on: boolean) => {
    setOpen(on);
    if (!on && recipients.length > 1) void controller.shipToOneAddress();
  };
  return (
    <section className="hearth-checkout__recipients">
      <label className="hearth-checkbox">
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => toggle(event.target.checked)}
          aria-controls={open ? listId : undefined}
        />
        <span>{checkoutMessage('shipToMultiple', 'Ship items to more than one address')}</span>
      </label>
      {open ? (
        <ul id={listId} className="hearth-checkout__recipient-items">
          {items.map(({ item, recipientId }) => {
            const id = String(item.id);
            const name = item.name ?? item.sku ?? id;
            const nameId = `${listId}-${id}`;
            return (
              <li key={id}>
                <p id={nameId} className="hearth-checkout__item-name">
                  {name} <span className="hearth-checkout__muted">× {quantityOf(item)}</span>
                </p>
                <label className="hearth-checkout__inline-field">
                  <span>{checkoutMessage('shipTo', 'Ship to')}</span>
                  <select
                    className="hearth-field__input"
                    value={recipientId}
                    aria-describedby={nameId}
                    onChange={(event) => void controller.selectRecipient(id, event.target.value)}
                    {...waitingSelectProps(busy !== null, recipientId)}
                  >
                    {recipients.map((recipient, index) => (
                      <option key={String(recipient.id)} value={String(recipient.id)}>
                        {addressLine(recipient.address) || `${checkoutMessage('recipient', 'Recipient')} ${index + 1}`}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="hearth-checkout__row-actions">
                  <Button variant="link" aria-describedby={nameId} onClick={() => controller.openNewRecipient(id)}>
                    {checkoutMessage('shipToNewAddress', 'Ship to a new address')}
                  </Button>
                  {quantityOf(item) > 1 ? (
                    <Button
                      variant="link"
                      aria-describedby={nameId}
                      busy={busy === `splitItem:${id}`}
                      onClick={() => controller.splitItem(id)}
                    >
                      {checkoutMessage('split', 'Ship one to another address')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
