import { defaultClientEnv } from './client-env';
import type { ClientEnv } from './types';

/**
 * `env` completed with the defaults. A key given (even as `undefined` for `document`) wins;
 * the defaults stay lazy.
 */
export function completeEnv(env: Partial<ClientEnv>): ClientEnv {
  const defaults = defaultClientEnv();
  return {
    fetch: env.fetch ?? defaults.fetch,
    get document() {
      return 'document' in env ? env.document : defaults.document;
    },
    get location() {
      return env.location ?? defaults.location;
    },
    sleep: env.sleep ?? defaults.sleep,
    setTimeout: env.setTimeout ?? defaults.setTimeout,
    clearTimeout: env.clearTimeout ?? defaults.clearTimeout,
    config: env.config ?? defaults.config,
  };
}
