import { defineIsland } from '@hearth/core';
import { SignIn } from './sign-in';
import { SignInPropsSchema } from './props-schema';

/** `sign-in` (001 §2, §4, §8): the sign-in widget, or the 'Account Sign In' popup when opened. */
export default defineIsland({
  name: 'sign-in',
  schema: SignInPropsSchema,
  component: SignIn,
  // the legacy sign-in form names its email field `email`; the island's is `username` (issue 24)
  handoff: { fields: { email: 'username' } },
});
