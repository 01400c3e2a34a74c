/**
 * The address autocomplete's types, apart from `autocomplete.ts`, which loads a provider
 * (`google-places.ts`) on demand: the provider implements them without importing its loader back.
 */

/** What a picked address fills in. */
export interface AddressPlace {
  address1: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Options of {@link AddressAutocomplete.attach}. */
export interface AttachOptions {
  /** [ref: swatch-order#validation]: restricted to the US or Canada by site (ISO 3166-1 alpha-2, lower case). */
  country: 'us' | 'ca';
  /** Called with the address the shopper picked. */
  onPlace: (place: AddressPlace) => void;
}

/** An address autocomplete provider. */
export interface AddressAutocomplete {
  /** Attaches to the Address 1 input (loading what it needs first); resolves the function that detaches it. */
  attach(input: HTMLInputElement, options: AttachOptions): Promise<() => void>;
  /** The dropdown elements it put in the page, to move into the dialog [ref: swatch-order#limits]. */
  dropdowns(): Element[];
}
