import { useRef, useSyncExternalStore } from 'react';

/**
 * Whether the pointer is pressing somewhere on the page: from `pointerdown` to the `click` it
 * makes (or a key, a cancelled pointer, or a little after a `pointerup` that makes no click).
 * One set of document listeners, there while a field listens.
 */
let pressing = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

// A touch makes its click after pointerup (mouse events follow touchend): wait for it a while.
const NO_CLICK_AFTER_MS = 300;

function set(next: boolean): void {
  clearTimeout(releaseTimer);
  // Stryker disable next-line ConditionalExpression: telling the fields the same state again re-renders none
  if (pressing === next) return;
  pressing = next;
  listeners.forEach((listener) => listener());
}
const press = (): void => set(true);
const release = (): void => set(false);
const releaseSoon = (): void => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(release, NO_CLICK_AFTER_MS);
};
const EVENTS: Array<[string, () => void]> = [
  ['pointerdown', press],
  // Capture: the click is already aimed at its target, so what shows now cannot divert it.
  ['click', release],
  ['keydown', release],
  ['pointercancel', release],
  ['pointerup', releaseSoon],
];

function subscribe(listener: () => void): () => void {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the page keeps one of each listener (the same handler, capturing, adds nothing), and only a browser subscribes
  if (listeners.size === 0 && typeof document !== 'undefined') {
    EVENTS.forEach(([type, handler]) => document.addEventListener(type, handler, true));
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // Stryker disable next-line ConditionalExpression: only a browser subscribes
    if (listeners.size > 0 || typeof document === 'undefined') return;
    EVENTS.forEach(([type, handler]) => document.removeEventListener(type, handler, true));
    clearTimeout(releaseTimer);
    pressing = false;
  };
}
const isPressing = (): boolean => pressing;
// Stryker disable next-line BooleanLiteral: what it holds on the server or in hydration is what it starts with, the value
const never = (): boolean => false;

/**
 * `value`, except that a change made while the pointer is pressing shows only once the press has
 * made its click. Pressing a button blurs the field being edited between the button's pointerdown
 * and its click; an error that appeared on that blur would push the button away from the pointer
 * before it is released, and the click (the first Submit) would be lost. Field holds its error
 * with it, so every form has the fix without wiring.
 */
export function useSteadyWhilePressing<T>(value: T): T {
  const pressed = useSyncExternalStore(subscribe, isPressing, never);
  const shown = useRef(value);
  if (!pressed) shown.current = value;
  return shown.current;
}
