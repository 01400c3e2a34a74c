/**
 * `use-sync-external-store/shim` for the Preact build (swr imports it): the React-on-Preact
 * layer has `useSyncExternalStore`, so the shim's CommonJS fallback for React < 18 is never needed.
 */
export { useSyncExternalStore } from './react-on-preact/use-sync-external-store';
