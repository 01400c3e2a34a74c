import { html } from '../html.js';
import { DEMO_ACCOUNT, signInDemoAccount } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { safeReturnUrl } from './sign-in.js';

/** The demo's identity providers ([ref: sign-in#screens] social sign-in: `/account/auth/loginwithidp?idp=…`). */
const PROVIDERS = { Google: 'Google', Apple: 'Apple' } as const;

/**
 * /account/auth/loginwithidp?idp=Google|Apple&redirectUrl=…: a demo identity provider's page
 * standing in for Google's and Apple's. 'Continue' (a form post with the anti-forgery field)
 * signs the session in as the demo account and goes to the redirect URL (a path on this site,
 * else `/`); 'Cancel' goes back to the sign-in page.
 */
export function identityProviderPage(ctx: PageContext): Page {
  const params = ctx.form ?? ctx.url.searchParams;
  const idp = params.get('idp') === 'Apple' ? PROVIDERS.Apple : PROVIDERS.Google;
  const redirectUrl = safeReturnUrl(params.get('redirectUrl'), ctx.url.origin);
  if (ctx.form) {
    signInDemoAccount(ctx.session.id);
    return { title: `Sign in with ${idp}`, main: html``, redirect: redirectUrl };
  }
  const main = html`<section class="idp" aria-labelledby="idp-title">
  <p class="idp__badge">Demo identity provider</p>
  <h1 id="idp-title">Sign in with ${idp}</h1>
  <p>This stands in for ${idp}'s own page: no ${idp} account is used. Continue to sign in to the store as the demo account.</p>
  <p class="idp__account"><span class="idp__avatar" aria-hidden="true">J</span> <span><strong>Jordan Avery</strong><br>${DEMO_ACCOUNT.email}</span></p>
  <form method="post" action="/account/auth/loginwithidp" class="idp__actions">
    <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
    <input type="hidden" name="idp" value="${idp}">
    <input type="hidden" name="redirectUrl" value="${redirectUrl}">
    <button type="submit" class="button button--primary">Continue as Jordan</button>
    <a class="button button--secondary" href="/account/sign-in?returnUrl=${encodeURIComponent(redirectUrl)}">Cancel</a>
  </form>
</section>`;
  return { title: `Sign in with ${idp}`, main };
}

export default {
  // [ref: sign-in#screens] social sign-in: the demo identity provider
  routes: [{ path: '/account/auth/loginwithidp', render: identityProviderPage, acceptsPost: true }],
  storeLinks: [
    [
      '/account/auth/loginwithidp?idp=Google&redirectUrl=%2F&messageType=ExistingGoogleAccount',
      'Sign in with Google (demo)',
    ],
    ['/account/auth/loginwithidp?idp=Apple&redirectUrl=%2F', 'Sign in with Apple (demo)'],
  ],
} satisfies SitePage;
