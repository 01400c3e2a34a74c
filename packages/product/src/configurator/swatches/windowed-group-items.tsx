import { useEffect } from 'react';
import { ChoiceItems, type ChoiceGroupItemsProps } from './choice-items';
import { useSwatchWindow } from './use-swatch-window';

/**
 * A long group's choices, windowed: the rows near the viewport (use-swatch-window) with padding
 * standing for the others; in the mobile two-row layout, the columns near the group's own
 * visible width. Loaded on first use (a drawer of 60 choices or more): the configurator's first
 * view does without it.
 */
export function WindowedGroupItems({
  choices,
  doubleDecker,
  windowed,
  first,
  total,
  item,
  focusCode,
}: ChoiceGroupItemsProps & { focusCode?: string | undefined }) {
  const view = useSwatchWindow(choices.length, windowed, doubleDecker ? 'columns' : 'rows');
  useEffect(() => {
    // It took over from the first choices shown while it loaded, whose radios are gone: the one
    // that had the focus gets it back here once the rows in view are drawn (if nothing took it).
    // Where the focus fell from the removed radio says nothing took it: the page, or (Chromium)
    // the modal dialog around the list.
    if (!focusCode) return undefined;
    let frame = 0;
    let tries = 0;
    const place = () => {
      const box = view.ref.current;
      const active = box?.ownerDocument.activeElement;
      if (!box || (active && active !== box.ownerDocument.body && !active.contains(box))) return;
      const radio = box.querySelector<HTMLElement>(`[data-choice-code="${focusCode}"] input`);
      if (radio) radio.focus();
      else if (++tries < 10) frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [focusCode, view.ref]);
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
