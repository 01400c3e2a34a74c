import { getConfig, type Site } from '@hearth/core';
import { useEffect, useRef, type FocusEvent } from 'react';
import {
  autocompleteFromConfig,
  countryOf,
  moveDropdownsLater,
  type AddressAutocomplete,
  type AddressPlace,
} from './address-autocomplete/autocomplete';

/** Options of {@link useAddressAutocomplete}. */
export interface UseAddressAutocompleteOptions {
  site: Site;
  /** The provider. @default the one `hearth-config` `addressAutocomplete` names, else none */
  adapter?: AddressAutocomplete | undefined;
  /** Called with the picked address. */
  onPlace: (place: AddressPlace) => void;
  /** Where a failure to load the provider goes (the form works without it). @default console.error */
  log?: ((message: string, error: unknown) => void) | undefined;
}

/**
 * Address autocomplete on the Address 1 input [ref: swatch-order#validation, #calls, #limits]: nothing is loaded until the field
 * first gets focus; then the provider attaches, restricted to the site's country, and its dropdown
 * moves into the dialog 300 ms later. Spread the returned props on the input.
 */
export function useAddressAutocomplete({
  site,
  adapter,
  onPlace,
  log = (m, e) => console.error(m, e),
}: UseAddressAutocompleteOptions) {
  const started = useRef(false);
  const alive = useRef(true);
  const cleanup = useRef<Array<() => void>>([]);
  const latest = useRef({ onPlace, log });
  latest.current = { onPlace, log };

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      cleanup.current.forEach((undo) => undo());
      cleanup.current = [];
    };
  }, []);

  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (started.current) return;
    started.current = true;
    const input = event.currentTarget;
    void (async () => {
      const provider = adapter ?? (await autocompleteFromConfig(getConfig()));
      if (!provider || !alive.current) return;
      const detach = await provider.attach(input, {
        country: countryOf(site),
        onPlace: (place) => latest.current.onPlace(place),
      });
      if (!alive.current) return detach();
      const container = input.closest('dialog') ?? input.ownerDocument.body;
      cleanup.current.push(
        detach,
        moveDropdownsLater(container, () => provider.dropdowns()),
      );
    })().catch((error: unknown) => {
      started.current = false;
      latest.current.log('hearth: the address autocomplete could not be loaded', error);
    });
  };
  return { onFocus };
}
