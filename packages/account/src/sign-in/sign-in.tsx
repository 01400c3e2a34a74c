import type { IslandInjectedProps } from '@hearth/core';
import { IslandDialog, type IslandDialogOptions } from '@hearth/ui';
import { useEffect, useMemo } from 'react';
import { accountMessage } from '../wording';
import { accountEnv } from '../shared/env';
import { returnUrlFor } from './routes';
import { popupRedirect } from './sign-in-logic';
import { SignInForm, type SignInFormProps } from './sign-in-form';
import type { SignInIslandProps } from './props-schema';

/** Props of {@link SignInDialog}. */
export interface SignInDialogProps
  extends Omit<SignInFormProps, 'showTitle' | 'headingLevel'>, Omit<IslandDialogOptions, 'triggerLabel'> {}

/**
 * The 'Account Sign In' popup [ref: sign-in#screens]: the widget in a Dialog. A custom title given as a prop
 * replaces the popup's; one that only the sign-in config supplies (known after the popup opened)
 * shows as a heading inside it.
 */
export function SignInDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocus,
  onClose,
  opener,
  ...form
}: SignInDialogProps) {
  return (
    <IslandDialog
      title={form.title || accountMessage('signInPopupTitle', 'Account Sign In')}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      returnFocus={returnFocus}
      onClose={onClose}
      opener={opener}
      className="hearth-sign-in-dialog"
    >
      <SignInForm {...form} showTitle={!form.title} headingLevel={3} />
    </IslandDialog>
  );
}

/** Props of {@link SignIn}: the island's props, what the loader injects, and the widget's options. */
export interface SignInProps
  extends Omit<SignInFormProps, keyof SignInIslandProps>, SignInIslandProps, IslandInjectedProps {}

/**
 * The `sign-in` island. In the page it is the inline widget; opened as a popup (`hearth.open`,
 * `data-island-open`, or `popup: true`) it is the 'Account Sign In' popup, except on the pages of
 * SIGN_IN_REDIRECT_ROUTES, where it goes to the login page instead [ref: sign-in#screens].
 */
export function SignIn({ onClose, opener, popup: popupProp, isRedirect: _isRedirect, ...props }: SignInProps) {
  const asPopup = onClose !== undefined || popupProp === true;
  const env = useMemo(() => accountEnv(props.env), [props.env]);
  const redirect = asPopup ? popupRedirect(env.location.pathname, returnUrlFor(props.returnUrl, env.location)) : null;
  useEffect(() => {
    if (!redirect) return;
    env.navigate(redirect);
    onClose?.();
    // Once, when opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (redirect) return null;
  if (!asPopup) return <SignInForm {...props} />;
  return <SignInDialog {...props} defaultOpen onClose={onClose} opener={opener} />;
}
