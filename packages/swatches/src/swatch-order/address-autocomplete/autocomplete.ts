/**
 * Address autocomplete for the order form [ref: swatch-order#validation, #calls, #limits] behind one adapter: the real one loads
 * the maps places script on demand only (the first time Address 1 gets focus); a page may register
 * its own ({@link registerAddressProvider}: the demo store registers a local fake from its own
 * script). Autocomplete is restricted to the site's country.
 */
import { checkUrl, registeredProvider, registerProvider, type HearthConfig, type Site } from '@hearth/core';

import type { AddressAutocomplete } from './types';

export type { AddressAutocomplete, AddressPlace, AttachOptions } from './types';

/** [ref: swatch-order#limits]: the autocomplete dropdown moves after 300 ms. */
export const DROPDOWN_MOVE_DELAY_MS = 300;

/** [ref: swatch-order#validation]: the site's country. */
export function countryOf(site: Site): 'us' | 'ca' {
  return site === 'CA' ? 'ca' : 'us';
}

/**
 * [ref: swatch-order#limits]: 300 ms after the autocomplete attached, its dropdowns (which providers append to
 * `<body>`, under a modal dialog's top layer, where they could be neither seen nor clicked) move
 * into `container`, the dialog. Returns a function that cancels the move.
 */
export function moveDropdownsLater(
  container: Element,
  dropdowns: () => Element[],
  schedule: (callback: () => void, ms: number) => unknown = (callback, ms) => globalThis.setTimeout(callback, ms),
  cancel: (id: unknown) => void = (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
): () => void {
  const timer = schedule(() => {
    for (const element of dropdowns()) if (element.parentElement !== container) container.append(element);
  }, DROPDOWN_MOVE_DELAY_MS);
  return () => cancel(timer);
}

/**
 * Registers the page's own address provider (a script of the page calls it before the shopper
 * reaches Address 1); it wins over `hearth-config` `addressAutocomplete`. Returns the function
 * that removes it. Shared with a separately bundled page script (see `registerProvider`).
 */
export function registerAddressProvider(provider: AddressAutocomplete): () => void {
  return registerProvider('address', provider);
}

/** The registered provider, when it has the adapter's shape. */
function registeredAddressProvider(): AddressAutocomplete | undefined {
  const own = registeredProvider('address') as Partial<AddressAutocomplete> | undefined;
  return own && typeof own.attach === 'function' && typeof own.dropdowns === 'function'
    ? (own as AddressAutocomplete)
    : undefined;
}

/**
 * The page's provider: the one a page script registered ({@link registerAddressProvider}), else the
 * one the configuration names (`hearth-config` `addressAutocomplete`):
 * `{"provider": "google", "scriptUrl": "https://maps.googleapis.com/maps/api/js?key=…&libraries=places"}`;
 * none without either. Its code loads only now. The script's origin must be listed in
 * hearth-config `scriptOrigins` (`["https://maps.googleapis.com"]`), or be the page's own.
 * No configuration value selects a fake: the demo's is registered by the demo's own script.
 */
export async function autocompleteFromConfig(config: HearthConfig): Promise<AddressAutocomplete | undefined> {
  const own = registeredAddressProvider();
  if (own) return own;
  const setting = config['addressAutocomplete'];
  if (!setting || typeof setting !== 'object') return undefined;
  const { provider, scriptUrl } = setting as { provider?: unknown; scriptUrl?: unknown };
  if (provider !== 'google') return undefined;
  const url = checkUrl(scriptUrl, {
    island: 'swatch-order',
    field: 'addressAutocomplete.scriptUrl',
    sameOrigin: true,
    origins: config.scriptOrigins,
    originsFrom: 'scriptOrigins',
    instead: 'there is no address autocomplete',
  });
  return url ? (await import('./google-places')).createGooglePlaces({ scriptUrl: url }) : undefined;
}
