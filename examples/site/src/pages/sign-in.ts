import { html, type SafeHtml } from '../html.js';
import { DEMO_ACCOUNT, signInDemoAccount } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { demoHint } from './layout/demo-hint.js';
import { island } from './layout/islands.js';

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

/** The legacy sign-in form: the `sign-in` island's server fallback, posting to /account/login. */
function signInForm(ctx: PageContext, returnUrl: string, error: string | undefined, email: string): SafeHtml {
  return html`<form method="post" action="/account/login" class="stack-form sign-in-fallback">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  <input type="hidden" name="returnUrl" value="${returnUrl}">
  ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
  <p><label for="fallback-email">Email Address</label><input id="fallback-email" name="email" type="email" autocomplete="username" value="${email}" required></p>
  <p><label for="fallback-password">Password</label><input id="fallback-password" name="password" type="password" autocomplete="current-password" required></p>
  <p><button type="submit" class="button button--primary">Sign In</button></p>
  <p>Don't have an account? <a href="/account/create-account">Create an Account</a></p>
</form>`;
}

/**
 * Account sign-in [ref: sign-in#screens, #errors]: /account/sign-in and the fallback /account/login?returnUrl=…,
 * with the demo data beside the form. Without the island, its fallback form posts to
 * /account/login, which signs the demo account in and goes to the return URL.
 */
export function signInPage(ctx: PageContext): Page {
  const params = ctx.form ?? ctx.url.searchParams;
  const returnUrl = safeReturnUrl(params.get('returnUrl'), ctx.url.origin);
  let error: string | undefined;
  if (ctx.form) {
    const email = (ctx.form.get('email') ?? '').trim().toLowerCase();
    if (email === DEMO_ACCOUNT.email && ctx.form.get('password') === DEMO_ACCOUNT.password) {
      signInDemoAccount(ctx.session.id);
      return { title: 'Account Sign In', main: html``, redirect: returnUrl };
    }
    error = 'The email address or password is not correct.';
  }
  const main = html`<div class="sign-in-page">
<div class="sign-in-page__form">
<h1>Account Sign In</h1>
${island('sign-in', {
  id: 'sign-in',
  props: { returnUrl, isRedirect: ctx.url.searchParams.get('isRedirect') === 'true' },
  fallback: signInForm(ctx, returnUrl, error, ctx.form?.get('email') ?? ''),
})}
</div>
${demoHint('sign-in-hint')}
</div>`;
  return { title: 'Account Sign In', main };
}

export default {
  routes: [
    { path: '/account/sign-in', render: signInPage },
    // the sign-in island's fallback form posts here (the legacy sign-in)
    { path: '/account/login', render: signInPage, acceptsPost: true },
  ],
  devLinks: [['/account/sign-in', 'Account sign-in']],
} satisfies SitePage;
