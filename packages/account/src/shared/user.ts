import { sharedSignal } from '@hearth/core';
import { boolean, is, string, type, type Infer, type Struct } from 'superstruct';

const userAccountStruct = type({
  emailAddress: string(),
  firstName: string(),
  lastName: string(),
  isLoggedIn: boolean(),
});
/**
 * 000 §3: the signed-in shopper (or the guest, with `isLoggedIn: false`).
 * `type()` rather than `object()`: the server may send more fields, which are kept.
 */
export const UserAccount: Struct<UserAccount, unknown> = userAccountStruct;

/** 000 §3: emailAddress, firstName, lastName, isLoggedIn. */
export interface UserAccount extends Infer<typeof userAccountStruct> {}

/** The shopper (000 §3), `null` until known; one signal per page. */
export function getUser() {
  return sharedSignal<UserAccount | null>('user', () => null);
}

/**
 * Sets the shopper (000 §3), or `null` when unknown.
 *
 * @returns `false` (and nothing changes) when `user` does not match {@link UserAccount}.
 */
export function setUser(user: UserAccount | null): boolean {
  if (user !== null && !is(user, UserAccount)) return false;
  getUser().value = user;
  return true;
}
