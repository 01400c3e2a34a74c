import { checkUrl, formatMessage } from '@hearth/core';
import { HoverCard, Skeleton, type HoverCardTriggerRenderProps } from '@hearth/ui';
import { useId, useState, type ReactNode } from 'react';
import { swatchesMessage } from '../wording';
import { swatchImage, swatchName, type SwatchChoice } from '../shared/swatch-choice';
import { useGetFreeSwatch } from './get-free-swatch';
import { SwatchDetails } from './swatch-details';
import { useSwatchFlyout, type UseSwatchFlyoutOptions } from './use-swatch-flyout';

/** Props of {@link SwatchFlyout}. */
export interface SwatchFlyoutProps extends Omit<UseSwatchFlyoutOptions, 'active'> {
  /**
   * 'popup': a swatch button that opens the flyout (hover 200 ms on desktop, click, tap, Enter);
   * 'page': the details as the page's content, under a top-level heading [ref: swatch-flyout#screens].
   * @default 'popup'
   */
  mode?: 'popup' | 'page' | undefined;
  /**
   * Popup mode: what the trigger shows, 'thumbnail' (picture and name) or 'image' (picture only,
   * named '{name} details').
   * @default 'thumbnail'
   */
  trigger?: 'thumbnail' | 'image' | undefined;
  /** Actions after the details. @default undefined */
  actions?: ReactNode;
  /** Show 'Get Free Swatch', opening the order popup for this swatch [ref: swatch-flyout#screens]. @default false */
  getFreeSwatch?: boolean | undefined;
  /** The product, for 'Get Free Swatch'. @default undefined */
  sku?: string | undefined;
}

/**
 * The fabric and leather swatch flyout [ref: swatch-flyout#overview, #screens, #data]: material, care, price and details, recently
 * viewed swatches and 'Browse All Swatches', in a popup anchored to the swatch or as a page.
 */
export function SwatchFlyout({ mode = 'popup', ...props }: SwatchFlyoutProps) {
  return mode === 'page' ? <SwatchPage {...props} /> : <SwatchPopup {...props} />;
}

function SwatchPage({
  actions,
  trigger: _trigger,
  getFreeSwatch = false,
  sku,
  ...options
}: Omit<SwatchFlyoutProps, 'mode'>) {
  const state = useSwatchFlyout(options);
  const titleId = useId();
  const order = useGetFreeSwatch({ code: state.swatch?.code, sku });
  if (!state.swatch) return <Missing loading={state.loading} />;
  return (
    <article className="hearth-swatch-flyout" data-mode="page" aria-labelledby={titleId}>
      <SwatchDetails
        {...state}
        swatch={state.swatch}
        level={1}
        titleId={titleId}
        actions={
          <>
            {actions}
            {getFreeSwatch && order.trigger}
          </>
        }
      />
      {order.popup}
    </article>
  );
}

function SwatchPopup({
  actions,
  trigger = 'thumbnail',
  getFreeSwatch = false,
  sku,
  ...options
}: Omit<SwatchFlyoutProps, 'mode'>) {
  const [open, setOpen] = useState(false);
  const state = useSwatchFlyout({ ...options, active: open });
  const titleId = useId();
  const order = useGetFreeSwatch({ code: state.swatch?.code, sku });
  const { swatch } = state;
  if (!swatch) return <Missing loading={state.loading} />;
  return (
    <>
      <HoverCard
        open={open}
        onOpenChange={setOpen}
        labelledBy={titleId}
        className="hearth-swatch-flyout"
        trigger={(props) => <SwatchTrigger props={props} swatch={swatch} kind={trigger} />}
      >
        <SwatchDetails
          {...state}
          swatch={swatch}
          level={2}
          titleId={titleId}
          actions={
            <>
              {actions}
              {getFreeSwatch && order.trigger}
            </>
          }
        />
      </HoverCard>
      {order.popup}
    </>
  );
}

function SwatchTrigger({
  props,
  swatch,
  kind,
}: {
  props: HoverCardTriggerRenderProps;
  swatch: SwatchChoice;
  kind: 'thumbnail' | 'image';
}) {
  const name = swatchName(swatch);
  const image = checkUrl(swatchImage(swatch), { island: 'swatch-flyout', field: 'swatch.images' });
  return (
    <button
      type="button"
      {...props}
      className="hearth-swatch-trigger"
      data-kind={kind}
      aria-label={
        kind === 'image' ? formatMessage(swatchesMessage('swatchDetailsLabel', '{name} details'), { name }) : undefined
      }
    >
      {image ? (
        <img src={image} alt="" width={64} height={64} />
      ) : (
        <span className="hearth-swatch-trigger__blank" aria-hidden="true" />
      )}
      {kind === 'thumbnail' && <span className="hearth-swatch-trigger__name">{name}</span>}
    </button>
  );
}

function Missing({ loading }: { loading: boolean }) {
  return loading ? (
    <Skeleton width="10rem" height="4rem" />
  ) : (
    <p className="hearth-swatch-flyout__failed">
      {swatchesMessage('swatchFailed', 'This swatch could not be loaded.')}
    </p>
  );
}
