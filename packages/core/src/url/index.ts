/** The URL filter for server-supplied addresses (links, images, navigations, return URLs). */
export { safeUrl, sameOriginUrl, type SafeUrlOptions } from './safe-url';
export { checkUrl, type CheckUrlOptions } from './check-url';
