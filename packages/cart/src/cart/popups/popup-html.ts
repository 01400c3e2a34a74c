/** [ref: cart#rules]: the content behind a checkout `popupUrl`, fetched and sanitized before it is shown. */
import { defineCall, sameOriginUrl, type CallDefinition, type HearthClient } from '@hearth/core';
import { string } from 'superstruct';

/** What a popupUrl popup shows. */
export interface PopupContent {
  /** The first heading of the content (it names the dialog), or `null`. */
  title: string | null;
  /** Sanitized HTML without that heading. */
  html: string;
}

/**
 * The popup a checkout answer names ([ref: cart#rules] `popupUrl`): a GET of that path through the call
 * client (its timeout and error kinds), answered with HTML. The path is the server's, so the call
 * is made for it.
 */
export function popupUrlCall(path: string): CallDefinition<string> {
  return defineCall({ name: 'popupUrl', method: 'GET', path, answer: string(), answerFormat: 'text' });
}

/**
 * Fetches the popup's HTML through `client` (same origin only: the server names it, but a
 * cross-origin URL would also be a way to show foreign markup in the shop), sanitizes it and
 * lifts its first heading out as the dialog's title.
 *
 * @throws when the URL is on another origin, or the call fails (a `HearthCallError`)
 */
export async function loadPopupContent(
  url: string,
  client: Pick<HearthClient, 'send'>,
  base = window.location.href,
): Promise<PopupContent> {
  const target = sameOriginUrl(url, { base });
  if (target === null) throw new Error(`popupUrl ${JSON.stringify(url)} is not on this site.`);
  const raw = await client.send(popupUrlCall(target));
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
  // Stryker disable next-line OptionalChaining: an element's textContent is never null
  const title = heading?.textContent?.trim() || null;
  if (title) heading?.remove();
  return { title, html: sanitizeHtml(template.innerHTML) };
}
