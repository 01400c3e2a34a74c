import { useCallback, useId, useRef, type MouseEvent } from 'react';
import { composeEventHandlers } from '../utils/compose-event-handlers';
import { useControllableState } from '../utils/use-controllable-state';
import { useReducedMotion } from '../utils/use-reduced-motion';
import { useTransitionStatus } from './use-transition-status';

/** Options of {@link useDialog}. */
export interface UseDialogOptions {
  /** Controlled open state. Leave `undefined` for an uncontrolled dialog. */
  open?: boolean | undefined;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean | undefined;
  /** Called whenever the dialog asks to open or close (trigger, Escape, close button, backdrop). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /**
   * Close when the backdrop is pressed (both ends of the press on it, begun 500 ms or more after
   * the dialog opened and after the press before: hurried presses aimed at the button it covers
   * do not close it). Escape always closes [ref: README#every-island].
   * @default true
   */
  closeOnOutsidePress?: boolean | undefined;
  /**
   * How long the closing transition runs before the dialog unmounts, in ms. Zero when the person
   * prefers reduced motion.
   * @default 150
   */
  transitionMs?: number | undefined;
}

/** Everything a modal surface needs to render, as props (hooks return props, components render). */
export type DialogState = ReturnType<typeof useDialog>;

/**
 * Modal dialog state: controllable open state, ids for the dialog, its title and description, a
 * transition status so `data-state` can animate both ways, and the trigger's props
 * (`aria-haspopup`, `aria-expanded`, `aria-controls`, click to open). The `<dialog>` element's
 * own behaviour (showModal, Escape, backdrop, focus) is `useModalDialog`'s.
 */
export function useDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeOnOutsidePress = true,
  transitionMs = 150,
}: UseDialogOptions = {}) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const reducedMotion = useReducedMotion();
  const { isMounted, status } = useTransitionStatus(open, reducedMotion ? 0 : transitionMs);
  const dialogId = useId();
  const titleId = useId();
  const descriptionId = useId();
  /** The trigger, where focus returns on close. */
  const triggerRef = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);

  /** Props for the element that opens the dialog, composed with its own. */
  const getTriggerProps = (props: { onClick?: (event: MouseEvent<HTMLElement>) => void } = {}) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': isMounted ? dialogId : undefined,
    onClick: composeEventHandlers(props.onClick, () => setOpen(true)),
  });

  return {
    open,
    setOpen,
    close,
    isMounted,
    /** `open` once the enter transition may run; `closed` before it and while leaving. */
    state: (status === 'open' ? 'open' : 'closed') as 'open' | 'closed',
    closeOnOutsidePress,
    triggerRef,
    getTriggerProps,
    dialogId,
    titleId,
    descriptionId,
  };
}
