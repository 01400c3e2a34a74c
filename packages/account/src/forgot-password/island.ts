import { defineIsland } from '@hearth/core';
import { ForgotPassword } from './forgot-password';
import { ForgotPasswordPropsSchema } from './props-schema';

/** `forgot-password` (000 §7, 001 §2): the reset-password popup. */
export default defineIsland({
  name: 'forgot-password',
  schema: ForgotPasswordPropsSchema,
  component: ForgotPassword,
  budget: { page: 27.5 * 1024, css: 3 * 1024 },
  popup: true,
});
