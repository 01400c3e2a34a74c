import { Button, Dialog } from '@hearth/ui';
import { useState } from 'react';
import { checkoutMessage } from '../../wording';
import {
  canUpdateSavedCard,
  cardRows,
  defaultSavedCard,
  isTwoCardRowDisabled,
  toggleTwoCards,
  validateTwoCards,
  type CardRow,
} from './card-logic';
import { appliedCardIds } from './payment-logic';
import { openNewCard } from './new-card';
import type { PopupProps } from '../popups/popup-props';

/** A saved card's line in the card lists: '{name} •••• {last four}', and its note (expired, in use…). */
function CardRowText({ row }: { row: CardRow }) {
  return (
    <span>
      {`${row.name} •••• ${row.lastFour}`}
      {row.note ? <span className="hearth-checkout__muted"> {row.note}</span> : null}
    </span>
  );
}

/** [ref: checkout#screens] 'Apply New/Saved Card': a radio list of saved cards, 'Apply new card', 'Update Payment'. */
export function SavedCardsDialog({ popup, open, onOpenChange, controller, state, settings }: PopupProps<'savedCards'>) {
  const credit = state.data?.paymentData?.creditCardData;
  const rows = cardRows(credit?.accountCardsInfo, {
    inUse: appliedCardIds(state.data?.paymentData, popup.slot),
    onlyStoreCard: credit?.isOnlyCbccAllowed === true,
  });
  const applied = popup.slot === 'cardOne' ? credit?.cardOneInfo?.id : credit?.cardTwoInfo?.id;
  const [selected, setSelected] = useState(() => defaultSavedCard(rows, applied == null ? null : String(applied)));
  const newCard = (opener: HTMLElement) => {
    onOpenChange(false);
    openNewCard(controller, settings.cardEntry, opener, true);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('savedCardsTitle', 'Apply New/Saved Card')}
      footer={
        <>
          <Button variant="secondary" onClick={(e) => newCard(e.currentTarget)}>
            {checkoutMessage('applyNewCard', 'Apply new card')}
          </Button>
          <Button
            disabled={!canUpdateSavedCard(rows, selected)}
            busy={state.loading === 'savePayment'}
            onClick={() => selected && controller.savePayment({ kind: 'saved', id: selected })}
          >
            {checkoutMessage('updatePayment', 'Update Payment')}
          </Button>
        </>
      }
    >
      <fieldset className="hearth-checkout__choices">
        <legend className="hearth-visually-hidden">{checkoutMessage('savedCardsTitle', 'Apply New/Saved Card')}</legend>
        {rows.map((row) => (
          <label key={row.id} className="hearth-checkbox">
            <input
              type="radio"
              name="savedCard"
              value={row.id}
              checked={selected === row.id}
              disabled={row.disabled}
              onChange={() => setSelected(row.id)}
            />
            <CardRowText row={row} />
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}

/** [ref: checkout#screens] 'Select Two Cards': a checkbox list, 'Add new card', 'Update Payment' (exactly two, else 'Please select two cards.'). */
export function TwoCardsDialog({ open, onOpenChange, controller, state, settings }: PopupProps<'twoCards'>) {
  const credit = state.data?.paymentData?.creditCardData;
  const rows = cardRows(credit?.accountCardsInfo, {
    inUse: new Set(),
    onlyStoreCard: credit?.isOnlyCbccAllowed === true,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const update = () => {
    const message = validateTwoCards(selected);
    setError(message);
    if (!message) void controller.savePayment({ kind: 'saved', id: selected[0]! }, { kind: 'saved', id: selected[1]! });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('twoCardsTitle', 'Select Two Cards')}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={(e) => (onOpenChange(false), openNewCard(controller, settings.cardEntry, e.currentTarget, true))}
          >
            {checkoutMessage('addNewCard', 'Add new card')}
          </Button>
          <Button busy={state.loading === 'savePayment'} onClick={update}>
            {checkoutMessage('updatePayment', 'Update Payment')}
          </Button>
        </>
      }
    >
      <p>
        {checkoutMessage(
          'twoCardsText',
          'Choose two cards to split your payment. You can save up to 5 cards to your account.',
        )}
      </p>
      <fieldset className="hearth-checkout__choices" aria-describedby={error ? 'hearth-two-cards-error' : undefined}>
        <legend className="hearth-visually-hidden">{checkoutMessage('twoCardsTitle', 'Select Two Cards')}</legend>
        {rows.map((row) => (
          <label key={row.id} className="hearth-checkbox">
            <input
              type="checkbox"
              checked={selected.includes(row.id)}
              disabled={isTwoCardRowDisabled(selected, row)}
              onChange={() => setSelected(toggleTwoCards(selected, row))}
            />
            <CardRowText row={row} />
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="hearth-two-cards-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** [ref: checkout#screens, #errors] 'Payment Error': 'Update Payment' goes to the payment step with paymentErrorId=authorizationError. */
export function PaymentErrorDialog({ open, onOpenChange, controller }: PopupProps<'paymentError'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('paymentErrorTitle', 'Payment Error')}
      footer={
        <Button onClick={() => controller.updatePayment()}>{checkoutMessage('updatePayment', 'Update Payment')}</Button>
      }
    >
      <p>
        {checkoutMessage(
          'paymentErrorText',
          'Your payment could not be authorized. Please update your payment and try again.',
        )}
      </p>
    </Dialog>
  );
}

/** [ref: checkout#screens] 'Are you sure?' (the certificates interrupter): confirming removes every certificate. */
export function CertificatesDialog({ open, onOpenChange, controller, state }: PopupProps<'certificates'>) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('certificatesTitle', 'Are you sure?')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {checkoutMessage('offerCancel', 'Cancel')}
          </Button>
          <Button busy={state.loading === 'removeCertificates'} onClick={() => controller.removeCertificates()}>
            {checkoutMessage('remove', 'Remove')}
          </Button>
        </>
      }
    >
      <p>{checkoutMessage('certificatesText', 'All reward certificates will be removed from this order.')}</p>
    </Dialog>
  );
}
