import { type CardEntity } from '@hearth/commerce';
import { IslandDialog, useDialogClose, type IslandDialogOptions } from '@hearth/ui';
import { accountMessage } from '../wording';
import { CardEntryForm, type CardEntryFormProps } from './card-entry-form';

/** Props of {@link CardEntryDialog}. */
export interface CardEntryDialogProps extends CardEntryFormProps, IslandDialogOptions {
  /**
   * The popup's title.
   * @default 'Apply New Card'
   */
  title?: string;
}

/**
 * The Apply New Card popup [ref: card-entry#screens]: {@link CardEntryForm} in an IslandDialog. A valid Apply
 * hands the card to `onApply` and closes the popup.
 */
export function CardEntryDialog({
  title = accountMessage('cardEntryTitle', 'Apply New Card'),
  onApply,
  cardType,
  showSaveToAccount,
  env,
  now,
  className,
  ...dialog
}: CardEntryDialogProps) {
  return (
    <IslandDialog {...dialog} title={title} className="hearth-card-entry-dialog">
      <CloseOnApply onApply={onApply} form={{ cardType, showSaveToAccount, env, now, className }} />
    </IslandDialog>
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
