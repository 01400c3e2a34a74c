import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderData } from '../testing/order-fixtures';
import { setupMockServer } from '../testing/mock-server';
import { useSwatchOrder } from './use-swatch-order';

const server = setupMockServer();

/** The swatch data of {@link orderData}, the order modal's list of it and its default (Dover, Slate). */
const SWATCH_DATA = orderData();
const CODES = ['10000', '10001', '10002', '10305', '10307', '10308', '30000', '30001'];

describe('useSwatchOrder without enabled, as an npm page calls it [ref: swatch-order#data, #calls]', () => {
  it("asks for the product's swatch data at once and gives its swatches, the default swatch preselected", async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/demo/swatches/order-data', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json(SWATCH_DATA);
      }),
    );
    const { result } = renderHook(() => useSwatchOrder({ sku: '410100' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked.map((url) => url.searchParams.get('sku'))).toEqual(['410100']);
    expect(result.current.data.sku).toBe('410100');
    expect(result.current.data.swatches.map((swatch) => swatch.code)).toEqual(CODES);
    expect(result.current.selected).toEqual(['10305']);
  });

  it('with the swatch data given, checks the preselected swatch for NLA at once and reports it', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/demo/swatches/nla-check', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('codes') ?? '');
        return HttpResponse.json({ hasNla: true, nlaFabrics: [10305] });
      }),
    );
    const { result } = renderHook(() => useSwatchOrder({ sku: '410100', swatchData: SWATCH_DATA }));
    await waitFor(() => expect(result.current.nlaCodes).toEqual(['10305']));
    expect(asked).toEqual(['10305']);
    expect(result.current).toMatchObject({ status: 'ready', selected: ['10305'] });
  });
});

describe('useSwatchOrder with its options [ref: swatch-order#data, #calls]', () => {
  it('sends only the non-empty codes of `selected` (a blank one is left out)', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/demo/swatches/order-data', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json(SWATCH_DATA);
      }),
    );
    const { result } = renderHook(() => useSwatchOrder({ sku: '410100', selected: [' ', '10000', ''] }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked.map((url) => url.searchParams.get('selected'))).toEqual(['10000']);
  });

  it('while not enabled (a closed order popup), checks no swatch for NLA, even with the data given', async () => {
    let checks = 0;
    server.use(
      http.get('*/api/demo/swatches/nla-check', () => {
        checks += 1;
        return HttpResponse.json({ hasNla: false, nlaFabrics: [] });
      }),
    );
    const { result } = renderHook(() => useSwatchOrder({ sku: '410100', swatchData: SWATCH_DATA, enabled: false }));
    expect(result.current.selected).toEqual(['10305']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(checks).toBe(0);
    expect(result.current.nlaCodes).toEqual([]);
  });
});
