import { Button, TextField, waitingChoiceProps } from '@hearth/ui';
import { formatText, checkoutMessage } from '../../wording';
import { CHECKOUT_NAME_MAX_LENGTH } from '../shared/address-logic';
import type { CheckoutController } from '../checkout-controller';
import { storeChoiceOf } from './item-list';
import { StoreChooserPart, StoreDetailPart } from '../popups/lazy-popups';
import type { Recipient, Shipment } from '../shared/schema-shipping';

/** Props of {@link PickupOptions}. */
export interface PickupOptionsProps {
  recipient: Recipient;
  shipment: Shipment;
  controller: CheckoutController;
  busy: string | null;
}

/**
 * A store pickup's options ([ref: checkout#data] bopsOptions) [ref: checkout#calls]: the store, 'Store Details' and 'All Store
 * Locations' (StoreLocationDetail, StoreLocationDetailList), 'Change Store', who picks up,
 * a gift receipt (UpdateGiftReceipt) and bagging (UpdateBaggingOption).
 */
export function PickupOptions({ recipient, shipment, controller, busy }: PickupOptionsProps) {
  const rid = recipient.id;
  const bops = recipient.bopsOptions ?? {};
  const contact = bops.pickupContact ?? {};
  const first = shipment.items[0];
  return (
    <div className="hearth-checkout__pickup">
      {shipment.store?.name ? (
        <p>
          <strong>{formatText(checkoutMessage('pickupAt', 'Pick up at {0}'), [shipment.store.name])}</strong>
          {shipment.store.address ? <span className="hearth-checkout__muted"> {shipment.store.address}</span> : null}
        </p>
      ) : null}
      {shipment.store?.storeId != null ? (
        <Button
          variant="link"
          {...StoreDetailPart.preloadProps}
          onClick={() => void controller.openStoreDetail(shipment.store!.storeId!)}
        >
          {checkoutMessage('storeDetails', 'Store Details')}
        </Button>
      ) : null}
      <Button variant="link" {...StoreDetailPart.preloadProps} onClick={() => void controller.openStoreList()}>
        {checkoutMessage('storeLocations', 'All Store Locations')}
      </Button>
      {first ? (
        <Button
          variant="link"
          {...StoreChooserPart.preloadProps}
          disabled={busy !== null}
          onClick={() => controller.openStoreChooser(storeChoiceOf(first))}
        >
          {checkoutMessage('changeStore', 'Change Store')}
        </Button>
      ) : null}
      <fieldset className="hearth-checkout__choices">
        <legend>{checkoutMessage('pickupContact', 'Who will pick up?')}</legend>
        <div className="hearth-address">
          <TextField
            label={checkoutMessage('firstName', 'First Name')}
            autoComplete="given-name"
            maxLength={CHECKOUT_NAME_MAX_LENGTH}
            value={contact.firstName ?? ''}
            onChange={(e) => controller.setPickupContact(rid, { firstName: e.target.value })}
          />
          <TextField
            label={checkoutMessage('lastName', 'Last Name')}
            autoComplete="family-name"
            maxLength={CHECKOUT_NAME_MAX_LENGTH}
            value={contact.lastName ?? ''}
            onChange={(e) => controller.setPickupContact(rid, { lastName: e.target.value })}
          />
        </div>
      </fieldset>
      <label className="hearth-checkbox">
        <input
          type="checkbox"
          checked={bops.giftReceiptOption === 1}
          onChange={(e) => void controller.setGiftReceipt(rid, e.target.checked ? 1 : 0)}
          {...waitingChoiceProps(busy !== null)}
        />
        <span>{checkoutMessage('giftReceipt', 'Include a gift receipt')}</span>
      </label>
      <label className="hearth-checkbox">
        <input
          type="checkbox"
          checked={bops.baggingOption === 1}
          onChange={(e) => void controller.setBagging(rid, e.target.checked ? 1 : 0)}
          {...waitingChoiceProps(busy !== null)}
        />
        <span>{checkoutMessage('bagging', 'Bag my items')}</span>
      </label>
    </div>
  );
}
