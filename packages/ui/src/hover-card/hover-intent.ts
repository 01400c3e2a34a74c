/**
 * When an anchored hover flyout opens and closes, as a small store with no React and no DOM
 * ([ref: ui#screens, #rules, #limits]: "Swatch hover flyout opens after a 200 ms hover delay on desktop and
 * closes on leave; the flyout reopen delay is 300 ms").
 */

/** [ref: ui#limits]: hover flyout delay. */
export const HOVER_OPEN_DELAY_MS = 200;
/** [ref: ui#limits]: flyout reopen delay: a flyout that has closed opens again after 300 ms of hover. */
export const HOVER_REOPEN_DELAY_MS = 300;
/**
 * "Closes on leave" [ref: ui#rules], after a grace this long: the pointer crosses the gap from the
 * trigger into the flyout (or back) without closing it. Hearth's choice; the spec has none.
 */
export const HOVER_CLOSE_DELAY_MS = 100;

/** Options of {@link createHoverIntent}. */
export interface HoverIntentOptions {
  /** Called whenever the open state changes. */
  onOpenChange: (open: boolean) => void;
  /**
   * Called whenever it becomes, or stops being, a dialog: opened (or kept open) by a press, a
   * click, a tap, Enter or Space, it is modal until it closes; opened by hover it is a preview.
   * @default undefined
   */
  onModalChange?: ((modal: boolean) => void) | undefined;
  /** First hover-to-open delay. @default 200 */
  openDelay?: number | undefined;
  /** Hover-to-open delay once the flyout has closed before. @default 300 */
  reopenDelay?: number | undefined;
  /** Leave-to-close grace. @default 100 */
  closeDelay?: number | undefined;
  /** @default globalThis.setTimeout */
  setTimeout?: ((callback: () => void, ms: number) => unknown) | undefined;
  /** @default globalThis.clearTimeout */
  clearTimeout?: ((id: unknown) => void) | undefined;
}

/** What {@link createHoverIntent} returns. */
export interface HoverIntent {
  /** The pointer entered the trigger or the flyout. Only a mouse (a desktop) opens by hover. */
  enter(pointerType: string): void;
  /**
   * The pointer left the trigger or the flyout: a preview closes after the grace unless it comes
   * back; a dialog (opened by a press) stays.
   */
  leave(pointerType: string): void;
  /**
   * A press on the trigger opens it as a dialog: a mouse click opens at once and keeps it open
   * (the preview a hover just opened becomes the dialog under the click); a tap, Enter or Space
   * opens it, or closes the dialog it opened.
   */
  press(pointerType: string): void;
  /** Toggles at once. */
  toggle(): void;
  /** Opens or closes at once (Escape, a press outside, focus leaving). */
  set(open: boolean): void;
  /** Whether it is open. */
  isOpen(): boolean;
  /** Whether it is open as a dialog (opened by a press), not a hover preview. */
  isModal(): boolean;
  /** Stops any pending timer (unmount). */
  dispose(): void;
}

/**
 * The hover intent of one flyout: a mouse resting on the trigger opens it after `openDelay`
 * (`reopenDelay` once it has been open and closed), leaving closes it after `closeDelay` unless
 * the pointer enters the trigger or the flyout again; touch and pen never open it by hover (they
 * tap: {@link HoverIntent.toggle}).
 */
export function createHoverIntent(options: HoverIntentOptions): HoverIntent {
  const {
    onOpenChange,
    openDelay = HOVER_OPEN_DELAY_MS,
    reopenDelay = HOVER_REOPEN_DELAY_MS,
    closeDelay = HOVER_CLOSE_DELAY_MS,
    setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: cancel = (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  } = options;
  let open = false;
  let modal = false;
  let closedBefore = false;
  let timer: unknown;

  const setModal = (next: boolean) => {
    if (next === modal) return;
    modal = next;
    options.onModalChange?.(next);
  };

  const clear = () => {
    // Stryker disable next-line ConditionalExpression: clearTimeout of no timer does nothing
    if (timer !== undefined) cancel(timer);
    timer = undefined;
  };
  const set = (next: boolean) => {
    clear();
    if (next === open) return;
    open = next;
    if (!next) {
      closedBefore = true;
      setModal(false);
    }
    onOpenChange(next);
  };
  const later = (next: boolean, ms: number) => {
    clear();
    timer = schedule(() => {
      timer = undefined;
      set(next);
    }, ms);
  };

  return {
    enter(pointerType) {
      if (pointerType !== 'mouse') return;
      // Stryker disable next-line ConditionalExpression: an open scheduled for an open card cancels its close, as clearing does
      if (open) clear();
      else later(true, closedBefore ? reopenDelay : openDelay);
    },
    leave(pointerType) {
      if (pointerType !== 'mouse' || modal) return;
      // Stryker disable next-line ConditionalExpression: a close scheduled for a closed card cancels its open, as clearing does
      if (open) later(false, closeDelay);
      else clear();
    },
    press(pointerType) {
      if (open && modal && pointerType !== 'mouse') {
        set(false);
        return;
      }
      setModal(true);
      set(true);
    },
    toggle: () => set(!open),
    set,
    isOpen: () => open,
    isModal: () => modal,
    dispose: clear,
  };
}
