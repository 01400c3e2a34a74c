import { checkUrl, type Site } from '@hearth/core';
import { Skeleton } from '@hearth/ui';
import type { ReactNode } from 'react';
import { swatchesMessage } from '../wording';
import { SwatchFlag } from '../shared/swatch-flag';
import { isSwatchInStock, swatchImage, swatchName, swatchPrice, type SwatchChoice } from '../shared/swatch-choice';
import { swatchDetails, type RecentSwatchItem } from './swatch-flyout-logic';
import { FREE_SWATCHES_ROUTE } from '../constants';

const ISLAND = 'swatch-flyout';

/** Props of {@link SwatchDetails}. */
export interface SwatchDetailsProps {
  swatch: SwatchChoice;
  site: Site;
  /** 1 on the swatch's own page (a top-level heading) [ref: swatch-flyout#screens], 2 in the flyout. */
  level: 1 | 2;
  /** Id of the heading (names the flyout). */
  titleId: string;
  recent: RecentSwatchItem[];
  recentLoading: boolean;
  /** Actions after the details ('Get Free Swatch'). @default undefined */
  actions?: ReactNode;
}

/**
 * The swatch's details [ref: swatch-flyout#overview, #screens, #data]: its name, picture, description, material, care (with the
 * fabric icon), price, features, content and origin, the recently viewed swatches, and 'Browse
 * All Swatches' to /free-swatches.
 */
export function SwatchDetails({ swatch, site, level, titleId, recent, recentLoading, actions }: SwatchDetailsProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  const Section = level === 1 ? 'h2' : 'h3';
  const name = swatchName(swatch);
  const image = checkUrl(swatchImage(swatch), { island: ISLAND, field: 'swatch.images' });
  const care = swatch.additionalDetails?.careInstructions;
  const icon = checkUrl(care?.fabricIconPath, {
    island: ISLAND,
    field: 'swatch.additionalDetails.careInstructions.fabricIconPath',
  });
  const price = swatchPrice(swatch, site);
  const material = [swatch.typeName, swatch.title]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(': ');
  return (
    <div className="hearth-swatch-details" data-level={level}>
      <Title id={titleId} className="hearth-swatch-details__title">
        {name}
      </Title>
      {!isSwatchInStock(swatch) && (
        <p className="hearth-swatch-details__flag">
          <SwatchFlag>{swatchesMessage('unavailableFlag', 'Unavailable')}</SwatchFlag>
        </p>
      )}
      {image && <img className="hearth-swatch-details__image" src={image} alt={name} width={160} height={160} />}
      {swatch.description?.trim() && <p className="hearth-swatch-details__description">{swatch.description}</p>}
      <dl className="hearth-swatch-details__list">
        {material && (
          <div>
            <dt>{swatchesMessage('materialHeading', 'Material')}</dt>
            <dd>{material}</dd>
          </div>
        )}
        {(care?.description?.trim() || icon) && (
          <div>
            <dt>{swatchesMessage('careHeading', 'Care')}</dt>
            <dd className="hearth-swatch-details__care">
              {icon && <img src={icon} alt="" width={24} height={24} />}
              {care?.description}
            </dd>
          </div>
        )}
        {price && (
          <div>
            <dt>{swatchesMessage('priceHeading', 'Price')}</dt>
            <dd>{price}</dd>
          </div>
        )}
        {swatchDetails(swatch).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {actions}
      {(recentLoading || recent.length > 0) && (
        <section className="hearth-swatch-details__recent" aria-labelledby={`${titleId}-recent`}>
          <Section id={`${titleId}-recent`}>
            {swatchesMessage('recentSwatchesHeading', 'Recently Viewed Swatches')}
          </Section>
          {recentLoading ? <Skeleton lines={2} /> : <RecentList items={recent} />}
        </section>
      )}
      <p className="hearth-swatch-details__browse">
        <a href={FREE_SWATCHES_ROUTE}>{swatchesMessage('browseAllSwatches', 'Browse All Swatches')}</a>
      </p>
    </div>
  );
}

function RecentList({ items }: { items: RecentSwatchItem[] }) {
  return (
    <ul className="hearth-swatch-details__recent-list">
      {items.map((item) => {
        const image = checkUrl(item.imagePath, { island: ISLAND, field: 'recentSwatches.imagePath' });
        return (
          <li key={item.code}>
            {image && <img src={image} alt="" width={40} height={40} />}
            <span>{item.name}</span>
            {!item.inStock && <SwatchFlag>{swatchesMessage('unavailableFlag', 'Unavailable')}</SwatchFlag>}
          </li>
        );
      })}
    </ul>
  );
}
