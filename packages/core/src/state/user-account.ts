import { boolean, string, type, type Infer } from 'superstruct';

/**
 * 000 §3: the signed-in shopper (or the guest, with `isLoggedIn: false`).
 * `type()` rather than `object()`: the server may send more fields, which are kept.
 */
export const UserAccount = type({
  emailAddress: string(),
  firstName: string(),
  lastName: string(),
  isLoggedIn: boolean(),
});

/** 000 §3: emailAddress, firstName, lastName, isLoggedIn. */
export type UserAccount = Infer<typeof UserAccount>;
