import { defineIsland } from '@hearth/core';
import { ForgotPassword } from './forgot-password';
import { ForgotPasswordPropsSchema } from './props-schema';

/** `forgot-password` (000 §7, 001 §2): the reset-password popup. */
export default defineIsland({
  name: 'forgot-password',
  schema: ForgotPasswordPropsSchema,
  component: ForgotPassword,
  popup: true,
});
