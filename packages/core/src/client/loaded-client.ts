import { getClient } from './default-client';
import type { HearthClient } from './types';

/**
 * getClient's client, for lazyClient's `import()` only. A module imported both statically and
 * dynamically sits in a chunk it shares with others, and rolldown then builds its namespace
 * object with a helper of its own, which came as one more file on every page whose islands
 * import getClient (the shopper's visit: 58 files, 56 with this module). Imported only
 * dynamically, this one gets its own small chunk, fetched at a first call where no island
 * created the client yet, and getClient stays where it was.
 */
export const loadedClient = (): HearthClient => getClient();
