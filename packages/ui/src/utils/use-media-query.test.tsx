import { act, renderHook } from '@testing-library/react';
import type { MediaQueryState } from '@hearth/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

afterEach(() => vi.unstubAllGlobals());

/** A `matchMedia` of one query whose state a test flips. */
function fakeQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches };
  const matchMedia = vi.fn((): MediaQueryState => ({
    get matches() {
      return state.matches;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  }));
  const flip = (next: boolean) => {
    state.matches = next;
    listeners.forEach((listener) => listener());
  };
  return { matchMedia, flip, listeners };
}

describe('useMediaQuery', () => {
  it("asks the page's matchMedia by default and follows its changes", () => {
    const listeners: Array<() => void> = [];
    const list = {
      matches: true,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
    };
    const pageMatchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', pageMatchMedia);
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 40em)'));
    expect(result.current).toBe(true);
    expect(pageMatchMedia).toHaveBeenCalledWith('(max-width: 40em)');
    act(() => {
      list.matches = false;
      listeners.forEach((listener) => listener());
    });
    expect(result.current).toBe(false);
    unmount();
    expect(list.removeEventListener).toHaveBeenCalled();
  });

  it('asks the matchMedia it is given (a test, a story, a feature env), and stops following it once unmounted', () => {
    const query = fakeQuery(false);
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 768px)', { matchMedia: query.matchMedia }));
    expect(result.current).toBe(false);
    expect(query.matchMedia).toHaveBeenCalledWith('(max-width: 768px)');
    act(() => query.flip(true));
    expect(result.current).toBe(true);
    unmount();
    expect(query.listeners.size).toBe(0);
  });

  it('is false without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(min-width: 1px)')).result.current).toBe(false);
  });

  it("follows a new query given to it, and that query's changes", () => {
    const state: Record<string, boolean> = { '(min-width: 1px)': true, '(min-width: 2px)': false };
    const listeners: Record<string, Set<() => void>> = {};
    const env = {
      matchMedia: (query: string): MediaQueryState => ({
        get matches() {
          return state[query] ?? false;
        },
        subscribe: (listener) => {
          (listeners[query] ??= new Set()).add(listener);
          return () => listeners[query]!.delete(listener);
        },
      }),
    };
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query, env), {
      initialProps: { query: '(min-width: 1px)' },
    });
    expect(result.current).toBe(true);
    rerender({ query: '(min-width: 2px)' });
    expect(result.current).toBe(false);
    act(() => {
      state['(min-width: 2px)'] = true;
      listeners['(min-width: 2px)']?.forEach((listener) => listener());
    });
    expect(result.current).toBe(true);
  });
});
