import { boolean, optional, string, type, type Infer, type Struct } from 'superstruct';
import { SignInConfig, SignInMessages } from './sign-in-config';

const signInPropsSchemaStruct = type({
  /** Where to go after signing in (a same-site path). Default: the current page. */
  returnUrl: optional(string()),
  /** The page was reached by the sign-in redirect (`isRedirect=true`); informational. */
  isRedirect: optional(boolean()),
  /** Prefilled email. */
  email: optional(string()),
  /** Read-only email field. */
  lockUsername: optional(boolean()),
  /** Custom title. */
  title: optional(string()),
  /** Custom text. */
  text: optional(string()),
  /** Server-supplied messages: usernameRequired, passwordRequired, lockout, E0000004. */
  messages: optional(SignInMessages),
  /** The sign-in config, when the server rendered it (else fetched from `signInConfig`). */
  config: optional(SignInConfig),
  /** [ref: sign-in#rules]: focus removal on a confirmation page (password disabled 9000 ms). */
  removeFocus: optional(boolean()),
  /** Render as the 'Account Sign In' popup even when not opened by `hearth.open`. */
  popup: optional(boolean()),
});
/** Island props of `sign-in` [ref: script-tag#islands]. Unknown keys are ignored. */
export const SignInPropsSchema: Struct<SignInIslandProps, unknown> = signInPropsSchemaStruct;

/** Props of the `sign-in` island, inferred from its schema. */
export interface SignInIslandProps extends Infer<typeof signInPropsSchemaStruct> {}
