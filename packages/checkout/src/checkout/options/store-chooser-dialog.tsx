import { Button, Dialog, TextField } from '@hearth/ui';
import { formatText, checkoutMessage } from '../../wording';
import type { PopupProps } from '../popups/popup-props';
import { useStoreChooser } from './use-store-chooser';

/** The store chooser for store pickup ([ref: checkout#calls] GetAvailabilityData, resetbasketselectedstore). */
export function StoreChooserDialog({
  popup,
  open,
  onOpenChange,
  controller,
  state,
  settings,
}: PopupProps<'storeChooser'>) {
  const firstZip =
    state.data?.shippingOptions?.recipients[0]?.address?.postalCode ?? settings.deliveryData.zipCode ?? '';
  const chooser = useStoreChooser(controller, popup.item, settings, firstZip);
  const { search } = chooser;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('chooseStore', 'Choose a Store')}
      description={popup.item.name}
      size="large"
    >
      <form className="hearth-checkout__store-search" onSubmit={chooser.onSubmit} noValidate>
        <TextField
          label={`${checkoutMessage('storeZip', 'Find stores near')} (${chooser.label})`}
          value={chooser.zip}
          maxLength={chooser.maxLength}
          autoComplete="postal-code"
          error={chooser.error}
          announce
          onChange={(e) => chooser.setZip(e.target.value)}
        />
        <label className="hearth-checkbox">
          <input
            type="checkbox"
            checked={chooser.onlyAvailable}
            onChange={(e) => chooser.setOnlyAvailable(e.target.checked)}
          />
          <span>{checkoutMessage('onlyAvailable', 'Only show stores with the item available')}</span>
        </label>
        <Button type="submit" variant="secondary" busy={search.status === 'searching'}>
          {checkoutMessage('findStores', 'Find Stores')}
        </Button>
      </form>
      <div role="status" className="hearth-checkout__store-status">
        {search.status === 'failed'
          ? checkoutMessage('storesFailed', 'Store availability is unavailable right now. Please try again.')
          : search.status === 'done' && search.stores.length === 0
            ? formatText(checkoutMessage('noStores', 'No stores found near {0}.'), [search.zip])
            : ''}
      </div>
      {search.status === 'done' && search.stores.length > 0 ? (
        <ul className="hearth-checkout__stores">
          {search.stores.map((store) => {
            const id = `store-${String(store.storeId)}`;
            return (
              <li key={String(store.storeId)}>
                <p id={id} className="hearth-checkout__item-name">
                  {store.name || String(store.storeId)}
                </p>
                {store.address ? <p className="hearth-checkout__muted">{store.address}</p> : null}
                {store.phone ? <p className="hearth-checkout__muted">{store.phone}</p> : null}
                {store.message ? <p className="hearth-checkout__muted">{store.message}</p> : null}
                <Button
                  variant="secondary"
                  aria-describedby={id}
                  disabled={store.isAvailable === false}
                  busy={state.loading === `chooseStore:${popup.item.id}`}
                  onClick={() => chooser.choose(store)}
                >
                  {checkoutMessage('pickHere', 'Pick Up Here')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Dialog>
  );
}
