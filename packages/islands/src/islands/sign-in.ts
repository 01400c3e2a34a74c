import { defineIsland } from '@hearth/core';
import { SignIn, SignInPropsSchema } from '@hearth/account';

/** `sign-in` (001 §2, §4, §8): the sign-in widget, or the 'Account Sign In' popup when opened. */
export default defineIsland({
  name: 'sign-in',
  schema: SignInPropsSchema,
  component: SignIn,
});
