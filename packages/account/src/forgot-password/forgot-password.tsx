import type { IslandInjectedProps } from '@hearth/core';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import type { ForgotPasswordIslandProps } from './props-schema';

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps extends ForgotPasswordIslandProps, IslandInjectedProps {}

/**
 * The `forgot-password` island: open at once when opened as a popup (`hearth.open`,
 * `data-island-open`, the sign-in widget's 'Reset password' link); in the page it renders only
 * its trigger (`triggerLabel`) or nothing.
 */
export function ForgotPassword({ onClose, opener, triggerLabel, email, headerMessage }: ForgotPasswordProps) {
  return (
    <ForgotPasswordDialog
      onClose={onClose}
      opener={opener}
      triggerLabel={triggerLabel}
      email={email}
      headerMessage={headerMessage}
    />
  );
}
