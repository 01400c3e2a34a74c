import { checkUrl } from '@hearth/core';
import { Dialog, Skeleton, uiMessage } from '@hearth/ui';
import { formatText, checkoutMessage } from '../../wording';
import { CHECKOUT_ISLAND } from '../checkout-context';
import type { PopupProps } from '../popups/popup-props';
import type { StoreDetail } from '../shared/schema';

/**
 * 'Store Details' and 'All Store Locations' ([ref: checkout#calls] StoreLocationDetail, StoreLocationDetailList),
 * opened from a pickup's options: each store's name, address, phone, opening hours and a map link.
 * The map link is the server's address through the URL filter (`checkUrl`): a refused one leaves
 * the link out and logs one console line.
 */
export function StoreDetailDialog({ popup, open, onOpenChange }: PopupProps<'storeDetail'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        popup.list
          ? checkoutMessage('storeLocations', 'All Store Locations')
          : checkoutMessage('storeDetails', 'Store Details')
      }
      size={popup.list ? 'large' : undefined}
    >
      {popup.status === 'loading' ? (
        <Skeleton lines={4} label={checkoutMessage('storeDetailLoading', 'Loading store details…')} />
      ) : null}
      {popup.status === 'failed' ? (
        <p role="alert">
          {checkoutMessage('storeDetailFailed', 'Store details are not available right now. Please try again later.')}
        </p>
      ) : null}
      {popup.status === 'done' ? (
        <ul className="hearth-checkout__store-details">
          {popup.stores.map((store) => (
            <StoreCard key={store.storeId} store={store} />
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}

function StoreCard({ store }: { store: StoreDetail }) {
  const map = checkUrl(store.mapUrl, { island: CHECKOUT_ISLAND, field: 'store.mapUrl' });
  return (
    <li>
      <h3>{store.name}</h3>
      {store.address ? <address>{store.address}</address> : null}
      {store.phone ? <p>{formatText(checkoutMessage('storePhone', 'Phone: {0}'), [store.phone])}</p> : null}
      {store.hours && store.hours.length > 0 ? (
        <>
          <p className="hearth-checkout__muted">{checkoutMessage('storeHours', 'Store hours')}</p>
          <dl>
            {store.hours.map(({ days, hours }) => (
              <div key={days}>
                <dt>{days}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {map ? (
        <p>
          <a href={map} target="_blank" rel="noopener noreferrer">
            {formatText(checkoutMessage('storeMap', 'Map and directions for {0}'), [store.name])}
            <span className="hearth-visually-hidden"> {uiMessage('newWindow', '(opens in a new window)')}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}
