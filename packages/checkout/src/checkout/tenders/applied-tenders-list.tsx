import { Button, firstClick } from '@hearth/ui';
import { useState } from 'react';
import { checkoutMessage } from '../../wording';
import type { AppliedTender } from './applied-tenders';
import type { CheckoutController } from '../checkout-controller';
import { KEEP_FOCUS_ATTRIBUTE } from './use-keep-focus';

/** Props of {@link AppliedTendersList}. */
export interface AppliedTendersListProps {
  rows: readonly AppliedTender[];
  controller: CheckoutController;
}

/**
 * What is applied to the order, each with a Remove named for what it removes ('Remove gift card
 * ending 7890'): RemovePromoCode, RemoveGiftCardTender, RemoveTenderCode, RemoveRewardCertificate.
 * The Remove pressed stays busy until its removal ends; the panel keeps focus off the page.
 */
export function AppliedTendersList({ rows, controller }: AppliedTendersListProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  if (rows.length === 0) return null;
  const remove = async (row: AppliedTender) => {
    setRemoving(row.key);
    try {
      if (row.kind === 'promo') await controller.removePromo();
      else if (row.kind === 'giftCard') await controller.removeGiftCard(row.value);
      else if (row.kind === 'tenderCode') await controller.removeTenderCode(row.value);
      else await controller.removeCertificate(row.value);
    } finally {
      setRemoving(null);
    }
  };
  return (
    <div className="hearth-checkout__applied-tenders">
      <h4 id="hearth-checkout-applied">{checkoutMessage('appliedTitle', 'Applied to your order')}</h4>
      <ul aria-labelledby="hearth-checkout-applied">
        {rows.map((row) => (
          <li key={row.key}>
            <span>
              {row.label}
              {row.amount ? <span className="hearth-checkout__muted"> {row.amount}</span> : null}
            </span>
            <Button
              variant="link"
              aria-label={row.removeLabel}
              busy={removing === row.key}
              {...{ [KEEP_FOCUS_ATTRIBUTE]: '' }}
              onClick={firstClick(() => remove(row))}
            >
              {checkoutMessage('remove', 'Remove')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
