/**
 * `react` for swr in the Preact build (scripts/build/preact-aliases.mjs): the same small layer Hearth's
 * own code gets, with the default export swr reads. swr reads two fields of it: `useId`, to tell
 * React 18 and later, and `use`, which it replaces with its own when absent, as here. An object of
 * just those, rather than the layer's namespace: a namespace object would sit, with the bundler's
 * helper for it, in the chunk every page loads. swr on preact/compat would bring all of compat to
 * the add-to-cart page.
 */
import { useId } from './use-id';

export * from './index';
export default { useId };
