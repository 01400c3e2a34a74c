import { Carousel } from '@hearth/ui';
import { useId } from 'react';
import { listsMessage } from '../wording';
import { RecommendedItem } from './recommended-item';
import type { RecommendedItemView } from './use-registry-confirmation';

/** Props of {@link YouMayAlsoWant}. */
export interface YouMayAlsoWantProps {
  items: readonly RecommendedItemView[];
  /** The items' button label ('Add To Registry', or 'Add' on a listing page or mobile). */
  addLabel: string;
}

/** Items in view: 4 on desktop, 2.5 on mobile (as the product carousels) [ref: registry#limits]. */
const PER_VIEW = { 0: 2.5, 769: 4 } as const;

/**
 * 'You May Also Want' [ref: registry#screens, #calls]: the recommendations after a registry add, on the shared
 * {@link Carousel} (APG carousel: a region named by the heading, Previous and Next, each item a
 * group 'N of M').
 */
export function YouMayAlsoWant({ items, addLabel }: YouMayAlsoWantProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div className="hearth-you-may-also-want">
      <h3 id={headingId}>{listsMessage('youMayAlsoWant', 'You May Also Want')}</h3>
      <Carousel
        aria-labelledby={headingId}
        items={items}
        itemKey={(item) => item.key}
        perView={PER_VIEW}
        renderItem={(item) => <RecommendedItem item={item} addLabel={addLabel} />}
      />
    </div>
  );
}
