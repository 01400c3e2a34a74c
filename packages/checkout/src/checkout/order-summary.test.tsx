/** The order summary beside the steps ([ref: commerce#data] order summary, amounts in cents) [ref: checkout#rules]. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

/** The summary's rows as the shopper reads them: each label with its amount, the total last. */
function rows() {
  const summary = screen.getByRole('complementary', { name: 'Order Summary' });
  return [...summary.querySelectorAll('dl > div')].map((row) => [
    within(row as HTMLElement).getByRole('term').textContent,
    within(row as HTMLElement).getByRole('definition').textContent,
  ]);
}

describe('the order summary [ref: commerce#data]', () => {
  it('lists items, subtotal, discount and credits taken off, shipping, tax and the total, and the rewards message', () => {
    render(
      <OrderSummary
        site="US"
        summary={{
          itemCount: 3,
          subtotal: 12_500,
          discount: 1_000,
          shipping: 995,
          tax: 830,
          credits: 500,
          total: 12_825,
          rewardsExceedOrderTotalMessage: 'Your rewards exceed the order total.',
        }}
      />,
    );
    expect(rows()).toEqual([
      ['Items', '3'],
      ['Subtotal', '$125.00'],
      ['Discount', '-$10.00'],
      ['Shipping', '$9.95'],
      ['Tax', '$8.30'],
      ['Credits', '-$5.00'],
      ['Total', '$128.25'],
    ]);
    expect(screen.getByText('Your rewards exceed the order total.')).toBeInTheDocument();
  });

  it('takes a discount or credits off however the server signs them', () => {
    render(<OrderSummary site="US" summary={{ subtotal: 100, discount: -250, credits: -125, total: 0 }} />);
    expect(rows()).toEqual(
      expect.arrayContaining([
        ['Discount', '-$2.50'],
        ['Credits', '-$1.25'],
      ]),
    );
  });

  it('leaves out the item count, a discount and credits the answer does not carry; a summary of nothing reads $0.00', () => {
    render(<OrderSummary site="US" summary={{ discount: 0, credits: 0 }} />);
    const labels = rows().map(([label]) => label);
    expect(labels).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total']);
    expect(rows()[0]).toEqual(['Subtotal', '$0.00']);
    expect(rows()[3]).toEqual(['Total', '$0.00']);
    expect(screen.getByRole('complementary', { name: 'Order Summary' }).querySelector('p')).toBeNull();
  });
});
