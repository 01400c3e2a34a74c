import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/configurator';
import island from './island';

setupMockApi();

describe('configurator island', () => {
  it('mounts from server markup with props in a JSON script and fetches the options', async () => {
    document.body.innerHTML = `<div data-island="configurator"><script type="application/json" data-island-props>{"sku":"430100","setPageTitle":false}</script><ol><li>Size</li></ol></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    expect(await screen.findByRole('group', { name: 'Product options' })).toBeInTheDocument();
    expect(screen.queryByText('Size', { selector: 'li' })).toBeNull();
  });

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
