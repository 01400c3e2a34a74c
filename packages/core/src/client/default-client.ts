import { createClient } from './create-client';
import type { HearthClient } from './types';

let current: HearthClient | undefined;

/** The shared client every island uses: the browser globals and getConfig(), created on first use. */
export function getClient(): HearthClient {
  return (current ??= createClient());
}

/**
 * Replaces the shared client (tests, Storybook); `undefined` restores the default one.
 *
 * @param client the client getClient() returns from now on
 */
export function setClient(client: HearthClient | undefined): void {
  current = client;
}
