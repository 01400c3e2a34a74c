import { Button, TextField } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import { checkoutMessage } from '../../wording';

/**
 * One code field and its 'Apply' (a promo code, a tender code, a certificate). What the shopper
 * typed stays until the code went through (`onApply` resolves true).
 */
export function CodeForm({
  label,
  busy,
  onApply,
  maxLength = 30,
}: {
  label: string;
  busy: boolean;
  onApply: (value: string) => Promise<boolean>;
  maxLength?: number;
}) {
  const [value, setValue] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() && (await onApply(value))) setValue('');
  };
  return (
    <form className="hearth-checkout__code" onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {checkoutMessage('apply', 'Apply')}
      </Button>
    </form>
  );
}

/**
 * The gift card's number and PIN ([ref: checkout#calls] ApplyGiftCardTender). They live only in this form: sent,
 * never kept in the state; cleared once the card is applied (the list shows its last four).
 */
export function GiftCardForm({
  busy,
  onApply,
}: {
  busy: boolean;
  onApply: (number: string, pin: string) => Promise<boolean>;
}) {
  const [card, setCard] = useState({ number: '', pin: '' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (card.number.trim() && (await onApply(card.number, card.pin))) setCard({ number: '', pin: '' });
  };
  return (
    <form className="hearth-checkout__code" onSubmit={submit} noValidate>
      <TextField
        label={checkoutMessage('giftCardNumber', 'Gift card number')}
        value={card.number}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        onChange={(e) => setCard({ ...card, number: e.target.value })}
      />
      <TextField
        label={checkoutMessage('giftCardPin', 'PIN')}
        value={card.pin}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        onChange={(e) => setCard({ ...card, pin: e.target.value })}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {checkoutMessage('apply', 'Apply')}
      </Button>
    </form>
  );
}
