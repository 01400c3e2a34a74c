import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSwatchWindow } from './use-swatch-window';

/** A windowed group of 100 choices: only its grid, which the hook measures. */
function Group({ enabled = true }: { enabled?: boolean }) {
  const view = useSwatchWindow(100, enabled);
  return <div ref={view.ref} />;
}

/** The page's scroll and resize listeners the windowing has added and not removed. */
function viewportListeners() {
  const add = vi.spyOn(document, 'addEventListener');
  const remove = vi.spyOn(document, 'removeEventListener');
  const addWindow = vi.spyOn(window, 'addEventListener');
  const removeWindow = vi.spyOn(window, 'removeEventListener');
  const net = (added: typeof add, removed: typeof remove, type: string) =>
    added.mock.calls.filter(([t]) => t === type).length - removed.mock.calls.filter(([t]) => t === type).length;
  return { scroll: () => net(add, remove, 'scroll'), resize: () => net(addWindow, removeWindow, 'resize') };
}

afterEach(() => vi.restoreAllMocks());

describe('useSwatchWindow: one scroll and one resize listener for all windowed groups of the page', () => {
  it('adds them with the first group, keeps them while one is left, and removes them with the last', () => {
    const listeners = viewportListeners();
    const first = render(<Group />);
    const second = render(<Group />);
    expect(listeners.scroll()).toBe(1);
    expect(listeners.resize()).toBe(1);
    first.unmount();
    expect(listeners.scroll()).toBe(1);
    second.unmount();
    expect(listeners.scroll()).toBe(0);
    expect(listeners.resize()).toBe(0);
    // a group mounted later listens again
    const third = render(<Group />);
    expect(listeners.scroll()).toBe(1);
    third.unmount();
    expect(listeners.scroll()).toBe(0);
  });

  it('a group that is not windowed listens to nothing', () => {
    const listeners = viewportListeners();
    render(<Group enabled={false} />).unmount();
    expect(listeners.scroll()).toBe(0);
    expect(listeners.resize()).toBe(0);
  });
});
