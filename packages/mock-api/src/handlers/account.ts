/** Sign-in, the fake identity provider and forgot/reset password [ref: forgot-password#calls, sign-in#calls]. */
import { HttpResponse } from 'msw';
import { DEMO_ACCOUNT, LOCKED_ACCOUNT_EMAIL, MAX_FAILED_SIGN_INS } from '../catalogue/account';
import { issueToken } from '../anti-forgery';
import { type Resolvers } from '../serve-call';
import { str } from '../read-input';
import { DEMO_ENDPOINTS } from '../endpoints';
import { signIn } from '../state/session';

/** Server-supplied sign-in messages [ref: sign-in#validation, #errors], sent in the sign-in config. */
export const SIGN_IN_MESSAGES = {
  usernameRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  lockout: 'Your account has been locked after too many attempts. Please use Reset password to unlock it.',
  E0000004: 'The email address or password you entered is incorrect. Please try again.',
} as const;

/** [ref: sign-in#validation]: the reset-password email rule. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
const sessionTokens = new Map<string, string>();

function idpError(status: number, errorCode: string, errorSummary: string): Response {
  return HttpResponse.json({ errorCode, errorSummary, errorCauses: [{ errorSummary }] }, { status });
}

export const accountResolvers = {
  GetRequestVerificationToken: ({ sessionId }) => ({
    requestToken: issueToken(sessionId),
    headerMessage:
      "Enter the email address associated with your account and we'll send you a link to reset your password.",
  }),
  'okta-reset-password-request': ({ input, session }) => {
    const email = str(input, 'accountEmail');
    if (!EMAIL.test(email) || email.length > 66) {
      return {
        isSuccess: false,
        message: `Please enter a valid Email Address (i.e. ${email || 'name@example.com'}).`,
      };
    }
    session.resetRequests.push(email);
    return {
      isSuccess: true,
      message: `If an account exists for ${email}, you will receive an email with a link to reset your password.`,
    };
  },
  signInConfig: ({ session, input }) => ({
    isLoggedIn: session.user !== null,
    redirectUrl: str(input, 'returnUrl') || '/account',
    issuer: '/api/demo/idp',
    authnUrl: DEMO_ENDPOINTS.identityProvider,
    recoveryUrl: DEMO_ENDPOINTS.forgotPassword,
    authUrl: '/account/auth',
    clientId: 'hearth-demo',
    isGoogleSignInEnabled: true,
    isAppleSignInEnabled: true,
    username: str(input, 'email'),
    lockUsername: false,
    title: '',
    text: '',
    messages: SIGN_IN_MESSAGES,
  }),
  identityProvider: ({ input, session }) => {
    const username = str(input, 'username').toLowerCase();
    const password = typeof input['password'] === 'string' ? input['password'] : '';
    if (!username) return idpError(400, 'E0000001', SIGN_IN_MESSAGES.usernameRequired);
    if (!password) return idpError(400, 'E0000001', SIGN_IN_MESSAGES.passwordRequired);
    if (
      username === LOCKED_ACCOUNT_EMAIL ||
      (username === DEMO_ACCOUNT.email && session.failedSignIns >= MAX_FAILED_SIGN_INS)
    ) {
      return idpError(401, 'LOCKED_OUT', SIGN_IN_MESSAGES.lockout);
    }
    if (username !== DEMO_ACCOUNT.email || password !== DEMO_ACCOUNT.password) {
      if (username === DEMO_ACCOUNT.email) session.failedSignIns += 1;
      return idpError(401, 'E0000004', SIGN_IN_MESSAGES.E0000004);
    }
    session.failedSignIns = 0;
    const sessionToken = `st-${issueToken(session.id).slice(0, 12)}-${Date.now().toString(36)}`;
    sessionTokens.set(sessionToken, session.id);
    return { status: 'SUCCESS', sessionToken, expiresAt: new Date(Date.now() + 300_000).toISOString() };
  },
  forgotPassword: ({ input, session }) => {
    const username = str(input, 'username', 'accountEmail', 'email');
    if (!EMAIL.test(username))
      return {
        isSuccess: false,
        message: `Please enter a valid Email Address (i.e. ${username || 'name@example.com'}).`,
      };
    session.resetRequests.push(username);
    session.failedSignIns = 0;
    return {
      isSuccess: true,
      status: 'RECOVERY_CHALLENGE',
      factorType: 'EMAIL',
      message: 'Check your email for a link to reset your password.',
    };
  },
  // [ref: sign-in#screens]: form POST of the session token; signs the session in and redirects
  accountAuth: ({ input, sessionId }) => {
    const token = str(input, 'sessionToken');
    const returnUrl = str(input, 'redirectUrl', 'returnUrl') || '/account';
    if (!sessionTokens.has(token)) {
      return new HttpResponse(null, {
        status: 303,
        headers: { Location: `/account/login?returnUrl=${encodeURIComponent(returnUrl)}&isRedirect=true` },
      });
    }
    sessionTokens.delete(token);
    signIn(sessionId);
    const safe = returnUrl.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/account';
    return new HttpResponse(null, {
      status: 303,
      headers: { Location: `/account/auth/confirm?returnUrl=${encodeURIComponent(safe)}` },
    });
  },
} satisfies Resolvers;

/** Forgets issued identity-provider session tokens. */
export function resetSessionTokens(): void {
  sessionTokens.clear();
}
