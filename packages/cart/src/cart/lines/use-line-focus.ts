import { useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '@hearth/ui';
import type { ActionResult } from '../controller/cart-controller';

/** A line id. */
type LineId = string | number;

/** What a control that makes a line leave the list calls: the line and the action. */
export type LeaveLine = (id: LineId, action: () => Promise<ActionResult>) => Promise<ActionResult>;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled])';

/**
 * Where focus goes when a line leaves the cart (Remove, Save for Later): its button goes with it,
 * and focus would fall to the page. It lands on the line now in its place (its name link, else its
 * first control), else the line before, else the cart region.
 */
export function useLineFocus(
  ids: readonly LineId[],
  list: RefObject<HTMLElement | null>,
  region: RefObject<HTMLElement | null>,
): LeaveLine {
  const leaving = useRef<{ id: LineId; index: number } | null>(null);
  const current = useRef(ids);
  current.current = ids;

  useIsomorphicLayoutEffect(() => {
    const pending = leaving.current;
    if (!pending || ids.includes(pending.id)) return;
    leaving.current = null;
    const lines = list.current ? [...list.current.children] : [];
    const line = lines[Math.min(pending.index, lines.length - 1)];
    const target =
      line?.querySelector<HTMLElement>('.hearth-cart__name a') ?? line?.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? region.current)?.focus();
  }, [ids, list, region]);

  return async (id, action) => {
    leaving.current = { id, index: current.current.indexOf(id) };
    const result = await action();
    // Refused or failed: the line stays, and so does focus.
    if (result !== 'done' && leaving.current?.id === id) leaving.current = null;
    return result;
  };
}
