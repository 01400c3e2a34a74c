import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { IslandInjectedProps } from '@hearth/core';
import { standIn } from './stand-in';

/** How long a closing popup island stays mounted so its leave transition (the 300 ms fade) runs and focus returns. */
export const POPUP_CLOSE_DELAY_MS = 300;

/** What {@link useIslandPopup} returns: props for a Dialog. */
export interface IslandPopupProps {
  /** `true` when the island was opened as a popup (`hearth.open`, `data-island-open`). */
  opened: boolean;
  /** Pass to the Dialog: removes the island's container once it has closed. */
  onOpenChange: (open: boolean) => void;
  /**
   * Pass to the Dialog: the element that opened it gets focus back; when the island that element
   * sat in has drawn its own markup over it meanwhile (a server fallback's 'View all images'
   * pressed before the gallery's images came), the island's button or link of the same text.
   */
  returnFocus: RefObject<HTMLElement | null> | undefined;
}

/**
 * Ties a Dialog to the loader's popup life cycle [ref: script-tag#the-markup]: open at once when the island was
 * opened as a popup, and call the loader's `onClose` after the leave transition, so focus is
 * given back to the opener before the container is removed.
 */
export function useIslandPopup({ onClose, opener }: IslandInjectedProps): IslandPopupProps {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Stryker disable next-line ArrayDeclaration: a constant list of dependencies, whatever it holds, runs the effect once
  useEffect(() => () => clearTimeout(timer.current), []);
  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open || !onClose) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(onClose, POPUP_CLOSE_DELAY_MS);
    },
    [onClose],
  );
  // No DOM classes on the server: the opener is a browser element, never there during server rendering.
  const returnFocus = useMemo(() => {
    if (typeof HTMLElement === 'undefined' || !(opener instanceof HTMLElement)) return undefined;
    const back = standIn(opener);
    return {
      get current() {
        return back() ?? null;
      },
    };
  }, [opener]);
  return { opened: onClose !== undefined, onOpenChange, returnFocus };
}
