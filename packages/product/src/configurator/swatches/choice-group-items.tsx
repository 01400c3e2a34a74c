import type { Site } from '@hearth/core';
import { ChoiceItem } from './choice-item';
import type { ChoiceLayout } from '../drawers/choices-logic';
import type { Choice } from '../data/schema';
import { useSwatchWindow } from './use-swatch-window';

/** What every choice of a list shares (see ChoiceItem). */
export interface ChoiceItemShared {
  layout: ChoiceLayout;
  name: string;
  /** The checked choice's code. */
  checked: number | undefined;
  pricesShown: boolean;
  site: Site;
  /** The choice the quick view describes, while it shows, and the quick view's id. */
  tooltipOn: number | undefined;
  tooltipId: string;
  onChoose: (choice: Choice) => void;
  onDetails: (choice: Choice) => void;
  refreshedLegs: boolean;
}

/** Props of {@link ChoiceGroupItems}. */
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

/**
 * The choices of one group: all of them, or for a windowed list the rows near the viewport with
 * padding standing for the others (use-swatch-window); in the mobile two-row layout, the columns
 * near the group's own visible width. Where only some render, each radio says its
 * position in the list (`aria-posinset`, `aria-setsize`).
 */
export function ChoiceGroupItems({ choices, doubleDecker, windowed, first, total, item }: ChoiceGroupItemsProps) {
  const view = useSwatchWindow(choices.length, windowed, doubleDecker ? 'columns' : 'rows');
  const shown = view.from === 0 && view.to === choices.length ? choices : choices.slice(view.from, view.to);
  return (
    <div
      ref={view.ref}
      className="hearth-choice-group__items"
      data-double-decker={doubleDecker || undefined}
      data-windowed={windowed || undefined}
      style={view.style}
    >
      {view.columnsBefore ? (
        <div className="hearth-choice-spacer" aria-hidden="true" style={{ gridColumn: `span ${view.columnsBefore}` }} />
      ) : null}
      {shown.map((choice, i) => (
        <ChoiceItem
          key={choice.code}
          choice={choice}
          layout={item.layout}
          name={item.name}
          checked={item.checked === choice.code}
          pricesShown={item.pricesShown}
          site={item.site}
          describedBy={item.tooltipOn === choice.code ? item.tooltipId : undefined}
          position={windowed ? first + view.from + i + 1 : undefined}
          setSize={windowed ? total : undefined}
          onChoose={item.onChoose}
          onDetails={item.onDetails}
          refreshedLegs={item.refreshedLegs}
        />
      ))}
      {view.columnsAfter ? (
        <div className="hearth-choice-spacer" aria-hidden="true" style={{ gridColumn: `span ${view.columnsAfter}` }} />
      ) : null}
    </div>
  );
}
