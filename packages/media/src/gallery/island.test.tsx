import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/setup';
import island from './island';

setupMockApi();

/** The `gallery` island's props as the page writes them [ref: gallery#data]. */
describe('gallery island', () => {
  it.each([
    ['{"sku":"410100","view":"grid"}', 'view'],
    ['{"sku":"410100","tab":"reviews"}', 'tab'],
    ['{"view":"images"}', 'sku'],
  ])('keeps the server HTML and names the island and the field for %s', (props, field) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div data-props='${props}'><img src="/img/sofa.jpg" alt="Lounge Sofa"></div>`;
    expect(island.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "gallery" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe('<img src="/img/sofa.jpg" alt="Lounge Sofa">');
  });

  it.each(['images', 'customer-images', 'none'])('takes view "%s"', (view) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div data-props='{"sku":"410100","view":"${view}","tab":"videos"}'></div>`;
    let handle: ReturnType<typeof island.mount> = null;
    act(() => void (handle = island.mount(document.querySelector('div')!)));
    expect(handle).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
    act(() => handle!.unmount());
  });
});
