import { useId, useRef, type PointerEvent, type ReactNode } from 'react';
import { expandedAfterSwipe, swipeDirection } from './bottom-sheet-logic';

/** Props of {@link BottomSheet}. */
export interface BottomSheetProps {
  /** Its heading. */
  title: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** What shows only when it is up (the fields). */
  children: ReactNode;
  /** What always shows under the bar (the Send button). */
  footer?: ReactNode;
}

/**
 * The second brand's mobile bottom sheet [ref: swatch-order#screens]: sticky at the bottom of the modal, it slides up
 * (expanded) or down by a swipe on its bar or by the button that is its heading (a disclosure:
 * `aria-expanded`, `aria-controls`). Down, its content is hidden from everyone.
 */
export function BottomSheet({ title, expanded, onExpandedChange, children, footer }: BottomSheetProps) {
  const titleId = useId();
  const bodyId = useId();
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientY;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const direction = swipeDirection(start.current, event.clientY);
    start.current = null;
    const next = expandedAfterSwipe(expanded, direction);
    if (next !== expanded) onExpandedChange(next);
  };
  return (
    <section className="hearth-bottom-sheet" data-state={expanded ? 'expanded' : 'collapsed'} aria-labelledby={titleId}>
      <div
        className="hearth-bottom-sheet__bar"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <span className="hearth-bottom-sheet__handle" aria-hidden="true" />
        <h3 className="hearth-bottom-sheet__title">
          <button
            id={titleId}
            type="button"
            className="hearth-bottom-sheet__toggle"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => onExpandedChange(!expanded)}
          >
            {title}
          </button>
        </h3>
      </div>
      <div id={bodyId} className="hearth-bottom-sheet__body" hidden={!expanded}>
        {children}
      </div>
      {footer}
    </section>
  );
}
