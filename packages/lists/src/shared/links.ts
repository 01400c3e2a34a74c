/**
 * Routes and return URLs of the lists islands [ref: lists#screens]. Addresses from props go through the core
 * URL filter (same origin only: they become navigations).
 */
import { checkUrl, samePageUrl, withQuery } from '@hearth/core';
import type { ListsEnv } from './env';

/** [ref: lists#screens]: 'View Now' after an item is added to a list. */
export const FAVORITES_URL = '/Favorites/';
/** [ref: lists#screens]: the sign-in page, with `returnUrl`. */
export const SIGN_IN_URL = '/account/login';
/** Hearth's choice: where a signed-in shopper without a registry goes to make one ([ref: registry#screens] names the new-registry page). */
export const CREATE_REGISTRY_URL = '/gift-registry/new';

/** [ref: registry#screens]: 'View Registry' / 'View My Registry', opened in a new window. */
export function registrantListUrl(registryId: string | number): string {
  return `/gift-registry/registrant-list/${encodeURIComponent(String(registryId))}`;
}

/** [ref: lists#screens]: 'View Checklist'. */
export function checklistUrl(registryId: string | number): string {
  return `/gift-registry/checklist/${encodeURIComponent(String(registryId))}`;
}

/**
 * The current path and query, and with `anchor` the anchor ([ref: favorites#screens]: the favorites sign-in
 * returns to the current path and query with the sku as anchor). On a page whose path starts
 * with `//` it is the absolute URL, never `//host…`.
 */
export function currentPath(location: ListsEnv['location'], anchor?: string): string {
  return samePageUrl(location, location.search, anchor ? `#${encodeURIComponent(anchor)}` : '');
}

/**
 * The sign-in page with `returnUrl`: `signInUrl` (a prop, same origin only; refused or absent:
 * {@link SIGN_IN_URL}) plus `?returnUrl=…`. The query is added to what the URL filter returned
 * ({@link withQuery}), never rebuilt from its path: `/.//evil.example/x` passes the filter as
 * `https://<this site>//evil.example/x`, and its path `//evil.example/x` would be a link to evil.example.
 */
export function signInHref(returnUrl: string, signInUrl: string | undefined, island: string, origin: string): string {
  const base = `${origin}/`;
  const page =
    checkUrl(signInUrl, { island, field: 'signInUrl', sameOrigin: true, base, instead: `using ${SIGN_IN_URL}` }) ??
    SIGN_IN_URL;
  return (
    withQuery(page, { returnUrl }, { base, sameOrigin: true }) ??
    `${SIGN_IN_URL}?${new URLSearchParams({ returnUrl }).toString()}`
  );
}
