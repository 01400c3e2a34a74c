import { formatMessage } from '@hearth/core';
import { useId, useRef } from 'react';
import { configuratorUrl, price } from '../data/choice-urls';
import { productMessage } from '../../wording';
import type { CollectionItem } from '../data/schema';
import type { Site } from '@hearth/core';

/**
 * The 'part of a collection' carousel of the View Details panel [ref: configurator#screens], after the WAI-ARIA APG
 * carousel: a labelled region, slides as groups 'n of total', Previous and Next buttons; it never
 * rotates by itself. Links and images pass the URL filter.
 */
export function CollectionCarousel({
  header,
  items,
  site,
}: {
  header: string;
  items: readonly CollectionItem[];
  site: Site;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement | null>(null);
  if (items.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className="hearth-collection" aria-roledescription="carousel" aria-labelledby={id}>
      <h3 id={id} className="hearth-collection__title">
        {header || productMessage('partOfACollection', 'part of a collection')}
      </h3>
      <div className="hearth-collection__controls">
        <button type="button" className="hearth-link-button" aria-controls={`${id}-items`} onClick={() => scroll(-1)}>
          {productMessage('previous', 'Previous')}
        </button>
        <button type="button" className="hearth-link-button" aria-controls={`${id}-items`} onClick={() => scroll(1)}>
          {productMessage('next', 'Next')}
        </button>
      </div>
      {/* the slides are groups (APG carousel), not list items: a list holds only listitems */}
      <div ref={list} id={`${id}-items`} className="hearth-collection__items">
        {items.map((item, index) => {
          const href = configuratorUrl(item.navigateUrl, 'partOfACollection.items.navigateUrl');
          const image = configuratorUrl(item.imagePath, 'partOfACollection.items.imagePath');
          return (
            <div
              key={`${item.sku}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={formatMessage(productMessage('slide', '{n} of {total}'), {
                n: index + 1,
                total: items.length,
              })}
              className="hearth-collection__item"
            >
              {image && <img src={image} alt="" width={120} height={90} loading="lazy" />}
              {href ? <a href={href}>{item.name}</a> : <span>{item.name}</span>}
              {item.formattedPrice && (
                <span className="hearth-collection__price">{price(item.formattedPrice, site)}</span>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
