import { Button, waitingChoiceProps } from '@hearth/ui';
import type { FormEvent } from 'react';
import { checkoutMessage } from '../../wording';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutState } from '../checkout-state';
import { itemCount, RecipientOptions } from './recipient-options';

/** Props of {@link OptionsStep}. */
export interface OptionsStepProps {
  controller: CheckoutController;
  state: CheckoutState;
}

/** Step 2, Shipping and Gift Options [ref: checkout#screens]: each recipient's options, text updates, and 'Next: Payment'. */
export function OptionsStep({ controller, state }: OptionsStepProps) {
  const options = state.data?.shippingOptions;
  const notifications = options?.notificationOptions;
  const recipients = options?.recipients ?? [];
  const busy = state.loading !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void controller.saveAndContinue();
  };
  return (
    <form className="hearth-checkout__step" onSubmit={onSubmit} noValidate>
      {recipients.map((recipient, index) => (
        <RecipientOptions
          key={String(recipient.id)}
          recipient={recipient}
          controller={controller}
          state={state}
          firstIndex={itemCount(recipients.slice(0, index).flatMap((r) => r.shipments))}
        />
      ))}
      {notifications?.isTextEnabled ? (
        <label className="hearth-checkbox">
          <input
            type="checkbox"
            checked={notifications.isOptIn === true}
            onChange={(e) => void controller.setTextUpdates(e.target.checked)}
            {...waitingChoiceProps(busy)}
          />
          <span>{checkoutMessage('textUpdates', 'Text me updates about my order')}</span>
        </label>
      ) : null}
      <div className="hearth-checkout__actions">
        {/* busy while any choice of the step is being sent too: a click then would be refused */}
        <Button type="submit" busy={busy}>
          {checkoutMessage('nextPayment', 'Next: Payment')}
        </Button>
      </div>
    </form>
  );
}
