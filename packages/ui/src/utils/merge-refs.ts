import { useCallback, type Ref, type RefCallback } from 'react';

/** Sets one ref, a callback ref or a ref object. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * One callback ref that sets every given ref (a primitive's own and the user's). The refs are
 * read on each call, so the callback stays stable while they change.
 */
export function useMergedRef<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((value: T | null) => refs.forEach((ref) => setRef(ref, value)), refs);
}
