import { defineIsland } from '@hearth/core';
import { ForgotPassword } from './forgot-password';
import { ForgotPasswordPropsSchema } from './props-schema';

/** `forgot-password` (000 §7, 001 §2): the reset-password popup. */
export default defineIsland({
  name: 'forgot-password',
  schema: ForgotPasswordPropsSchema,
  component: ForgotPassword,
  budget: { page: 25088, css: 3 * 1024 }, // measured 24,900 B, CSS 2,768 B (npm run size, 19 islands, merged chunks)
  popup: true,
});
