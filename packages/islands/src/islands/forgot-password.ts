import { defineIsland } from '@hearth/core';
import { ForgotPassword, ForgotPasswordPropsSchema } from '@hearth/account';

/** `forgot-password` (000 §7, 001 §2): the reset-password popup. */
export default defineIsland({
  name: 'forgot-password',
  schema: ForgotPasswordPropsSchema,
  component: ForgotPassword,
  popup: true,
});
