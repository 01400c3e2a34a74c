import { summaryAmount as amount, type OrderSummary as Summary } from '@hearth/commerce';
import { formatCents, type Site } from '@hearth/core';
import { useId } from 'react';
import { CHECKOUT_MESSAGES as M } from '../messages';

/** The order summary ([ref: checkout#data] orderSummary): every answer updates it [ref: checkout#rules]. */
export function OrderSummary({ summary, site }: { summary: Summary | null | undefined; site: Site }) {
  const headingId = useId();
  const s = summary ?? {};
  const rows: Array<[string, string]> = [];
  if (typeof s.itemCount === 'number') rows.push([M.items, String(s.itemCount)]);
  rows.push([M.subtotal, formatCents(s.subtotal ?? 0, site)]);
  if (s.discount) rows.push([M.discount, formatCents(-Math.abs(s.discount), site)]);
  rows.push([M.shipping, amount(s.shipping, s.formattedShipping, site)]);
  rows.push([M.tax, amount(s.tax, s.formattedTax, site)]);
  if (s.credits) rows.push([M.credits, formatCents(-Math.abs(s.credits), site)]);
  return (
    <aside className="hearth-checkout__summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.orderSummary}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="hearth-checkout__total">
          <dt>{M.total}</dt>
          <dd>{formatCents(s.total ?? 0, site)}</dd>
        </div>
      </dl>
      {s.rewardsExceedOrderTotalMessage ? (
        <p className="hearth-checkout__rewards">{s.rewardsExceedOrderTotalMessage}</p>
      ) : null}
    </aside>
  );
}
