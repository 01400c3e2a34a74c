import { useCallback, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';

/**
 * How long a press outside a popup is taken for part of what came before it, in ms: one begun
 * less than this after the popup opened, or after the shopper's previous press on it, never
 * dismisses it (issue 35). A shopper who sees nothing happen presses again, about every 250 ms;
 * the popup that answers the first press opens under the next ones, which land on its backdrop.
 * None of them is aimed at the popup: it fades in over 150 ms (a Flyout slides in over 300 ms),
 * and a person needs some 250 ms more to see something new and stop a press already under way
 * (simple visual reaction time). Chromium guards its own dialogs the same way
 * (`InputEventActivationProtector`: a click within the double-click interval of the dialog being
 * shown, or of the click before it, is unintended), with the double-click interval, 500 ms on
 * Windows. Escape and the Close button always close.
 */
export const OUTSIDE_PRESS_GUARD_MS = 500;

/** The clock of `event.timeStamp` and `performance.now()` (the page's time origin). */
const now = (): number => performance.now();

/**
 * When a press began: its event's time stamp, which a browser takes when the hardware reports
 * the press (a press made before the popup opened can be dispatched after it, while the page is
 * busy drawing the popup), else now.
 */
export function pressTime(event: { timeStamp?: number } | undefined): number {
  const current = now();
  const stamp = event?.timeStamp;
  // 0, missing, or an epoch time stamp (older engines) is not on the page's clock
  return typeof stamp === 'number' && stamp > 0 && stamp <= current + 1 ? stamp : current;
}

/**
 * Whether a press outside a popup, begun at `pressedAt`, is meant for it: only when it began at
 * least {@link OUTSIDE_PRESS_GUARD_MS} after `since` (the later of the opening and the previous
 * press on the popup); never when the popup is not open (`since` undefined) or opened after it.
 */
export function meantForPopup(pressedAt: number, since: number | undefined): boolean {
  return since !== undefined && pressedAt - since >= OUTSIDE_PRESS_GUARD_MS;
}

/**
 * The guard of a popup that an outside press dismisses: returns the check to make on each press
 * that reaches the popup or its backdrop (inside it too, so that hurried presses make one chain),
 * `true` when it may dismiss (see {@link meantForPopup}). The opening is noted before paint.
 */
export function useHurriedPressGuard(open: boolean): (event: { timeStamp?: number }) => boolean {
  const since = useRef<number | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    since.current = open ? now() : undefined;
  }, [open]);
  return useCallback((event) => {
    const pressedAt = pressTime(event);
    const last = since.current;
    if (last === undefined) return false;
    since.current = Math.max(last, pressedAt);
    return meantForPopup(pressedAt, last);
  }, []);
}

/** Handlers of a modal `<dialog>` for {@link useBackdropPress}. */
export interface BackdropPressHandlers {
  onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * A press on the backdrop of a modal `<dialog>` (it targets the `<dialog>` itself, outside its
 * box) calls `dismiss`, as react-aria's `useInteractOutside` and Radix's `DismissableLayer` do it:
 * only when both ends of the press are there (selecting text from inside out does not close it)
 * and it is meant for the dialog ({@link useHurriedPressGuard}): the press that opened it, and
 * the hurried presses that follow it (aimed at the button it covered), do not.
 */
export function useBackdropPress(open: boolean, dismiss: () => void): BackdropPressHandlers {
  const meant = useHurriedPressGuard(open);
  const pressed = useRef(false);
  return {
    onPointerDown(event) {
      // every press counts in the guard's chain, the backdrop's only may dismiss
      pressed.current = meant(event) && event.target === event.currentTarget;
    },
    onClick(event) {
      const el = event.currentTarget;
      const fromBackdrop = pressed.current && event.target === el;
      pressed.current = false;
      if (!fromBackdrop) return;
      const box = el.getBoundingClientRect();
      const inside =
        box.width > 0 &&
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dismiss();
    },
  };
}
