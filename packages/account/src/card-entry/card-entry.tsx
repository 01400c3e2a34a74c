import { type IslandInjectedProps } from '@hearth/core';
import { type CardEntity } from '@hearth/commerce';
import { CardEntryDialog } from './card-entry-dialog';
import { dispatchCardEntered } from './card-events';
import type { CardEntryIslandProps } from './props-schema';

/** Props of {@link CardEntry}: the island's props, what the loader injects, and `onApply` for npm users. */
export interface CardEntryProps extends CardEntryIslandProps, IslandInjectedProps {
  /**
   * Receives the Card entity, the only hand-over of the full number and security code. The island
   * also dispatches `hearth:card-entered` with the type and last four only (see CARD_ENTERED_EVENT).
   */
  onApply?: (card: CardEntity) => void;
}

/**
 * The `card-entry` island: the Apply New Card popup. Opened by `hearth.open('card-entry')` or a
 * `data-island-open="card-entry"` link it shows at once; in the page it renders only its
 * trigger (`triggerLabel`) or nothing. The card goes to `onApply` (also when passed to
 * `hearth.open`); the page is told with `hearth:card-entered` (type and last four, no card data)
 * on the opener and on `document`.
 */
export function CardEntry({
  onClose,
  opener,
  triggerLabel,
  onApply,
  cardType,
  showSaveToAccount,
  title,
}: CardEntryProps) {
  const apply = (card: CardEntity) => {
    onApply?.(card);
    dispatchCardEntered(card, opener);
  };
  return (
    <CardEntryDialog
      onClose={onClose}
      opener={opener}
      triggerLabel={triggerLabel}
      {...(title !== undefined && { title })}
      cardType={cardType}
      showSaveToAccount={showSaveToAccount}
      onApply={apply}
    />
  );
}
