import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSummaryRefresh } from './use-summary-refresh';

const start = () => renderHook(({ shown }) => useSummaryRefresh(shown), { initialProps: { shown: 'a' } });

describe('useSummaryRefresh [ref: configurator#rules, #limits]', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not refreshing on the first render', () => {
    const { result } = start();
    expect(result.current).toBe(false);
  });

  it('a change sets it; it clears 300 ms after it was set', () => {
    const { result, rerender } = start();
    rerender({ shown: 'b' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('a change meanwhile sets it again, for another 300 ms', () => {
    const { result, rerender } = start();
    rerender({ shown: 'b' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ shown: 'c' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });

  it('the data coming (nothing shown before) is no refresh; a change after it is', () => {
    const { result, rerender } = renderHook(({ shown }) => useSummaryRefresh(shown), {
      initialProps: { shown: null as string | null },
    });
    rerender({ shown: 'a' });
    expect(result.current).toBe(false);
    rerender({ shown: 'b' });
    expect(result.current).toBe(true);
  });

  it('the same content again is no refresh', () => {
    const { result, rerender } = start();
    rerender({ shown: 'a' });
    expect(result.current).toBe(false);
  });
});
