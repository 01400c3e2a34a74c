/** Page rules of the special-order page [ref: configurator#screens]: title, URL, `scroll=true`, links. */
import { samePageUrl, formatMessage } from '@hearth/core';
import { productMessage } from '../../wording';

/** What the page title is made of. */
export interface TitleInput {
  name: string;
  reviewCount: number;
  brand: string;
  /** The `{product}` of ' | {product}' on brands other than CB2 (the store's name, from props). */
  storeName?: string | undefined;
  /** The debug variant. */
  debug?: boolean | undefined;
  sku?: string | undefined;
}

/**
 * [ref: configurator#screens]: the product name, plus ' + Reviews' when the review count is not zero, then ' | CB2'
 * (second brand) or ' | {product}'. The debug variant is 'Debug Tools | Special Order | {sku} | brand'.
 * Without a store name (main and kids brands) nothing follows the name.
 */
export function pageTitle({ name, reviewCount, brand, storeName, debug, sku }: TitleInput): string {
  if (debug)
    return formatMessage(productMessage('debugTitle', 'Debug Tools | Special Order | {sku} | {brand}'), {
      sku: sku ?? '',
      brand,
    });
  const base = `${name}${reviewCount !== 0 ? productMessage('reviewsSuffix', ' + Reviews') : ''}`;
  if (brand === 'cb2') return `${base} | ${productMessage('cb2Title', 'CB2')}`;
  return storeName ? `${base} | ${storeName}` : base;
}

/** The query parameter that opens the fabric/leather drawer [ref: configurator#screens]. */
export const SCROLL_PARAM = 'scroll';

/** Whether the page was opened with `scroll=true`. */
export function wantsScroll(search: string): boolean {
  return new URLSearchParams(search).get(SCROLL_PARAM) === 'true';
}

/**
 * The address the page's URL is replaced with [ref: configurator#screens]: the special-order URL (or in debug mode
 * the debugger URL plus the sku), keeping the page's query but `scroll`, and its hash. `undefined`
 * when there is nothing to replace. `target.url` and `target.debugUrl` come from the URL filter;
 * without them the page keeps its own path, written by `samePageUrl` (never `//host…`).
 */
export function replacedUrl(
  current: { origin: string; pathname: string; search: string; hash: string },
  target: { url?: string | undefined; debug?: boolean | undefined; debugUrl?: string | undefined; sku: string },
): string | undefined {
  const base =
    target.debug && target.debugUrl
      ? `${target.debugUrl.replace(/\/+$/, '')}/${encodeURIComponent(target.sku)}`
      : target.url;
  const params = new URLSearchParams(current.search);
  params.delete(SCROLL_PARAM);
  const query = params.toString();
  const search = query ? `?${query}` : '';
  const next = base === undefined ? samePageUrl(current, search, current.hash) : `${base}${search}${current.hash}`;
  return next === samePageUrl(current, current.search, current.hash) ? undefined : next;
}

/** 'Customize Your Sectional': the sectional configurator with collection and item type codes [ref: configurator#screens]. */
export function sectionalHref(url: string, collectionCode: string, itemTypeCode: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (collectionCode) params.set('collectionCode', collectionCode);
  if (itemTypeCode) params.set('itemTypeCode', itemTypeCode);
  const text = params.toString();
  return text ? `${path}?${text}` : path!;
}
