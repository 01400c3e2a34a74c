/** The sign-in config answer [ref: sign-in#rules, #calls]. Only the fields Hearth reads are checked; the server may send more. */
import { boolean, defaulted, optional, string, type, type Infer, type Struct } from 'superstruct';

const signInMessagesStruct = type({
  usernameRequired: optional(string()),
  passwordRequired: optional(string()),
  lockout: optional(string()),
  E0000004: optional(string()),
});
/** [ref: sign-in#validation, #errors]: the server-supplied sign-in messages. */
export const SignInMessages: Struct<SignInMessages, unknown> = signInMessagesStruct;
/** `{ usernameRequired, passwordRequired, lockout, E0000004 }`, each optional. */
export interface SignInMessages extends Infer<typeof signInMessagesStruct> {}

const signInConfigStruct = type({
  /** [ref: sign-in#rules]: already signed in: go to `redirectUrl` or the account page. */
  isLoggedIn: defaulted(boolean(), false),
  redirectUrl: optional(string()),
  /** The identity provider's endpoint, used when config endpoints has no `identityProvider`; only on this site or an origin listed in hearth-config `credentialOrigins`. */
  authnUrl: optional(string()),
  /** Prefilled email. */
  username: optional(string()),
  lockUsername: optional(boolean()),
  title: optional(string()),
  text: optional(string()),
  messages: optional(SignInMessages),
});
/** The sign-in config answer. */
export const SignInConfig: Struct<SignInConfig, unknown> = signInConfigStruct;
/** The sign-in config. */
export interface SignInConfig extends Infer<typeof signInConfigStruct> {}
