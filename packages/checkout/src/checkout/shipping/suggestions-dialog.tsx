import { Button, Dialog } from '@hearth/ui';
import { useId } from 'react';
import { CHECKOUT_MESSAGES as M } from '../../messages';
import { addressLine, withSuggestion } from '../shared/address-logic';
import type { PopupProps } from '../popups/popup-props';

/** The server's address suggestions (ValidateAddress family): one is used, or the shopper edits the address. */
export function SuggestionsDialog({ popup, open, onOpenChange, controller, state }: PopupProps<'suggestions'>) {
  const busy = state.loading === 'validateAndSaveAddress' || state.loading === 'saveMultiShippingAddress';
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.suggestionsTitle}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {M.editAddress}
        </Button>
      }
    >
      <p>{M.suggestionsText}</p>
      <ul className="hearth-checkout__suggestions">
        {popup.suggestions.map((suggestion, index) => (
          <li key={index}>
            <p id={`${id}-${index}`}>{addressLine(withSuggestion(popup.address, suggestion))}</p>
            <Button
              busy={busy}
              aria-describedby={`${id}-${index}`}
              onClick={() => controller.acceptSuggestion(suggestion)}
            >
              {M.useSuggestion}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
