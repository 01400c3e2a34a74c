import { html } from '../html.js';
import type { Page, PageContext } from './context.js';
import { island } from './islands.js';

/**
 * Only paths on this site may be a return URL (an unknown target would leave the site). The URL
 * parser decides, as in Hearth's own filter: `//host`, `/\host` and `/` + TAB + `/host` (the
 * parser drops the TAB) all name another host; control characters are refused outright.
 */
export function safeReturnUrl(value: string | null, origin: string): string {
   
  if (!value || /[\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    const url = new URL(value, `${origin}/`);
    if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** Account sign-in (001 §2, §8): /account/sign-in and the fallback /account/login?returnUrl=… */
export function signInPage(ctx: PageContext): Page {
  const returnUrl = safeReturnUrl(ctx.url.searchParams.get('returnUrl'), ctx.url.origin);
  const main = html`<h1>Account Sign In</h1>
${island('sign-in', {
  id: 'sign-in',
  props: { returnUrl, isRedirect: ctx.url.searchParams.get('isRedirect') === 'true' },
  fallback: html`<p class="fallback" role="status">Loading sign-in…</p>`,
})}`;
  return { title: 'Account Sign In', main };
}
