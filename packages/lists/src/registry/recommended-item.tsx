import { useBusyAction } from '@hearth/ui';
import { useId } from 'react';
import { listsMessage } from '../wording';
import type { RecommendedItemView } from './use-registry-confirmation';

/** Props of {@link RecommendedItem}. */
export interface RecommendedItemProps {
  /** The item. */
  item: RecommendedItemView;
  /** Its button before it is added: 'Add To Registry', or 'Add' on a listing page or mobile [ref: registry#rules]. */
  addLabel: string;
}

/**
 * One 'You May Also Want' item ([ref: registry#data] carousel item): image, name, price and its registry button,
 * which reads 'Added' once the item is in the registry [ref: registry#rules]. Self-contained markup: it is a
 * carousel slide as it is, so the list around it can become the shared `Carousel` unchanged.
 * Once added the button stays focusable (`aria-disabled`), so focus is not lost mid-popup.
 */
export function RecommendedItem({ item, addLabel }: RecommendedItemProps) {
  const nameId = useId();
  const { run, busy } = useBusyAction(item.add);
  return (
    <div className="hearth-recommended-item" data-sku={item.sku}>
      {item.image && (
        <img
          src={item.image}
          srcSet={item.imageHiRes ? `${item.image} 1x, ${item.imageHiRes} 2x` : undefined}
          alt=""
          width={160}
          height={120}
          loading="lazy"
        />
      )}
      <span id={nameId} className="hearth-recommended-item__name">
        {item.href ? <a href={item.href}>{item.name}</a> : item.name}
      </span>
      {item.price && <span className="hearth-recommended-item__price">{item.price}</span>}
      <button
        type="button"
        className="hearth-button hearth-button--secondary"
        aria-describedby={nameId}
        aria-busy={busy || undefined}
        aria-disabled={busy || item.added || undefined}
        onClick={() => (busy || item.added ? undefined : void run())}
      >
        {item.added ? listsMessage('added', 'Added') : addLabel}
      </button>
    </div>
  );
}
