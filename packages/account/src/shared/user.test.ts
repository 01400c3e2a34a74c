import { resetSharedSignals, sharedSignalNamed } from '@hearth/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUser, setUser, type UserAccount } from './user';

const SHOPPER: UserAccount = { emailAddress: 'demo@hearth.test', firstName: 'Dee', lastName: 'Mo', isLoggedIn: true };

beforeEach(() => resetSharedSignals());

describe('the shopper [ref: account#data]', () => {
  it('is unknown (null) until set, and one signal per page, shared by name with every copy of core', () => {
    expect(getUser().value).toBeNull();
    expect(sharedSignalNamed('user')).toBe(getUser());
  });

  it('takes a shopper that matches UserAccount, keeping fields the server added', () => {
    expect(setUser({ ...SHOPPER, rewardsId: 'R1' } as UserAccount)).toBe(true);
    expect(getUser().value).toEqual({ ...SHOPPER, rewardsId: 'R1' });
  });

  it('refuses one that does not match, and keeps the shopper it had', () => {
    setUser(SHOPPER);
    expect(setUser({ ...SHOPPER, isLoggedIn: 'yes' } as unknown as UserAccount)).toBe(false);
    expect(setUser({ emailAddress: 'x@y.z' } as unknown as UserAccount)).toBe(false);
    expect(getUser().value).toEqual(SHOPPER);
  });

  it('forgets the shopper with null', () => {
    setUser(SHOPPER);
    expect(setUser(null)).toBe(true);
    expect(getUser().value).toBeNull();
  });
});
