import { getConfig, type HearthClient } from '@hearth/core';
import { useMemo, useState } from 'react';
import { useMediaQuery, type DialogProps } from '@hearth/ui';
import { MOBILE_QUERY, swatchesEnv, type SwatchesEnv } from '../shared/env';
import type { AddressAutocomplete } from './address-autocomplete/autocomplete';
import { OrderDialog } from './order-dialog';
import { ThankYouDialog } from './thank-you-dialog';
import type { OrderSource } from './use-swatch-order';

/** Props of {@link SwatchOrderFlow}. */
export interface SwatchOrderFlowProps {
  /** 'Order Free Swatches' or 'Get Free Swatch' [ref: swatch-order#screens]. */
  title: string;
  /** Whether the flow is under way (the order modal, then the thank-you popup). */
  open: boolean;
  /** Called with `false` when the flow ends: the modal was closed, or the thank-you popup after an order. */
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to. */
  returnFocus?: DialogProps['returnFocus'] | undefined;
  source: OrderSource;
  /** Called after a successful order (e.g. to forget the added swatches). @default undefined */
  onOrdered?: ((orderId: string) => void) | undefined;
  autocomplete?: AddressAutocomplete | undefined;
  canadaEmailSignup?: boolean | undefined;
  client?: Pick<HearthClient, 'post'> | undefined;
  env?: Partial<SwatchesEnv> | undefined;
}

/**
 * The order modal and, after a successful order, the thank-you popup in its place ([ref: swatch-order#screens, #rules]:
 * "success: modal closes, thank-you shown").
 */
export function SwatchOrderFlow({
  title,
  open,
  onOpenChange,
  returnFocus,
  source,
  onOrdered,
  env: envPartial,
  ...options
}: SwatchOrderFlowProps) {
  const env = useMemo(() => swatchesEnv(envPartial), [envPartial]);
  const mobile = useMediaQuery(MOBILE_QUERY, env);
  const [thanks, setThanks] = useState(false);
  const { site, brand, siteName } = getConfig();
  return (
    <>
      <OrderDialog
        {...options}
        title={title}
        open={open && !thanks}
        onOpenChange={(next) => {
          if (!next) onOpenChange(false);
        }}
        returnFocus={returnFocus}
        source={source}
        site={site}
        brand={brand}
        mobile={mobile}
        onSuccess={(orderId) => {
          setThanks(true);
          onOrdered?.(orderId);
        }}
      />
      <ThankYouDialog
        open={open && thanks}
        onOpenChange={(next) => {
          if (next) return;
          setThanks(false);
          onOpenChange(false);
        }}
        returnFocus={returnFocus}
        site={site}
        host={siteName ?? env.location.hostname}
      />
    </>
  );
}
