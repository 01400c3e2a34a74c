import { Button, Dialog } from '@hearth/ui';
import { checkoutMessage } from '../../wording';
import type { PopupProps } from './popup-props';

/** [ref: checkout#errors]: the Error popup, "We're Sorry.", whose 'Refresh Page' reloads the page (message 'IsReset', and every generic checkout error). */
export function ErrorDialog({ open, onOpenChange, controller }: PopupProps<'error'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('refreshTitle', "We're Sorry.")}
      footer={
        <Button onClick={() => controller.refreshPage()}>{checkoutMessage('refreshButton', 'Refresh Page')}</Button>
      }
    >
      <p>
        {checkoutMessage(
          'refreshText',
          'Something went wrong. Please refresh your page to proceed with placinging your order.',
        )}
      </p>
    </Dialog>
  );
}

/** [ref: checkout#screens, #errors]: Network Error; closing it (Escape, the close button, 'Return to Cart') goes to /checkout/cart. */
export function NetworkErrorDialog({ open, onOpenChange, controller }: PopupProps<'network'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('networkTitle', 'Network Error')}
      footer={
        <Button onClick={() => controller.returnToCart()}>{checkoutMessage('returnToCart', 'Return to Cart')}</Button>
      }
    >
      <p>
        {checkoutMessage(
          'networkText',
          'We are having trouble connecting right now. Please return to your cart and try again.',
        )}
      </p>
    </Dialog>
  );
}

/** [ref: checkout#rules]: errorType 8, the empty-basket message (the server's, else Hearth's). */
export function EmptyBasketDialog({ popup, open, onOpenChange, controller }: PopupProps<'emptyBasket'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('emptyBasketTitle', 'Your Cart Is Empty')}
      footer={
        <Button onClick={() => controller.returnToCart()}>{checkoutMessage('returnToCart', 'Return to Cart')}</Button>
      }
    >
      <p>{popup.message}</p>
    </Dialog>
  );
}
