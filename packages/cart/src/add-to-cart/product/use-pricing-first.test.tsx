import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallClient } from '../add-to-cart-calls';
import type { Pricing, usePricing as UsePricing, UsePricingOptions } from './use-pricing';

// The reader's code must not be in yet, as on a page's first add to cart: this file's modules are
// its own (the projects share a module graph across files, where another test loaded the reader).
vi.hoisted(() => vi.resetModules());
// this file's Testing Library is its own too: vitest.setup.ts's cleanup does not reach its renders
afterEach(cleanup);

/**
 * An item no other test prices, and a new one on a retry: on React, swr is not among the fresh
 * modules, and its page-wide cache may hold another file's (or an earlier try's pending) answer for
 * the item, which the reader would take without asking.
 */
let tries = 0;

/**
 * This file's own module graph is evaluated anew (about 2 s alone, and once over 15 s on a CI
 * machine building Storybook beside it): outside the test's time, the reader's module too. Its
 * lazy part still has not loaded when the test renders: the part's own `import()` settles only
 * after the render and the gates asked right after it.
 */
let usePricing: typeof UsePricing;
beforeAll(async () => {
  [{ usePricing }] = await Promise.all([import('./use-pricing'), import('./pricing-reader')]);
}, 60_000);

describe('usePricing before its reader has loaded [ref: add-to-cart#calls]', () => {
  it('every gate asked meanwhile opens with the first answer', async () => {
    const SKU = `first-gate-410100-${++tries}`;
    const answers: Array<(answer: unknown) => void> = [];
    const client = {
      get: vi.fn(() => new Promise((resolve) => answers.push(resolve))),
      post: vi.fn(),
    } as unknown as CallClient;
    const result: { current: Pricing } = { current: undefined as never };
    function Probe(props: UsePricingOptions) {
      result.current = usePricing(props);
      return result.current.reader;
    }
    render(<Probe enabled items={[{ Sku: SKU, Quantity: 1 }]} site="US" client={client} log={vi.fn()} />);
    // the price shows its placeholder from the first render, before the reader is even in
    expect(result.current.loading).toBe(true);
    const opened: unknown[] = [];
    void result.current.gate().then((gate) => opened.push(gate));
    void result.current.gate().then((gate) => opened.push(gate));
    await waitFor(() => expect(answers).toHaveLength(1), { timeout: 10_000 }); // the reader's code loads cold first
    await act(async () =>
      answers[0]!({
        products: [{ sku: SKU, isInvalid: false, formattedPrice: null, formattedTotalPrice: null }],
        totalFormattedPrice: '$1,899.00',
        customOrderConfirmation: null,
        // not the open gate a gate that did not wait would give
        hasInvalidSkus: true,
        invalidSkuMessage: 'This item is no longer available.',
      }),
    );
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened).toEqual([
      { custom: false, invalid: true },
      { custom: false, invalid: true },
    ]);
  }, 30_000);
});
