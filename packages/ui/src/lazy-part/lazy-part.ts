import { createElement, useRef, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { noteLoading } from './loading-parts';

/** Props for an opener: start loading when the pointer or focus reaches it. */
export interface PreloadProps {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** What {@link lazyPart} returns. */
export interface LazyPart<P extends object> {
  /**
   * Renders the part: synchronously once it has loaded, else nothing while it loads (loading
   * starts when it first renders). No Suspense, so it behaves the same on React and preact/compat.
   */
  Component: (props: P) => ReactElement | null;
  /** Starts loading (once; again after a failure) and resolves when it is in. Never rejects. */
  preload: () => Promise<void>;
  /** `true` once loaded. */
  isLoaded: () => boolean;
  /** Spread on the opener (a button, a link): preloads on pointer enter and focus. */
  preloadProps: PreloadProps;
}

/**
 * A part of an island loaded on first use, e.g. a popup's body:
 *
 * ```tsx
 * const Confirmation = lazyPart(() => import('./confirmation-dialog').then((m) => m.ConfirmationDialog), 'ConfirmationDialog');
 * <Button {...Confirmation.preloadProps} onClick={add}>Add to Cart</Button>
 * {shown && <Confirmation.Component open={open} … />}
 * ```
 *
 * The script-tag build puts the dynamically imported module in its own chunk, so a page carries
 * it only once a popup opens; preloaded when the pointer or focus reaches the opener, a warm open
 * renders in the same frame. A failed load is logged and retried at the next preload or render.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, name = 'part'): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const preload = (): Promise<void> => {
    if (!pending) {
      pending = load().then(
        (component) => {
          loaded = component;
          listeners.forEach((listener) => listener());
        },
        (error: unknown) => {
          pending = undefined;
          console.error(`hearth: ${name} could not be loaded`, error);
        },
      );
    }
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Stryker disable next-line ArrowFunction: a listener left behind costs memory only: React ignores its call on a part it let go
    return () => void listeners.delete(listener);
  };
  const snapshot = () => loaded;

  function Component(props: P): ReactElement | null {
    const Loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
    const asked = useRef(false);
    // Asked for as it first renders, not in an effect: an action whose settling render drew it
    // finds its load under way and stays busy until it is in (useBusyAction). Only a
    // part drawn counts: one preloaded because the pointer passed by (another button's popup)
    // keeps no button busy. Once per mount, as before: a failed load is not asked for again at
    // every render.
    if (!Loaded && !asked.current) {
      asked.current = true;
      noteLoading(preload());
    }
    return Loaded ? createElement(Loaded, props) : null;
  }
  Component.displayName = `Lazy(${name})`;

  const start = () => void preload();
  return {
    Component,
    preload,
    isLoaded: () => loaded !== undefined,
    preloadProps: { onPointerEnter: start, onFocus: start },
  };
}
