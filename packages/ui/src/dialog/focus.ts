import type { RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Elements Tab reaches inside `root`, in document order (hidden and inert ones left out). */
export function tabbablesIn(root: Element | null | undefined): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], fieldset:disabled'),
  );
}

/** An element, or the element a ref holds, when it is still in the page. */
export function resolveTarget(
  target: HTMLElement | RefObject<HTMLElement | null> | null | undefined,
): HTMLElement | null {
  const el = target && 'current' in target && !(target instanceof HTMLElement) ? target.current : target;
  return el instanceof HTMLElement && el.isConnected ? el : null;
}

/** `true` when focus is nowhere (the page's body): it was on an element that went away or was disabled. */
export function focusIsLost(doc: Document): boolean {
  const active = doc.activeElement;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a page with a body never has a null activeElement nor focuses its <html> in the browsers Hearth supports (an old Edge's habit, kept for documents without a body)
  return !active || active === doc.body || active === doc.documentElement;
}
