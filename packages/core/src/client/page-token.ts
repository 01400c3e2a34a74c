import { getConfig } from '../config/config-store';
import { readAntiForgeryToken } from './anti-forgery';

// A module of its own: only what posts outside the call client (sign-in, the cart's guest checkout
// form) needs it, so the client's chunk, on nearly every page, does not carry it.

/**
 * The anti-forgery token of this page (see {@link readAntiForgeryToken}), for what posts outside
 * the call client (a form sent to the page's own origin); `''` when there is none, or no page.
 * Send it only to the page's origin.
 */
export function getAntiForgeryToken(): string {
  return readAntiForgeryToken(getConfig(), globalThis.document as Document | undefined);
}
