import { defineIsland } from '@hearth/core';
import { ForgotPassword } from './forgot-password';
import { ForgotPasswordPropsSchema } from './props-schema';

/** `forgot-password` (000 §7, 001 §2): the reset-password popup. */
export default defineIsland({
  name: 'forgot-password',
  schema: ForgotPasswordPropsSchema,
  component: ForgotPassword,
  budget: { page: 25600, css: 3 * 1024 }, // measured 25,347 B, CSS 2,803 B (npm run size, 19 islands, merged chunks; issue 28: popup links follow their href, sends stay busy until their popup is open)
  popup: true,
});
