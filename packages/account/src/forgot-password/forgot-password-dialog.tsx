import { Button, IslandDialog, TextField, useDialogClose, type IslandDialogOptions } from '@hearth/ui';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { useForgotPassword, type UseForgotPasswordOptions } from './use-forgot-password';

/** Name of the part, used in class names. */
export const FORGOT_PASSWORD_NAME = 'ForgotPassword';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps extends UseForgotPasswordOptions, IslandDialogOptions {}

/**
 * The forgot-password popup [ref: forgot-password#calls, #screens]: email, Cancel and Submit, then a success view.
 * Its heading is the server's headerMessage once the token call gives it, 'Reset password' before.
 * In the page, `triggerLabel` makes a link-styled button that opens it.
 */
export function ForgotPasswordDialog({ email, headerMessage, client, ...dialog }: ForgotPasswordDialogProps) {
  const state = useForgotPassword({ email, headerMessage, client });
  return (
    <IslandDialog
      triggerVariant="link"
      {...dialog}
      title={state.headerMessage ?? M.resetPasswordTitle}
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
        <p role="status">{state.sentMessage ?? M.resetPasswordSent}</p>
        <div className="hearth-form__actions">
          <Button onClick={close}>{M.closeButton}</Button>
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
      <TextField label={M.emailLabel} error={state.error} announce={state.submitted} {...state.emailProps} />
      <div className="hearth-form__actions">
        <Button variant="secondary" onClick={close}>
          {M.cancelButton}
        </Button>
        <Button type="submit" busy={state.busy} busyLabel={M.submitBusy}>
          {M.submitButton}
        </Button>
      </div>
    </form>
  );
}
