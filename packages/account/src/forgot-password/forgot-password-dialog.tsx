import { Button, IslandDialog, TextField, useDialogClose, type IslandDialogOptions } from '@hearth/ui';
import { accountMessage } from '../wording';
import { useForgotPassword, type UseForgotPasswordOptions } from './use-forgot-password';

/** Name of the part, used in class names. */
export const FORGOT_PASSWORD_NAME = 'ForgotPassword';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps extends UseForgotPasswordOptions, IslandDialogOptions {}

/**
 * The forgot-password popup [ref: forgot-password#calls, #screens]: email, Cancel and Submit, then a success view.
 * Titled 'Reset password'; under the title, while the form shows, what it is for: the server's
 * headerMessage (props, or the token call's), else Hearth's words, so the shopper reads it before
 * Submit. In the page, `triggerLabel` makes a link-styled button that opens it.
 */
export function ForgotPasswordDialog({ email, headerMessage, client, ...dialog }: ForgotPasswordDialogProps) {
  const state = useForgotPassword({ email, headerMessage, client });
  return (
    <IslandDialog
      triggerVariant="link"
      {...dialog}
      title={accountMessage('resetPasswordTitle', 'Reset password')}
      description={
        state.view === 'form'
          ? (state.headerMessage ??
            accountMessage(
              'resetPasswordIntro',
              "Enter the email address of your account and we'll send you a link to reset your password.",
            ))
          : undefined
      }
      className="hearth-forgot-password"
    >
      <ForgotPasswordBody state={state} />
    </IslandDialog>
  );
}

function ForgotPasswordBody({ state }: { state: ReturnType<typeof useForgotPassword> }) {
  const close = useDialogClose();
  if (state.view === 'sent') {
    return (
      <div className="hearth-forgot-password__sent" data-view="sent">
        <p role="status">
          {state.sentMessage ??
            accountMessage(
              'resetPasswordSent',
              "If an account exists for that email address, we've sent you a link to reset your password.",
            )}
        </p>
        <div className="hearth-form__actions">
          <Button onClick={close}>{accountMessage('closeButton', 'Close')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={state.onSubmit} noValidate data-view="form">
      {state.failure && (
        <p role="alert" className="hearth-form__error">
          {state.failure}
        </p>
      )}
      <TextField
        label={accountMessage('emailLabel', 'Email Address')}
        error={state.error}
        announce={state.submitted}
        {...state.emailProps}
      />
      <div className="hearth-form__actions">
        <Button variant="secondary" onClick={close}>
          {accountMessage('cancelButton', 'Cancel')}
        </Button>
        <Button type="submit" busy={state.busy} busyLabel={accountMessage('submitBusy', 'Submitting…')}>
          {accountMessage('submitButton', 'Submit')}
        </Button>
      </div>
    </form>
  );
}
