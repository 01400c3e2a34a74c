// @vitest-environment node
import { formatCents } from '@hearth/core';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { summaryAmount } from './order-summary-logic';
import { OrderSummary } from './schema';

describe("summaryAmount ([ref: commerce#limits] cents; the server's word for zero)", () => {
  it.each([
    [1999, 'FREE', formatCents(1999, 'US')],
    [0, 'FREE', 'FREE'],
    [undefined, 'Calculated at checkout', 'Calculated at checkout'],
    [null, null, formatCents(0, 'US')],
    [0, '', formatCents(0, 'US')],
  ])('%j with %j → %j', (cents, formatted, shown) => {
    expect(summaryAmount(cents, formatted, 'US')).toBe(shown);
  });

  it('formats for the site', () => {
    expect(summaryAmount(129900, undefined, 'CA')).toBe(formatCents(129900, 'CA'));
  });
});

describe('OrderSummary schema', () => {
  it('takes absent and null fields, and keeps what else the server sends', () => {
    expect(is({}, OrderSummary)).toBe(true);
    expect(is({ subtotal: null, total: 1000, certificates: [{ amount: 1 }] }, OrderSummary)).toBe(true);
  });

  it.each([{ total: '10.00' }, { itemCount: 1.5 }, { formattedTax: 0 }])('refuses %j', (value) => {
    expect(is(value, OrderSummary)).toBe(false);
  });
});
