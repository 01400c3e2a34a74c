import { defineIsland } from '@hearth/core';
import { ForgotPassword } from './forgot-password';
import { ForgotPasswordPropsSchema } from './props-schema';

/** `forgot-password` [ref: forgot-password#calls, #screens]: the reset-password popup. */
export default defineIsland({
  name: 'forgot-password',
  schema: ForgotPasswordPropsSchema,
  component: ForgotPassword,
  popup: true,
  // in the page, the fallback's email (`email` on the legacy form) goes into the popup, which its
  // trigger opens
  handoff: { fields: { email: 'accountEmail' }, reveal: '[aria-haspopup=dialog]' },
});
