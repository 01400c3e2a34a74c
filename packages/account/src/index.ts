/**
 * @hearth/account: the account and payment forms [ref: sign-in]: the sign-in
 * widget and 'Account Sign In' popup, the forgot-password popup, and the Apply New Card popup.
 * What npm users use: the components, their hooks and props schemas, and the calls and rules the
 * README documents; nothing else.
 */

// sign-in [ref: sign-in#screens, #rules, #errors]
export { SignIn, SignInDialog, type SignInDialogProps, type SignInProps } from './sign-in/sign-in';
export { SignInForm, type SignInFormProps } from './sign-in/sign-in-form';
export { useSignIn, type SignInResult, type UseSignInOptions } from './sign-in/use-sign-in';
export { SignInPropsSchema, type SignInIslandProps } from './sign-in/props-schema';
export { signInConfig } from './sign-in/calls';
export { safeRedirectUrl, safeReturnUrl, SIGN_IN_REDIRECT_ROUTES } from './sign-in/routes';

// forgot-password [ref: forgot-password#calls, #screens]
export { ForgotPassword, type ForgotPasswordProps } from './forgot-password/forgot-password';
export { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './forgot-password/forgot-password-dialog';
export {
  useForgotPassword,
  type ForgotPasswordResult,
  type UseForgotPasswordOptions,
} from './forgot-password/use-forgot-password';
export { ForgotPasswordPropsSchema, type ForgotPasswordIslandProps } from './forgot-password/props-schema';
export { resetPasswordRequest, resetPasswordToken } from './forgot-password/calls';

// card entry [ref: card-entry#data, #rules, #validation]
export { CardEntry, type CardEntryProps } from './card-entry/card-entry';
export { CardEntryDialog, type CardEntryDialogProps } from './card-entry/card-entry-dialog';
export { CardEntryForm, type CardEntryFormProps } from './card-entry/card-entry-form';
export { useCardEntry, type CardEntryResult, type UseCardEntryOptions } from './card-entry/use-card-entry';
export { CardEntryPropsSchema, type CardEntryIslandProps } from './card-entry/props-schema';
export { CARD_ENTERED_EVENT, type CardEnteredDetail } from './card-entry/card-events';

// every shopper-visible string, section `account` of the wording pages can change
export { ACCOUNT_MESSAGES } from './messages';
export { accountMessage } from './wording';
// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export { ResetPasswordAnswer, ResetPasswordTokenAnswer } from './forgot-password/calls';
export { SignInConfig, SignInMessages } from './sign-in/schema';
export type { ResetPasswordResult } from './forgot-password/calls';
export type { AccountEnv } from './shared/env';
export type { IdentityErrorCode, IdentityProvider, IdentityResult } from './sign-in/identity-provider';
// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { ACCOUNT_ENDPOINT_NAMES } from './endpoint-names';
