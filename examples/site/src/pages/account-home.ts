import { html } from '../html.js';
import { DEMO_REGISTRIES, shopper, signOutSession } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';

/**
 * /account: the signed-in shopper's page ([ref: sign-in#rules] sends them here when no return URL is given):
 * their name and email, and 'Sign Out' (a form post). A guest is asked to sign in.
 */
export function accountPage(ctx: PageContext): Page {
  const user = shopper(ctx.session.id);
  const main = user
    ? html`<h1>Hi, ${user.firstName}</h1>
<p class="lede">You're signed in as ${user.firstName} ${user.lastName} (${user.emailAddress}).</p>
<ul class="link-list"><li><a href="/checkout/cart">Your cart</a></li><li><a href="/favorites">Your Favorites</a></li>${DEMO_REGISTRIES.map(
        (r) => html`<li><a href="/gift-registry/registrant-list/${String(r.id)}">Gift registry: ${r.name}</a></li>`,
      )}<li><a href="/">Continue shopping</a></li></ul>
<form method="post" action="/account/sign-out">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  <button type="submit" class="button button--secondary">Sign Out</button>
</form>`
    : html`<h1>Your account</h1>
<p class="lede">Sign in to see your account.</p>
<p><a class="button button--primary" href="/account/sign-in?returnUrl=%2Faccount">Sign in</a></p>`;
  return { title: 'Your account', main };
}

/** POST /account/sign-out: signs the session out and goes home. */
export function signOutPage(ctx: PageContext): Page | undefined {
  if (!ctx.form) return undefined;
  signOutSession(ctx.session.id);
  return { title: 'Signed out', main: html``, redirect: '/' };
}

export default {
  routes: [
    { path: '/account', render: accountPage },
    {
      path: '/account/sign-out',
      render: (ctx) => signOutPage(ctx) ?? { title: 'Your account', main: accountPage(ctx).main, redirect: '/account' },
      acceptsPost: true,
    },
  ],
  storeLinks: [['/account', 'Your account']],
} satisfies SitePage;
