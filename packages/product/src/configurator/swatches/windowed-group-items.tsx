import { ChoiceItems, type ChoiceGroupItemsProps } from './choice-items';
import { useSwatchWindow } from './use-swatch-window';

/**
 * A long group's choices, windowed: the rows near the viewport (use-swatch-window) with padding
 * standing for the others; in the mobile two-row layout, the columns near the group's own
 * visible width. Loaded on first use (a drawer of 60 choices or more): the configurator's first
 * view does without it.
 */
export function WindowedGroupItems({ choices, doubleDecker, windowed, first, total, item }: ChoiceGroupItemsProps) {
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
      <ChoiceItems choices={shown} from={view.from} windowed={windowed} first={first} total={total} item={item} />
      {view.columnsAfter ? (
        <div className="hearth-choice-spacer" aria-hidden="true" style={{ gridColumn: `span ${view.columnsAfter}` }} />
      ) : null}
    </div>
  );
}
