import { getShopperZip } from '@hearth/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/mock-api';
import island from './island';

setupMockApi();

describe('change-zip island', () => {
  it("mounts from server markup and shares the server's ZIP with the page", () => {
    document.body.innerHTML = `<div data-props='{"zipCode":"60062"}'><p>Your ZIP Code: 60062</p></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    expect(screen.getByRole('button', { name: 'Show More' })).toBeInTheDocument();
    expect(getShopperZip().value).toBe('60062');
  });

  it.each([
    ['{"zipCode":60062}', 'zipCode'],
    ['{"revealChangeZip":"yes"}', 'revealChangeZip'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'><p>Your ZIP Code: 60062</p></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "change-zip" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe('<p>Your ZIP Code: 60062</p>');
  });
});
