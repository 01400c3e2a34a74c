import { Dialog } from '@hearth/ui';
import { OversizeList } from '@hearth/commerce';
import { checkoutMessage } from '../../wording';
import type { PopupProps } from '../popups/popup-props';

/** [ref: checkout#screens]: 'Oversize item information': the item's boxes. */
export function OversizeDialog({ popup, open, onOpenChange }: PopupProps<'oversize'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('oversizeTitle', 'Oversize item information')}
    >
      <p>
        {checkoutMessage(
          'oversizeText',
          'This item ships in large boxes. Please make sure it fits in your vehicle before you choose store pickup.',
        )}
      </p>
      <OversizeList items={popup.items} />
    </Dialog>
  );
}
