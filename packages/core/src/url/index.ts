/** The URL filter for server-supplied addresses (links, images, navigations, return URLs). */
export * from './safe-url';
export * from './page-url';
// check-url also holds the page's report memory, reset only by @hearth/core/testing
export { checkUrl, type CheckUrlOptions } from './check-url';
