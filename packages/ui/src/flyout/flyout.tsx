import type { ReactElement } from 'react';
import { ModalSurface, type ModalSurfaceProps } from '../dialog/modal-surface';
import { Trigger } from '../dialog/trigger';
import { useDialog, type UseDialogOptions } from '../dialog/use-dialog';

/** Name of the part, used in class names and error messages. */
export const FLYOUT_NAME = 'Flyout';

/** Props of {@link Flyout}. */
export interface FlyoutProps extends ModalSurfaceProps, UseDialogOptions {
  /**
   * An element that opens the flyout on click. Focus returns to it on close.
   * @default undefined
   */
  trigger?: ReactElement;
  /**
   * The edge it slides in from.
   * @default 'right'
   */
  side?: 'right' | 'left';
}

/**
 * A modal panel that slides in from the side (300 ms; no motion when the person prefers reduced
 * motion). The same platform `<dialog>` as {@link Dialog}: top layer, labelled by its title,
 * Tab kept inside, Escape and the backdrop close it, focus returned, page inert and not scrolling.
 */
export function Flyout({
  open,
  defaultOpen,
  onOpenChange,
  closeOnOutsidePress,
  transitionMs = 300,
  trigger,
  side = 'right',
  ...surface
}: FlyoutProps) {
  const dialog = useDialog({ open, defaultOpen, onOpenChange, closeOnOutsidePress, transitionMs });
  return (
    <>
      {trigger && <Trigger element={trigger} dialog={dialog} />}
      <ModalSurface {...surface} dialog={dialog} kind="flyout" dataAttributes={{ 'data-side': side }} />
    </>
  );
}
