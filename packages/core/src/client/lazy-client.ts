import { getConfig } from '../config/config-store';
import { currentClient } from './client-slot';
import { enrollCall } from './endpoint-names';
import { isDirect, resolveEndpoint } from './endpoints';
import type { HearthClient } from './types';

/**
 * The shared client (getClient's, or the one setClient gave) for code that may make no call: the
 * client's own code (its fetch handler, token, retry, reset check and answer checks) loads at the
 * first call instead of with the page, as the code that sends does. A page whose island makes no
 * call before the shopper acts (a cart rendered by the server) carries none of it.
 * `resolve` answers at once, from the page's endpoints (and in development enrolls a name, as the
 * client's does).
 */
export function lazyClient(): HearthClient {
  const client = (): HearthClient | Promise<HearthClient> =>
    currentClient() ?? import('./loaded-client').then((m) => m.loadedClient());
  return {
    get: async (call, options) => (await client()).get(call, options),
    post: async (call, body, options) => (await client()).post(call, body, options),
    send: async (call, options) => (await client()).send(call, options),
    resolve: (call) => {
      // in development a name resolved is a call of the page, as the client's own resolve enrolls it
      if (process.env.NODE_ENV !== 'production' && typeof call === 'string' && !isDirect(call) && !currentClient())
        enrollCall(call);
      return (
        currentClient()?.resolve(call) ??
        (typeof call === 'string'
          ? resolveEndpoint(call, getConfig().endpoints)
          : resolveEndpoint(call.name, getConfig().endpoints, call.path))
      );
    },
  };
}
