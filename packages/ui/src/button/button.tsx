import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useButton } from './use-button';

/** Name of the part, used in class names and error messages. */
export const BUTTON_NAME = 'Button';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> {
  /**
   * Busy: shows a spinner, sets `aria-busy` and `aria-disabled`, and ignores clicks.
   * @default false
   */
  busy?: boolean;
  /**
   * Another action is being sent: `aria-disabled` and ignores clicks, without a spinner.
   * @default false
   */
  blocked?: boolean;
  /**
   * Visible text while busy (e.g. 'Adding…'); the children stay when absent.
   * @default undefined
   */
  busyLabel?: ReactNode;
  /**
   * Look of the button.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * The button type.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Click handler; return a promise to keep the button busy until it settles.
   * @default undefined
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

/** A button whose busy state blocks a second send [ref: README#every-island]. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { busy, blocked, busyLabel, variant = 'primary', type, disabled, onClick, className, children, ...rest },
  ref,
) {
  const { buttonProps, busy: isBusy } = useButton({ busy, blocked, disabled, type, onClick });
  return (
    <button
      {...rest}
      {...buttonProps}
      ref={ref}
      className={clsx('hearth-button', `hearth-button--${variant}`, className)}
    >
      {isBusy && <span className="hearth-button__spinner" aria-hidden="true" />}
      <span className="hearth-button__label">{isBusy && busyLabel != null ? busyLabel : children}</span>
    </button>
  );
});
Button.displayName = BUTTON_NAME;
