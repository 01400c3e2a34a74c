import { html } from '../html.js';
import type { Page, PageContext, SitePage } from './context.js';
import { island, openButton } from './islands.js';
import { safeReturnUrl } from './sign-in.js';

/**
 * /demo/account: the account popups as a legacy page opens them (CONTRACT §2 `data-island-open`):
 * the 'Account Sign In' popup, the forgot-password popup, the Apply New Card popup (any card and the
 * store credit card), plus a forgot-password island with its own trigger. The page script shows
 * the applied card's type and last four from `hearth:card-entered` (never the full number).
 */
export function accountDemoPage(_ctx: PageContext): Page {
  const main = html`<h1>Account and payment popups</h1>
<section aria-labelledby="popups-title">
  <h2 id="popups-title">Open a popup</h2>
  <ul class="link-list">
    <li>${openButton('sign-in', 'Sign in (popup)', { returnUrl: '/demo/account' }, 'open-sign-in')}</li>
    <li>${openButton('forgot-password', 'Forgot your password?', undefined, 'open-forgot-password')}</li>
    <li>${openButton('card-entry', 'Apply new card', undefined, 'open-card-entry')}</li>
    <li>${openButton('card-entry', 'Apply store credit card', { cardType: 'StoreCreditCard', showSaveToAccount: false }, 'open-store-card')}</li>
  </ul>
</section>
<section aria-labelledby="trigger-title">
  <h2 id="trigger-title">An island with its own trigger</h2>
  ${island('forgot-password', { id: 'forgot-password-island', props: { triggerLabel: 'Reset my password' }, fallback: html`<a href="/account/sign-in">Reset password</a>` })}
</section>
<section aria-labelledby="card-title">
  <h2 id="card-title">Applied card</h2>
  <p id="applied-card" role="status">No card applied yet.</p>
</section>`;
  return { title: 'Account and payment popups', main, scripts: ['/assets/site/demo-account.js'] };
}

/** /account/auth/confirm?returnUrl=…: where the server sends the shopper after /account/auth (001 §2). */
export function authConfirmPage(ctx: PageContext): Page {
  const returnUrl = safeReturnUrl(ctx.url.searchParams.get('returnUrl'), ctx.url.origin);
  const main = html`<h1>You're signed in</h1>
<p id="signed-in">Welcome back. <a href="${returnUrl}">Continue</a></p>`;
  return { title: "You're signed in", main };
}

export default {
  routes: [
    { path: '/account/auth/confirm', render: authConfirmPage },
    { path: '/demo/account', render: accountDemoPage },
  ],
  devLinks: [['/demo/account', 'Account popups: sign-in, forgot password, Apply New Card']],
} satisfies SitePage;
