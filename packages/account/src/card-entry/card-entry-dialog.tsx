import type { CardEntity } from '@hearth/core';
import { Dialog, useDialogClose, type DialogProps } from '@hearth/ui';
import { CARD_ENTRY_TITLE } from '../messages';
import { CardEntryForm, type CardEntryFormProps } from './card-entry-form';

/** Props of {@link CardEntryDialog}. */
export interface CardEntryDialogProps
  extends CardEntryFormProps,
    Pick<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'returnFocus'> {
  /**
   * The popup's title.
   * @default 'Apply New Card'
   */
  title?: string;
}

/**
 * The Apply New Card popup (000 §2): {@link CardEntryForm} in a Dialog. A valid Apply hands the
 * card to `onApply` and closes the popup.
 */
export function CardEntryDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocus,
  title = CARD_ENTRY_TITLE,
  onApply,
  ...form
}: CardEntryDialogProps) {
  return (
    <Dialog
      title={title}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      returnFocus={returnFocus}
      className="hearth-card-entry-dialog"
    >
      <CloseOnApply onApply={onApply} form={form} />
    </Dialog>
  );
}

/** Inside the Dialog: Apply closes it after handing the card over. */
function CloseOnApply({ onApply, form }: { onApply: CardEntryFormProps['onApply']; form: CardEntryFormProps }) {
  const close = useDialogClose();
  const apply = (card: CardEntity) => {
    onApply?.(card);
    close();
  };
  return <CardEntryForm {...form} onApply={apply} />;
}
