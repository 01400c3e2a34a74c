import { clsx } from 'clsx';
import { choiceImage } from '../data/choice-urls';
import type { ChoiceLayout } from '../drawers/choices-logic';
import { productMessage } from '../../wording';
import { pure } from './pure';
import type { Choice } from '../data/schema';

/** Props of {@link ChoiceItem}: plain values and stable callbacks, so an unchanged choice skips its render. */
export interface ChoiceItemProps {
  choice: Choice;
  layout: ChoiceLayout;
  /** The radio group's name (one per option and list). */
  name: string;
  checked: boolean;
  /** Show the price below the swatch, and its name (the refreshed layout). */
  pricesShown: boolean;
  /** The piece's price with this choice and the shopper's other choices (shown when `pricesShown`). */
  priceText: string;
  /** The id of the quick view describing this choice, while it shows. */
  describedBy: string | undefined;
  /** Its position among the list's choices and their number, where the list renders only some. */
  position: number | undefined;
  setSize: number | undefined;
  /** Stable: chooses the choice. */
  onChoose: (choice: Choice) => void;
  /** Stable: the leg layout's 'View Details' / 'View Larger'. */
  onDetails: (choice: Choice) => void;
  /** The legs refresh: 'View Details' rather than 'View Larger'. */
  refreshedLegs: boolean;
}

/**
 * One choice as a radio button [ref: configurator#screens]: a swatch, a leg with its details button, an image, a text
 * button or an image-and-text card. Memoized: a filter, a sort or a choice re-renders only the
 * choices whose props changed.
 */
export const ChoiceItem = pure(function ChoiceItem(props: ChoiceItemProps) {
  const { choice, layout, pricesShown } = props;
  const image = layout === 'text' ? undefined : choiceImage(choice);
  const title =
    layout === 'swatch' ? choice.swatchName || [choice.title, choice.text].filter(Boolean).join(', ') : choice.title;
  const radio = (
    <label
      className="hearth-choice"
      data-layout={layout}
      data-choice-code={choice.code}
      data-disabled={choice.isDisabled || undefined}
    >
      <input
        type="radio"
        className="hearth-choice__input"
        name={props.name}
        value={choice.code}
        checked={props.checked}
        disabled={choice.isDisabled}
        onChange={() => props.onChoose(choice)}
        aria-describedby={props.describedBy}
        aria-posinset={props.position}
        aria-setsize={props.setSize}
      />
      {image ? (
        <img
          className="hearth-choice__image"
          src={image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className={clsx('hearth-choice__name', layout === 'swatch' && !pricesShown && 'hearth-visually-hidden')}>
        {title}
      </span>
      {(layout === 'text' || layout === 'image-text') && choice.text && choice.text !== choice.title ? (
        <span className="hearth-choice__text">{choice.text}</span>
      ) : null}
      {pricesShown && props.priceText ? <span className="hearth-choice__price">{props.priceText}</span> : null}
    </label>
  );
  if (layout !== 'leg') return radio;
  return (
    <div className="hearth-choice-card">
      {radio}
      <button type="button" className="hearth-link-button" onClick={() => props.onDetails(choice)}>
        {props.refreshedLegs
          ? productMessage('viewDetails', 'View Details')
          : productMessage('viewLarger', 'View Larger')}
        <span className="hearth-visually-hidden"> {choice.title}</span>
      </button>
    </div>
  );
}, 'ChoiceItem');
