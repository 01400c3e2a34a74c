import { Button, Field, waitingChoiceProps } from '@hearth/ui';
import { useState } from 'react';
import { checkoutMessage } from '../../wording';
import type { CheckoutController } from '../checkout-controller';
import type { Recipient } from '../shared/schema-shipping';

/** The gift message's length (the spec gives none; 240 fits a gift card). */
export const GIFT_MESSAGE_MAX_LENGTH = 240;

/** Props of {@link GiftOptions}. */
export interface GiftOptionsProps {
  recipient: Recipient;
  controller: CheckoutController;
  busy: string | null;
  /** The gift message of this recipient was just saved. */
  saved: boolean;
}

/** A recipient's gift options [ref: checkout#calls]: 'This order is a gift' (UpdateGiftOption) and the gift message (UpdateGiftMessage). */
export function GiftOptions({ recipient, controller, busy, saved }: GiftOptionsProps) {
  const rid = recipient.id;
  const gift = recipient.giftOptions ?? {};
  // isInitialTrigger: the first message of a recipient who had none when the step opened
  const [hadMessage] = useState(() => Boolean(gift.giftMessage));
  const [sent, setSent] = useState(false);
  return (
    <fieldset className="hearth-checkout__choices hearth-checkout__gift">
      <legend>{checkoutMessage('giftOptions', 'Gift Options')}</legend>
      <label className="hearth-checkbox">
        <input
          type="checkbox"
          checked={gift.isGift === true}
          onChange={(e) => void controller.setGift(rid, e.target.checked)}
          {...waitingChoiceProps(busy !== null)}
        />
        <span>{checkoutMessage('isGift', 'This order is a gift')}</span>
      </label>
      <Field label={checkoutMessage('giftMessage', 'Gift message (optional)')}>
        {(aria) => (
          <textarea
            {...aria}
            className="hearth-field__input"
            rows={3}
            maxLength={GIFT_MESSAGE_MAX_LENGTH}
            value={gift.giftMessage ?? ''}
            onChange={(e) => controller.setGiftMessage(rid, e.target.value)}
          />
        )}
      </Field>
      <div className="hearth-checkout__row-actions">
        <Button
          variant="secondary"
          busy={busy === `giftMessage:${String(rid)}`}
          onClick={async () => {
            await controller.saveGiftMessage(rid, !hadMessage && !sent);
            setSent(true);
          }}
        >
          {checkoutMessage('saveGiftMessage', 'Save Gift Message')}
        </Button>
        <p role="status" className="hearth-checkout__muted">
          {saved ? checkoutMessage('giftMessageSaved', 'Gift message saved.') : ''}
        </p>
      </div>
    </fieldset>
  );
}
