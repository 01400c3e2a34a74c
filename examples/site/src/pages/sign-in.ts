import { html } from '../html.js';
import type { Page, PageContext } from './context.js';
import { island } from './islands.js';

/** Only same-site paths may be a return URL (an unknown target would leave the site). */
function safeReturnUrl(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** Account sign-in (001 §2, §8): /account/sign-in and the fallback /account/login?returnUrl=… */
export function signInPage(ctx: PageContext): Page {
  const returnUrl = safeReturnUrl(ctx.url.searchParams.get('returnUrl'));
  const main = html`<h1>Account Sign In</h1>
${island('sign-in', {
  id: 'sign-in',
  props: { returnUrl, isRedirect: ctx.url.searchParams.get('isRedirect') === 'true' },
  fallback: html`<p class="fallback" role="status">Loading sign-in…</p>`,
})}`;
  return { title: 'Account Sign In', main };
}
