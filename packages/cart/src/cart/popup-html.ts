/** 000 §4: the content behind a checkout `popupUrl`, fetched and sanitized before it is shown. */
import { sameOriginUrl } from '@hearth/core';

/** What a popupUrl popup shows. */
export interface PopupContent {
  /** The first heading of the content (it names the dialog), or `null`. */
  title: string | null;
  /** Sanitized HTML without that heading. */
  html: string;
}

/** Fetches text; swapped in tests. */
export type FetchText = (
  url: string,
  init: RequestInit,
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * Fetches the popup's HTML (same origin only: the server names it, but a cross-origin URL would
 * also be a way to show foreign markup in the shop), sanitizes it and lifts its first heading out
 * as the dialog's title.
 *
 * @throws when the URL is on another origin or the answer is not 2xx
 */
export async function loadPopupContent(
  url: string,
  fetchText: FetchText = (u, i) => fetch(u, i),
  base = window.location.href,
): Promise<PopupContent> {
  const target = sameOriginUrl(url, { base });
  if (target === null) throw new Error(`popupUrl ${JSON.stringify(url)} is not on this site.`);
  const response = await fetchText(new URL(target, base).href, {
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  });
  if (!response.ok) throw new Error(`popupUrl failed. Status: ${response.status}`);
  const raw = await response.text();
  // The sanitizer (DOMPurify) is loaded only when a popupUrl popup opens: it stays out of the cart chunk.
  const { sanitizeHtml } = await import('./sanitize');
  return splitTitle(raw, sanitizeHtml);
}

// The title is taken as text from an inert <template> parse (nothing loads or runs there); the
// rest goes through the sanitizer.
function splitTitle(raw: string, sanitizeHtml: (html: string) => string): PopupContent {
  const template = document.createElement('template');
  template.innerHTML = raw;
  const heading = template.content.querySelector('h1, h2, h3');
  const title = heading?.textContent?.trim() || null;
  if (title) heading?.remove();
  return { title, html: sanitizeHtml(template.innerHTML) };
}
