import { ChoiceItem } from './choice-item';
import type { ChoiceLayout } from '../drawers/choices-logic';
import type { Choice } from '../data/schema';

/** What every choice of a list shares (see ChoiceItem). */
export interface ChoiceItemShared {
  layout: ChoiceLayout;
  name: string;
  /** The checked choice's code. */
  checked: number | undefined;
  pricesShown: boolean;
  /** The piece's price with a choice and the other choices as they are. */
  priceOf: (choice: Choice) => string;
  /** The choice the quick view describes, while it shows, and the quick view's id. */
  tooltipOn: number | undefined;
  tooltipId: string;
  onChoose: (choice: Choice) => void;
  onDetails: (choice: Choice) => void;
  refreshedLegs: boolean;
}

/** Props of ChoiceGroupItems (choice-group-items.tsx) and of the windowed group it loads. */
export interface ChoiceGroupItemsProps {
  choices: readonly Choice[];
  /** [ref: configurator#validation]: the mobile two-row layout of a price group above 10 choices. */
  doubleDecker: boolean;
  /** Render only the rows near the viewport (a long swatch list). */
  windowed: boolean;
  /** Index of the group's first choice in the list, and the list's number of choices (for `aria-posinset`). */
  first: number;
  total: number;
  item: ChoiceItemShared;
}

/** The choices of a group from `from` on, as radios (`first`: the group's first choice's place in the list). */
export function ChoiceItems({
  choices,
  from,
  windowed,
  first,
  total,
  item,
}: Pick<ChoiceGroupItemsProps, 'choices' | 'windowed' | 'first' | 'total' | 'item'> & { from: number }) {
  return choices.map((choice, i) => (
    <ChoiceItem
      key={choice.code}
      choice={choice}
      layout={item.layout}
      name={item.name}
      checked={item.checked === choice.code}
      pricesShown={item.pricesShown}
      priceText={item.pricesShown ? item.priceOf(choice) : ''}
      describedBy={item.tooltipOn === choice.code ? item.tooltipId : undefined}
      position={windowed ? first + from + i + 1 : undefined}
      setSize={windowed ? total : undefined}
      onChoose={item.onChoose}
      onDetails={item.onDetails}
      refreshedLegs={item.refreshedLegs}
    />
  ));
}
