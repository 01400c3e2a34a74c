import { Button, Dialog } from '@hearth/ui';
import { useId } from 'react';
import { checkoutMessage } from '../../wording';
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
      title={checkoutMessage('suggestionsTitle', 'Verify Your Address')}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {checkoutMessage('editAddress', 'Edit Address')}
        </Button>
      }
    >
      <p>{checkoutMessage('suggestionsText', 'We could not verify the address you entered. Did you mean:')}</p>
      <ul className="hearth-checkout__suggestions">
        {popup.suggestions.map((suggestion, index) => (
          <li key={index}>
            <p id={`${id}-${index}`}>{addressLine(withSuggestion(popup.address, suggestion))}</p>
            <Button
              busy={busy}
              aria-describedby={`${id}-${index}`}
              onClick={() => controller.acceptSuggestion(suggestion)}
            >
              {checkoutMessage('useSuggestion', 'Use This Address')}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
