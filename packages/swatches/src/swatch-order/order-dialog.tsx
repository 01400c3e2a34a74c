import type { Brand, HearthClient, Site } from '@hearth/core';
import { Dialog, Skeleton, uiMessage, type DialogProps } from '@hearth/ui';
import { useId } from 'react';
import { formatMessage } from '@hearth/core';
import { MAX_FREE_SWATCHES, swatchSelectionMessage } from '../shared/swatch-selection';
import { swatchesMessage } from '../wording';
import type { AddressAutocomplete } from './address-autocomplete/autocomplete';
import { OrderForm } from './order-form';
import { canSend } from './selection-logic';
import { SwatchPicker } from './swatch-picker';
import { groupOrderSwatches } from './swatch-groups-logic';
import type { OrderSource } from './use-swatch-order';
import { STORES_ROUTE } from '../constants';

/** Props of {@link OrderDialog}. */
export interface OrderDialogProps {
  /** 'Order Free Swatches' or 'Get Free Swatch' [ref: swatch-order#screens]. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: DialogProps['returnFocus'] | undefined;
  source: OrderSource;
  site: Site;
  brand: Brand;
  /** The mobile layout (the second brand's bottom sheet). */
  mobile: boolean;
  onSuccess: (orderId: string) => void;
  autocomplete?: AddressAutocomplete | undefined;
  canadaEmailSignup?: boolean | undefined;
  client?: Pick<HearthClient, 'post'> | undefined;
}

/**
 * The 'Order Free Swatches' / 'Get Free Swatch' modal [ref: swatch-order]: full screen on mobile,
 * large on desktop; the swatch list by group, the selection count, and the shipping form.
 */
export function OrderDialog({ title, open, onOpenChange, returnFocus, ...body }: OrderDialogProps) {
  return (
    <Dialog
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      size="large"
      fullScreenOnMobile
      className="hearth-swatch-order"
      data-brand-layout={body.brand === 'cb2' && body.mobile ? 'sheet' : 'columns'}
    >
      <OrderBody {...body} />
    </Dialog>
  );
}

function OrderBody({
  source,
  site,
  brand,
  mobile,
  onSuccess,
  autocomplete,
  canadaEmailSignup,
  client,
}: Omit<OrderDialogProps, 'title' | 'open' | 'onOpenChange' | 'returnFocus'>) {
  const headingId = useId();
  if (source.status === 'loading')
    return <Skeleton lines={6} label={swatchesMessage('swatchesLoading', 'Loading swatches…')} />;
  if (source.status === 'failed')
    return (
      <p className="hearth-swatch-order__failed">
        {swatchesMessage('swatchesFailed', 'The swatches could not be loaded. Please try again later.')}
      </p>
    );
  const { data, selected, nlaCodes } = source;
  const anyAvailable = data.swatches.some((swatch) => swatch.inStock);
  if (!anyAvailable) {
    return (
      <div className="hearth-swatch-order__none">
        <p>
          {swatchesMessage(
            'noSwatchesAvailable',
            'Unfortunately there are no swatches available for ordering. We appreciate your patience and invite you to browse swatches at your local store.',
          )}
        </p>
        <p>
          <a href={STORES_ROUTE} target="_blank" rel="noopener">
            {swatchesMessage('storesLink', 'Find a Store')}
            <span className="hearth-visually-hidden"> {uiMessage('newWindow', '(opens in a new window)')}</span>
          </a>
        </p>
      </div>
    );
  }
  const names = new Map(data.swatches.map((swatch) => [swatch.code, swatch.description]));
  const status = (
    <p role="status" className="hearth-swatch-order__count">
      {swatchSelectionMessage(selected.length) ??
        formatMessage(swatchesMessage('selectedCount', '{count} of {max} selected'), {
          count: selected.length,
          max: MAX_FREE_SWATCHES,
        })}
    </p>
  );
  return (
    <div className="hearth-swatch-order__layout">
      <section className="hearth-swatch-order__swatches" aria-labelledby={headingId}>
        <h3 id={headingId} className="hearth-swatch-order__heading">
          {swatchesMessage('chooseSwatches', 'Choose up to 5 swatches')}
        </h3>
        {data.message && <p className="hearth-swatch-order__message">{data.message}</p>}
        <SwatchPicker
          groups={groupOrderSwatches(data.swatches, brand, source.recentCodes)}
          selected={selected}
          nlaCodes={nlaCodes}
          onToggle={source.toggle}
        />
      </section>
      <OrderForm
        site={site}
        sku={data.sku}
        selected={selected}
        nameOf={(code) => names.get(code) ?? code}
        sendable={canSend({ selected, anyAvailable, nlaCodes })}
        prefill={data.prefill}
        canadaEmailSignup={canadaEmailSignup}
        onSuccess={onSuccess}
        client={client}
        autocomplete={autocomplete}
        sheet={brand === 'cb2' && mobile}
        status={status}
      />
    </div>
  );
}
