import { summaryAmount as amount } from '@hearth/commerce';
import { formatCents, type Site } from '@hearth/core';
import { Button, type PreloadProps } from '@hearth/ui';
import { useId, type ReactNode } from 'react';
import { cartMessage } from './wording';
import type { CartOrderSummary as Summary } from './schema';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  summary: Summary | null | undefined;
  site: Site;
  /** Opens the certificates interrupter 'Are you sure?'. */
  onRemoveCertificates: () => void;
  /** On the certificates 'Remove': loads the interrupter when the pointer or focus gets there. @default undefined */
  removeCertificatesProps?: Partial<PreloadProps> | undefined;
  /** The checkout button and anything else under the totals. */
  children?: ReactNode;
}

/** The order summary: subtotal, discount, shipping, tax, credits, certificates, total, rewards [ref: cart#data]. */
export function OrderSummary({
  summary,
  site,
  onRemoveCertificates,
  removeCertificatesProps,
  children,
}: OrderSummaryProps) {
  const headingId = useId();
  const s = summary ?? {};
  const certificates = s.certificates ?? [];
  const certificatesTotal = certificates.reduce((sum, c) => sum + (c.amount ?? 0), 0);
  const rows: Array<[string, string]> = [[cartMessage('subtotal', 'Subtotal'), formatCents(s.subtotal ?? 0, site)]];
  if (s.discount) rows.push([cartMessage('discount', 'Discount'), formatCents(-s.discount, site)]);
  rows.push([cartMessage('shipping', 'Shipping'), amount(s.shipping, s.formattedShipping, site)]);
  rows.push([cartMessage('tax', 'Tax'), amount(s.tax, s.formattedTax, site)]);
  if (s.credits && s.credits !== certificatesTotal)
    rows.push([cartMessage('credits', 'Credits'), formatCents(-(s.credits - certificatesTotal), site)]);
  return (
    <section className="hearth-cart__summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{cartMessage('orderSummary', 'Order Summary')}</h2>
      <dl className="hearth-cart__totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {certificates.length > 0 ? (
          <div>
            <dt>{cartMessage('certificates', 'Reward Certificates')}</dt>
            <dd>
              {formatCents(-certificatesTotal, site)}{' '}
              <Button
                {...removeCertificatesProps}
                variant="link"
                aria-label={`${cartMessage('removeCertificates', 'Remove')} ${cartMessage('certificates', 'Reward Certificates')}`}
                onClick={onRemoveCertificates}
              >
                {cartMessage('removeCertificates', 'Remove')}
              </Button>
            </dd>
          </div>
        ) : null}
        <div className="hearth-cart__grand-total">
          <dt>{cartMessage('total', 'Total')}</dt>
          <dd>{formatCents(s.total ?? 0, site)}</dd>
        </div>
        {s.rewardsTotal ? (
          <div>
            <dt>{cartMessage('rewards', 'Rewards')}</dt>
            <dd>{formatCents(s.rewardsTotal, site)}</dd>
          </div>
        ) : null}
      </dl>
      {s.rewardsExceedOrderTotalMessage ? (
        <p className="hearth-cart__rewards-message">{s.rewardsExceedOrderTotalMessage}</p>
      ) : null}
      {children}
    </section>
  );
}
