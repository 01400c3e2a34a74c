import { useEffect, useRef, type RefObject } from 'react';

/** What marks a button whose going away should not drop focus to the page (a Remove, an Apply that becomes 'Applied'). */
export const KEEP_FOCUS_ATTRIBUTE = 'data-keep-focus';

const targetsIn = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>(`[${KEEP_FOCUS_ATTRIBUTE}]`) ?? []),
];

/**
 * Focus never falls to the page when a focused button of `container` goes away (its tender was
 * removed, its certificate applied): once `version` changes and focus is on `<body>`, it moves to
 * the button now in the same place (the next one, else the last), else to `fallback` (a heading
 * with tabIndex -1). Focus the shopper moved elsewhere is left alone.
 */
export function useKeepFocus(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  version: string,
): void {
  const last = useRef<number | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const onIn = (event: FocusEvent) => {
      const index = targetsIn(root).indexOf(event.target as HTMLElement);
      last.current = index >= 0 ? index : null;
    };
    // focus going to something else (not to nowhere, which is what a removal does) forgets the place
    const onOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) last.current = null;
    };
    root.addEventListener('focusin', onIn);
    root.addEventListener('focusout', onOut);
    return () => {
      root.removeEventListener('focusin', onIn);
      root.removeEventListener('focusout', onOut);
    };
  }, [container]);
  useEffect(() => {
    const index = last.current;
    const doc = container.current?.ownerDocument;
    if (index === null || !doc) return;
    const active = doc.activeElement as HTMLElement | null;
    if (active && active !== doc.body && active.isConnected) return;
    const targets = targetsIn(container.current);
    const next = targets[Math.min(index, targets.length - 1)] ?? fallback.current;
    last.current = next && targets.includes(next) ? targets.indexOf(next) : null;
    next?.focus();
  }, [container, fallback, version]);
}
