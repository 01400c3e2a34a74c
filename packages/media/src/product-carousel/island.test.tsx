import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/setup';
import island from './island';

const api = setupMockApi();

describe('product-carousel island', () => {
  it('mounts from server markup (replacing the plain links) and reads its items', async () => {
    document.body.innerHTML = `<section data-props='{"title":"People Also Viewed","lastSku":"300101"}'><ul><li><a href="/x">Linen Throw</a></li></ul></section>`;
    act(() => void island.mount(document.querySelector('section')!));
    expect(await screen.findByRole('region', { name: 'People Also Viewed' })).toBeInTheDocument();
    expect(document.querySelector('ul')).toBeNull();
  });

  it('reads a same-site cross-sell URL given in the props, with the last sku as ?item=', async () => {
    api.server.use(
      http.get('*/browse/widget/OtherPi', () =>
        HttpResponse.json({ items: [{ sku: '777001', name: 'Walnut Side Table', url: '/p/777001' }] }),
      ),
    );
    document.body.innerHTML = `<section data-props='{"lastSku":"300101","crossSellUrl":"/browse/widget/OtherPi"}'></section>`;
    act(() => void island.mount(document.querySelector('section')!));
    await waitFor(() => expect(api.requests.map((request) => request.path)).toEqual(['/browse/widget/OtherPi']));
    expect(api.requests[0]!.url.searchParams.get('item')).toBe('300101');
  });

  it('refuses a cross-sell URL on another site and reads MainPi instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<section data-props='{"lastSku":"300101","crossSellUrl":"https://evil.example/x"}'></section>`;
    act(() => void island.mount(document.querySelector('section')!));
    expect(await screen.findByRole('region', { name: 'People Also Viewed' })).toBeInTheDocument();
    expect(String(error.mock.calls[0]?.[0])).toContain('refused field "crossSellUrl"');
    expect(String(error.mock.calls[0]?.[0])).toContain('reading /browse/widget/MainPi');
  });

  it.each([
    ['{"items":[{"sku":"1"}]}', 'items.0.name'],
    ['{"layout":"grid"}', 'layout'],
    ['{"doubleDecker":"yes"}', 'doubleDecker'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<section data-props='${props}'><a href="/x">Linen Throw</a></section>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(document.querySelector('section')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "product-carousel" has invalid props: field "${field}"`);
    expect(document.querySelector('section')!.innerHTML).toBe('<a href="/x">Linen Throw</a>');
  });
});
