import type { Site } from '@hearth/core';
import { Button, Dialog, useDialogClose } from '@hearth/ui';
import { COMMERCE_MESSAGES } from '@hearth/commerce';
import { SWATCHES_MESSAGES as M } from '../messages';
import { thankYouText } from './submit-logic';

/** Props of {@link ThankYouDialog}. */
export interface ThankYouDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: HTMLElement | null | undefined;
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
      title={M.thankYouTitle}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      className="hearth-swatch-thanks"
      footer={<ContinueButton />}
    >
      <p>{thankYouText(site, host)}</p>
      <p className="hearth-swatch-thanks__note">{M.colorNote}</p>
    </Dialog>
  );
}

function ContinueButton() {
  const close = useDialogClose();
  return <Button onClick={close}>{COMMERCE_MESSAGES.continueShopping}</Button>;
}
