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

/**
 * A ref-like object read lazily by FloatingFocusManager when the dialog mounts: the first
 * tabbable element of the body, else the dialog itself (APG: with no field to fill, focus a
 * static element so the title is read and Tab reaches the close button next).
 */
export function firstTabbableIn(
  body: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
): RefObject<HTMLElement | null> {
  return {
    get current() {
      const candidate = body.current?.querySelector<HTMLElement>(TABBABLE);
      return candidate ?? fallback.current;
    },
  };
}

/** Accepts an element or a ref and gives FloatingFocusManager the ref it wants. */
export function toRef(
  target: HTMLElement | RefObject<HTMLElement | null>,
): RefObject<HTMLElement | null> {
  return 'current' in target && !(target instanceof HTMLElement) ? target : { current: target as HTMLElement };
}
