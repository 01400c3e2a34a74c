import { checkUrl } from '@hearth/core';
import { Dialog, Skeleton, UI_MESSAGES } from '@hearth/ui';
import { CHECKOUT_MESSAGES as M, formatText } from '../../messages';
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
      title={popup.list ? M.storeLocations : M.storeDetails}
      size={popup.list ? 'large' : undefined}
    >
      {popup.status === 'loading' ? <Skeleton lines={4} label={M.storeDetailLoading} /> : null}
      {popup.status === 'failed' ? <p role="alert">{M.storeDetailFailed}</p> : null}
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
      {store.phone ? <p>{formatText(M.storePhone, [store.phone])}</p> : null}
      {store.hours && store.hours.length > 0 ? (
        <>
          <p className="hearth-checkout__muted">{M.storeHours}</p>
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
            {formatText(M.storeMap, [store.name])}
            <span className="hearth-visually-hidden"> {UI_MESSAGES.newWindow}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}
