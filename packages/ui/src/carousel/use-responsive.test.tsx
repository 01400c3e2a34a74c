import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResponsive } from './use-responsive';

/** A window of `width` px whose `(min-width)` queries tell their listeners when it changes. */
function fakeViewport(width: number, { listeners = true } = {}) {
  const heard = new Map<string, Set<() => void>>();
  const asked: string[] = [];
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    asked.push(query);
    const min = Number(/\(min-width: (\d+(?:\.\d+)?)px\)/.exec(query)?.[1] ?? Number.NaN);
    const set = heard.get(query) ?? new Set();
    heard.set(query, set);
    const list = {
      get matches() {
        return width >= min;
      },
      media: query,
    } as unknown as MediaQueryList;
    if (listeners)
      Object.assign(list, {
        addEventListener: (_type: string, listener: () => void) => _type === 'change' && set.add(listener),
        removeEventListener: (_type: string, listener: () => void) => _type === 'change' && set.delete(listener),
      });
    return list;
  });
  return {
    asked,
    spy,
    listening: () => [...heard.values()].reduce((sum, set) => sum + set.size, 0),
    /** As a browser does: only the queries whose match changed tell their listeners. */
    resize(next: number) {
      const matches = (query: string, at: number) => at >= Number(/(\d+(?:\.\d+)?)px/.exec(query)?.[1]);
      const changed = [...heard].filter(([query]) => matches(query, width) !== matches(query, next));
      width = next;
      act(() => changed.forEach(([, set]) => set.forEach((listener) => listener())));
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useResponsive [ref: ui#rules]', () => {
  it("is the widest matching breakpoint's value, and follows the viewport as it changes", () => {
    const viewport = fakeViewport(1000);
    const { result } = renderHook(() => useResponsive({ 0: 1, 769: 4 }, 9));
    expect(result.current).toBe(4);
    expect(viewport.asked).toContain('(min-width: 769px)');
    viewport.resize(500);
    expect(result.current).toBe(1);
  });

  it('new breakpoints are followed at once, and the old ones let go', () => {
    const viewport = fakeViewport(600);
    const { result, rerender } = renderHook(({ value }) => useResponsive<number>(value, 9), {
      initialProps: { value: { 0: 1, 769: 4 } as Record<number, number> },
    });
    expect(result.current).toBe(1);
    rerender({ value: { 0: 1, 500: 3 } });
    expect(result.current).toBe(3);
    expect(viewport.listening()).toBe(2);
    viewport.resize(400);
    expect(result.current).toBe(1);
  });

  it('listens to one query per breakpoint while mounted, and to none after', () => {
    const viewport = fakeViewport(1000);
    const { unmount } = renderHook(() => useResponsive({ 0: 1, 769: 4 }, 9));
    expect(viewport.listening()).toBe(2);
    unmount();
    expect(viewport.listening()).toBe(0);
  });

  it('a plain value asks no query', () => {
    const viewport = fakeViewport(1000);
    const { result } = renderHook(() => useResponsive(2, 9));
    expect(result.current).toBe(2);
    expect(viewport.spy).not.toHaveBeenCalled();
  });

  it('a browser whose query lists have no addEventListener (old Safari) gets the value, and no error', () => {
    fakeViewport(1000, { listeners: false });
    const { result, unmount } = renderHook(() => useResponsive({ 0: 1, 769: 4 }, 9));
    expect(result.current).toBe(4);
    expect(() => unmount()).not.toThrow();
  });

  it("with no matchMedia it is the narrowest breakpoint's value", () => {
    const own = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: undefined });
    try {
      const { result } = renderHook(() => useResponsive({ 0: 1, 769: 4 }, 9));
      expect(result.current).toBe(1);
    } finally {
      if (own) Object.defineProperty(window, 'matchMedia', own);
      else Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
