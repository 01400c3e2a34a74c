export {
  ACCOUNT_AUTH_CONFIRM_URL,
  ACCOUNT_AUTH_URL,
  ACCOUNT_PAGE_URL,
  CONFIRMATION_PATH,
  CREATE_ACCOUNT_URL,
  LOGIN_URL,
  LOGIN_WITH_IDP_URL,
  PRIVACY_URL,
  SIGN_IN_REDIRECT_ROUTES,
  TERMS_URL,
  authConfirmUrl,
  isConfirmationPage,
  isLoginPage,
  isSignInRedirectRoute,
  loginRedirectUrl,
  safeRedirectUrl,
  safeReturnUrl,
  socialSignInUrl,
  type SocialProvider,
} from './routes';
export {
  createIdentityProvider,
  type IdentityErrorCode,
  type IdentityProvider,
  type IdentityProviderOptions,
  type IdentityResult,
} from './identity-provider';
export { ANTI_FORGERY_FIELD, buildAuthForm, postSessionToken, type AuthFormFields } from './auth-form';
export { SignInConfig, SignInMessages, loadSignInConfig, type SignInConfigResult } from './sign-in-config';
export {
  PASSWORD_DISABLED_MS,
  decideOnConfig,
  identityErrors,
  passwordStartsDisabled,
  popupRedirect,
  resolveSignInMessages,
  summaryMessages,
  validateSignIn,
  type ConfigDecision,
  type ResolvedSignInMessages,
  type SignInErrors,
} from './sign-in-logic';
export { useSignIn, type UseSignInOptions, type SignInPhase } from './use-sign-in';
export { SignInForm, SIGN_IN_NAME, type SignInFormProps } from './sign-in-form';
export { SignIn, SignInDialog, type SignInDialogProps, type SignInProps } from './sign-in';
export { SignInPropsSchema, type SignInIslandProps } from './props-schema';
