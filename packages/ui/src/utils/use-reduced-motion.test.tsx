import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './use-reduced-motion';

afterEach(() => vi.unstubAllGlobals());

/** The page's `matchMedia`, its one list's `matches` flipped by the test. */
function pageMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: vi.fn((type: string, listener: () => void) => type === 'change' && listeners.add(listener)),
    removeEventListener: vi.fn((type: string, listener: () => void) => type === 'change' && listeners.delete(listener)),
  };
  const matchMedia = vi.fn(() => list);
  vi.stubGlobal('matchMedia', matchMedia);
  const flip = (next: boolean) => {
    list.matches = next;
    listeners.forEach((listener) => listener());
  };
  return { matchMedia, list, flip, listeners };
}

describe('useReducedMotion', () => {
  it("reads the person's preference, follows its changes, and stops following once unmounted", () => {
    const { matchMedia, flip, listeners } = pageMedia(true);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    act(() => flip(false));
    expect(result.current).toBe(false);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('no preference stated: motion', () => {
    pageMedia(false);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });

  it('a page without matchMedia (an old browser, a test page): motion, and nothing breaks', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    unmount();
  });

  it('a browser whose media lists have no addEventListener (an old Safari): its preference, and nothing breaks', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    unmount();
  });
});
