import { CORE_MESSAGES, securityCodeLength, validateSecurityCode } from '@hearth/core';
import { Button, TextField } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import { CHECKOUT_MESSAGES as M, formatText } from '../../messages';
import type { CheckoutController } from '../checkout-controller';
import type { AppliedCard } from './payment-logic';
import type { VerifyErrors } from '../shared/schema-payment';

/** [ref: checkout#screens]: the security code help popup. */
export const SECURITY_CODE_HELP_URL = '/SharedLayer/PopupV2?popupName=CreditCardVerification';

/** The message of the server's verify errors for this card, if any. */
function serverError(errors: VerifyErrors | null | undefined, cardId: string): string | undefined {
  if (!errors || String(errors.cardId ?? '') !== cardId) return undefined;
  if (errors.hasCvvError || errors.hasVerifyInputError) return CORE_MESSAGES.securityCodeInvalid;
  if (errors.hasVerifyFailedError || errors.hasVerifyRequiredError) return M.verifyFailed;
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
      <p className="hearth-checkout__muted">{formatText(M.verifyCardText, [card.name, card.lastFour])}</p>
      <TextField
        label={M.securityCode}
        value={code}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={securityCodeLength(card.type)}
        required
        error={error ?? serverError(errors, card.id)}
        onChange={(e) => setCode(e.target.value)}
      />
      <a href={SECURITY_CODE_HELP_URL} target="_blank" rel="noopener">
        {M.securityCodeHelp}
      </a>
      <Button type="submit" variant="secondary" busy={busy}>
        {M.verifyCard}
      </Button>
    </form>
  );
}
