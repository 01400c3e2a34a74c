import { Button, Dialog } from '@hearth/ui';
import { useState } from 'react';
import { checkoutMessage } from '../../wording';
import {
  acceptOffer,
  cancelOffer,
  chooseOffer,
  continueOffer,
  declineOffer,
  initialOffer,
  OFFER_OPTION,
  type OfferStep,
} from './offer-logic';
import type { PopupProps } from '../popups/popup-props';

/**
 * [ref: checkout#screens, #rules] 'Please select an offer': rewards (1, the default) or financing (2); Continue,
 * Cancel; the financing terms with Decline and Accept; the error view first, with 'Back to payment page'.
 */
export function OfferDialog({ popup, open, onOpenChange, controller, state }: PopupProps<'offer'>) {
  const [offer, setOffer] = useState(() => initialOffer(popup.errorMessage));
  const run = (step: OfferStep) => {
    if (step.kind === 'state') return setOffer(step.state);
    if (step.kind === 'close') return onOpenChange(false);
    void controller.saveOffer(step.option);
  };
  const busy = state.loading === 'savePlccOfferSelection';
  const footer =
    offer.view === 'error' ? (
      <Button onClick={() => run(cancelOffer())}>{checkoutMessage('offerBack', 'Back to payment page')}</Button>
    ) : offer.view === 'terms' ? (
      <>
        <Button variant="secondary" onClick={() => setOffer(declineOffer(offer))}>
          {checkoutMessage('offerDecline', 'Decline')}
        </Button>
        <Button busy={busy} onClick={() => run(acceptOffer(offer))}>
          {checkoutMessage('offerAccept', 'Accept')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={() => run(cancelOffer())}>
          {checkoutMessage('offerCancel', 'Cancel')}
        </Button>
        <Button busy={busy} onClick={() => run(continueOffer(offer, Boolean(popup.financingTerms)))}>
          {checkoutMessage('offerContinue', 'Continue')}
        </Button>
      </>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('offerTitle', 'Please select an offer')}
      footer={footer}
    >
      {offer.view === 'error' ? <p role="alert">{popup.errorMessage}</p> : null}
      {offer.view === 'terms' ? <p>{popup.financingTerms}</p> : null}
      {offer.view === 'choose' ? (
        <fieldset className="hearth-checkout__choices">
          <legend className="hearth-visually-hidden">{checkoutMessage('offerTitle', 'Please select an offer')}</legend>
          {(
            [
              [OFFER_OPTION.rewards, checkoutMessage('offerRewards', 'Earn rewards on this purchase')],
              [OFFER_OPTION.financing, checkoutMessage('offerFinancing', 'Special financing')],
            ] as const
          ).map(([option, label]) => (
            <label key={option} className="hearth-checkbox">
              <input
                type="radio"
                name="offer"
                checked={offer.option === option}
                onChange={() => setOffer(chooseOffer(offer, option))}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </Dialog>
  );
}
