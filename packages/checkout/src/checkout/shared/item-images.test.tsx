import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemImageLoading, useDesktop } from './item-images';

/** A media query list whose answer the test changes, as a window resized across the breakpoint. */
function mediaList(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const change = (next: boolean) => {
    list.matches = next;
    for (const listener of listeners) listener();
  };
  return { list, listeners, change };
}

/** How the first five items' pictures load in the viewport the hook reads. */
const loadings = (desktop: boolean) => [0, 1, 2, 3, 4].map((index) => itemImageLoading(index, desktop));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the viewport the item pictures load for [ref: checkout#limits]', () => {
  it("a desktop's (769 px and up) loads 4 pictures at once, and follows the window resized to a phone's", () => {
    const media = mediaList(true);
    const matchMedia = vi.fn(() => media.list);
    vi.stubGlobal('matchMedia', matchMedia);
    const { result, unmount } = renderHook(() => loadings(useDesktop()));
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 769px)');
    expect(result.current).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    act(() => media.change(false));
    expect(result.current).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
    act(() => media.change(true));
    expect(result.current).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("without matchMedia, a phone's: 2 pictures at once", () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result, unmount } = renderHook(() => loadings(useDesktop()));
    expect(result.current).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
    unmount();
  });
});
