/**
 * Every string the account islands show: section `account` of the wording a page or an app can
 * change (`messages` in `#hearth-config` or `setConfig`). Strings the spec gives are quoted to the
 * letter with their section; the others are Hearth's wording (the spec does not show them) and
 * are listed as such in the package README.
 */
import type { Catalogue } from '@hearth/core';

export const ACCOUNT_MESSAGES = {
  // ---- Sign-in widget and popup: [ref: sign-in#strings] ----

  /** [ref: sign-in#strings]: the sign-in popup's name. */
  signInPopupTitle: 'Account Sign In',
  /** [ref: forgot-password#strings]: the link that opens the reset-password popup. */
  resetPasswordLink: 'Reset password',
  /**
   * [ref: sign-in#strings]: the create-account link, "Don't have an account? Create an Account": the
   * part before the link, and the link.
   */
  createAccountPrompt: "Don't have an account?",
  createAccountLink: 'Create an Account',
  /** Hearth wording: label of the username field. */
  emailLabel: 'Email Address',
  /** Hearth wording: label of the password field. */
  passwordLabel: 'Password',
  /** Hearth wording: the submit button. */
  signInButton: 'Sign In',
  /** Hearth wording: the submit button while the identity provider answers. */
  signInBusy: 'Signing In…',
  /** Hearth wording: Google sign-in link. */
  googleSignIn: 'Sign in with Google',
  /** Hearth wording: Apple sign-in link. */
  appleSignIn: 'Sign in with Apple',
  /** Hearth wording: text before the terms and privacy links ([ref: sign-in#strings] "sign-in agreement"). */
  agreementPrefix: 'By signing in, you agree to our',
  /** Hearth wording: terms link. */
  termsLink: 'Terms of Use',
  /** Hearth wording: privacy link. */
  privacyLink: 'Privacy Policy',
  /** Hearth wording: the error summary's heading. */
  signInSummaryTitle: 'Please correct the following:',
  /** Hearth wording: what a screen reader hears while the sign-in config loads. */
  signInLoading: 'Loading sign-in…',

  // [ref: sign-in#strings]: the sign-in messages are the server's. These are Hearth's fallbacks, used only when
  // neither the props, the sign-in config nor the identity provider's answer supplies one; their
  // keys are the server's (`usernameRequired`, `passwordRequired`, `lockout`, `E0000004`).

  /** Hearth wording: the email field is empty. */
  usernameRequired: 'Please enter your email address.',
  /** Hearth wording: the password field is empty. */
  passwordRequired: 'Please enter your password.',
  /** Hearth wording: the account is locked. */
  lockout: 'Your account is locked. Please use Reset password to unlock it.',
  /** Hearth wording: the identity provider's E0000004, a wrong email or password. */
  E0000004: 'The email address or password you entered is incorrect.',

  /** Hearth wording: the identity provider could not be reached or answered something unreadable. */
  signInUnavailable: "We couldn't sign you in right now. Please try again.",

  // ---- Reset-password popup: [ref: forgot-password#calls, #strings] ----

  /** Hearth wording (after the [ref: forgot-password#strings] link 'Reset password'): the popup's title. */
  resetPasswordTitle: 'Reset password',
  /** Hearth wording: what the popup is for, under its title until the server's headerMessage replaces it. */
  resetPasswordIntro: "Enter the email address of your account and we'll send you a link to reset your password.",
  /** [ref: forgot-password#strings]: Cancel button. */
  cancelButton: 'Cancel',
  /** [ref: forgot-password#strings]: Submit button. */
  submitButton: 'Submit',
  /** Hearth wording: Submit while sending. */
  submitBusy: 'Submitting…',
  /** Hearth wording: the success view's text when the server sends no message. */
  resetPasswordSent: "If an account exists for that email address, we've sent you a link to reset your password.",
  /** Hearth wording: any failure of the two reset-password calls. The email typed is kept. */
  resetPasswordFailed: "We couldn't send the reset link right now. Please check your email address and try again.",
  /** Hearth wording: closes the success view. */
  closeButton: 'Close',

  // ---- Apply New Card popup: [ref: card-entry#strings, #data, #rules] ----

  /** [ref: card-entry#strings]: the popup's title. */
  cardEntryTitle: 'Apply New Card',
  /** Hearth wording: label of the card number field. */
  cardNumberLabel: 'Card Number',
  /** Hearth wording: label of the expiry field (MM/YY) [ref: card-entry#strings]. */
  expiryLabel: 'Expiration Date (MM/YY)',
  /** Hearth wording ([ref: card-entry#strings] "Security code field with help"): label of the security code field. */
  securityCodeLabel: 'Security Code',
  /** Hearth wording: the link to the security-code help popup. */
  securityCodeHelp: "What's this?",
  /** Hearth wording: the save-to-account checkbox ([ref: card-entry#data] saveToAccount). */
  saveToAccountLabel: 'Save this card to my account',
  /** Hearth wording: the popup's submit button. */
  applyButton: 'Apply',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    account: typeof ACCOUNT_MESSAGES;
  }
}
