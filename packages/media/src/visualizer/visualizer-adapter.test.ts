import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptAdapter } from './visualizer-adapter';

/** The `<script>` elements the adapter adds, held out of the page (nothing is fetched). */
function holdScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return added;
}

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals['VendorRoom'];
});

describe('scriptAdapter: the vendor script, added on the first load only', () => {
  it('adds one async script for its address, however often it is loaded, and gives the widget once it has run', async () => {
    const added = holdScripts();
    const adapter = scriptAdapter('https://vendor.example/room-1.js', 'VendorRoom');
    const first = adapter.load();
    const second = adapter.load();
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe('https://vendor.example/room-1.js');
    expect(added[0]?.async).toBe(true);
    const widget = { mount: vi.fn() };
    globals['VendorRoom'] = widget;
    added[0]?.onload?.(new Event('load'));
    await expect(first).resolves.toBe(widget);
    await expect(second).resolves.toBe(widget);
    // another adapter for the same address shares the script
    await expect(scriptAdapter('https://vendor.example/room-1.js', 'VendorRoom').load()).resolves.toBe(widget);
    expect(added).toHaveLength(1);
  });

  it('a script that fails to load: the load fails naming it, and the next load tries again', async () => {
    const added = holdScripts();
    const adapter = scriptAdapter('https://vendor.example/room-2.js', 'VendorRoom');
    const first = adapter.load();
    added[0]?.onerror?.(new Event('error'));
    await expect(first).rejects.toThrow('The visualizer script https://vendor.example/room-2.js did not load.');
    const again = adapter.load();
    expect(added).toHaveLength(2);
    globals['VendorRoom'] = { mount: vi.fn() };
    added[1]?.onload?.(new Event('load'));
    await expect(again).resolves.toBe(globals['VendorRoom']);
  });

  it.each([
    ['defines nothing', undefined],
    ['defines no mount', { start: () => {} }],
    ['defines a mount that is not a function', { mount: 'yes' }],
  ])('a script that %s: the load fails naming the global', async (_, value) => {
    const added = holdScripts();
    if (value !== undefined) globals['VendorRoom'] = value;
    const loading = scriptAdapter(`https://vendor.example/room-3-${_.replaceAll(' ', '-')}.js`, 'VendorRoom').load();
    added[0]?.onload?.(new Event('load'));
    await expect(loading).rejects.toThrow('The visualizer script did not define window.VendorRoom.mount.');
  });
});
