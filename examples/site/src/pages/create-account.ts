import { html } from '../html.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { demoHint } from './layout/demo-hint.js';

const FIELDS = [
  ['firstName', 'First Name', 'text', 'given-name'],
  ['lastName', 'Last Name', 'text', 'family-name'],
  ['email', 'Email Address', 'email', 'email'],
  ['password', 'Password', 'password', 'new-password'],
] as const;

/**
 * /account/create-account ([ref: sign-in#screens] 'Create an Account'): the sign-up form. The demo creates no
 * accounts: sending the form says so and points to the demo account.
 */
export function createAccountPage(ctx: PageContext): Page {
  const sent = ctx.form !== undefined;
  const main = html`<div class="narrow">
<h1>Create an Account</h1>
${
  sent
    ? html`<p class="notice" role="status" id="create-account-result">This is a demo store, so no account was created. Sign in with the demo account below instead.</p>`
    : html`<p class="lede">Save addresses and cards, track orders and keep favorites.</p>`
}
<form method="post" action="/account/create-account" class="stack-form">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  ${FIELDS.map(([name, label, type, autocomplete]) => html`<p><label for="ca-${name}">${label}</label><input id="ca-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required></p>`)}
  <p><button type="submit" class="button button--primary">Create Account</button></p>
</form>
<p>Already have an account? <a href="/account/sign-in">Sign in</a></p>
${demoHint('create-hint')}
</div>`;
  return { title: 'Create an Account', main };
}

export default {
  routes: [{ path: '/account/create-account', render: createAccountPage, acceptsPost: true }],
  storeLinks: [['/account/create-account', 'Create an Account']],
} satisfies SitePage;
