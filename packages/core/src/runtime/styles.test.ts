import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStyles, STYLE_TIMEOUT_MS } from './styles';

/**
 * An island's stylesheets before it mounts: a `<link>` per file, once per page, and never a wait
 * past {@link STYLE_TIMEOUT_MS} (a stylesheet that fails or stalls does not keep the island back).
 */
const BASE = 'https://shop.test/islands/chunk-a.js';
const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [link.rel, link.getAttribute('href')]);
/** Whether `promise` has settled once the microtasks queued so far have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};
const fire = (type: 'load' | 'error', index = 0) =>
  document.head.querySelectorAll('link')[index]!.dispatchEvent(new Event(type));

/**
 * happy-dom fetches a linked stylesheet as it is connected; with file loading off it fires `load`
 * there and then, before `loadStyles` listens, so each test fires the link's events itself.
 */
const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM.settings;
const before = { ...settings };
beforeEach(() => {
  Object.assign(settings, { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
  vi.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => {
  Object.assign(settings, before);
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('loadStyles', () => {
  it('links each file beside the chunk and resolves once every one has loaded', async () => {
    const loading = loadStyles(BASE, ['a.css', '../shared/b.css']);
    expect(links()).toEqual([
      ['stylesheet', 'https://shop.test/islands/a.css'],
      ['stylesheet', 'https://shop.test/shared/b.css'],
    ]);
    expect(await settled(loading)).toBe(false);
    fire('load', 0);
    expect(await settled(loading)).toBe(false);
    fire('load', 1);
    expect(await settled(loading)).toBe(true);
  });

  it('a stylesheet that fails does not keep the island back', async () => {
    const loading = loadStyles(BASE, ['a.css']);
    fire('error');
    expect(await settled(loading)).toBe(true);
  });

  it(`a stylesheet that stalls is waited for ${STYLE_TIMEOUT_MS} ms, no longer`, async () => {
    expect(STYLE_TIMEOUT_MS).toBe(3000);
    const loading = loadStyles(BASE, ['a.css']);
    await vi.advanceTimersByTimeAsync(STYLE_TIMEOUT_MS - 1);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(loading)).toBe(true);
  });

  it('links a file once per page, however many islands need it, and waits on the link already there', async () => {
    const first = loadStyles(BASE, ['a.css']);
    const second = loadStyles('https://shop.test/islands/chunk-b.js', ['a.css']);
    expect(links()).toHaveLength(1);
    expect(await settled(second)).toBe(false);
    fire('load');
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it("a file the page linked and that has loaded: nothing added, and no wait (a loaded link fires no more 'load')", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="https://shop.test/islands/a.css"><link rel="preload" href="https://shop.test/islands/b.css">';
    const link = document.head.querySelector('link')!;
    Object.defineProperty(link, 'sheet', { value: {} });
    const loading = loadStyles(BASE, ['a.css', 'b.css']);
    // a preload is not the stylesheet: b.css is linked as one
    expect(links()).toEqual([
      ['stylesheet', 'https://shop.test/islands/a.css'],
      ['preload', 'https://shop.test/islands/b.css'],
      ['stylesheet', 'https://shop.test/islands/b.css'],
    ]);
    fire('load', 2);
    expect(await settled(loading)).toBe(true);
  });
});
