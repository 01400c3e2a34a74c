import { useClick, useDismiss, useFloatingRootContext, useInteractions, useRole } from '@floating-ui/react';
import { useCallback, useId, useState } from 'react';
import { useTransitionStatus } from './use-transition-status';
import { useControllableState } from '../utils/use-controllable-state';
import { useReducedMotion } from '../utils/use-reduced-motion';

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
   * Close when the backdrop is pressed. Escape always closes (CONTRACT §6).
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
 * Modal dialog behaviour on `@floating-ui/react`: controllable open state, `role="dialog"`,
 * Escape and backdrop dismissal, ids for the title and description, and a transition status so
 * `data-state` can animate both ways.
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
  // A modal is never positioned: the root context gives focus management and dismissal
  // without floating-ui's positioning code (about 10 KB the script-tag build need not carry).
  const [reference, setReference] = useState<Element | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const context = useFloatingRootContext({ open, onOpenChange: setOpen, elements: { reference, floating } });
  const refs = { setReference, setFloating };
  const click = useClick(context);
  const role = useRole(context, { role: 'dialog' });
  // Presses on the backdrop count as outside; FloatingFocusManager keeps Tab inside.
  const dismiss = useDismiss(context, { outsidePress: closeOnOutsidePress, escapeKey: true });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, role, dismiss]);
  const { isMounted, status } = useTransitionStatus(open, reducedMotion ? 0 : transitionMs);

  const titleId = useId();
  const descriptionId = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);

  return {
    open,
    setOpen,
    close,
    isMounted,
    /** `open` once the enter transition may run; `closed` before it and while leaving. */
    state: (status === 'open' ? 'open' : 'closed') as 'open' | 'closed',
    refs,
    context,
    getReferenceProps,
    getFloatingProps,
    titleId,
    descriptionId,
  };
}
