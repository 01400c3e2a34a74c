import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import { focusIsLost, resolveTarget, tabbablesIn } from './focus';
import { useBackdropPress } from './outside-press';
import type { DialogState } from './use-dialog';

/**
 * Focus inside the dialog that is as good as lost: its element disabled, or in a part made hidden
 * or inert. A browser drops such focus to the page when it next draws, after the check that
 * follows each change (a MutationObserver's), so the check takes it as lost at once.
 */
const UNREACHABLE = ':disabled, [hidden], [hidden] *, [inert], [inert] *';

/** Options of {@link useModalDialog}. */
export interface UseModalDialogOptions {
  dialog: DialogState;
  /** The dialog's body: its first field takes focus on open. */
  bodyRef: RefObject<HTMLElement | null>;
  /** Focused on open instead of the body's first field. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes on close, before the trigger and the element focused before opening. */
  returnFocus?: HTMLElement | RefObject<HTMLElement | null> | null | undefined;
}

/** Handlers the `<dialog>` element gets (composed with the user's by the surface). */
export interface ModalDialogHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * The platform's modal `<dialog>` driven by React state: `showModal()` when open (top layer, the
 * rest of the page inert), `close()` when not. Escape (its keydown, or the `cancel` event of
 * other close requests) and a backdrop press ask the state to close, so a controlled dialog may
 * refuse. Focus goes to `initialFocus`, else
 * the body's first field, else the dialog itself; Tab wraps inside; focus that drops to the page
 * (its element removed or disabled, or its part hidden or made inert) comes back to the dialog;
 * on close focus returns to `returnFocus`, else the trigger, else the element focused before
 * opening.
 */
export function useModalDialog({ dialog, bodyRef, initialFocus, returnFocus }: UseModalDialogOptions) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const before = useRef<Element | null>(null);
  const latest = useRef({ dialog, initialFocus, returnFocus });
  latest.current = { dialog, initialFocus, returnFocus };
  const backdrop = useBackdropPress(dialog.open, () => {
    if (latest.current.dialog.closeOnOutsidePress) latest.current.dialog.setOpen(false);
  });

  const hide = (el: HTMLDialogElement): void => {
    if (!el.open) return;
    const doc = el.ownerDocument;
    const hadFocus = el.contains(doc.activeElement) || focusIsLost(doc);
    el.close();
    if (!hadFocus) return;
    const { returnFocus: target, dialog: state } = latest.current;
    const previous = before.current instanceof HTMLElement && before.current.isConnected ? before.current : null;
    (resolveTarget(target) ?? resolveTarget(state.triggerRef) ?? previous)?.focus();
  };

  // Native events, and the focus safety net, while the element exists. Declared before the
  // show/close effect so its cleanup runs first: closing on unmount reports nothing.
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const doc = el.ownerDocument;
    const onCancel = (event: Event): void => {
      // Escape: the state decides (a controlled dialog stays open if its owner says so).
      event.preventDefault();
      latest.current.dialog.setOpen(false);
    };
    const onClose = (): void => {
      // Closed by the platform itself (a `method="dialog"` form, a forced close): follow it. The
      // event comes in a task of its own after close(): by then a dialog closed by an unmount
      // and shown again by the next mount (StrictMode's mount, unmount, mount in development)
      // is open, and that stale `close` is not the shopper's. (After a close the state asked
      // for, the state is closed already: asking again reports nothing.)
      if (!el.open) latest.current.dialog.setOpen(false);
    };
    const rescue = (): void => {
      const active = doc.activeElement as HTMLElement | null;
      const lost = focusIsLost(doc) || !active?.isConnected || (el.contains(active) && active.matches(UNREACHABLE));
      if (el.open && lost) el.focus();
    };
    const observer = new MutationObserver(rescue);
    observer.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    el.addEventListener('cancel', onCancel);
    el.addEventListener('close', onClose);
    return () => {
      observer.disconnect();
      el.removeEventListener('cancel', onCancel);
      el.removeEventListener('close', onClose);
    };
  }, [dialog.isMounted]);

  // Unmounted while open: close it so focus goes back.
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el) hide(el);
    };
  }, [dialog.isMounted]);

  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!dialog.open) {
      hide(el);
      return;
    }
    // an island unmounting while a popup opens leaves its dialog outside the document: nothing to show
    if (!el.isConnected) return;
    if (!el.open) {
      before.current = el.ownerDocument.activeElement;
      el.showModal();
    }
    const target = latest.current.initialFocus?.current ?? tabbablesIn(bodyRef.current)[0] ?? el;
    target.focus();
    // Only opening and closing move focus, not each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog.open, dialog.isMounted]);

  const handlers: ModalDialogHandlers = {
    // APG: Tab and Shift+Tab wrap inside the dialog (the platform would leave for the browser's UI).
    onKeyDown(event) {
      const el = ref.current;
      // (a key the user's own handler or the content took is not seen here: the surface's
      // composeEventHandlers passes on only what nothing prevented)
      if (!el) return;
      if ((event.target as Element).closest('dialog') !== el) return; // a nested dialog's own
      if (event.key === 'Escape') {
        // Escape is decided on its keydown: the platform sends `cancel` only for a key the
        // shopper pressed, not a scripted one (assistive tools, story plays); preventing the
        // keydown keeps one path, and the state decides as for `cancel`.
        event.preventDefault();
        latest.current.dialog.setOpen(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbablesIn(el);
      const first = items[0];
      const last = items[items.length - 1];
      const active = el.ownerDocument.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || active === el)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    // A press on ::backdrop (outside-press.ts): both ends there, begun after the opening's guard.
    onPointerDown: backdrop.onPointerDown,
    onClick: backdrop.onClick,
  };

  return { ref, handlers };
}
