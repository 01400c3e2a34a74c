/**
 * `react` for Hearth's own code in the Preact script-tag build (scripts/build-islands.mjs): the
 * part of the React API the islands use, on Preact's core and hooks, without preact/compat.
 *
 * Why not preact/compat: it is one module, so every island's chunk graph reaches all of it, and
 * whatever any island (or @floating-ui's `{ ...React }`) uses lands in the chunk every page
 * loads; its props normalization also costs a fifth of a quantity stepper's mount. Libraries
 * in node_modules keep preact/compat; it then loads only with the islands that use them. Both
 * share one Preact and one set of hooks.
 *
 * What React code expects of DOM props and Preact does differently is normalized below, the
 * way preact/compat does it, for what Hearth's components use: `onChange` of text fields fires
 * per keystroke, focus events bubble, SVG presentation attributes are dash-cased. Preact 11
 * already hands `ref` to function components as a prop, as React 19 does.
 */
import { cloneElement, Component, createContext, createElement, createRef, Fragment, isValidElement, options, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
export { cloneElement, Component, createContext, createElement, createRef, Fragment, isValidElement };
/** React's StrictMode only adds development checks: a Fragment here, as in preact/compat. */
export { Fragment as StrictMode };

let nextId = 0;

/**
 * React's client `useId`: unique on the page, the same for the component's whole life. Preact
 * numbers ids per render root ('P0-0', 'P0-1', … again in each root), and every island and
 * every popup is a root of its own: two islands got the same ids, so a label, `aria-controls`
 * or a dialog's `aria-labelledby` pointed into another island.
 */
export function useId(): string {
  const [id] = useState(() => `_h${(nextId++).toString(32)}_`);
  return id;
}

/** Libraries and Hearth's own code read it to know that `ref` is a plain prop. */
export const version = '19.0.0';

/** React's forwardRef: the ref arrives as a prop already, so it only moves it to the second argument. */
export function forwardRef<R, P>(render: (props: P, ref: R | null) => unknown) {
  return ({ ref, ...props }: P & { ref?: R }) => render(props as P, ref ?? null);
}

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

/** React event props whose DOM event has another name (as preact/compat maps them). */
const EVENTS: Record<string, string> = { onFocus: 'onfocusin', onBlur: 'onfocusout', onDoubleClick: 'ondblclick' };
/** SVG elements, whose camelCase presentation attributes (strokeWidth) are dash-cased. */
const SVG = /^(svg|path|g|circle|ellipse|line|poly\w+|rect|text|use)$/;
// preact/compat's list of those attributes.
const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;

// Runs for every element created, so it looks up a few names rather than going through every
// prop (preact/compat's loop over every prop was a fifth of a quantity stepper's mount). Names
// already normalized (by preact/compat, when a library brought it) are lowercase: left alone.
const previous = options.vnode;
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  const { type, props } = vnode;
  if (typeof type === 'string') {
    const svg = SVG.test(type);
    const field = (type === 'input' || type === 'textarea') && !/fil|che|rad/.test(props.type as string) && 'onChange' in props;
    if (field || svg || 'onFocus' in props || 'onBlur' in props || 'onDoubleClick' in props) {
      const normalized: Record<string, unknown> = {};
      for (const name in props) {
        normalized[
          (field && name === 'onChange' ? 'oninput' : EVENTS[name]) ??
            (svg && CAMEL_PROPS.test(name) ? name.replace(/[A-Z0-9]/g, '-$&').toLowerCase() : name)
        ] = props[name];
      }
      vnode.props = normalized as typeof props;
    }
  }
  previous?.(vnode);
};
