/**
 * `react` for Hearth's own code in the Preact script-tag build (scripts/build/build-islands.mjs): the
 * part of the React API the islands use, on Preact's core and hooks, without preact/compat.
 *
 * Why not preact/compat: it is one module, so every island's chunk graph reaches all of it, and
 * whatever any island (or @floating-ui's `{ ...React }`) uses lands in the chunk every page
 * loads; its props normalization also costs a fifth of a quantity stepper's mount. Libraries
 * in node_modules keep preact/compat; it then loads only with the islands that use them. Both
 * share one Preact and one set of hooks.
 *
 * What React code expects of DOM props and Preact does differently is normalized in
 * `normalize-props.ts`, the way preact/compat does it, for what Hearth's components use:
 * `onChange` of text fields fires per keystroke, focus events bubble, SVG presentation
 * attributes are dash-cased. Preact 11 already hands `ref` to function components as a prop, as
 * React 19 does.
 */
import './normalize-props';

export {
  useCallback,
  useContext,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
export { cloneElement, Component, createContext, createElement, createRef, Fragment, isValidElement } from 'preact';
/** React's StrictMode only adds development checks: a Fragment here, as in preact/compat. */
export { Fragment as StrictMode } from 'preact';
// One file per piece: each island's chunks carry only the pieces it uses.
export { useId } from './use-id';
export { forwardRef } from './forward-ref';
export { useSyncExternalStore } from './use-sync-external-store';

/**
 * React's `useDebugValue` labels a hook in the devtools, which the script tag's pages do not
 * have: nothing, rather than Preact's, which every page carried for swr's one call.
 */
export function useDebugValue(_value: unknown, _format?: (value: never) => unknown): void {}

/** Libraries and Hearth's own code read it to know that `ref` is a plain prop. */
export const version = '19.0.0';
