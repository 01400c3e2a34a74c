/** Test helpers for hurried shoppers and popups' guards (`@hearth/mock-api/testing`, tests only). */
import { act, fireEvent } from '@testing-library/react';

let ahead = 0;
let frozenAt: number | undefined;
let real: (() => number) | undefined;

/** Puts the page's clock (`performance.now()`, and so events' `timeStamp`) in the tests' hands. */
function takeClock(): () => number {
  if (!real) {
    const base = (real = performance.now.bind(performance));
    performance.now = () => (frozenAt ?? base()) + ahead;
  }
  return real;
}

/**
 * Moves the page's clock (`performance.now()`, and so the `timeStamp` of events made from now on)
 * `ms` ahead, e.g. past a popup's outside-press guard (`OUTSIDE_PRESS_GUARD_MS` of @hearth/ui):
 * what waiting that long would do, without the wait. Timers are not moved. It only goes
 * forward, for the rest of the test file.
 */
export function advancePageClock(ms: number): void {
  takeClock();
  ahead += ms;
}

/**
 * Stops the page's clock where it is: from now on only {@link advancePageClock} moves it, so a
 * test of how long after an opening a press came does not depend on how busy the machine is.
 * Returns the undo (the clock runs again, from where it was).
 */
export function freezePageClock(): () => void {
  const base = takeClock();
  frozenAt = base();
  return () => {
    if (frozenAt !== undefined) ahead -= base() - frozenAt;
    frozenAt = undefined;
  };
}

/**
 * Clicks where `button` is, as a mouse would, at one moment: on `button`, or, while a modal popup
 * it is not in is open on top (a `<dialog>` shown modal), on that popup's backdrop (its
 * `<dialog>` element: happy-dom has no layout to hit-test). What is on top is read as the press
 * is made, with no wait in between (user-event's steps would let a popup open after the target
 * was chosen, which no mouse does). Returns what it clicked.
 */
export function clickWhereItIs(button: Element): Element {
  let target: Element = button;
  act(() => {
    const top = [...document.querySelectorAll('dialog')].filter((d) => d.open && d.matches(':modal')).at(-1);
    target = top && !top.contains(button) ? top : button;
    const mouse = { button: 0, pointerType: 'mouse', pointerId: 1, isPrimary: true };
    fireEvent.pointerDown(target, { ...mouse, buttons: 1 });
    fireEvent.mouseDown(target, { ...mouse, buttons: 1, detail: 1 });
    if (target === button && button instanceof HTMLElement) button.focus();
    fireEvent.pointerUp(target, mouse);
    fireEvent.mouseUp(target, { ...mouse, detail: 1 });
    fireEvent.click(target, { ...mouse, detail: 1 });
  });
  return target;
}

/**
 * A shopper who sees nothing happen: three clicks `gapMs` apart (250 ms) at the place
 * of `button`; a popup the first one opened is under the next ones. Between clicks the test
 * waits `gapMs` (answers come in meanwhile), but the page's clock moves exactly `gapMs` per
 * click: on a busy machine a wait or a click's rendering can take longer, which a shopper's
 * mouse, stamping each press when it is made, never adds. A popup that opens between two clicks
 * is taken to have opened at the first of them (the longest it can have been open). Resolves,
 * once the third click is made, with what each click landed on: a test checks that the popup
 * was there for the later ones, or it would not be testing what covers the button.
 */
export async function clickThreeTimes(button: Element, gapMs = 250): Promise<Element[]> {
  const thaw = frozenAt === undefined ? freezePageClock() : undefined;
  const landed: Element[] = [];
  try {
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) {
        await act(() => new Promise((resolve) => setTimeout(resolve, gapMs)));
        advancePageClock(gapMs);
      }
      landed.push(clickWhereItIs(button));
    }
  } finally {
    thaw?.();
  }
  return landed;
}
