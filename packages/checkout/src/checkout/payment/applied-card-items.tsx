import { checkoutMessage, formatText } from '../../wording';
import type { AppliedCard } from './payment-logic';

/**
 * The cards applied, one list item each [ref: checkout#screens]: '{name} ending in {last four}',
 * and what it pays when the server said it. The payment step and the review list them alike.
 */
export function AppliedCardItems({ cards }: { cards: AppliedCard[] }) {
  return (
    <>
      {cards.map((card) => (
        <li key={card.id}>
          {formatText(checkoutMessage('appliedCard', '{0} ending in {1}'), [card.name, card.lastFour])}
          {card.amount ? (
            <span className="hearth-checkout__muted">
              {' '}
              {formatText(checkoutMessage('appliedAmount', 'Amount: {0}'), [card.amount])}
            </span>
          ) : null}
        </li>
      ))}
    </>
  );
}
