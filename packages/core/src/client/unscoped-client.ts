/** Where a scoped client (`scopeClient`) keeps the client it wraps. */
export const UNSCOPED = Symbol.for('hearth.unscopedClient');

/**
 * The client a `scopeClient` wraps (else `client` itself): for reads shared between components
 * (`useCallData`), which stop on their own when no one reads them, and whose request must settle
 * for every reader.
 */
export function unscopedClient<C extends object>(client: C): C {
  return (client as { [UNSCOPED]?: C })[UNSCOPED] ?? client;
}
