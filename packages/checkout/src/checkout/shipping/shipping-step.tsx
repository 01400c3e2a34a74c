import { Button } from '@hearth/ui';
import { useId } from 'react';
import { checkoutMessage } from '../../wording';
import { AddressFields } from '../shared/address-form';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { CheckoutState } from '../checkout-state';
import { RecipientsEditor } from './recipients-editor';
import { NEW_ADDRESS, useShippingStep } from './use-shipping-step';

/** Props of {@link ShippingStep}. */
export interface ShippingStepProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}

/** Step 1, Shipping [ref: checkout#screens]: the shipping address, more than one recipient, and 'Next'. */
export function ShippingStep({ controller, state, settings }: ShippingStepProps) {
  const step = useShippingStep(controller, state, settings);
  const headingId = useId();
  return (
    <form className="hearth-checkout__step" onSubmit={step.onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{checkoutMessage('shippingAddress', 'Shipping Address')}</h3>
      {step.saved.length > 0 ? (
        <fieldset className="hearth-checkout__choices">
          <legend>{checkoutMessage('savedAddresses', 'Choose a shipping address')}</legend>
          {[...step.saved, { id: NEW_ADDRESS, line: checkoutMessage('newAddress', 'Add a new address') }].map(
            (address) => (
              <label key={address.id} className="hearth-checkbox">
                <input
                  type="radio"
                  name="savedAddress"
                  value={address.id}
                  checked={step.selection === address.id}
                  onChange={() => step.select(address.id)}
                />
                <span>{address.line}</span>
              </label>
            ),
          )}
        </fieldset>
      ) : null}
      {step.showForm ? <AddressFields form={step.form} announce={step.form.submitted} /> : null}
      <RecipientsEditor controller={controller} state={state} />
      <div className="hearth-checkout__actions">
        <Button type="submit" busy={step.busy}>
          {checkoutMessage('next', 'Next')}
        </Button>
      </div>
    </form>
  );
}
