import { html, type SafeHtml } from '../html.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { island, openButton } from './layout/islands.js';
import { safeReturnUrl } from './sign-in.js';

/**
 * /demo/account: the account popups as a legacy page opens them ([ref: script-tag#attributes-and-windowhearth] `data-island-open`):
 * the 'Account Sign In' popup, the forgot-password popup, the Apply New Card popup (any card and the
 * store credit card), plus forgot-password and Apply New Card islands with their own triggers,
 * each over the legacy form it stands in for (what a shopper types there goes into the popup;
 * without the island the form posts back here). The page script shows the applied
 * card's type and last four from `hearth:card-entered` (never the full number).
 */
export function accountDemoPage(ctx: PageContext): Page {
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
  ${island('forgot-password', { id: 'forgot-password-island', props: { triggerLabel: 'Reset my password' }, fallback: resetForm(ctx) })}
  ${island('card-entry', { id: 'card-entry-island', props: { triggerLabel: 'Add a card' }, fallback: cardForm(ctx) })}
  ${ctx.form ? html`<p id="legacy-post" role="status">The legacy form was sent.</p>` : ''}
</section>
<section aria-labelledby="card-title">
  <h2 id="card-title">Applied card</h2>
  <p id="applied-card" role="status">No card applied yet.</p>
</section>`;
  return { title: 'Account and payment popups', main, scripts: ['/assets/site/demo-account.js'] };
}

/** The legacy reset-password form: the in-page `forgot-password` island's fallback (its email is `email`). */
function resetForm(ctx: PageContext): SafeHtml {
  return html`<form method="post" action="/demo/account" class="stack-form" id="reset-fallback">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  <p><label for="reset-email">Email Address</label><input id="reset-email" name="email" type="email" autocomplete="email"></p>
  <p><button type="submit" class="button button--secondary">Submit</button></p>
</form>`;
}

/**
 * The legacy card form: the in-page `card-entry` island's fallback, with the island's field names
 *. Posted without the island, the demo server reads none of it.
 */
function cardForm(ctx: PageContext): SafeHtml {
  return html`<form method="post" action="/demo/account" class="stack-form" id="card-fallback">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  <p><label for="card-number">Card Number</label><input id="card-number" name="cardNumber" autocomplete="cc-number" inputmode="numeric"></p>
  <p><label for="card-expiry">Expiration Date (MM/YY)</label><input id="card-expiry" name="expiry" autocomplete="cc-exp"></p>
  <p><label for="card-cvv">Security Code</label><input id="card-cvv" name="cvv" autocomplete="cc-csc" inputmode="numeric"></p>
  <p><label class="checkbox"><input type="checkbox" name="saveToAccount" value="true"> Save this card to my account</label></p>
  <p><button type="submit" class="button button--secondary">Apply</button></p>
</form>`;
}

/**
 * /account/auth/confirm?returnUrl=…: where the server sends the shopper after /account/auth
 * [ref: sign-in#screens]. The session is signed in by then, so it sends the shopper straight on
 * to where they were (a same-site return URL, else the home page), as a store's does: no page
 * in between to click through.
 */
export function authConfirmPage(ctx: PageContext): Page {
  const returnUrl = safeReturnUrl(ctx.url.searchParams.get('returnUrl'), ctx.url.origin);
  return { title: 'Account Sign In', main: html``, redirect: returnUrl };
}

export default {
  routes: [
    { path: '/account/auth/confirm', render: authConfirmPage },
    { path: '/demo/account', render: accountDemoPage, acceptsPost: true },
  ],
  devLinks: [['/demo/account', 'Account popups: sign-in, forgot password, Apply New Card']],
} satisfies SitePage;
