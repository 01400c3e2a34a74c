import type { IslandInjectedProps } from '@hearth/core';
import { Button } from '@hearth/ui';
import { useIslandPopup } from '../shared/use-island-popup';
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
  const popup = useIslandPopup({ onClose, opener });
  return (
    <ForgotPasswordDialog
      defaultOpen={popup.opened}
      onOpenChange={popup.onOpenChange}
      returnFocus={popup.returnFocus}
      trigger={!popup.opened && triggerLabel ? <Button variant="link">{triggerLabel}</Button> : undefined}
      email={email}
      headerMessage={headerMessage}
    />
  );
}
