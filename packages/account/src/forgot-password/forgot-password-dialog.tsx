import { Button, Dialog, TextField, useDialogClose, type DialogProps } from '@hearth/ui';
import {
  CANCEL_BUTTON,
  CLOSE_BUTTON,
  EMAIL_LABEL,
  RESET_PASSWORD_SENT,
  RESET_PASSWORD_TITLE,
  SUBMIT_BUSY,
  SUBMIT_BUTTON,
} from '../messages';
import { useForgotPassword, type UseForgotPasswordOptions } from './use-forgot-password';

/** Name of the part, used in class names. */
export const FORGOT_PASSWORD_NAME = 'ForgotPassword';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps
  extends UseForgotPasswordOptions,
    Pick<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'returnFocus'> {}

/**
 * The forgot-password popup (000 §7, 001 §2): email, Cancel and Submit, then a success view.
 * Its heading is the server's headerMessage once the token call gives it, 'Reset password' before.
 */
export function ForgotPasswordDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocus,
  ...options
}: ForgotPasswordDialogProps) {
  const state = useForgotPassword(options);
  return (
    <Dialog
      title={state.headerMessage ?? RESET_PASSWORD_TITLE}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      returnFocus={returnFocus}
      className="hearth-forgot-password"
    >
      <ForgotPasswordBody state={state} />
    </Dialog>
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
    <form {...state.formProps} onSubmit={state.onSubmit} noValidate data-view="form">
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
