import { Dialog } from '@hearth/ui';
import { OversizeList } from '@hearth/commerce';
import { checkoutMessage } from '../../wording';
import type { PopupProps } from '../popups/popup-props';

/**
 * [ref: checkout#screens]: 'Oversize item information': the item's boxes, and what to check: the car for an
 * item that may be picked up in store, the doorways for one that is only delivered.
 */
export function OversizeDialog({ popup, open, onOpenChange }: PopupProps<'oversize'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('oversizeTitle', 'Oversize item information')}
    >
      <p>
        {popup.pickup === false
          ? checkoutMessage(
              'oversizeDeliveryText',
              'This item arrives in large boxes. Please make sure they fit through your doorways, halls and stairs.',
            )
          : checkoutMessage(
              'oversizeText',
              'This item ships in large boxes. Please make sure it fits in your vehicle before you choose store pickup.',
            )}
      </p>
      <OversizeList items={popup.items} />
    </Dialog>
  );
}
