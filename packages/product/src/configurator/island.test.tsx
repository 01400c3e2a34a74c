import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/configurator';
import { LOAD_FAILED } from './events-and-logs';
import island from './island';

const api = setupMockApi();

describe('configurator island', () => {
  it('mounts from server markup with props in a JSON script and fetches the options', async () => {
    document.body.innerHTML = `<div data-island="configurator"><script type="application/json" data-island-props>{"sku":"430100","setPageTitle":false}</script><ol><li>Size</li></ol></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    expect(await screen.findByRole('group', { name: 'Product options' })).toBeInTheDocument();
    expect(screen.queryByText('Size', { selector: 'li' })).toBeNull();
  });

  it('keeps its server HTML, the same nodes, while its browse data loads (no skeleton), then draws over it', async () => {
    document.body.innerHTML = `<div data-island="configurator"><script type="application/json" data-island-props>{"sku":"430100","setPageTitle":false}</script><div class="hearth-configurator"><h3>Your Selection Summary</h3></div></div>`;
    const first = document.querySelector('.hearth-configurator')!;
    act(() => void island.mount(document.querySelector<HTMLElement>('[data-island]')!));
    expect(first.isConnected).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('group', { name: 'Product options' })).toBeInTheDocument();
    expect(first.isConnected).toBe(false);
  });

  it('a browse-data failure (logged only) [ref: configurator#errors] leaves the server HTML in place', async () => {
    let failed = 0;
    api.server.use(
      http.get('*/api/demo/special-order/browse-data', () => {
        failed += 1;
        return new HttpResponse('down', { status: 500 });
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // a sku of its own: swr's cache is page-wide
    document.body.innerHTML = `<div data-island="configurator"><script type="application/json" data-island-props>{"sku":"439901","setPageTitle":false}</script><ol><li>Size</li></ol></div>`;
    act(() => void island.mount(document.querySelector<HTMLElement>('[data-island]')!));
    // the configurator's code loads cold in a loaded worker: seconds
    await waitFor(() => expect(failed).toBeGreaterThan(0), { timeout: 15_000 });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        `hearth: configurator: ${LOAD_FAILED}`,
        expect.objectContaining({ status: 500 }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Size', { selector: 'li' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Product options' })).toBeNull();
    error.mockRestore();
  }, 20_000);

  it.each([
    ['{}', 'sku'],
    ['{"sku":""}', 'sku'],
    ['{"sku":"1","refreshedLayout":"yes"}', 'refreshedLayout'],
    ['{"sku":"1","crossSell":{"name":"Pillows"}}', 'crossSell.url'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'><ol><li>Size</li></ol></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "configurator" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe('<ol><li>Size</li></ol>');
  });
});
