/** The URL filter for server-supplied addresses (links, images, navigations, return URLs). */
export * from './safe-url';
// check-url also holds the page's report memory, reset only by @hearth/core/testing
export { checkScriptUrl, checkUrl, type CheckUrlOptions } from './check-url';
