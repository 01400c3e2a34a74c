import type { ReactElement } from 'react';
import { ModalSurface, type ModalSurfaceProps } from './modal-surface';
import { Trigger } from './trigger';
import { useDialog, type UseDialogOptions } from './use-dialog';

/** Name of the part, used in class names and error messages. */
export const DIALOG_NAME = 'Dialog';

/** Props of {@link Dialog}. */
export interface DialogProps extends ModalSurfaceProps, UseDialogOptions {
  /**
   * An element (usually a button) that opens the dialog on click. Focus returns to it on close.
   * Without it, control `open` yourself.
   * @default undefined
   */
  trigger?: ReactElement;
  /**
   * Width of the dialog: 'default' is the window's width on mobile (to 768 px) and 450 px from
   * 769 px; 'large' is the window's width less 1rem either side, up to 56rem, from 769 px.
   * @default 'default'
   */
  size?: 'default' | 'large';
  /**
   * Fill the screen on small viewports (phones).
   * @default false
   */
  fullScreenOnMobile?: boolean;
}

/**
 * A modal dialog (WAI-ARIA APG dialog pattern) [ref: README#every-island] on the platform's `<dialog>` opened
 * with `showModal()`: in the top layer, the rest of the page inert and not scrolling, labelled by
 * its title, described by its description; Escape, the 'Close' button and (unless
 * `closeOnOutsidePress` is off) the backdrop close it; Tab stays inside and focus returns to the
 * opener.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  closeOnOutsidePress,
  transitionMs = 150,
  trigger,
  size = 'default',
  fullScreenOnMobile = false,
  ...surface
}: DialogProps) {
  const dialog = useDialog({ open, defaultOpen, onOpenChange, closeOnOutsidePress, transitionMs });
  return (
    <>
      {trigger && <Trigger element={trigger} dialog={dialog} />}
      <ModalSurface
        {...surface}
        dialog={dialog}
        kind="dialog"
        dataAttributes={{ 'data-size': size, 'data-mobile': fullScreenOnMobile ? 'full' : 'inset' }}
      />
    </>
  );
}
