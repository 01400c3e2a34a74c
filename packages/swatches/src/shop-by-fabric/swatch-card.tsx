import { checkUrl, formatMessage } from '@hearth/core';
import { Button } from '@hearth/ui';
import { useId } from 'react';
import { swatchesMessage } from '../wording';
import { SwatchFlag } from '../shared/swatch-flag';
import { codeKey, isSwatchInStock, swatchName, type SwatchChoice } from '../shared/swatch-choice';
import { SwatchFlyout } from '../swatch-flyout/swatch-flyout';

/** Props of {@link SwatchCard}. */
export interface SwatchCardProps {
  card: SwatchChoice;
  /** It is one of the added swatches. */
  added: boolean;
  /** Five are added already [ref: shop-by-fabric#limits]. */
  full: boolean;
  /** No longer available. */
  nla: boolean;
  onToggle: (code: string) => void;
  /** The swatch page's address, `{code}` replaced by its code. @default undefined (the name is text) */
  pageUrl?: string | undefined;
}

/**
 * One swatch of the shop-by-fabric grid [ref: shop-by-fabric#screens, #rules]: its picture opens the swatch flyout, its
 * name, its flags, and the button that adds or removes it (disabled when unavailable, no longer
 * available, or when 5 are added).
 */
export function SwatchCard({ card, added, full, nla, onToggle, pageUrl }: SwatchCardProps) {
  const titleId = useId();
  const code = codeKey(card.code);
  const name = swatchName(card);
  const inStock = isSwatchInStock(card);
  const href = pageUrl
    ? checkUrl(formatMessage(pageUrl, { code: encodeURIComponent(code) }), {
        island: 'shop-by-fabric',
        field: 'swatchPageUrl',
      })
    : undefined;
  return (
    <article className="hearth-swatch-card" aria-labelledby={titleId}>
      <SwatchFlyout swatch={card} trigger="image" />
      <h3 id={titleId} className="hearth-swatch-card__name">
        {href ? <a href={href}>{name}</a> : name}
      </h3>
      {(!inStock || nla) && (
        <p className="hearth-swatch-card__flags">
          {!inStock && <SwatchFlag>{swatchesMessage('unavailableFlag', 'Unavailable')}</SwatchFlag>}
          {nla && <SwatchFlag>{swatchesMessage('nlaFlag', 'No longer available')}</SwatchFlag>}
        </p>
      )}
      <Button
        variant={added ? 'secondary' : 'primary'}
        className="hearth-swatch-card__toggle"
        disabled={!added && (!inStock || nla || full)}
        onClick={() => onToggle(code)}
      >
        {added ? swatchesMessage('removeSwatch', 'Remove Swatch') : swatchesMessage('addSwatch', 'Add Swatch')}
        <span className="hearth-visually-hidden"> {name}</span>
      </Button>
    </article>
  );
}
