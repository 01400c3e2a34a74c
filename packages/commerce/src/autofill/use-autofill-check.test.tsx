import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOFILL_CHECK_MS, filledValues, useAutofillCheck } from './use-autofill-check';

describe('useAutofillCheck [ref: checkout#limits]', () => {
  beforeEach(() => vi.useFakeTimers());
  // the spy on setInterval wraps the fake one: restored after the fake clock ended, it would put
  // that dead clock's setInterval back on the page for the worker's later files
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('checks every 250 ms while mounted, and stops on unmount', () => {
    expect(AUTOFILL_CHECK_MS).toBe(250);
    const check = vi.fn();
    const { unmount } = renderHook(() => useAutofillCheck(check));
    vi.advanceTimersByTime(249);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(check).toHaveBeenCalledTimes(3);
    unmount();
    vi.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('one interval for the form, whatever re-renders; the latest check runs', () => {
    const interval = vi.spyOn(globalThis, 'setInterval');
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ check }) => useAutofillCheck(check), { initialProps: { check: first } });
    rerender({ check: second });
    rerender({ check: second });
    vi.advanceTimersByTime(250);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(interval.mock.calls.filter(([, ms]) => ms === 250)).toHaveLength(1);
  });

  it('checks nothing while the page is hidden', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const check = vi.fn();
    renderHook(() => useAutofillCheck(check));
    vi.advanceTimersByTime(1000);
    expect(check).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    vi.advanceTimersByTime(250);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('filledValues', () => {
  const input = (value: string, type = 'text') => Object.assign(document.createElement('input'), { type, value });
  it('the inputs whose value differs from the state, else null; selects and checkboxes left alone', () => {
    const select = document.createElement('select');
    const fields = [
      ['city', input('Chicago')],
      ['zip', input('60062')],
      ['country', select],
      ['save', input('on', 'checkbox')],
      ['gone', null],
    ] as const;
    expect(filledValues(fields, { city: 'Chicago', zip: '', country: 'US', save: '', gone: 'x' })).toEqual({
      zip: '60062',
    });
    expect(filledValues(fields, { city: 'Chicago', zip: '60062', country: 'US', save: '', gone: '' })).toBeNull();
  });
});

describe('filledValues: check boxes and radios are not filled text', () => {
  it('leaves a check box or a radio whose value differs alone', () => {
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', value: 'on' });
    const radio = Object.assign(document.createElement('input'), { type: 'radio', value: 'US' });
    const text = Object.assign(document.createElement('input'), { type: 'text', value: 'Ann' });
    expect(
      filledValues(
        [
          ['signUp', box],
          ['country', radio],
        ] as const,
        { signUp: false, country: 'CA' },
      ),
    ).toBeNull();
    expect(filledValues([['firstName', text]] as const, { firstName: '' })).toEqual({ firstName: 'Ann' });
  });
});
