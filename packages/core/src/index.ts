/**
 * @hearth/core: the island runtime, configuration, the call client, formatting,
 * validation and state shared between islands. Nothing here renders; React appears
 * only in the hooks and the island mount helper, never in the loader.
 */
export * from './config/index';
export * from './client/index';
export * from './format/index';
export * from './storage/index';
export * from './state/index';
export * from './validation/index';
export * from './url/index';
export * from './runtime/index';
// `export *` only: an `export { … } from` here makes esbuild count the re-exported modules as
// reached by every island, and the script-tag build then ships all of core in the chunk every
// island loads (the quantity-selector page grew from 16 KB to 22 KB).
export * from './util/dictionary';
export * from './util/maybe';
export * from './env/browser-env';
