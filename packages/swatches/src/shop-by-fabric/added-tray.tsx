import { checkUrl, formatMessage } from '@hearth/core';
import { Button, firstClick, lazyPart, useCallData } from '@hearth/ui';
import { useId, useState } from 'react';
import { MAX_FREE_SWATCHES, swatchSelectionMessage } from '../shared/swatch-selection';
import { swatchesMessage } from '../wording';
import { toggleCode } from '../shared/added-swatches';
import { SwatchFlag } from '../shared/swatch-flag';
import { swatchImage, swatchName, type SwatchChoice } from '../shared/swatch-choice';
import type { OrderPrefill } from '../swatch-order/order-form-logic';
import type { OrderSource } from '../swatch-order/use-swatch-order';
import { getCardData } from './calls';
import { cardToOrderSwatch } from './shop-by-fabric-logic';
import type { ShopByFabricState } from './use-shop-by-fabric';

/** The order modal and the thank-you popup: loaded when the pointer or focus reaches 'Order Free Swatches'. */
const OrderFlow = lazyPart(
  () => import('../swatch-order/swatch-order-flow').then((m) => m.SwatchOrderFlow),
  'SwatchOrderFlow',
);

/** Props of {@link AddedTray}. */
export interface AddedTrayProps {
  state: ShopByFabricState;
  prefill: OrderPrefill;
  canadaEmailSignup?: boolean | undefined;
}

/**
 * The added swatches (saved to the cookie addedCartSwatches, shared with the order modal) [ref: shop-by-fabric#rules]:
 * each with its Remove button and NLA flag, and 'Order Free Swatches', which opens the order modal
 * with them (disabled with none, or with one no longer available). A successful order empties it.
 */
export function AddedTray({ state, prefill, canadaEmailSignup }: AddedTrayProps) {
  const headingId = useId();
  const { added, known, nlaCodes } = state;
  const [listed, setListed] = useState<string[] | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const count = added.length;
  const blocked = added.some((code) => nlaCodes.includes(code) || known.get(code)?.isNla === true);
  const list = listed ?? added;
  const swatches = list.map((code) => cardToOrderSwatch(code, known.get(code)));
  const source: OrderSource = {
    status: 'ready',
    data: {
      sku: '',
      swatches,
      defaultCode: undefined,
      message: '',
      prefill: { firstName: '', lastName: '', emailAddress: '', ...definedOnly(prefill) },
    },
    selected: added.filter((code) => swatches.some((swatch) => swatch.code === code && swatch.inStock)),
    toggle: (code) => state.setAdded(toggleCode(added, code)),
    nlaCodes,
    recentCodes: [],
  };
  return (
    <section className="hearth-sbf-added" aria-labelledby={headingId}>
      <h2 id={headingId} className="hearth-sbf-added__heading">
        {swatchesMessage('addedHeading', 'Your Free Swatches')}
      </h2>
      <p role="status" className="hearth-sbf-added__count">
        {count === 0
          ? swatchesMessage('addedEmpty', 'Add up to 5 free swatches, then order them.')
          : (swatchSelectionMessage(count) ??
            formatMessage(swatchesMessage('selectedCount', '{count} of {max} selected'), {
              count,
              max: MAX_FREE_SWATCHES,
            }))}
      </p>
      {count > 0 && (
        <ul className="hearth-sbf-added__list">
          {added.map((code) => (
            <AddedItem key={code} code={code} card={known.get(code)} nla={nlaCodes.includes(code)} state={state} />
          ))}
        </ul>
      )}
      <Button
        ref={setButton}
        {...OrderFlow.preloadProps}
        disabled={count === 0 || blocked}
        aria-haspopup="dialog"
        onClick={() => setListed([...added])}
      >
        {swatchesMessage('orderFreeSwatchesTitle', 'Order Free Swatches')}
      </Button>
      {listed && (
        <OrderFlow.Component
          title={swatchesMessage('orderFreeSwatchesTitle', 'Order Free Swatches')}
          open
          onOpenChange={(open) => !open && setListed(null)}
          returnFocus={button}
          source={source}
          onOrdered={() => state.setAdded([])}
          canadaEmailSignup={canadaEmailSignup}
          env={state.env}
        />
      )}
    </section>
  );
}

function definedOnly(prefill: OrderPrefill): OrderPrefill {
  return Object.fromEntries(
    Object.entries(prefill).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as OrderPrefill;
}

function AddedItem({
  code,
  card,
  nla,
  state,
}: {
  code: string;
  card: SwatchChoice | undefined;
  nla: boolean;
  state: ShopByFabricState;
}) {
  // A swatch added on another page of results: its card by code ([ref: shop-by-fabric#calls] get-card-data).
  useCallData(card ? null : getCardData, {
    query: { choiceCode: code },
    onSuccess: (answer) => answer.card && state.remember(answer.card),
    onError: (error) => state.env.log('There was an error from server', error),
  });
  const name = card ? swatchName(card) : code;
  const image = card ? checkUrl(swatchImage(card), { island: 'shop-by-fabric', field: 'cards.images' }) : undefined;
  return (
    <li className="hearth-sbf-added__item">
      {image ? (
        <img src={image} alt="" width={48} height={48} />
      ) : (
        <span className="hearth-sbf-added__blank" aria-hidden="true" />
      )}
      <span className="hearth-sbf-added__name">{name}</span>
      {(nla || card?.isNla === true) && <SwatchFlag>{swatchesMessage('nlaFlag', 'No longer available')}</SwatchFlag>}
      <Button variant="link" onClick={firstClick(() => state.toggleAdded(code))}>
        {swatchesMessage('removeSwatch', 'Remove Swatch')}
        <span className="hearth-visually-hidden"> {name}</span>
      </Button>
    </li>
  );
}
