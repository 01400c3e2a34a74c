import { sharedSignal } from '@hearth/core';
import { boolean, is, string, type, type Infer, type Struct } from 'superstruct';

const userAccountStruct = type({
  emailAddress: string(),
  firstName: string(),
  lastName: string(),
  isLoggedIn: boolean(),
});
/**
 * [ref: account#data]: the signed-in shopper (or the guest, with `isLoggedIn: false`).
 * `type()` rather than `object()`: the server may send more fields, which are kept.
 */
export const UserAccount: Struct<UserAccount, unknown> = userAccountStruct;

/** [ref: account#data]: emailAddress, firstName, lastName, isLoggedIn. */
export interface UserAccount extends Infer<typeof userAccountStruct> {}

/** The shopper [ref: account#data], `null` until known; one signal per page. */
export function getUser() {
  return sharedSignal<UserAccount | null>('user', () => null);
}

/**
 * Sets the shopper [ref: account#data], or `null` when unknown.
 *
 * @returns `false` (and nothing changes) when `user` does not match {@link UserAccount}.
 */
export function setUser(user: UserAccount | null): boolean {
  if (user !== null && !is(user, UserAccount)) return false;
  getUser().value = user;
  return true;
}
