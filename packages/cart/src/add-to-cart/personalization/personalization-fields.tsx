import { TextField } from '@hearth/ui';
import { addToCartMessage } from '../wording';
import type { AddToCartState } from '../use-add-to-cart';
import type { MonogramChoiceView } from './use-personalization';

/** Props of {@link PersonalizationFields}. */
export interface PersonalizationFieldsProps {
  /** `useAddToCart().personalization`. */
  personalization: NonNullable<AddToCartState['personalization']>;
}

/** A choice of thread colours or fonts [ref: add-to-cart#limits]: radio buttons in their own fieldset. */
function MonogramChoice({
  legend,
  name,
  choices,
  swatches,
}: {
  legend: string;
  name: string;
  choices: MonogramChoiceView[];
  swatches?: boolean;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="hearth-add-to-cart__choice" data-kind={swatches ? 'thread' : 'font'}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="hearth-add-to-cart__option">
          <input type="radio" name={name} value={choice.value} checked={choice.checked} onChange={choice.onChange} />
          {swatches && (
            <span
              className="hearth-add-to-cart__thread"
              aria-hidden="true"
              // a colour the schema checked (#rgb or #rrggbb), set through the DOM: no inline style in the HTML
              style={choice.hex ? { backgroundColor: choice.hex } : undefined}
            />
          )}
          {choice.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The personalization text lines in a fieldset [ref: add-to-cart#data], then the brand's thread colours and the
 * fonts to choose from [ref: add-to-cart#limits]. Render errors [ref: add-to-cart#errors] show where they
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
      <MonogramChoice
        legend={addToCartMessage('threadColorLegend', 'Thread Color')}
        name={`${p.choiceName}-thread`}
        choices={p.threadColors}
        swatches
      />
      <MonogramChoice legend={addToCartMessage('fontLegend', 'Font')} name={`${p.choiceName}-font`} choices={p.fonts} />
    </fieldset>
  );
}
