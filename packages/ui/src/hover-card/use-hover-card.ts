import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { tabbablesIn } from '../dialog/focus';
import { useHurriedPressGuard } from '../dialog/outside-press';
import { useControllableState } from '../utils/use-controllable-state';
import { createHoverIntent } from './hover-intent';

/** Options of {@link useHoverCard}. */
export interface UseHoverCardOptions {
  /** Controlled open state. @default undefined (uncontrolled) */
  open?: boolean | undefined;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean | undefined;
  /** Called whenever it opens or closes. @default undefined */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Hover-to-open delay. @default 200 [ref: ui#limits] */
  openDelay?: number | undefined;
  /** Hover-to-open delay once it has closed before. @default 300 [ref: ui#limits] */
  reopenDelay?: number | undefined;
  /** Leave-to-close grace. @default 100 */
  closeDelay?: number | undefined;
}

/** Props for the element that opens the flyout (a button). */
export interface HoverCardTriggerProps {
  ref: (element: HTMLElement | null) => void;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-haspopup': 'dialog';
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** Props for the flyout itself. */
export interface HoverCardPanelOwnProps {
  id: string;
  role: 'dialog';
  /** `true` while it is a dialog (opened by a press), absent for a hover preview. */
  'aria-modal': true | undefined;
  /** Focusable by script: a dialog takes the focus when it opens. */
  tabIndex: -1;
  ref: (element: HTMLElement | null) => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

const within = (node: unknown, ...elements: Array<HTMLElement | null>) =>
  node instanceof Node && elements.some((element) => element?.contains(node));

/**
 * An anchored flyout ([ref: ui#screens] swatch flyout, [ref: ui#rules, README#every-island], WAI-ARIA APG dialog): a mouse
 * resting on the trigger opens it after 200 ms (300 ms once it has closed) as a non-modal preview,
 * which leaving trigger and flyout, or focus leaving both, closes. A click, a tap, Enter or Space
 * on the trigger opens it as a modal dialog (`aria-modal`): it takes the focus and keeps it (Tab
 * and Shift+Tab cycle inside) until it closes; the pointer leaving does not close it. Escape
 * closes either and puts focus back on the trigger; a press outside closes either, unless it began
 * less than 500 ms after the opening or the press before it (OUTSIDE_PRESS_GUARD_MS).
 */
export function useHoverCard(options: UseHoverCardOptions = {}) {
  const [open, setOpen] = useControllableState({
    value: options.open,
    defaultValue: options.defaultOpen ?? false,
    onChange: options.onOpenChange,
  });
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [modal, setModal] = useState(false);
  const [panel, setPanelElement] = useState<HTMLElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  // Stryker disable next-line StringLiteral: the first click that could read it opens the card, which any pointer does
  const lastPointer = useRef('');
  const panelId = useId();
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;
  const { openDelay, reopenDelay, closeDelay } = options;
  const intent = useMemo(
    () =>
      createHoverIntent({
        openDelay,
        reopenDelay,
        closeDelay,
        onOpenChange: (next) => setOpenRef.current(next),
        onModalChange: setModal,
      }),
    [openDelay, reopenDelay, closeDelay],
  );
  useEffect(() => () => intent.dispose(), [intent]);
  // A controlled `open` (or a default one) is what the intent starts from.
  useEffect(() => {
    // Stryker disable next-line ConditionalExpression: set() of the state it has only clears a timer, and none runs when `open` has just changed
    if (intent.isOpen() !== open) intent.set(open);
  }, [intent, open]);

  const meant = useHurriedPressGuard(open);
  useEffect(() => {
    // Stryker disable next-line ConditionalExpression: a press outside a closed card closes nothing
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      // a popup opened from the flyout (the swatch order) sits above it: a press there is not outside
      const above = event.target instanceof Element && event.target.closest('dialog[open], [aria-modal="true"]');
      // Stryker disable next-line ConditionalExpression: a press in the dialog itself is inside it, which the next line leaves open too
      if (above && above !== panelRef.current) return;
      // nor is a hurried press begun as it opened, or right after the one before (outside-press.ts)
      if (meant(event) && !within(event.target, trigger, panelRef.current)) intent.set(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    // Stryker disable next-line ArrowFunction,StringLiteral,BooleanLiteral: a listener left behind reads the same hurry guard, and closes only what the current one would
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, intent, trigger, meant]);

  // A dialog takes the focus (the dialog itself, named by its title; Tab goes on to what is in it).
  const isModal = open && modal;
  useEffect(() => {
    if (isModal && panel && !panel.contains(panel.ownerDocument.activeElement)) panel.focus({ preventScroll: true });
  }, [isModal, panel]);

  const close = useCallback(() => intent.set(false), [intent]);
  /** Tab and Shift+Tab cycle inside the dialog (APG dialog): the focus stays in it until it closes. */
  const keepFocus = (event: KeyboardEvent<HTMLElement>) => {
    const element = panelRef.current;
    if (event.key !== 'Tab' || !intent.isModal() || !element) return;
    const tabbables = tabbablesIn(element);
    const active = element.ownerDocument.activeElement;
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    const wrapTo = !first
      ? element
      : event.shiftKey
        ? active === first || active === element
          ? last
          : null
        : active === last
          ? first
          : null;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    keepFocus(event);
    if (event.key !== 'Escape' || !intent.isOpen()) return;
    // Only the flyout closes, not a dialog around it.
    event.preventDefault();
    event.stopPropagation();
    intent.set(false);
    trigger?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // a dialog keeps the focus; a popup opened from it (the swatch order) takes it for a while
    if (intent.isModal()) return;
    if (next && !within(next, trigger, panelRef.current)) intent.set(false);
  };
  const enter = (event: PointerEvent<HTMLElement>) => intent.enter(event.pointerType);
  const leave = (event: PointerEvent<HTMLElement>) => intent.leave(event.pointerType);
  // Stryker disable next-line ArrayDeclaration: a constant list of dependencies, whatever it holds, keeps the callback
  const setPanel = useCallback((element: HTMLElement | null) => {
    panelRef.current = element;
    setPanelElement(element);
  }, []);

  const triggerProps: HoverCardTriggerProps = {
    ref: setTrigger,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    'aria-haspopup': 'dialog',
    onPointerEnter: enter,
    onPointerLeave: leave,
    onPointerDown: (event) => {
      lastPointer.current = event.pointerType;
    },
    onClick: (event) => {
      // A keyboard click (Enter, Space) has detail 0 and no pointer before it.
      // Stryker disable next-line StringLiteral: any pointer but a mouse is one to the card (hover-intent's press)
      const pointer = event.detail === 0 ? '' : lastPointer.current;
      // Stryker disable next-line StringLiteral: any pointer but a mouse is one to the card (hover-intent's press)
      lastPointer.current = '';
      intent.press(pointer);
    },
    onKeyDown,
    onBlur,
  };
  const panelProps: HoverCardPanelOwnProps = {
    id: panelId,
    role: 'dialog',
    'aria-modal': isModal || undefined,
    tabIndex: -1,
    ref: setPanel,
    onPointerEnter: enter,
    onPointerLeave: leave,
    onKeyDown,
    onBlur,
  };
  return { open, modal: isModal, setOpen, close, trigger, triggerProps, panelProps };
}

/** What {@link useHoverCard} returns. */
export type HoverCardState = ReturnType<typeof useHoverCard>;
