// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS, HOVER_REOPEN_DELAY_MS, createHoverIntent } from './hover-intent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const changes: boolean[] = [];
  const intent = createHoverIntent({ onOpenChange: (open) => changes.push(open) });
  return { intent, changes };
}

describe('hover intent [ref: ui#rules, #limits]', () => {
  it('uses the spec delays: open 200 ms, reopen 300 ms', () => {
    expect(HOVER_OPEN_DELAY_MS).toBe(200);
    expect(HOVER_REOPEN_DELAY_MS).toBe(300);
  });

  it('a mouse resting 200 ms opens it, not before', () => {
    const { intent, changes } = setup();
    intent.enter('mouse');
    vi.advanceTimersByTime(199);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('passing over it (leaving before 200 ms) opens nothing', () => {
    const { intent, changes } = setup();
    intent.enter('mouse');
    vi.advanceTimersByTime(150);
    intent.leave('mouse');
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('closes on leave after the grace, unless the pointer comes back (into the flyout)', () => {
    const { intent, changes } = setup();
    intent.enter('mouse');
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    intent.leave('mouse');
    vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 1);
    intent.enter('mouse');
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
    intent.leave('mouse');
    vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS);
    expect(changes).toEqual([true, false]);
  });

  it('once closed, it reopens after 300 ms of hover', () => {
    const { intent, changes } = setup();
    intent.enter('mouse');
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    intent.leave('mouse');
    vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS);
    intent.enter('mouse');
    vi.advanceTimersByTime(299);
    expect(changes).toEqual([true, false]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false, true]);
  });

  it.each(['touch', 'pen'])('%s never opens by hover; a tap toggles', (pointerType) => {
    const { intent, changes } = setup();
    intent.enter(pointerType);
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
    intent.toggle();
    expect(changes).toEqual([true]);
    intent.leave(pointerType);
    vi.advanceTimersByTime(1000);
    expect(intent.isOpen()).toBe(true);
    intent.toggle();
    expect(changes).toEqual([true, false]);
  });

  it('a press while the hover timer runs opens at once, and the timer does nothing after', () => {
    const { intent, changes } = setup();
    intent.enter('mouse');
    intent.toggle();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
  });

  it('set() opens or closes at once and reports only changes', () => {
    const { intent, changes } = setup();
    intent.set(false);
    intent.set(true);
    intent.set(true);
    intent.set(false);
    expect(changes).toEqual([true, false]);
  });

  it('dispose() cancels a pending open', () => {
    const { intent, changes } = setup();
    intent.enter('mouse');
    intent.dispose();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });
});

describe('a press on the trigger', () => {
  it('a mouse click keeps a hover-opened flyout open', () => {
    const { intent, changes } = setup();
    intent.enter('mouse');
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    intent.press('mouse');
    intent.press('mouse');
    expect(changes).toEqual([true]);
  });

  it.each(['touch', 'pen', ''])('%j (a tap, or Enter/Space) toggles', (pointerType) => {
    const { intent, changes } = setup();
    intent.press(pointerType);
    intent.press(pointerType);
    expect(changes).toEqual([true, false]);
  });
});

describe('dialog or preview (opened by click or keyboard it is a dialog) [ref: README#every-island]', () => {
  function modalSetup() {
    const modes: boolean[] = [];
    const changes: boolean[] = [];
    const intent = createHoverIntent({
      onOpenChange: (open) => changes.push(open),
      onModalChange: (modal) => modes.push(modal),
    });
    return { intent, changes, modes };
  }

  it('a hover opens a preview, not a dialog; it closes on leave', () => {
    const { intent, modes } = modalSetup();
    intent.enter('mouse');
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    expect(intent.isOpen()).toBe(true);
    expect(intent.isModal()).toBe(false);
    intent.leave('mouse');
    vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS);
    expect(intent.isOpen()).toBe(false);
    expect(modes).toEqual([]);
  });

  it.each(['mouse', 'touch', ''])(
    'a press (%j) opens a dialog, which the pointer leaving does not close',
    (pointer) => {
      const { intent, modes } = modalSetup();
      intent.press(pointer);
      expect(intent.isModal()).toBe(true);
      intent.leave('mouse');
      vi.advanceTimersByTime(1000);
      expect(intent.isOpen()).toBe(true);
      intent.set(false);
      expect(intent.isModal()).toBe(false);
      expect(modes).toEqual([true, false]);
    },
  );

  it('Enter or a click on a hover preview makes it the dialog (it does not close it)', () => {
    const { intent, changes } = modalSetup();
    intent.enter('mouse');
    vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS);
    intent.press('');
    expect(changes).toEqual([true]);
    expect(intent.isModal()).toBe(true);
  });
});
