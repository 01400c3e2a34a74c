import { useState, type PointerEvent } from 'react';

/** What {@link usePressGuard} returns. */
export interface PressGuard {
  /** Spread on the `<form>`: notes when one of its buttons is being pressed. */
  formProps: {
    onPointerDownCapture: (event: PointerEvent<HTMLFormElement>) => void;
    onClickCapture: () => void;
    onKeyDownCapture: () => void;
  };
  /** `true` when this blur comes from pressing one of the form's buttons (Submit, Cancel, Apply). */
  fromPress: () => boolean;
}

/**
 * Pressing a button blurs the field being edited between the button's pointerdown and its click.
 * A field that showed its error on that blur would grow by the error's line and push the button
 * away from the pointer before the pointer is released, so the click is lost and the first
 * Submit seems to do nothing. A hook asks {@link PressGuard.fromPress} on blur and leaves such an
 * error to the button's own action (Submit shows it, Cancel closes). A press that ends in no
 * click (dragged away) is forgotten at the next press, click or key.
 *
 * `Field` and `TextField` need none of this: they hold a new error back while a press is under
 * way (`useSteadyWhilePressing`). Use it for what a form shows on blur outside a Field.
 */
export function usePressGuard(): PressGuard {
  // one guard for the form's life: a flag and the handlers that set and read it
  const [guard] = useState<PressGuard>(() => {
    let pressing = false;
    const release = () => {
      pressing = false;
    };
    return {
      formProps: {
        // what a pointer presses in a form is an element
        onPointerDownCapture: (event) => {
          pressing = (event.target as Element).closest('button') !== null;
        },
        onClickCapture: release,
        onKeyDownCapture: release,
      },
      fromPress: () => pressing,
    };
  });
  return guard;
}
