/**
 * @hearth/account: the account and payment forms (000 §3-§5, §7; 001 §2, §4, §5, §8): the sign-in
 * widget and 'Account Sign In' popup, the forgot-password popup, and the Apply New Card popup.
 */
export * from './messages';
export { accountEnv, type AccountEnv } from './shared/env';
export { UserAccount, getUser, setUser } from './shared/user';
export { NewWindowLink, type NewWindowLinkProps } from './shared/new-window-link';
export * from './card-entry/index';
export * from './forgot-password/index';
export * from './sign-in/index';
