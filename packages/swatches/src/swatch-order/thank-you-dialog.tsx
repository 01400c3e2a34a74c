import type { Site } from '@hearth/core';
import { Button, Dialog, useDialogClose, type DialogProps } from '@hearth/ui';
import { commerceMessage } from '@hearth/commerce';
import { swatchesMessage } from '../wording';
import { thankYouText } from './submit-logic';

/** Props of {@link ThankYouDialog}. */
export interface ThankYouDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: DialogProps['returnFocus'] | undefined;
  site: Site;
  /** The site's host name ([ref: swatch-order#errors] `{host}`). */
  host: string;
}

/**
 * The thank-you popup after an order ([ref: swatch-order#screens] 'Order Free Swatch Popup') [ref: swatch-order#errors]: 'Thank You.', the
 * delivery days of the site, the host name, and the note on colours and dye lots.
 */
export function ThankYouDialog({ open, onOpenChange, returnFocus, site, host }: ThankYouDialogProps) {
  return (
    <Dialog
      title={swatchesMessage('thankYouTitle', 'Thank You.')}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      className="hearth-swatch-thanks"
      footer={<ContinueButton />}
    >
      <p>{thankYouText(site, host)}</p>
      <p className="hearth-swatch-thanks__note">
        {swatchesMessage(
          'colorNote',
          'Please note: colors may look different on your screen than in person, and dye lots may vary from the swatch you receive.',
        )}
      </p>
    </Dialog>
  );
}

function ContinueButton() {
  const close = useDialogClose();
  return <Button onClick={close}>{commerceMessage('continueShopping', 'Continue Shopping')}</Button>;
}
