import type { ButtonHTMLAttributes } from 'react';
import { composeEventHandlers } from '../utils/compose-event-handlers';
import { uiMessage } from '../wording';

/** Props of {@link DialogCloseButton}. */
export interface DialogCloseButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Accessible name of the icon button.
   * @default 'Close'
   */
  label?: string;
  /** Closes the dialog. */
  onClose: () => void;
  /** The surface's own class (`<base>__close`): the button has no default. */
  className: string;
}

/** The ✕ button in a dialog header: an icon button named 'Close'. */
export function DialogCloseButton({
  label = uiMessage('close', 'Close'),
  onClose,
  onClick,
  className,
  ...rest
}: DialogCloseButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={className}
      aria-label={label}
      onClick={composeEventHandlers(onClick, () => onClose())}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </button>
  );
}
