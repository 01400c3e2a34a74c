import type { IslandInjectedProps } from '@hearth/core';
import { Button, type ButtonProps } from '../button/button';
import { Dialog, type DialogProps } from '../dialog/dialog';
import { useIslandPopup } from './use-island-popup';

/** Name of the part, used in class names and error messages. */
export const ISLAND_DIALOG_NAME = 'IslandDialog';

/** Props of {@link IslandDialog}: a Dialog's, what the loader injects, and a trigger label. */
export interface IslandDialogProps extends DialogProps, IslandInjectedProps {
  /**
   * In the page (not opened as a popup, no `trigger` given): the label of a button that opens
   * it. Without it the dialog renders nothing until opened.
   * @default undefined
   */
  triggerLabel?: string | undefined;
  /**
   * Look of that button.
   * @default 'secondary'
   */
  triggerVariant?: ButtonProps['variant'];
}

/** What a popup island's dialog takes from its island and its npm users (to pass on as is). */
export type IslandDialogOptions = Pick<
  IslandDialogProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'returnFocus' | 'onClose' | 'opener' | 'triggerLabel'
>;

/**
 * The Dialog of a popup island [ref: script-tag#the-markup, #islands]. Opened as a popup (`hearth.open`,
 * `data-island-open`: the loader injects `onClose` and `opener`) it shows at once, gives focus
 * back to the opener, and lets the loader remove its container once it has closed. In the page
 * it is a Dialog with its `trigger`, or a button labelled `triggerLabel`, or opened by `open`.
 *
 * ```tsx
 * export function ForgotPassword({ onClose, opener, triggerLabel }) {
 *   return <IslandDialog title="Reset password" onClose={onClose} opener={opener} triggerLabel={triggerLabel}>…</IslandDialog>;
 * }
 * ```
 */
export function IslandDialog({
  onClose,
  opener,
  triggerLabel,
  triggerVariant = 'secondary',
  trigger,
  defaultOpen,
  onOpenChange,
  returnFocus,
  ...dialog
}: IslandDialogProps) {
  const popup = useIslandPopup({ onClose, opener });
  const changed = (open: boolean) => {
    onOpenChange?.(open);
    popup.onOpenChange(open);
  };
  const button = !popup.opened && triggerLabel ? <Button variant={triggerVariant}>{triggerLabel}</Button> : undefined;
  return (
    <Dialog
      {...dialog}
      defaultOpen={popup.opened || defaultOpen}
      onOpenChange={changed}
      returnFocus={returnFocus ?? popup.returnFocus}
      trigger={trigger ?? button}
    />
  );
}
