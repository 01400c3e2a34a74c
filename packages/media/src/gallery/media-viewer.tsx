import { Carousel } from '@hearth/ui';
import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { imageLabel, mediaMessage } from '../wording';
import { scrolledEntry } from './anchored-image';

/** One entry of a viewer: its id, thumbnail and name. */
export interface ViewerEntry {
  id: string;
  thumb?: string | undefined;
  label: string;
}

/** Props of {@link MediaViewer}. */
export interface MediaViewerProps<E extends ViewerEntry> {
  entries: readonly E[];
  /** The selected entry's index. */
  selected: number;
  onSelect: (index: number) => void;
  /** Show every entry in one scrolling list ('View All'). */
  viewAll: boolean;
  onViewAll: (on: boolean) => void;
  /** Renders one entry large. */
  renderEntry: (entry: E, index: number, selected: boolean) => ReactNode;
  /** Name of the carousel region. */
  label: string;
}

/**
 * Thumbnails and a main carousel kept in step [ref: gallery#screens, #rules]: a thumbnail press, a slide (buttons,
 * swipe, keyboard) and, in 'View All', scrolling (an entry 90 % in view, else the anchored image across
 * the line one third of the window height down) [ref: gallery#limits] each select an entry, and the others follow. Thumbnails are buttons, the selected one `aria-current`.
 */
export function MediaViewer<E extends ViewerEntry>({
  entries,
  selected: asked,
  onSelect,
  viewAll,
  onViewAll,
  renderEntry,
  label,
}: MediaViewerProps<E>) {
  // fewer entries given while it is open (a new answer): the last one is the selected one
  const selected = Math.min(asked, Math.max(0, entries.length - 1));
  const list = useRef<HTMLOListElement>(null);
  const fromScroll = useRef(false);
  const current = useRef(selected);
  current.current = selected;

  // 'View All': as the list (or the page under it) scrolls, the entry at least 90 % in view, else
  // the one across the line one third of the window height down, becomes the selected one.
  useEffect(() => {
    const root = list.current;
    if (!viewAll || !root) return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      const items = [...root.querySelectorAll<HTMLElement>('[data-index]')];
      const box = root.getBoundingClientRect();
      const height = window.innerHeight;
      const view = { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, height) };
      const found =
        items[
          scrolledEntry(
            items.map((item) => item.getBoundingClientRect()),
            view,
            height,
          )
        ];
      const index = found ? Number(found.dataset.index) : -1;
      if (index >= 0 && index !== current.current) {
        fromScroll.current = true;
        onSelect(index);
      }
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
    };
    // (no `passive` option: a scroll event cannot be cancelled, so it would change nothing)
    root.addEventListener('scroll', onScroll);
    window.addEventListener('scroll', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('scroll', onScroll);
      window.removeEventListener('scroll', onScroll);
    };
  }, [viewAll, entries, onSelect]);

  // A thumbnail pressed in 'View All' scrolls its entry into view, its top at the list's top
  // (scrollIntoView's default), not a selection made by scrolling; a DOM without scrollIntoView
  // (jsdom) goes without.
  useEffect(() => {
    if (!viewAll) return;
    if (fromScroll.current) {
      fromScroll.current = false;
      return;
    }
    // Stryker disable next-line OptionalChaining: in 'View All' the list is drawn, so list.current is set
    const entry = list.current?.querySelector<HTMLElement>(`[data-index="${selected}"]`);
    entry?.scrollIntoView?.();
  }, [viewAll, selected]);

  return (
    <div className="hearth-gallery-viewer" data-view={viewAll ? 'all' : 'carousel'}>
      <div className="hearth-gallery-viewer__bar">
        <button
          type="button"
          className="hearth-button hearth-button--link"
          aria-pressed={viewAll}
          onClick={() => onViewAll(!viewAll)}
        >
          <span className="hearth-button__label">
            {viewAll ? mediaMessage('backToCarousel', 'Back to carousel') : mediaMessage('viewAll', 'View All')}
          </span>
        </button>
      </div>
      <ul className="hearth-gallery-viewer__thumbs">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <button
              type="button"
              className="hearth-gallery-viewer__thumb"
              aria-current={index === selected || undefined}
              aria-label={entry.label}
              onClick={() => onSelect(index)}
            >
              {entry.thumb && (
                <img src={entry.thumb} alt="" loading={index < 6 ? 'eager' : 'lazy'} width={72} height={54} />
              )}
            </button>
          </li>
        ))}
      </ul>
      {viewAll ? (
        <ol ref={list} className="hearth-gallery-viewer__all" aria-label={label}>
          {entries.map((entry, index) => (
            <li key={entry.id} data-index={index} className={clsx(index === selected && 'is-selected')}>
              {renderEntry(entry, index, index === selected)}
            </li>
          ))}
        </ol>
      ) : (
        <Carousel
          className="hearth-gallery-viewer__main"
          aria-label={label}
          items={entries}
          itemKey={(entry) => entry.id}
          renderItem={(entry, index) => renderEntry(entry, index, index === selected)}
          index={selected}
          onIndexChange={onSelect}
          slideLabel={imageLabel}
          previousLabel={mediaMessage('previousImage', 'Previous image')}
          nextLabel={mediaMessage('nextImage', 'Next image')}
          // Dragging would fight the zoom and the 360 view; buttons, thumbnails and swipes still move it.
          options={{ watchDrag: (_, event) => !(event.target as Element).closest('[data-zoomed], [data-started]') }}
        />
      )}
    </div>
  );
}
