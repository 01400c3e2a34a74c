/**
 * The zoom of a gallery image [ref: gallery#rules, #limits]: where it zooms (the point under the
 * pointer), what a touch does, and the timers: the browser's when none are passed, cleared when
 * the image is left, unselected or taken off the page.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useZoom, type ZoomTimers } from './use-zoom';

/** Timers on a clock of the test's own; `pending()` counts those not yet run nor cleared. */
function fakeTimers() {
  const waiting = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  let next = 1;
  return {
    setTimeout: (run: () => void, ms: number) => {
      waiting.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (id: unknown) => void waiting.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...waiting]) {
        if (t.at > now) continue;
        waiting.delete(id);
        t.run();
      }
    },
    pending: () => waiting.size,
  } satisfies ZoomTimers & Record<string, unknown>;
}

type Box = { left: number; top: number; width: number; height: number };
/** A pointer event over an element laid out at `box` (happy-dom lays nothing out). */
const pointer = (pointerType: string, clientX: number, clientY: number, box: Box) =>
  ({ pointerType, clientX, clientY, currentTarget: { getBoundingClientRect: () => box } }) as never;

// a 200 × 400 picture whose top left corner is at (100, 200) in the window
const BOX = { left: 100, top: 200, width: 200, height: 400 };

describe('zoom [ref: gallery#rules]: it follows the pointer', () => {
  it('the mouse entering zooms on the point under it, in % of the picture; moving follows it', () => {
    const t = fakeTimers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    expect(result.current.origin).toEqual({ x: 50, y: 50 });
    act(() => result.current.handlers.onPointerEnter(pointer('mouse', 150, 500, BOX)));
    expect(result.current.origin).toEqual({ x: 25, y: 75 });
    act(() => result.current.handlers.onPointerMove(pointer('mouse', 290, 240, BOX)));
    expect(result.current.origin).toEqual({ x: 95, y: 10 });
  });

  it('a finger moving over the picture does not move the zoom', () => {
    const t = fakeTimers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    act(() => result.current.handlers.onPointerEnter(pointer('mouse', 150, 500, BOX)));
    act(() => result.current.handlers.onPointerMove(pointer('touch', 290, 240, BOX)));
    act(() => result.current.handlers.onPointerMove(pointer('pen', 290, 240, BOX)));
    expect(result.current.origin).toEqual({ x: 25, y: 75 });
  });

  it('a picture not laid out (no width or no height) keeps the last point rather than a point nowhere', () => {
    const t = fakeTimers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    act(() => result.current.handlers.onPointerEnter(pointer('mouse', 150, 500, BOX)));
    for (const box of [
      { ...BOX, width: 0 },
      { ...BOX, height: 0 },
      { ...BOX, width: 0, height: 0 },
    ]) {
      act(() => result.current.handlers.onPointerMove(pointer('mouse', 290, 240, box)));
      expect(result.current.origin).toEqual({ x: 25, y: 75 });
    }
  });
});

describe('zoom [ref: gallery#rules]: touch', () => {
  it('a finger resting on the picture does not zoom it (the Zoom button does)', () => {
    const t = fakeTimers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    act(() => result.current.handlers.onPointerEnter(pointer('touch', 150, 500, BOX)));
    act(() => t.advance(1000));
    expect(result.current.zoomed).toBe(false);
    expect(result.current.origin).toEqual({ x: 50, y: 50 });
  });

  it('zoomed with the button, a finger lifted off the picture leaves it zoomed', () => {
    const t = fakeTimers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    act(() => result.current.toggle());
    act(() => result.current.handlers.onPointerLeave(pointer('touch', 150, 500, BOX)));
    expect(result.current.zoomed).toBe(true);
  });
});

describe('zoom [ref: gallery#limits]: the timers', () => {
  it('zoomed in and out with the button before 750 ms: the zoom image, once asked for, stays', () => {
    const t = fakeTimers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current.zoomed).toBe(false);
    expect(result.current.ready).toBe(true);
  });

  it('an image left before 750 ms (the shopper moving through the carousel) never asks for its zoom image', () => {
    const t = fakeTimers();
    const { result, rerender } = renderHook(({ selected }) => useZoom({ selected, timers: t }), {
      initialProps: { selected: true },
    });
    act(() => t.advance(500));
    rerender({ selected: false });
    act(() => t.advance(1000));
    expect(result.current.ready).toBe(false);
    expect(t.pending()).toBe(0);
  });

  it('taken off the page while the mouse rests on it: no roll-over left waiting', () => {
    const t = fakeTimers();
    const { result, unmount } = renderHook(() => useZoom({ selected: false, timers: t }));
    act(() => result.current.handlers.onPointerEnter(pointer('mouse', 150, 500, BOX)));
    expect(t.pending()).toBe(1);
    unmount();
    expect(t.pending()).toBe(0);
  });

  it("with the browser's timers: the zoom image after 750 ms, the zoom after 300 ms of rest", async () => {
    const { result } = renderHook(() => useZoom({ selected: true }));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 3000 });
    act(() => result.current.handlers.onPointerEnter(pointer('mouse', 150, 500, BOX)));
    expect(result.current.zoomed).toBe(false);
    await waitFor(() => expect(result.current.zoomed).toBe(true), { timeout: 3000 });
  });

  it("with the browser's timers: an image left at once asks for no zoom image; a mouse gone at once zooms nothing", async () => {
    const { result, rerender } = renderHook(({ selected }) => useZoom({ selected }), {
      initialProps: { selected: true },
    });
    rerender({ selected: false });
    act(() => result.current.handlers.onPointerEnter(pointer('mouse', 150, 500, BOX)));
    act(() => result.current.handlers.onPointerLeave(pointer('mouse', 150, 500, BOX)));
    // past both moments (750 ms, 300 ms)
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(result.current.ready).toBe(false);
    expect(result.current.zoomed).toBe(false);
  });
});
