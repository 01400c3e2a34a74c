import type { IslandInjectedProps } from '@hearth/core';
import { Button, useIslandPopup } from '@hearth/ui';
import { useState } from 'react';
import { swatchesMessage } from '../wording';
import { SwatchOrderFlow, type SwatchOrderFlowProps } from './swatch-order-flow';
import { useSwatchOrder, type UseSwatchOrderOptions } from './use-swatch-order';

/** Props of {@link SwatchOrder}. */
export interface SwatchOrderProps
  extends
    Omit<UseSwatchOrderOptions, 'enabled'>,
    Pick<SwatchOrderFlowProps, 'autocomplete' | 'canadaEmailSignup' | 'onOrdered'>,
    IslandInjectedProps {
  /** 'order' ('Order Free Swatches') or 'single' ('Get Free Swatch'). @default 'single' with a choiceCode, else 'order' */
  variant?: 'order' | 'single' | undefined;
  /** In the page: the label of a button that opens it. @default undefined (opened by `defaultOpen` or as a popup) */
  triggerLabel?: string | undefined;
  /** Open at once. @default false */
  defaultOpen?: boolean | undefined;
}

/**
 * 'Get Free Swatch' / 'Order Free Swatches' [ref: swatch-order]: the swatch data fetched when it
 * opens, the modal with the swatch list and the form, then the thank-you popup. Opened as a popup
 * island it shows at once and gives focus back to its opener.
 */
export function SwatchOrder({
  onClose,
  opener,
  triggerLabel,
  variant,
  defaultOpen = false,
  autocomplete,
  canadaEmailSignup,
  onOrdered,
  ...options
}: SwatchOrderProps) {
  const popup = useIslandPopup({ onClose, opener });
  const [open, setOpen] = useState(popup.opened || defaultOpen);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const source = useSwatchOrder({ ...options, enabled: open });
  const single = variant === 'single' || (variant === undefined && options.choiceCode !== undefined);
  return (
    <>
      {!popup.opened && triggerLabel && (
        <Button
          ref={setTrigger}
          variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {triggerLabel}
        </Button>
      )}
      <SwatchOrderFlow
        title={
          single
            ? swatchesMessage('getFreeSwatchTitle', 'Get Free Swatch')
            : swatchesMessage('orderFreeSwatchesTitle', 'Order Free Swatches')
        }
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          popup.onOpenChange(next);
        }}
        returnFocus={popup.returnFocus ?? trigger}
        source={source}
        autocomplete={autocomplete}
        canadaEmailSignup={canadaEmailSignup}
        onOrdered={onOrdered}
        client={options.client}
        env={options.env}
      />
    </>
  );
}
