import { useCallback, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface UseControllableStateOptions<T> {
  /** The controlled value. When not `undefined`, the component is controlled and only echoes it. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not (never for a no-op change). */
  onChange?: ((value: T) => void) | undefined;
}

/** What {@link useControllableState} returns: the current value and its setter. */
export type ControllableState<T> = [value: T, setValue: (next: T | ((prev: T) => T)) => void];

/**
 * One helper for controlled and uncontrolled state (`value` / `defaultValue` / `onChange`),
 * after radix `use-controllable-state`. Returns the current value and a setter that updates the
 * internal state when uncontrolled and always reports the change through `onChange`.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): ControllableState<T> {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? (value as T) : uncontrolled;

  // Refs keep the setter stable while always seeing the latest value and handler.
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlledRef = useRef(isControlled);
  controlledRef.current = isControlled;

  // Stryker disable ArrayDeclaration: any constant list keeps one setter, as none does
  const setValue = useCallback((next: T | ((prev: T) => T)) => {
    const resolved = typeof next === 'function' ? (next as (prev: T) => T)(currentRef.current) : next;
    if (Object.is(resolved, currentRef.current)) return;
    if (!controlledRef.current) {
      setUncontrolled(resolved);
      // Keep the ref ahead of the next render so two calls in one event see each other.
      currentRef.current = resolved;
    }
    // Controlled, the value stays the owner's until it renders another: an owner that keeps it
    // (a dialog asked to close twice, kept open) hears each request, as with radix.
    onChangeRef.current?.(resolved);
  }, []);
  // Stryker restore ArrayDeclaration

  return [current, setValue];
}
