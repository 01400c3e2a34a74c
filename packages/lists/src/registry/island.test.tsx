import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/mock-api';
import island from './island';

setupMockApi();

describe('registry island', () => {
  it('mounts from server markup and reads the registry list', async () => {
    document.body.innerHTML = `<div data-props='{"sku":300101}'><a href="/gift-registry">Gift Registry</a></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Registry' })).toBeEnabled());
  });

  it.each([
    ['{}', 'sku'],
    ['{"sku":"300101","skuProperty":"300"}', 'skuProperty'],
    ['{"sku":"300101","addAll":[{"sku":"1"}]}', 'addAll.0.Sku'],
    ['{"sku":"300101","registryData":{"giftRegistries":[{"name":"x"}]}}', 'registryData.giftRegistries.0.id'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'><a href="/gift-registry">Gift Registry</a></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "registry" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe('<a href="/gift-registry">Gift Registry</a>');
  });
});
