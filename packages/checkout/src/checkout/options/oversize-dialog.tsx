import { Dialog } from '@hearth/ui';
import { OversizeList } from '@hearth/commerce';
import { CHECKOUT_POPUP_MESSAGES as P } from '../../popup-messages';
import type { PopupProps } from '../popups/popup-props';

/**
 * [ref: checkout#screens]: 'Oversize item information': the item's boxes, and what to check: the car for an
 * item that may be picked up in store, the doorways for one that is only delivered.
 */
export function OversizeDialog({ popup, open, onOpenChange }: PopupProps<'oversize'>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={P.oversizeTitle}>
      <p>{popup.pickup === false ? P.oversizeDeliveryText : P.oversizeText}</p>
      <OversizeList items={popup.items} />
    </Dialog>
  );
}
