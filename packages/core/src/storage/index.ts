/**
 * Safe cookie and localStorage helpers: malformed stored JSON reads as empty (the fallback),
 * and nothing here ever throws.
 */
export {
  readCookie,
  writeCookie,
  removeCookie,
  type CookieOptions,
} from './cookies';
export {
  readJsonCookie,
  writeJsonCookie,
  ADDED_SWATCHES_COOKIE,
  SWATCH_COOKIE_DAYS,
} from './json-cookies';
export {
  readStoredJson,
  writeStoredJson,
  removeStored,
  type StorageLike,
} from './local-storage';
