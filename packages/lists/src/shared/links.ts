/**
 * Routes and return URLs of the lists islands (002 §2). Addresses from props go through the core
 * URL filter (same origin only: they become navigations).
 */
import { checkUrl } from '@hearth/core';
import type { ListsEnv } from './env';

/** 002 §2: 'View Now' after an item is added to a list. */
export const FAVORITES_URL = '/Favorites/';
/** 001 §2: the sign-in page, with `returnUrl`. */
export const SIGN_IN_URL = '/account/login';
/** Hearth's choice: where a signed-in shopper without a registry goes to make one (001 §2 names the new-registry page). */
export const CREATE_REGISTRY_URL = '/gift-registry/new';

/** 002 §2: 'View Registry' / 'View My Registry', opened in a new window. */
export function registrantListUrl(registryId: string | number): string {
  return `/gift-registry/registrant-list/${encodeURIComponent(String(registryId))}`;
}

/** 002 §2: 'View Checklist'. */
export function checklistUrl(registryId: string | number): string {
  return `/gift-registry/checklist/${encodeURIComponent(String(registryId))}`;
}

/**
 * The current path and query, and with `anchor` the anchor (002 §2: the favorites sign-in
 * returns to the current path and query with the sku as anchor).
 */
export function currentPath(location: ListsEnv['location'], anchor?: string): string {
  return `${location.pathname}${location.search}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/**
 * The sign-in page with `returnUrl`: `signInUrl` (a prop, same origin only; refused or absent:
 * {@link SIGN_IN_URL}) plus `?returnUrl=…`.
 */
export function signInHref(returnUrl: string, signInUrl: string | undefined, island: string, origin: string): string {
  const base = checkUrl(signInUrl, { island, field: 'signInUrl', sameOrigin: true, base: `${origin}/`, instead: `using ${SIGN_IN_URL}` }) ?? SIGN_IN_URL;
  const url = new URL(base, `${origin}/`);
  url.searchParams.set('returnUrl', returnUrl);
  return `${url.pathname}${url.search}`;
}
