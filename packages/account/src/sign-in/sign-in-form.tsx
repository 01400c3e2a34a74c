import { isFeatureOn, FEATURES } from '@hearth/core';
import { Button, Skeleton, TextField } from '@hearth/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ForgotPasswordDialog } from '../forgot-password/forgot-password-dialog';
import { accountMessage } from '../wording';
import { NewWindowLink } from '../shared/new-window-link';
import { CREATE_ACCOUNT_URL, PRIVACY_URL, TERMS_URL } from './routes';
import { useSignIn, type UseSignInOptions } from './use-sign-in';

/** Name of the part, used in class names. */
export const SIGN_IN_NAME = 'SignIn';

/** Props of {@link SignInForm}. */
export interface SignInFormProps extends UseSignInOptions {
  /**
   * Show the custom title as a heading. Off inside the popup, whose title is the Dialog's.
   * @default true
   */
  showTitle?: boolean;
  /** Heading level of the custom title. @default 2 */
  headingLevel?: 2 | 3;
  /** Extra class on the widget. @default undefined */
  className?: string;
}

/**
 * The sign-in widget [ref: sign-in#screens, #rules, #errors]: email and password, 'Reset password', Google and (when the
 * `appleSignIn` feature is on) Apple, 'Don't have an account? Create an Account', and the terms
 * and privacy links in a new window. Errors show on their field and in a summary.
 */
export function SignInForm({ showTitle = true, headingLevel = 2, className, ...options }: SignInFormProps) {
  const state = useSignIn(options);
  const summaryId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  if (state.phase === 'loading' || state.phase === 'leaving') {
    return (
      <Skeleton
        className="hearth-sign-in__loading"
        lines={4}
        label={accountMessage('signInLoading', 'Loading sign-in…')}
      />
    );
  }
  const google = isFeatureOn(FEATURES.googleSignIn);
  const apple = isFeatureOn(FEATURES.appleSignIn);
  return (
    <div className={clsx('hearth-sign-in', className)}>
      {showTitle && state.title && <Heading className="hearth-sign-in__title">{state.title}</Heading>}
      {state.text && <p className="hearth-sign-in__text">{state.text}</p>}
      {state.summary.length > 0 && (
        <div id={summaryId} role="alert" className="hearth-form__summary">
          <p>{accountMessage('signInSummaryTitle', 'Please correct the following:')}</p>
          <ul>
            {state.summary.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={state.onSubmit} noValidate className="hearth-sign-in__form">
        <TextField
          label={accountMessage('emailLabel', 'Email Address')}
          error={state.errors.username}
          {...state.usernameProps}
        />
        <TextField
          label={accountMessage('passwordLabel', 'Password')}
          error={state.errors.password}
          {...state.passwordProps}
        />
        <p className="hearth-sign-in__reset">
          <button type="button" className="hearth-link" {...state.resetProps}>
            {accountMessage('resetPasswordLink', 'Reset password')}
          </button>
        </p>
        <Button type="submit" busy={state.busy} busyLabel={accountMessage('signInBusy', 'Signing In…')}>
          {accountMessage('signInButton', 'Sign In')}
        </Button>
      </form>
      {(google || apple) && (
        <ul className="hearth-sign-in__social">
          {google && (
            <li>
              <a className="hearth-button hearth-button--secondary" href={state.googleUrl}>
                {accountMessage('googleSignIn', 'Sign in with Google')}
              </a>
            </li>
          )}
          {apple && (
            <li>
              <a className="hearth-button hearth-button--secondary" href={state.appleUrl}>
                {accountMessage('appleSignIn', 'Sign in with Apple')}
              </a>
            </li>
          )}
        </ul>
      )}
      <p className="hearth-sign-in__create">
        {accountMessage('createAccountPrompt', "Don't have an account?")}{' '}
        <a href={CREATE_ACCOUNT_URL}>{accountMessage('createAccountLink', 'Create an Account')}</a>
      </p>
      <p className="hearth-sign-in__agreement">
        {accountMessage('agreementPrefix', 'By signing in, you agree to our')}{' '}
        <NewWindowLink href={TERMS_URL}>{accountMessage('termsLink', 'Terms of Use')}</NewWindowLink> and{' '}
        <NewWindowLink href={PRIVACY_URL}>{accountMessage('privacyLink', 'Privacy Policy')}</NewWindowLink>.
      </p>
      <ForgotPasswordDialog
        key={state.resetDialog.key}
        open={state.resetDialog.open}
        onOpenChange={state.resetDialog.onOpenChange}
        email={state.resetDialog.email}
      />
    </div>
  );
}
