/**
 * The real address autocomplete ("a maps places script is loaded on demand") [ref: swatch-order#calls]: the places
 * library's Autocomplete widget on the Address 1 input, restricted to the site's country. The
 * script is added to the page the first time an input is attached, never before.
 */
import type { AddressAutocomplete, AddressPlace } from './types';

/** One address component of a place. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** A place's address components as the form's fields. */
export function placeToAddress(components: readonly AddressComponent[]): AddressPlace {
  const find = (type: string, short = false) => {
    const component = components.find((item) => item.types.includes(type));
    return (short ? component?.short_name : component?.long_name)?.trim() ?? '';
  };
  const street = [find('street_number'), find('route')].filter(Boolean).join(' ');
  return {
    address1: street || find('premise'),
    city: find('locality') || find('postal_town') || find('sublocality') || find('administrative_area_level_3'),
    state: find('administrative_area_level_1', true),
    postalCode: find('postal_code'),
  };
}

interface PlacesWidget {
  addListener(event: string, handler: () => void): { remove(): void };
  getPlace(): { address_components?: AddressComponent[] } | undefined;
}
interface PlacesLibrary {
  Autocomplete: new (input: HTMLInputElement, options: Record<string, unknown>) => PlacesWidget;
}

const loads = new Map<string, Promise<void>>();

/** Adds `<script async src>` once per address; resolves when it has loaded. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  const pending = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`hearth: the maps script ${src} could not be loaded`));
    });
  });
  loads.set(src, pending);
  doc.head.append(script);
  return pending;
}

/** Options of {@link createGooglePlaces}. */
export interface GooglePlacesOptions {
  /** The maps script with the places library (its key is the page's). */
  scriptUrl: string;
  /** Loads the script. @default loadScript */
  load?: (src: string) => Promise<void>;
  /** The places library once loaded. @default globalThis.google.maps.places */
  places?: () => PlacesLibrary | undefined;
}

/** The maps places autocomplete behind Hearth's adapter. */
export function createGooglePlaces({ scriptUrl, load = loadScript, places }: GooglePlacesOptions): AddressAutocomplete {
  const library =
    places ?? (() => (globalThis as { google?: { maps?: { places?: PlacesLibrary } } }).google?.maps?.places);
  return {
    async attach(input, { country, onPlace }) {
      await load(scriptUrl);
      const Autocomplete = library()?.Autocomplete;
      if (!Autocomplete) throw new Error('hearth: the maps script has no places library');
      const widget = new Autocomplete(input, {
        componentRestrictions: { country },
        fields: ['address_components'],
        types: ['address'],
      });
      const listener = widget.addListener('place_changed', () =>
        onPlace(placeToAddress(widget.getPlace()?.address_components ?? [])),
      );
      return () => listener.remove();
    },
    dropdowns: () => [...document.querySelectorAll('.pac-container')],
  };
}
