/**
 * Every string the account islands show. Strings the spec gives are quoted to the letter with
 * their section; the others are Hearth's wording (the spec does not show them) and are listed
 * as such in the package README.
 */
import { resetPasswordEmailMessage } from '@hearth/commerce';

// ---- Sign-in widget and popup: [ref: sign-in#strings] ----

/** [ref: sign-in#strings]: the sign-in popup's name. */
export const SIGN_IN_POPUP_TITLE = 'Account Sign In';
/** [ref: forgot-password#strings]: the link that opens the reset-password popup. */
export const RESET_PASSWORD_LINK = 'Reset password';
/** [ref: sign-in#strings]: the create-account link, as one sentence; the link itself is {@link CREATE_ACCOUNT_LINK}. */
export const CREATE_ACCOUNT_TEXT = "Don't have an account? Create an Account";
/** The part of {@link CREATE_ACCOUNT_TEXT} before the link. */
export const CREATE_ACCOUNT_PROMPT = "Don't have an account?";
/** The link part of {@link CREATE_ACCOUNT_TEXT}. */
export const CREATE_ACCOUNT_LINK = 'Create an Account';
/** Hearth wording: label of the username field. */
export const EMAIL_LABEL = 'Email Address';
/** Hearth wording: label of the password field. */
export const PASSWORD_LABEL = 'Password';
/** Hearth wording: the submit button. */
export const SIGN_IN_BUTTON = 'Sign In';
/** Hearth wording: the submit button while the identity provider answers. */
export const SIGN_IN_BUSY = 'Signing In…';
/** Hearth wording: Google sign-in link. */
export const GOOGLE_SIGN_IN = 'Sign in with Google';
/** Hearth wording: Apple sign-in link. */
export const APPLE_SIGN_IN = 'Sign in with Apple';
/** Hearth wording: text before the terms and privacy links ([ref: sign-in#strings] "sign-in agreement"). */
export const AGREEMENT_PREFIX = 'By signing in, you agree to our';
/** Hearth wording: terms link. */
export const TERMS_LINK = 'Terms of Use';
/** Hearth wording: privacy link. */
export const PRIVACY_LINK = 'Privacy Policy';
/** Hearth wording: read after a link that opens a new window. */
export const NEW_WINDOW = '(opens in a new window)';
/** Hearth wording: the error summary's heading. */
export const SIGN_IN_SUMMARY_TITLE = 'Please correct the following:';
/** Hearth wording: what a screen reader hears while the sign-in config loads. */
export const SIGN_IN_LOADING = 'Loading sign-in…';

/**
 * [ref: sign-in#strings]: the sign-in messages are the server's. These are Hearth's fallbacks, used only when
 * neither the props, the sign-in config nor the identity provider's answer supplies one.
 */
export const SIGN_IN_FALLBACK_MESSAGES = {
  usernameRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  lockout: 'Your account is locked. Please use Reset password to unlock it.',
  E0000004: 'The email address or password you entered is incorrect.',
} as const;

/** Hearth wording: the identity provider could not be reached or answered something unreadable. */
export const SIGN_IN_UNAVAILABLE = "We couldn't sign you in right now. Please try again.";

// ---- Reset-password popup: [ref: forgot-password#calls, #strings] ----

/** Hearth wording (after the [ref: forgot-password#strings] link 'Reset password'): the popup's title. */
export const RESET_PASSWORD_TITLE = 'Reset password';
/** Hearth wording: what the popup is for, under its title until the server's headerMessage replaces it. */
export const RESET_PASSWORD_INTRO =
  "Enter the email address of your account and we'll send you a link to reset your password.";
/** [ref: forgot-password#strings]: Cancel button. */
export const CANCEL_BUTTON = 'Cancel';
/** [ref: forgot-password#strings]: Submit button. */
export const SUBMIT_BUTTON = 'Submit';
/** Hearth wording: Submit while sending. */
export const SUBMIT_BUSY = 'Submitting…';
/** Hearth wording: the success view's text when the server sends no message. */
export const RESET_PASSWORD_SENT =
  "If an account exists for that email address, we've sent you a link to reset your password.";
/** Hearth wording: any failure of the two reset-password calls. The email typed is kept. */
export const RESET_PASSWORD_FAILED =
  "We couldn't send the reset link right now. Please check your email address and try again.";
/** Hearth wording: closes the success view. */
export const CLOSE_BUTTON = 'Close';

/** [ref: forgot-password#strings]: 'Please enter a valid Email Address (i.e. {email}).' with Hearth's example address. */
export const RESET_PASSWORD_EMAIL_MESSAGE = resetPasswordEmailMessage();

// ---- Apply New Card popup: [ref: card-entry#strings, #data, #rules] ----

/** [ref: card-entry#strings]: the popup's title. */
export const CARD_ENTRY_TITLE = 'Apply New Card';
/** Hearth wording: label of the card number field. */
export const CARD_NUMBER_LABEL = 'Card Number';
/** Hearth wording: label of the expiry field (MM/YY) [ref: card-entry#strings]. */
export const EXPIRY_LABEL = 'Expiration Date (MM/YY)';
/** Hearth wording ([ref: card-entry#strings] "Security code field with help"): label of the security code field. */
export const SECURITY_CODE_LABEL = 'Security Code';
/** Hearth wording: the link to the security-code help popup. */
export const SECURITY_CODE_HELP = "What's this?";
/** Hearth wording: the save-to-account checkbox ([ref: card-entry#data] saveToAccount). */
export const SAVE_TO_ACCOUNT_LABEL = 'Save this card to my account';
/** Hearth wording: the popup's submit button. */
export const APPLY_BUTTON = 'Apply';
