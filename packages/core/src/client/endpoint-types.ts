/**
 * The names of the calls a page can make: the keys `endpoints` takes (in `#hearth-config` and
 * `setConfig`). Each feature package adds its calls' names (`@hearth/cart` adds `addItem`,
 * `getCartJsx`, …), so `setConfig({ endpoints: { addItme: '…' } })` is a type error once the
 * package is imported. A call of the app's own is added the same way:
 *
 * ```ts
 * declare module '@hearth/core' {
 *   interface EndpointNames {
 *     subscribe: true;
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface EndpointNames {}

/** A call name: a key of `endpoints`. */
export type EndpointName = keyof EndpointNames;

/** Call name → path (or absolute URL), as `endpoints` takes it. */
export type Endpoints = { readonly [Name in EndpointName]?: string };
