export {
  RESET_EMAIL_MAX_LENGTH,
  ResetPasswordAnswer,
  ResetPasswordTokenAnswer,
  requestPasswordReset,
  validateResetEmail,
  type ResetPasswordResult,
} from './forgot-password-logic';
export { useForgotPassword, type UseForgotPasswordOptions, type ForgotPasswordView } from './use-forgot-password';
export { ForgotPasswordDialog, FORGOT_PASSWORD_NAME, type ForgotPasswordDialogProps } from './forgot-password-dialog';
export { ForgotPassword, type ForgotPasswordProps } from './forgot-password';
export { ForgotPasswordPropsSchema, type ForgotPasswordIslandProps } from './props-schema';
