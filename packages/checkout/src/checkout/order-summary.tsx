import { summaryAmount as amount, type OrderSummary as Summary } from '@hearth/commerce';
import { formatCents, type Site } from '@hearth/core';
import { useId } from 'react';
import { checkoutMessage } from '../wording';

/** The order summary ([ref: checkout#data] orderSummary): every answer updates it [ref: checkout#rules]. */
export function OrderSummary({ summary, site }: { summary: Summary | null | undefined; site: Site }) {
  const headingId = useId();
  const s = summary ?? {};
  const rows: Array<[string, string]> = [];
  if (typeof s.itemCount === 'number') rows.push([checkoutMessage('items', 'Items'), String(s.itemCount)]);
  rows.push([checkoutMessage('subtotal', 'Subtotal'), formatCents(s.subtotal ?? 0, site)]);
  if (s.discount) rows.push([checkoutMessage('discount', 'Discount'), formatCents(-Math.abs(s.discount), site)]);
  rows.push([checkoutMessage('shipping', 'Shipping'), amount(s.shipping, s.formattedShipping, site)]);
  rows.push([checkoutMessage('tax', 'Tax'), amount(s.tax, s.formattedTax, site)]);
  if (s.credits) rows.push([checkoutMessage('credits', 'Credits'), formatCents(-Math.abs(s.credits), site)]);
  return (
    <aside className="hearth-checkout__summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{checkoutMessage('orderSummary', 'Order Summary')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="hearth-checkout__total">
          <dt>{checkoutMessage('total', 'Total')}</dt>
          <dd>{formatCents(s.total ?? 0, site)}</dd>
        </div>
      </dl>
      {s.rewardsExceedOrderTotalMessage ? (
        <p className="hearth-checkout__rewards">{s.rewardsExceedOrderTotalMessage}</p>
      ) : null}
    </aside>
  );
}
