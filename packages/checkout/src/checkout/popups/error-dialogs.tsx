import { Button, Dialog } from '@hearth/ui';
import { CHECKOUT_MESSAGES as M } from '../../messages';
import type { PopupProps } from './popup-props';

/** [ref: checkout#errors]: the Error popup, "We're Sorry.", whose 'Refresh Page' reloads the page (message 'IsReset', and every generic checkout error). */
export function ErrorDialog({ open, onOpenChange, controller }: PopupProps<'error'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.refreshTitle}
      footer={<Button onClick={() => controller.refreshPage()}>{M.refreshButton}</Button>}
    >
      <p>{M.refreshText}</p>
    </Dialog>
  );
}

/** [ref: checkout#screens, #errors]: Network Error; closing it (Escape, the close button, 'Return to Cart') goes to /checkout/cart. */
export function NetworkErrorDialog({ open, onOpenChange, controller }: PopupProps<'network'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.networkTitle}
      footer={<Button onClick={() => controller.returnToCart()}>{M.returnToCart}</Button>}
    >
      <p>{M.networkText}</p>
    </Dialog>
  );
}

/** [ref: checkout#rules]: errorType 8, the empty-basket message (the server's, else Hearth's). */
export function EmptyBasketDialog({ popup, open, onOpenChange, controller }: PopupProps<'emptyBasket'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.emptyBasketTitle}
      footer={<Button onClick={() => controller.returnToCart()}>{M.returnToCart}</Button>}
    >
      <p>{popup.message}</p>
    </Dialog>
  );
}
