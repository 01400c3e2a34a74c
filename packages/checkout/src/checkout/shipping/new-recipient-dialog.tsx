import { Button, Dialog } from '@hearth/ui';
import type { FormEvent } from 'react';
import { checkoutMessage } from '../../wording';
import { AddressFields } from '../shared/address-form';
import type { PopupProps } from '../popups/popup-props';
import { useAddressForm } from '../shared/use-address-form';

/** A new address for one item (more than one recipient): checked, then ValidateAddress and SaveMultiShippingAddress. */
export function NewRecipientDialog({
  popup,
  open,
  onOpenChange,
  controller,
  state,
  settings,
}: PopupProps<'newRecipient'>) {
  const form = useAddressForm({
    site: settings.site,
    messages: settings.messages,
    lists: settings.lists,
    serverErrors: state.addressErrors,
    onEdit: controller.clearAddressErrors,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = form.submit();
    if (address) void controller.addRecipient(popup.basketItemId, address);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('newRecipientTitle', 'Add a Shipping Address')}
      size="large"
    >
      <form onSubmit={onSubmit} noValidate>
        <AddressFields form={form} announce={form.submitted} />
        <div className="hearth-checkout__actions">
          <Button type="submit" busy={state.loading === 'saveMultiShippingAddress'}>
            {checkoutMessage('saveAddress', 'Save Address')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
