import type { HearthClient } from './types';

/** The shared client, once created or set: getClient's and lazyClient's one instance. */
let current: HearthClient | undefined;

/** The shared client if there is one yet (no code of the client in here). */
export const currentClient = (): HearthClient | undefined => current;

/**
 * Replaces the shared client (tests, Storybook); `undefined` restores the default one.
 *
 * @param client the client getClient() returns from now on
 */
export function setClient(client: HearthClient | undefined): void {
  current = client;
}
