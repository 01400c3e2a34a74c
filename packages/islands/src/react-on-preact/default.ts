/**
 * `react` for swr in the Preact build (scripts/preact-aliases.mjs): the same small layer Hearth's
 * own code gets, with the default export swr reads (`React.use`, `React.useId`, which it checks
 * for before using). swr on preact/compat would bring all of compat to the add-to-cart page.
 */
import * as React from './index';

export * from './index';
export default React;
