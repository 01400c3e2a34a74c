import { Button, IslandDialog, TextField, useDialogClose, type IslandDialogOptions } from '@hearth/ui';
import {
  CANCEL_BUTTON,
  CLOSE_BUTTON,
  EMAIL_LABEL,
  RESET_PASSWORD_INTRO,
  RESET_PASSWORD_SENT,
  RESET_PASSWORD_TITLE,
  SUBMIT_BUSY,
  SUBMIT_BUTTON,
} from '../messages';
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
      title={RESET_PASSWORD_TITLE}
      description={state.view === 'form' ? (state.headerMessage ?? RESET_PASSWORD_INTRO) : undefined}
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
        <p role="status">{state.sentMessage ?? RESET_PASSWORD_SENT}</p>
        <div className="hearth-form__actions">
          <Button onClick={close}>{CLOSE_BUTTON}</Button>
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
      <TextField label={EMAIL_LABEL} error={state.error} announce={state.submitted} {...state.emailProps} />
      <div className="hearth-form__actions">
        <Button variant="secondary" onClick={close}>
          {CANCEL_BUTTON}
        </Button>
        <Button type="submit" busy={state.busy} busyLabel={SUBMIT_BUSY}>
          {SUBMIT_BUTTON}
        </Button>
      </div>
    </form>
  );
}
