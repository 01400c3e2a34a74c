import { Dialog } from '@hearth/ui';
import { OversizeList } from '@hearth/commerce';
import { CHECKOUT_MESSAGES as M } from '../../messages';
import type { PopupProps } from '../popups/popup-props';

/** [ref: checkout#screens]: 'Oversize item information': the item's boxes. */
export function OversizeDialog({ popup, open, onOpenChange }: PopupProps<'oversize'>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={M.oversizeTitle}>
      <p>{M.oversizeText}</p>
      <OversizeList items={popup.items} />
    </Dialog>
  );
}
