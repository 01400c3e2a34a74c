import { useId } from 'react';
import { YOU_MAY_ALSO_WANT } from '../messages';
import { RecommendedItem } from './recommended-item';
import type { RecommendedItemView } from './use-registry-confirmation';

/** Props of {@link YouMayAlsoWant}. */
export interface YouMayAlsoWantProps {
  items: readonly RecommendedItemView[];
  /** The items' button label ('Add To Registry', or 'Add' on a listing page or mobile). */
  addLabel: string;
}

/**
 * 'You May Also Want' (000 §2, 002 §7): the recommendations after a registry add.
 *
 * For now a list of {@link RecommendedItem}s: this file is the one to change when the shared
 * `Carousel` of @hearth/ui (the media issue's, on Embla) lands; each item is a slide as it is.
 */
export function YouMayAlsoWant({ items, addLabel }: YouMayAlsoWantProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="hearth-you-may-also-want" aria-labelledby={headingId}>
      <h3 id={headingId}>{YOU_MAY_ALSO_WANT}</h3>
      <ul className="hearth-you-may-also-want__list">
        {items.map((item) => (
          <li key={item.key}>
            <RecommendedItem item={item} addLabel={addLabel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
