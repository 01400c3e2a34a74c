import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import { partsLoading } from '../lazy-part/loading-parts';
import { isHeldEnter } from './held-enter';
import { useBusyAction } from './use-busy-action';

/** Options of {@link useButton}. */
export interface UseButtonOptions {
  /**
   * Shows the busy state and ignores activation (no `onClick`, no form submit). When it falls
   * while a popup's code is loading (the popup the send opened), the button stays busy until
   * that code is in.
   * @default false
   */
  busy?: boolean | undefined;
  /**
   * Another action of the island is being sent: the button is unavailable (`aria-disabled`, so
   * focus stays on it) and ignores activation, without the spinner of its own send.
   * @default false
   */
  blocked?: boolean | undefined;
  /**
   * Disables the button (native `disabled`).
   * @default false
   */
  disabled?: boolean | undefined;
  /**
   * The button type; Hearth buttons never submit a form by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset' | undefined;
  /**
   * Click handler. When it returns a promise, the button stays busy until it settles and
   * ignores every click meanwhile.
   */
  onClick?: ((event: MouseEvent<HTMLButtonElement>) => unknown) | undefined;
}

/** What {@link useButton} returns. */
export interface ButtonAria {
  /** Spread on the `<button>`. */
  buttonProps: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': 'busy' | 'idle' };
  /** Busy from the `busy` option or from a pending promise returned by `onClick`. */
  busy: boolean;
}

/**
 * Button behaviour: a busy state that keeps focus on the button (`aria-disabled`, not
 * `disabled`, so focus is not dropped to `<body>` mid-send) and blocks every second activation,
 * and a held Enter presses it once (its repeats neither click nor submit the form).
 */
export function useButton({
  busy: busyProp = false,
  blocked = false,
  disabled = false,
  type = 'button',
  onClick,
}: UseButtonOptions): ButtonAria {
  const action = useBusyAction((event: MouseEvent<HTMLButtonElement>) => onClick?.(event));
  // When the owner's send ends (`busy` falls), what it opened may be a popup whose code is still
  // loading (it asks for it as it renders, in this same render): busy until it is in, as
  // useBusyAction is. A layout effect, so the idle button is never drawn in between.
  const [held, setHeld] = useState(false);
  const wasBusy = useRef(busyProp);
  useIsomorphicLayoutEffect(() => {
    const parts = wasBusy.current && !busyProp ? partsLoading() : undefined;
    wasBusy.current = busyProp;
    if (!parts) return;
    setHeld(true);
    void parts.then(() => setHeld(false));
  }, [busyProp]);
  const busy = busyProp || action.busy || held;

  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (busy || blocked || isHeldEnter()) {
      // Blocks the implicit form submit too (Enter in a field clicks the default button).
      event.preventDefault();
      return;
    }
    // The promise is the caller's: errors surface as they would from a plain async handler.
    void action.run(event);
  };

  return {
    busy,
    buttonProps: {
      type,
      disabled,
      'aria-busy': busy || undefined,
      'aria-disabled': busy || blocked || undefined,
      'data-state': busy ? 'busy' : 'idle',
      onClick: handleClick,
    },
  };
}
