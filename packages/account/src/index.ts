/**
 * @hearth/account: the account and payment forms (000 §3-§5, §7; 001 §2, §4, §5, §8): the sign-in
 * widget and 'Account Sign In' popup, the forgot-password popup, and the Apply New Card popup.
 * What npm users use: the components, their hooks and props schemas, and the calls and rules the
 * README documents; nothing else.
 */

// sign-in (001 §2, §4, §8)
export { SignIn, SignInDialog, type SignInDialogProps, type SignInProps } from './sign-in/sign-in';
export { SignInForm, type SignInFormProps } from './sign-in/sign-in-form';
export { useSignIn, type UseSignInOptions } from './sign-in/use-sign-in';
export { SignInPropsSchema, type SignInIslandProps } from './sign-in/props-schema';
export { signInConfig } from './sign-in/calls';
export { safeRedirectUrl, safeReturnUrl, SIGN_IN_REDIRECT_ROUTES } from './sign-in/routes';

// forgot-password (000 §7, 001 §2)
export { ForgotPassword, type ForgotPasswordProps } from './forgot-password/forgot-password';
export { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './forgot-password/forgot-password-dialog';
export { useForgotPassword, type UseForgotPasswordOptions } from './forgot-password/use-forgot-password';
export { ForgotPasswordPropsSchema, type ForgotPasswordIslandProps } from './forgot-password/props-schema';
export { resetPasswordRequest, resetPasswordToken } from './forgot-password/calls';

// card entry (000 §3-§5, 001 §5)
export { CardEntry, type CardEntryProps } from './card-entry/card-entry';
export { CardEntryDialog, type CardEntryDialogProps } from './card-entry/card-entry-dialog';
export { CardEntryForm, type CardEntryFormProps } from './card-entry/card-entry-form';
export { useCardEntry, type UseCardEntryOptions } from './card-entry/use-card-entry';
export { CardEntryPropsSchema, type CardEntryIslandProps } from './card-entry/props-schema';
export { CARD_ENTERED_EVENT, type CardEnteredDetail } from './card-entry/card-events';

// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { ACCOUNT_ENDPOINT_NAMES } from './endpoint-names';

// every shopper-visible string, section `account` of the wording pages can change
export { ACCOUNT_MESSAGES } from './messages';
