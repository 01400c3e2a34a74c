import { HearthCallError, setShopperZip } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import { resetCallData } from '@hearth/ui/testing';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallClient } from '../add-to-cart-calls';
import type { SkuPricingAnswer } from '../call-schema';
import { usePricing, type Pricing, type UsePricingOptions } from './use-pricing';

/** A client whose pricing answers wait until the test gives them. */
function fakeClient() {
  const calls: Array<{
    query: unknown;
    resolve: (answer: SkuPricingAnswer) => void;
    reject: (error: unknown) => void;
  }> = [];
  const get = vi.fn(
    (_call: unknown, options: { query?: unknown; signal?: AbortSignal } = {}) =>
      new Promise((resolve, reject) => {
        calls.push({ query: options.query, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(new HearthCallError('abort', 'skuPricing', 'aborted')));
      }),
  );
  const client = { get, post: vi.fn() } as unknown as CallClient;
  return { client, get, calls };
}

const answer = (over: Partial<SkuPricingAnswer> = {}): SkuPricingAnswer => ({
  products: [{ sku: '410100', isInvalid: false, formattedPrice: null, formattedTotalPrice: null }],
  totalFormattedPrice: '$1,899.00',
  customOrderConfirmation: null,
  hasInvalidSkus: false,
  invalidSkuMessage: '',
  ...over,
});

/** Renders the hook with its reader (a part loaded on first render, as in the island). */
function renderPricing(props: UsePricingOptions) {
  const result: { current: Pricing } = { current: undefined as never };
  function Probe(p: UsePricingOptions) {
    const pricing = usePricing(p);
    result.current = pricing;
    return pricing.reader;
  }
  const view = render(<Probe {...props} />);
  return { result, rerender: (next: UsePricingOptions) => view.rerender(<Probe {...next} />) };
}

async function setup(over: Partial<UsePricingOptions> = {}) {
  const fake = fakeClient();
  const log = vi.fn();
  const props: UsePricingOptions = {
    enabled: true,
    items: [{ Sku: '410100', Quantity: 1 }],
    site: 'US',
    client: fake.client,
    log,
    ...over,
  };
  const hook = renderPricing(props);
  // the reader's code loads on first render
  if (props.enabled) await waitFor(() => expect(fake.get).toHaveBeenCalled());
  return { ...fake, log, hook, props };
}

afterEach(() => {
  resetCallData();
  resetSharedSignals();
});

describe('usePricing [ref: add-to-cart#calls]', () => {
  it('asks with the skus and the shared ZIP, loads, then shows the total with the site prefix', async () => {
    setShopperZip('60062');
    const { hook, calls } = await setup({ site: 'CA' });
    expect(hook.result.current.loading).toBe(true);
    expect(calls[0]?.query).toEqual({ 'skus[0].sku': '410100', 'skus[0].quantity': 1, zipCode: '60062' });
    await act(async () => calls[0]!.resolve(answer()));
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({
        loading: false,
        text: 'CAD 1,899.00',
        invalid: false,
        invalidSkuMessage: undefined,
      }),
    );
  });

  it('the zipCode given wins over the shared one', async () => {
    setShopperZip('60062');
    const { calls } = await setup({ zipCode: '10001' });
    expect(calls[0]?.query).toMatchObject({ zipCode: '10001' });
  });

  it("reports invalid SKUs with the server's message [ref: add-to-cart#validation]", async () => {
    const { hook, calls } = await setup();
    await act(async () => calls[0]!.resolve(answer({ hasInvalidSkus: true, invalidSkuMessage: 'Not found: 999999.' })));
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ invalid: true, invalidSkuMessage: 'Not found: 999999.' }),
    );
  });

  it('a failure is logged once and leaves no price, the button usable and the gate open [ref: add-to-cart#errors]', async () => {
    const { hook, calls, log } = await setup();
    const gate = hook.result.current.gate();
    await act(async () => calls[0]!.reject(new HearthCallError('http', 'skuPricing', 'Status: 503', { status: 503 })));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('hearth: add-to-cart: skuPricing failed');
    await waitFor(() => expect(hook.result.current).toMatchObject({ loading: false, text: undefined, invalid: false }));
    await expect(gate).resolves.toEqual({ custom: false, invalid: false });
  });

  it('a gate asked before the reader has even loaded waits for its answer', async () => {
    const fake = fakeClient();
    const { result } = renderPricing({
      enabled: true,
      items: [{ Sku: '410100', Quantity: 1 }],
      site: 'US',
      client: fake.client,
      log: vi.fn(),
    });
    let opened: unknown;
    void result.current.gate().then((gate) => (opened = gate));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(opened).toBeUndefined();
    await act(async () => fake.calls[0]!.resolve(answer({ hasInvalidSkus: true })));
    await waitFor(() => expect(opened).toEqual({ custom: false, invalid: true }));
  });

  it('the gate asked before the answer waits for it', async () => {
    const { hook, calls } = await setup();
    let opened: unknown;
    void hook.result.current.gate().then((gate) => (opened = gate));
    await Promise.resolve();
    expect(opened).toBeUndefined();
    await act(async () => calls[0]!.resolve(answer({ customOrderConfirmation: { hasCustomOrderConfirmation: true } })));
    await waitFor(() => expect(opened).toEqual({ custom: true, invalid: false }));
  });

  it('a quantity change asks again and cancels the old question; the gate follows the new one', async () => {
    const { hook, calls, props, log } = await setup();
    const gate = hook.result.current.gate();
    hook.rerender({ ...props, items: [{ Sku: '410100', Quantity: 2 }] });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.query)).toEqual([
      { 'skus[0].sku': '410100', 'skus[0].quantity': 1, zipCode: '' },
      { 'skus[0].sku': '410100', 'skus[0].quantity': 2, zipCode: '' },
    ]);
    await act(async () => calls[1]!.resolve(answer({ hasInvalidSkus: true })));
    await expect(gate).resolves.toEqual({ custom: false, invalid: true });
    expect(log).not.toHaveBeenCalled(); // the cancelled question is nobody's failure
  });

  it('disabled (no showPrice): no call, not loading, the gate open at once', async () => {
    const { hook, get } = await setup({ enabled: false });
    expect(get).not.toHaveBeenCalled();
    expect(hook.result.current.loading).toBe(false);
    await expect(hook.result.current.gate()).resolves.toEqual({ custom: false, invalid: false });
  });

  it('two islands pricing the same items make one call', async () => {
    const fake = fakeClient();
    const options: UsePricingOptions = {
      enabled: true,
      items: [{ Sku: '410100', Quantity: 1 }],
      site: 'US',
      client: fake.client,
      log: vi.fn(),
    };
    renderPricing(options);
    renderPricing({ ...options, items: [{ Sku: '410100', Quantity: 1 }] });
    await waitFor(() => expect(fake.get).toHaveBeenCalled());
    await act(async () => {});
    expect(fake.get).toHaveBeenCalledTimes(1);
  });
});
