/**
 * `use-sync-external-store/shim` for the Preact build (swr imports it): preact/compat has
 * `useSyncExternalStore`, so the shim's CommonJS fallback for React < 18 is never needed.
 */
export { useSyncExternalStore } from 'preact/compat';
