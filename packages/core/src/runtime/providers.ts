/**
 * Providers a page registers from its own script: the alternative-payment
 * provider of the checkout and the address provider of the swatch order form. Registration is
 * code, never configuration: no `hearth-config` value can switch a page to another provider.
 *
 * The registry lives on `globalThis` under a `Symbol.for` key, so a page script bundled apart from
 * `hearth.js` (its own copy of this module) and the islands share one registry.
 */

/** What can be registered: `payment` (@hearth/checkout's AltPayAdapter), `address` (@hearth/swatches' AddressAutocomplete). */
export type ProviderKind = 'payment' | 'address';

const KEY = Symbol.for('hearth.providers');

function registry(): Map<ProviderKind, object> {
  const scope = globalThis as { [KEY]?: Map<ProviderKind, object> };
  return (scope[KEY] ??= new Map());
}

/**
 * Registers `provider` as the page's provider of `kind` (a later one replaces it). Returns a
 * function that removes it again (if it is still the one registered).
 */
export function registerProvider(kind: ProviderKind, provider: object): () => void {
  registry().set(kind, provider);
  return () => {
    if (registry().get(kind) === provider) registry().delete(kind);
  };
}

/** The provider registered for `kind`, if any (the caller checks its shape). */
export function registeredProvider(kind: ProviderKind): object | undefined {
  return registry().get(kind);
}
