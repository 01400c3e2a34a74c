import { currentClient, setClient } from './client-slot';
import { createClient } from './create-client';
import type { HearthClient } from './types';

export { setClient };

/** The shared client every island uses: the browser globals and getConfig(), created on first use. */
export function getClient(): HearthClient {
  let client = currentClient();
  if (!client) setClient((client = createClient()));
  return client;
}
