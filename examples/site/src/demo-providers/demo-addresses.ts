/**
 * Addresses the demo autocomplete offers (the demo store and the tests; never a shopper's page).
 * The first of each country has a city, state and ZIP the demo backend's address check knows.
 */
import type { AddressPlace } from '@hearth/swatches';

/** By country (autocomplete restricted to the site's country) [ref: swatch-order#validation]. */
export const DEMO_ADDRESSES: Readonly<Record<'us' | 'ca', readonly AddressPlace[]>> = {
  us: [
    { address1: '1250 Techny Rd', city: 'Northbrook', state: 'IL', postalCode: '60062' },
    { address1: '1140 Lake Cook Rd', city: 'Northbrook', state: 'IL', postalCode: '60062' },
    { address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', postalCode: '60601' },
    { address1: '350 5th Ave', city: 'New York', state: 'NY', postalCode: '10001' },
    { address1: '500 Terry A Francois Blvd', city: 'San Francisco', state: 'CA', postalCode: '94107' },
    { address1: '400 Broad St', city: 'Seattle', state: 'WA', postalCode: '98101' },
  ],
  ca: [
    { address1: '290 Bremner Blvd', city: 'Toronto', state: 'ON', postalCode: 'M5V 2A8' },
    { address1: '110 Notre-Dame St W', city: 'Montreal', state: 'QC', postalCode: 'H2Y 1C6' },
    { address1: '4807 49 St', city: 'Yellowknife', state: 'NT', postalCode: 'X1A 2P7' },
  ],
};

/** The demo addresses of `country` whose street or city holds every word typed (2 characters at least). */
export function matchAddresses(country: 'us' | 'ca', typed: string): AddressPlace[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (typed.trim().length < 2) return [];
  return DEMO_ADDRESSES[country].filter((place) => {
    const text = `${place.address1} ${place.city}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
