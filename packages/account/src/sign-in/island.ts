import { defineIsland } from '@hearth/core';
import { SignIn } from './sign-in';
import { SignInPropsSchema } from './props-schema';

/** `sign-in` [ref: sign-in#screens, #rules, #errors]: the sign-in widget, or the 'Account Sign In' popup when opened. */
export default defineIsland({
  name: 'sign-in',
  schema: SignInPropsSchema,
  component: SignIn,
  // the legacy sign-in form names its email field `email`; the island's is `username`
  handoff: { fields: { email: 'username' } },
});
