import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, runAxe, type ChromiumSession } from '../../../scripts/browser/browser.js';
import {
  clearFaults,
  DEMO_ACCOUNT,
  setFault,
  siteUrl,
  waitForIslands,
  watchedPage,
  type ConsoleWatch,
} from './helpers.js';

/**
 * The account islands through the script tag: the `sign-in` widget on /account/sign-in,
 * and the 'Account Sign In', forgot-password and Apply New Card popups opened by
 * `data-island-open` on /demo/account. Axe after each state.
 */
let browser: ChromiumSession;
let page: Page;
let watch: ConsoleWatch;

const DEMO = DEMO_ACCOUNT;
const CARD = '4111111111111111';

beforeAll(async () => {
  browser = await launchChromium({ forTests: true });
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ page, watch } = await watchedPage(browser));
});
afterEach(async () => {
  await page.close();
  // the site server keeps faults for the whole run: switch off what this test set
  await clearFaults();
  expect(watch.pageErrors).toEqual([]);
});

const axeClean = async () => expect(await runAxe(page)).toEqual([]);
const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

describe('sign-in widget (/account/sign-in)', () => {
  beforeEach(async () => {
    await page.goto(siteUrl('/account/sign-in?returnUrl=%2Fcheckout%2Fshipping'));
    await waitForIslands(page);
    await page.getByRole('textbox', { name: 'Email Address' }).waitFor();
  });

  it('mounts with Google and Apple, create-account, and the new-window links; axe clean', async () => {
    expect(await page.locator('#sign-in').getAttribute('data-hearth-state')).toBe('mounted');
    expect(await page.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toContain(
      'messageType=ExistingGoogleAccount',
    );
    expect(await page.getByRole('link', { name: 'Sign in with Apple' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Terms of Use (opens in a new window)' }).getAttribute('target')).toBe(
      '_blank',
    );
    await axeClean();
  });

  it('shows the server messages for empty fields and a wrong password; axe clean', async () => {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Please enter your email address.');
    expect(await page.getByRole('textbox', { name: 'Email Address' }).getAttribute('aria-invalid')).toBe('true');
    await axeClean();
    await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The email address or password you entered is incorrect.');
    await axeClean();
  });

  it('signs in: the identity provider, the form POST to /account/auth, /account/auth/confirm, then straight back to the return URL', async () => {
    await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/account/auth');
    const confirmed = page.waitForRequest((r) => new URL(r.url()).pathname === '/account/auth/confirm');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const request = await posted;
    const fields = new URLSearchParams(request.postData() ?? '');
    expect(fields.get('redirectUrl')).toBe('/checkout/shipping');
    expect(fields.get('sessionToken')).toMatch(/^st-/);
    expect(fields.get('__RequestVerificationToken')).toBeTruthy();
    expect(new URL((await confirmed).url()).searchParams.get('returnUrl')).toBe('/checkout/shipping');
    // no page in between: the shopper lands where the sign-in was asked for
    await page.waitForURL((url) => url.pathname === '/checkout/shipping');
  });

  it("from the header's 'Sign in' on a product page, signing in returns to that product page", async () => {
    await page.goto(siteUrl('/furniture/stoneware-table-lamp/s300101'));
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/account/sign-in');
    await waitForIslands(page);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/furniture/stoneware-table-lamp/s300101');
    await page.getByRole('banner').getByRole('link', { name: 'Hi, Jordan' }).waitFor();
    expect(await page.getByText(/You're signed in/).count()).toBe(0);
  });

  it('Reset password opens the forgot-password popup through window.hearth, prefilled', async () => {
    await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await dialog('Reset password').waitFor();
    expect(await dialog('Reset password').getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(
      DEMO.email,
    );
    await page.keyboard.press('Escape');
    await dialog('Reset password').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reset password');
  });
});

describe('account popups (/demo/account)', () => {
  beforeEach(async () => {
    await page.goto(siteUrl('/demo/account'));
    await waitForIslands(page);
  });

  it('opens the Account Sign In popup; Escape gives focus back to its button; axe clean', async () => {
    await page.locator('#open-sign-in').click();
    await dialog('Account Sign In').getByRole('textbox', { name: 'Email Address' }).waitFor();
    expect(await dialog('Account Sign In').getAttribute('aria-modal')).toBe('true');
    await axeClean();
    await page.keyboard.press('Escape');
    await dialog('Account Sign In').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('open-sign-in');
  });

  it('from the Account Sign In popup, Reset password opens its own popup on top, named by its own title; Escape closes only that one', async () => {
    await page.locator('#open-sign-in').click();
    await dialog('Account Sign In').getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
    await dialog('Account Sign In').getByRole('button', { name: 'Reset password' }).click();
    // two islands on the page now; each names its dialog and labels its fields with its own ids
    const reset = dialog('Reset password');
    await reset.waitFor({ timeout: 5_000 });
    const email = reset.getByRole('textbox', { name: 'Email Address' });
    expect(await email.inputValue()).toBe(DEMO.email);
    await email.click();
    await page.keyboard.press('Escape');
    await reset.waitFor({ state: 'detached' });
    expect(await dialog('Account Sign In').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reset password');
  });

  it('forgot password: the spec message for a bad email, then the success view; axe clean', async () => {
    await page.locator('#open-forgot-password').click();
    const popup = dialog('Reset password');
    // what it is for, before Submit: under the title, its description
    const describedBy = await popup.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/send you a link to reset your password/);
    await popup.getByRole('textbox', { name: 'Email Address' }).fill('name@shop');
    await popup.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => popup.getByRole('alert').textContent())
      .toBe('Please enter a valid Email Address (i.e. yourname@example.com).');
    await axeClean();
    await popup.getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
    await popup.getByRole('button', { name: 'Submit' }).click();
    // the success view keeps the title
    await expect.poll(() => popup.getByRole('status').textContent()).toContain('you will receive an email');
    await axeClean();
  });

  it('a popup of no size of its own is 450 px wide on desktop, the window wide on mobile [ref: ui#limits]', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('#open-forgot-password').click();
    const popup = dialog('Reset password');
    await popup.waitFor();
    await expect.poll(async () => (await popup.boundingBox())?.width).toBe(450);
    // the window's width: what a fixed box from edge to edge gets (a desktop browser keeps its
    // scrollbar's room; a phone's scrollbars take none)
    const windowWidth = () =>
      page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.cssText = 'position: fixed; left: 0; right: 0; top: 0; height: 1px';
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await popup.boundingBox())?.width).toBe(await windowWidth());
    await page.setViewportSize({ width: 769, height: 800 });
    await expect.poll(async () => (await popup.boundingBox())?.width).toBe(450);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(async () => (await popup.boundingBox())?.width).toBe(await windowWidth());
  });

  it('forgot password: a server failure keeps the email and shows the message', async () => {
    await setFault(page, 'okta-reset-password-request', 'http503');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await dialog('Reset password').waitFor();
    const popup = dialog('Reset password');
    await popup.getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
    await popup.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => popup.getByRole('alert').textContent())
      .toContain("We couldn't send the reset link right now.");
    expect(await popup.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(DEMO.email);
    await axeClean();
  });

  it('Apply New Card: errors, then hearth:card-entered with no card data, never to the console; axe clean', async () => {
    await page.evaluate(() => {
      const w = window as unknown as { enteredDetails: unknown[] };
      w.enteredDetails = [];
      document.addEventListener('hearth:card-entered', (event) => w.enteredDetails.push((event as CustomEvent).detail));
    });
    await page.locator('#open-card-entry').click();
    const popup = dialog('Apply New Card');
    const number = popup.getByRole('textbox', { name: 'Card Number' });
    expect(await number.getAttribute('maxlength')).toBe('24');
    expect(await number.getAttribute('inputmode')).toBe('numeric');
    await popup.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => popup.getByRole('alert').allTextContents())
      .toEqual([
        'Please enter a valid credit card number.',
        'Please enter a valid expiration date.',
        'Please enter a valid security code.',
      ]);
    await axeClean();
    await number.pressSequentially(CARD);
    expect(await number.inputValue()).toBe('4111 1111 1111 1111');
    await popup.getByRole('textbox', { name: 'Expiration Date (MM/YY)' }).pressSequentially('829');
    await popup.getByRole('textbox', { name: /^Security Code/ }).fill('123');
    await popup.getByRole('button', { name: 'Apply' }).click();
    await popup.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('#applied-card').textContent()).toBe('Applied Visa ending in 1111.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('open-card-entry');
    expect(await page.content()).not.toContain(CARD);
    expect(watch.errors.join('\n')).not.toContain(CARD);
    // The event tells the page about the card without the number or the security code.
    expect(await page.evaluate(() => (window as unknown as { enteredDetails: unknown[] }).enteredDetails)).toEqual([
      { type: 'Visa', lastFour: '1111', saveToAccount: false },
    ]);
    await axeClean();
  });

  it('hearth.open with an onApply callback hands it the Card entity [ref: card-entry#data]', async () => {
    await page.evaluate(() => {
      const w = window as unknown as { appliedCard?: unknown };
      const opener = document.getElementById('open-card-entry');
      void window.hearth!.open('card-entry', { onApply: (card: unknown) => (w.appliedCard = card) }, opener);
    });
    const popup = dialog('Apply New Card');
    await popup.getByRole('textbox', { name: 'Card Number' }).pressSequentially('378282246310005');
    await popup.getByRole('textbox', { name: 'Expiration Date (MM/YY)' }).pressSequentially('1230');
    await popup.getByRole('textbox', { name: /^Security Code/ }).fill('1234');
    await popup.getByRole('checkbox', { name: 'Save this card to my account' }).check();
    await popup.getByRole('button', { name: 'Apply' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { appliedCard?: unknown }).appliedCard)).toEqual({
      number: '378282246310005',
      type: 'AmericanExpress',
      expMonth: '12',
      expYear: '2030',
      cvv: '1234',
      saveToAccount: true,
    });
    await expect
      .poll(() => page.locator('#applied-card').textContent())
      .toBe('Applied American Express ending in 0005 (saved to account).');
  });

  it.each([
    ['sign-in', '{"lockUsername":"yes"}', 'lockUsername'],
    ['forgot-password', '{"email":42}', 'email'],
    ['card-entry', '{"cardType":"Bogus"}', 'cardType'],
    ['sign-in', '{not json', 'data-props'],
  ])(
    'bad props for %s (%s): one console.error naming the island and field; server HTML and the page stay',
    async (name, props, field) => {
      const before = watch.errors.length;
      await page.evaluate(
        ([island, json]) => {
          const el = document.createElement('div');
          el.id = 'bad-island';
          el.setAttribute('data-island', island!);
          el.setAttribute('data-props', json!);
          el.innerHTML = '<a href="/account/sign-in">Server fallback</a>';
          document.querySelector('main')!.append(el);
        },
        [name, props],
      );
      await expect.poll(() => watch.errors.length).toBeGreaterThan(before);
      const logged = watch.errors.slice(before);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(`"${name}"`);
      expect(logged[0]).toContain(field);
      expect(await page.locator('#bad-island').innerHTML()).toBe('<a href="/account/sign-in">Server fallback</a>');
      // The rest of the page still works: another popup opens.
      await page.locator('#open-forgot-password').click();
      await dialog('Reset password').waitFor();
    },
  );

  it('the store credit card hides expiry and security code', async () => {
    await page.locator('#open-store-card').click();
    const popup = dialog('Apply New Card');
    await popup.getByRole('textbox', { name: 'Card Number' }).fill('6011000000000004');
    expect(await popup.getByRole('textbox', { name: 'Expiration Date (MM/YY)' }).count()).toBe(0);
    expect(await popup.getByRole('textbox', { name: /Security Code/ }).count()).toBe(0);
    await axeClean();
    await popup.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.locator('#applied-card').textContent())
      .toBe('Applied Hearth Home Card ending in 0004.');
  });
});
