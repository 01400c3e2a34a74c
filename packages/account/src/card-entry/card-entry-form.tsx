import { Button, Field } from '@hearth/ui';
import { clsx } from 'clsx';
import { NewWindowLink } from '../shared/new-window-link';
import { accountMessage } from '../wording';
import { useCardEntry, type UseCardEntryOptions } from './use-card-entry';

/** [ref: card-entry#screens]: the security-code help popup. */
export const SECURITY_CODE_HELP_URL = '/SharedLayer/PopupV2?popupName=CreditCardVerification';

/** Name of the part, used in class names. */
export const CARD_ENTRY_FORM_NAME = 'CardEntryForm';

/** Props of {@link CardEntryForm}. */
export interface CardEntryFormProps extends UseCardEntryOptions {
  /**
   * Show the save-to-account checkbox (signed-in shoppers).
   * @default true
   */
  showSaveToAccount?: boolean;
  /** Extra class on the form. @default undefined */
  className?: string;
}

/**
 * The Apply New Card form [ref: card-entry#data, #rules, #validation]: card number, expiry, security code with its help
 * link, and save-to-account. The store credit card shows the number only [ref: card-entry#rules]. Apply hands
 * the Card entity to `onApply`; nothing is sent, logged or stored.
 */
export function CardEntryForm({ showSaveToAccount = true, className, ...options }: CardEntryFormProps) {
  const card = useCardEntry(options);
  const announce = card.submitted;
  return (
    <form
      className={clsx('hearth-card-entry', className)}
      onSubmit={card.onSubmit}
      noValidate
      data-card-type={card.type}
    >
      <Field label={accountMessage('cardNumberLabel', 'Card Number')} error={card.errors.number} announce={announce}>
        {(props) => <input {...card.numberProps} {...props} type="text" className="hearth-field__input" />}
      </Field>
      {card.withDates && (
        <div className="hearth-card-entry__row">
          <Field
            label={accountMessage('expiryLabel', 'Expiration Date (MM/YY)')}
            error={card.errors.expiry}
            announce={announce}
          >
            {(props) => <input {...card.expiryProps} {...props} type="text" className="hearth-field__input" />}
          </Field>
          <Field
            label={accountMessage('securityCodeLabel', 'Security Code')}
            error={card.errors.cvv}
            announce={announce}
            hint={
              <NewWindowLink href={SECURITY_CODE_HELP_URL} className="hearth-card-entry__help">
                {accountMessage('securityCodeHelp', "What's this?")}
              </NewWindowLink>
            }
          >
            {(props) => <input {...card.cvvProps} {...props} type="text" className="hearth-field__input" />}
          </Field>
        </div>
      )}
      {showSaveToAccount && (
        <label className="hearth-checkbox">
          <input {...card.saveProps} />
          <span>{accountMessage('saveToAccountLabel', 'Save this card to my account')}</span>
        </label>
      )}
      <div className="hearth-card-entry__actions">
        <Button type="submit">{accountMessage('applyButton', 'Apply')}</Button>
      </div>
    </form>
  );
}
