import { useEffect, useRef, useState, type ReactNode } from 'react';
import { placeholderRem } from './chunk-logic';

/** Props of {@link ChoiceChunkView}. */
export interface ChoiceChunkViewProps {
  /** Render at once (else when near the viewport). */
  eager: boolean;
  /** How many choices it holds (the placeholder's height). */
  count: number;
  /** Its choices. */
  children: () => ReactNode;
}

/**
 * A chunk of swatches (see chunk-logic): its choices, or until it comes within 600 px of the
 * viewport a placeholder of about its height. Once rendered it stays. Without IntersectionObserver
 * everything renders at once.
 */
export function ChoiceChunkView({ eager, count, children }: ChoiceChunkViewProps) {
  const [seen, setSeen] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  if (seen) return <>{children()}</>;
  return <div ref={ref} className="hearth-choice-chunk" style={{ minHeight: `${placeholderRem(count)}rem` }} />;
}
