import { validationMessage, securityCodeLength, validateSecurityCode } from '@hearth/commerce';
import { Button, TextField } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import { formatText, checkoutMessage } from '../../wording';
import type { CheckoutController } from '../checkout-controller';
import type { AppliedCard } from './payment-logic';
import type { VerifyErrors } from '../shared/schema-payment';

/** [ref: checkout#screens]: the security code help popup. */
export const SECURITY_CODE_HELP_URL = '/SharedLayer/PopupV2?popupName=CreditCardVerification';

/** The message of the server's verify errors for this card, if any. */
function serverError(errors: VerifyErrors | null | undefined, cardId: string): string | undefined {
  if (!errors || String(errors.cardId ?? '') !== cardId) return undefined;
  if (errors.hasCvvError || errors.hasVerifyInputError)
    return validationMessage('securityCodeInvalid', 'The security code you entered is not valid.');
  if (errors.hasVerifyFailedError || errors.hasVerifyRequiredError)
    return checkoutMessage('verifyFailed', 'We could not verify this card.');
  return undefined;
}

/**
 * A card to verify [ref: checkout#screens, #rules, #validation]: its security code (required; 4 digits for American Express,
 * 3 otherwise), help, and VerifyCreditCard. The code stays in this field: sent, never kept.
 */
export function VerifyCard({
  card,
  controller,
  errors,
  busy,
}: {
  card: AppliedCard;
  controller: CheckoutController;
  errors: VerifyErrors | null | undefined;
  busy: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateSecurityCode(code, card.type);
    setError(message);
    if (!message) await controller.verifyCard(card.id, code.trim());
  };
  return (
    <form className="hearth-checkout__code" onSubmit={submit} noValidate>
      <p className="hearth-checkout__muted">
        {formatText(checkoutMessage('verifyCardText', 'Please enter the security code of your {0} ending in {1}.'), [
          card.name,
          card.lastFour,
        ])}
      </p>
      <TextField
        label={checkoutMessage('securityCode', 'Security Code')}
        value={code}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={securityCodeLength(card.type)}
        required
        error={error ?? serverError(errors, card.id)}
        onChange={(e) => setCode(e.target.value)}
      />
      <a href={SECURITY_CODE_HELP_URL} target="_blank" rel="noopener">
        {checkoutMessage('securityCodeHelp', 'What is this?')}
      </a>
      <Button type="submit" variant="secondary" busy={busy}>
        {checkoutMessage('verifyCard', 'Verify Card')}
      </Button>
    </form>
  );
}
