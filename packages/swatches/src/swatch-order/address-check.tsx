import { Field } from '@hearth/ui';
import { useEffect, useRef } from 'react';
import { swatchesMessage } from '../wording';
import { suggestionText } from './order-form-logic';
import type { AddressCheck as Check } from './use-order-form';

/** Props of {@link AddressCheck}. */
export interface AddressCheckProps {
  check: Check;
  useAddressAsEntered: boolean;
  onPick: (choice: number | 'as-entered') => void;
  onUseAsEntered: (checked: boolean) => void;
}

const AS_ENTERED = 'as-entered';

/**
 * The address check's answer [ref: swatch-order#errors]: with suggestions, the message and a dropdown ('Please
 * select', each suggestion, ' -- Use address as entered -- '); without, the message and a 'Use
 * address as entered' checkbox. Focus moves to its control when it appears.
 */
export function AddressCheck({ check, useAddressAsEntered, onPick, onUseAsEntered }: AddressCheckProps) {
  const control = useRef<HTMLSelectElement & HTMLInputElement>(null);
  useEffect(() => {
    if (check) control.current?.focus();
  }, [check]);
  if (!check) return null;
  if (check.kind === 'unverified') {
    return (
      <div className="hearth-swatch-order__check" data-check="unverified">
        <p role="alert">
          {swatchesMessage(
            'noSuggestionMessage',
            'The street address you entered may not be accurate. Please go back to edit your address or choose to keep address as entered.',
          )}
        </p>
        <label className="hearth-checkbox">
          <input
            ref={control}
            type="checkbox"
            name="useAddressAsEntered"
            checked={useAddressAsEntered}
            onChange={(event) => onUseAsEntered(event.target.checked)}
          />
          {swatchesMessage('useAsEnteredCheckbox', 'Use address as entered')}
        </label>
      </div>
    );
  }
  return (
    <div className="hearth-swatch-order__check" data-check="suggestions">
      <p role="alert">
        {swatchesMessage(
          'suggestionsMessage',
          'There appears to be a problem with the city, state and ZIP combination. Please select one of our suggestions below.',
        )}
      </p>
      <Field label={swatchesMessage('suggestionsLabel', 'Suggested addresses')}>
        {(props) => (
          <select
            {...props}
            ref={control}
            className="hearth-field__input"
            value=""
            onChange={(event) => {
              const { value } = event.target;
              if (value === AS_ENTERED) onPick('as-entered');
              else if (value !== '') onPick(Number(value));
            }}
          >
            <option value="">{swatchesMessage('suggestionPlaceholder', 'Please select')}</option>
            {check.suggestions.map((suggestion, index) => (
              <option key={index} value={index}>
                {suggestionText(suggestion)}
              </option>
            ))}
            <option value={AS_ENTERED}>
              {swatchesMessage('useAsEnteredOption', ' -- Use address as entered -- ')}
            </option>
          </select>
        )}
      </Field>
    </div>
  );
}
