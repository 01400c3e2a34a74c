import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}
const changed = <T>(store: Store<T>) => {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
};

/** React 18's useSyncExternalStore, after React's own shim for older Reacts (client only). */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, update] = useState({ store: { value, getSnapshot } as Store<T> });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) update({ store });
  }, [store, subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => changed(store) && update({ store });
    check();
    return subscribe(check);
  }, [store, subscribe]);
  return value;
}
