import { TextField } from '@hearth/ui';
import type { AddToCartState } from './use-add-to-cart';

/** Props of {@link PersonalizationFields}. */
export interface PersonalizationFieldsProps {
  /** `useAddToCart().personalization`. */
  personalization: NonNullable<AddToCartState['personalization']>;
}

/**
 * The personalization text lines in a fieldset (000 §3). Render errors (001 §8) show where they
 * belong: E1001-E1003 under the legend, E2001 in the summary, E3001 and others on a text line,
 * each with the server's description.
 */
export function PersonalizationFields({ personalization: p }: PersonalizationFieldsProps) {
  return (
    <fieldset className="hearth-add-to-cart__personalization" {...p.fieldsetProps}>
      <legend>{p.legend}</legend>
      {p.summaryError && (
        <div id={p.summaryId} role="alert" className="hearth-add-to-cart__summary hearth-field__error">
          {p.summaryError}
        </div>
      )}
      {p.legendError && (
        <p id={p.legendErrorId} role="alert" className="hearth-field__error">
          {p.legendError}
        </p>
      )}
      {p.lines.map((line) => (
        <TextField
          key={line.elementName}
          ref={line.inputRef}
          label={line.label}
          name={line.elementName}
          value={line.value}
          maxLength={line.maxLength}
          error={line.error}
          announce
          autoComplete="off"
          onChange={(event) => line.onChange(event.target.value)}
        />
      ))}
    </fieldset>
  );
}
