import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  it('uncontrolled: starts at defaultValue, updates itself and reports', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('controlled: echoes value, only reports, ignores no-op changes', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 0, onChange }), {
      initialProps: { value: 5 },
    });
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
    act(() => result.current[1](6));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('controlled: an owner that keeps its value hears each request again, with no render between them', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: true, defaultValue: false, onChange }));
    act(() => result.current[1](false));
    act(() => result.current[1](false));
    expect(onChange.mock.calls).toEqual([[false], [false]]);
    expect(result.current[0]).toBe(true);
  });

  it('two updates in one event both apply', () => {
    const { result } = renderHook(() => useControllableState({ defaultValue: 0 }));
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(2);
  });
});
