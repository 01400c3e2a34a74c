import { useCallback, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';

/**
 * How long a press outside a popup is taken for part of what came before it, in ms: one begun
 * less than this after the popup opened, or after the shopper's previous press on it, never
 * dismisses it. A shopper who sees nothing happen presses again, about every 250 ms;
 * the popup that answers the first press opens under the next ones, which land on its backdrop.
 * None of them is aimed at the popup: it fades in over 300 ms (as a Flyout slides in), mostly
 * drawn halfway through, and a person needs some 250 ms more to see something new and stop a press
 * already under way (simple visual reaction time). Chromium guards its own dialogs the same way
 * (`InputEventActivationProtector`: a click within the double-click interval of the dialog being
 * shown, or of the click before it, is unintended), with the double-click interval, 500 ms on
 * Windows. Escape and the Close button always close.
 */
export const OUTSIDE_PRESS_GUARD_MS = 500;

/**
 * The guard of a popup that a press outside dismisses. Returns the check to make on each press
 * that reaches the popup or its backdrop (inside it too, so that hurried presses make one chain):
 * `true` when the press may dismiss it, i.e. it began at least {@link OUTSIDE_PRESS_GUARD_MS}
 * after the later of the opening (noted before paint) and the previous press; never while closed
 * or for a press begun before the opening. When a press began is its event's `timeStamp`, which
 * a browser takes when the hardware reports it (a press made before the popup opened can be
 * dispatched after, while the page draws the popup), on the clock of `performance.now()`.
 */
export function useHurriedPressGuard(open: boolean): (event: { timeStamp: number }) => boolean {
  const since = useRef<number | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    since.current = open ? performance.now() : undefined;
  }, [open]);
  return useCallback(({ timeStamp }) => {
    const last = since.current;
    // a missing (0) or foreign time stamp is now
    const at = Math.min(timeStamp || Infinity, performance.now());
    if (last === undefined) return false;
    since.current = Math.max(last, at);
    return at - last >= OUTSIDE_PRESS_GUARD_MS;
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
    // every press counts in the guard's chain, the backdrop's only may dismiss
    onPointerDown: (event) => void (pressed.current = meant(event) && event.target === event.currentTarget),
    onClick(event) {
      const el = event.currentTarget;
      const box = el.getBoundingClientRect();
      const inside =
        box.width > 0 &&
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (pressed.current && event.target === el && !inside) dismiss();
      pressed.current = false;
    },
  };
}
