import {
  isValidPostalCode,
  normalizePostalCode,
  postalCodeLabel,
  postalCodeMaxLength,
  validatePostalCode,
} from '@hearth/commerce';
import { useState, type FormEvent } from 'react';
import { postalCodeMessages } from '../shared/address-logic';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { StoreChoiceItem } from '../checkout-state';
import type { AvailabilityStore } from '../shared/schema';

/** The store search: idle, searching, the stores found, or failed. */
export type StoreSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; zip: string; stores: AvailabilityStore[] }
  | { status: 'failed' };

/**
 * The store chooser ([ref: checkout#calls] /browse/storeavailability/): a postal code checked on the client, the
 * stores near it that offer pickup (only those with the item available, unless unticked), one
 * chosen for the item.
 */
export function useStoreChooser(
  controller: CheckoutController,
  item: StoreChoiceItem,
  settings: CheckoutSettings,
  initialZip: string,
) {
  const [zip, setZip] = useState(initialZip);
  const [onlyAvailable, setOnlyAvailable] = useState(true);
  const [error, setError] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState<StoreSearch>({ status: 'idle' });
  const site = settings.site;

  return {
    zip,
    onlyAvailable,
    error,
    search,
    label: postalCodeLabel(site),
    maxLength: postalCodeMaxLength(site),
    setZip(value: string) {
      setZip(value);
      setError(undefined);
    },
    setOnlyAvailable,
    async onSubmit(event: FormEvent) {
      event.preventDefault();
      const invalid = validatePostalCode(zip, site, postalCodeMessages(site, settings.messages));
      if (invalid || !isValidPostalCode(zip, site)) return setError(invalid ?? undefined);
      const wanted = normalizePostalCode(zip);
      setSearch({ status: 'searching' });
      const stores = await controller.findStores(item.sku, wanted, onlyAvailable);
      setSearch(
        stores
          ? { status: 'done', zip: wanted, stores: stores.filter((store) => store.isBopsEnabled !== false) }
          : { status: 'failed' },
      );
    },
    choose: (store: AvailabilityStore) => controller.chooseStore(item, store.storeId),
  };
}
