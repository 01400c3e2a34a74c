import { clsx } from 'clsx';
import { useMemo, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { composeEventHandlers } from '../utils/compose-event-handlers';
import { DialogCloseButton } from './dialog-close-button';
import { DialogContext } from './dialog-context';
import type { DialogState } from './use-dialog';
import { useModalDialog } from './use-modal-dialog';
import { uiMessage } from '../wording';

/** Props every modal surface (Dialog, Flyout) accepts. */
export interface ModalSurfaceProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'title'> {
  /** The title: shown as the heading and naming the dialog (`aria-labelledby`). */
  title: ReactNode;
  /**
   * Hide the title visually; it still names the dialog.
   * @default false
   */
  titleHidden?: boolean;
  /**
   * A short description tied by `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Element to focus on open. Default: the first field or button of the body, else the dialog.
   * @default undefined
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close. Default: the trigger, else the element focused before opening.
   * Pass it when a dialog is opened from script (`hearth.open()`), where no trigger exists.
   * @default undefined
   */
  returnFocus?: HTMLElement | RefObject<HTMLElement | null> | null;
  /** The body of the dialog. */
  children?: ReactNode;
  /** Footer content (actions), rendered after the scrolling body. @default undefined */
  footer?: ReactNode;
}

interface InternalProps extends ModalSurfaceProps {
  dialog: DialogState;
  kind: 'dialog' | 'flyout';
  dataAttributes: Record<`data-${string}`, string>;
}

/**
 * Internal: the `<dialog>` element (opened with `showModal()`, so no portal, overlay or focus
 * trap of its own is needed), its header with the title and the close button, body and footer.
 */
export function ModalSurface({
  dialog,
  kind,
  dataAttributes,
  title,
  titleHidden = false,
  description,
  closeLabel = uiMessage('close', 'Close'),
  initialFocus,
  returnFocus,
  children,
  footer,
  className,
  onKeyDown,
  onPointerDown,
  onClick,
  ...rest
}: InternalProps) {
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const { ref, handlers } = useModalDialog({ dialog, bodyRef, initialFocus, returnFocus });
  const contextValue = useMemo(
    () => ({ close: dialog.close, titleId: dialog.titleId }),
    [dialog.close, dialog.titleId],
  );

  if (!dialog.isMounted) return null;
  const base = `hearth-${kind}`;
  return (
    <dialog
      id={dialog.dialogId}
      {...rest}
      ref={ref}
      tabIndex={-1}
      aria-modal="true"
      aria-labelledby={dialog.titleId}
      aria-describedby={description != null ? dialog.descriptionId : undefined}
      data-state={dialog.state}
      {...dataAttributes}
      className={clsx(base, className)}
      onKeyDown={composeEventHandlers(onKeyDown, handlers.onKeyDown)}
      onPointerDown={composeEventHandlers(onPointerDown, handlers.onPointerDown)}
      onClick={composeEventHandlers(onClick, handlers.onClick)}
    >
      <DialogContext.Provider value={contextValue}>
        <div className={`${base}__header`}>
          <h2 id={dialog.titleId} className={clsx(`${base}__title`, titleHidden && 'hearth-visually-hidden')}>
            {title}
          </h2>
          <DialogCloseButton label={closeLabel} onClose={dialog.close} className={`${base}__close`} />
        </div>
        {description != null && (
          <p id={dialog.descriptionId} className={`${base}__description`}>
            {description}
          </p>
        )}
        <div ref={bodyRef} className={`${base}__body`}>
          {children}
        </div>
        {footer != null && <div className={`${base}__footer`}>{footer}</div>}
      </DialogContext.Provider>
    </dialog>
  );
}
