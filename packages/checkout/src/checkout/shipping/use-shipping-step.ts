import { useState, type FormEvent } from 'react';
import { addressLine, defaultShippingAddress } from '../shared/address-logic';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { CheckoutState } from '../checkout-state';
import { useAddressForm } from '../shared/use-address-form';

/** The choice of the saved-address list that stands for a new address. */
export const NEW_ADDRESS = 'new';

/**
 * The Shipping step [ref: checkout#screens, #rules]: a signed-in shopper picks a saved address (the recipient's, else
 * the first saved one, is chosen first) or enters a new one; a guest enters one. 'Next' saves it
 * and moves on.
 */
export function useShippingStep(controller: CheckoutController, state: CheckoutState, settings: CheckoutSettings) {
  const data = state.data;
  const saved = (data?.accountInfo?.shippingAddresses ?? []).filter((a) => a.addressId != null && a.addressId !== '');
  const recipientAddress = data?.shippingOptions?.recipients[0]?.address ?? null;
  const chosen = defaultShippingAddress(recipientAddress, saved);
  const isSaved = chosen != null && saved.includes(chosen);
  const [selection, setSelection] = useState<string>(() => (isSaved ? String(chosen.addressId) : NEW_ADDRESS));
  const form = useAddressForm({
    initial: isSaved ? null : recipientAddress,
    site: settings.site,
    messages: settings.messages,
    lists: settings.lists,
    serverErrors: state.addressErrors,
    onEdit: controller.clearAddressErrors,
  });
  const showForm = saved.length === 0 || selection === NEW_ADDRESS;

  return {
    form,
    showForm,
    saved: saved.map((address) => ({ id: String(address.addressId), line: addressLine(address) })),
    selection,
    select: setSelection,
    busy: state.loading === 'saveShippingAddress' || state.loading === 'saveMultiShipping',
    /** 'Next': the new address checked on the client first, then sent; or the saved one. */
    onSubmit(event: FormEvent) {
      event.preventDefault();
      if (!showForm) return void controller.useSavedAddress(selection);
      const address = form.submit();
      if (address) void controller.saveNewAddress(address);
    },
  };
}
