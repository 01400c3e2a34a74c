import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import {
  DEMO_ACCOUNT,
  settleAnimations,
  siteUrl,
  setupChromiumPerSession,
  waitForIslands,
  watchedPage,
  type ConsoleWatch,
} from './helpers.js';

/**
 * The lists islands through the script tag: favorites, registry, quick-ship and
 * change-ZIP on the demo's product and special-order pages, signed out and as the demo account,
 * by clicks and by keyboard, with axe on every popup.
 */
const browser = setupChromiumPerSession();

const LAMP_URL = getProduct('300101')?.url ?? '/';
const SOFA_URL = getProduct('410100')?.url ?? '/';
const QUICK_SHIP = "See What's Available Soonest";

async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(siteUrl(path));
  expect(res?.status(), path).toBe(200);
  await waitForIslands(page);
}

/** Waits for a `data-load="visible"` island: scrolled into view, then mounted. */
async function mountVisible(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(selector).getAttribute('data-hearth-state')).toBe('mounted');
}

/** No CSP refusal, no uncaught error, no console error but the loader's unknown islands (built by other issues). */
function expectClean(watch: ConsoleWatch): void {
  expect(watch.cspViolations).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.errors.filter((e) => !/unknown island "/.test(e))).toEqual([]);
}

async function expectAxeClean(page: Page): Promise<void> {
  await settleAnimations(page);
  expect(await runAxe(page)).toEqual([]);
}

/** Signs in as the demo account through the sign-in page. */
async function signIn(page: Page): Promise<void> {
  await visit(page, '/account/sign-in');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // signed in, the shopper is sent back: here the home page (no return URL)
  await page.waitForURL((url) => url.pathname === '/');
}

/** The registry button has read the registry list (it is disabled while it loads). */
async function registryReady(page: Page): Promise<Locator> {
  const button = page.locator('#registry').getByRole('button', { name: 'Add to Registry' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  return button;
}

describe('favorites [ref: favorites]', () => {
  it('a new shopper saves an item to a new list by clicks; the heart turns saved; View Now shows the list', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, LAMP_URL);
      expect(await page.locator('#favorites').getAttribute('data-hearth-state')).toBe('mounted');
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Add to Favorites' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add This Item to a List' });
      await dialog.waitFor();
      expect(await dialog.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        `/account/login?returnUrl=${encodeURIComponent(`${LAMP_URL}#300101`)}`,
      );
      await expectAxeClean(page);

      // [ref: lists#validation]: an empty name shows the error and sends nothing
      let creates = 0;
      page.on(
        'request',
        (r) => void (new URL(r.url()).pathname === '/api/demo/favorites/create-board' && (creates += 1)),
      );
      await dialog.getByRole('button', { name: 'Create List' }).click();
      const field = dialog.getByRole('textbox', { name: 'New List Name' });
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(creates).toBe(0);
      await expectAxeClean(page);

      await field.fill('Reading Nook');
      await dialog.getByRole('button', { name: 'Create List' }).click();
      const added = page.getByRole('dialog', { name: 'Item Added to Your List' });
      await added.waitFor();
      expect(await added.getAttribute('aria-modal')).toBe('true');
      expect(await page.getByRole('button', { name: 'Saved to Favorites' }).count()).toBe(1);
      await expectAxeClean(page);
      await added.getByRole('link', { name: 'View Now' }).click();
      await page.waitForURL(siteUrl('/Favorites/'));
      expect(await page.getByRole('heading', { name: 'Reading Nook' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Stoneware Table Lamp' }).count()).toBe(1);
      expectClean(watch);
    } finally {
      await page.close();
    }
  });

  it('by keyboard: Enter opens the modal, Enter in the name creates the list, Escape gives focus back to the heart', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, SOFA_URL);
      await page.getByRole('button', { name: 'Add to Favorites' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add This Item to a List' });
      await dialog.waitFor();
      // focus moved into the modal, to its first field: the new list's name
      expect(await page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement))).toBe(
        true,
      );
      expect(
        await dialog.getByRole('textbox', { name: 'New List Name' }).evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.type('Sofa Ideas');
      await page.keyboard.press('Enter');
      const added = page.getByRole('dialog', { name: 'Item Added to Your List' });
      await added.waitFor();
      await page.keyboard.press('Escape');
      await added.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saved to Favorites');
      expectClean(watch);
    } finally {
      await page.close();
    }
  });

  it('the demo account sees its lists and adds to one', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await signIn(page);
      await visit(page, LAMP_URL);
      await page.getByRole('button', { name: 'Add to Favorites' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add This Item to a List' });
      await dialog.waitFor();
      expect(await dialog.getByText('Already have a list?').count()).toBe(0);
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Cabin' }).click();
      const added = page.getByRole('dialog', { name: 'Item Added to Your List' });
      await added.waitFor();
      expect(await added.getAttribute('aria-describedby')).not.toBeNull();
      expect(await page.locator(`#${await added.getAttribute('aria-describedby')}`).textContent()).toBe(
        'Stoneware Table Lamp was added to Cabin.',
      );
      expectClean(watch);
    } finally {
      await page.close();
    }
  });
});

describe('registry [ref: registry]', () => {
  it('signed out: the registry button goes to sign-in and back', async () => {
    const { page } = await watchedPage(browser);
    try {
      await visit(page, LAMP_URL);
      await (await registryReady(page)).click();
      await page.waitForURL((url) => url.pathname === '/account/login');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(LAMP_URL);
    } finally {
      await page.close();
    }
  });

  it('the demo account adds to one of its two registries, adds an add-on, then adds all', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await signIn(page);
      const callbacks: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/browse/widget/MainPi') callbacks.push(url.searchParams.get('item') ?? '');
      });
      await visit(page, LAMP_URL);
      await (await registryReady(page)).click();
      const chooser = page.getByRole('dialog', { name: 'Choose a Registry' });
      await chooser.waitFor();
      await expectAxeClean(page);
      const before = callbacks.length;
      await chooser.getByRole('button', { name: /Our New Home/ }).click();
      const confirmation = page.getByRole('dialog', { name: 'Add to Registry' });
      await confirmation.waitFor();
      expect(await confirmation.getByRole('status').textContent()).toBe('1 item(s) added to your registry');
      expect(await confirmation.getByText('ADDED', { exact: true }).count()).toBe(1);
      const view = confirmation.getByRole('link', { name: /View Registry/ });
      expect(await view.getAttribute('href')).toBe('/gift-registry/registrant-list/90002');
      expect(await view.getAttribute('target')).toBe('_blank');
      const recommendations = confirmation.getByRole('region', { name: 'You May Also Want' });
      await recommendations.waitFor();
      // [ref: lists#calls]: the demo's recommendations service names no products; its callback MainPi does
      expect(await recommendations.getByRole('group').count()).toBeGreaterThan(0);
      expect(callbacks.slice(before)).toEqual(['300101']);
      await expectAxeClean(page);

      const addOns = confirmation.getByRole('region', { name: 'Extras and Essentials We Recommend' });
      await addOns.getByRole('button', { name: 'Add To Registry' }).first().click();
      await addOns.getByRole('button', { name: 'Added' }).first().waitFor();
      expect(await confirmation.getByRole('status').textContent()).toBe('2 item(s) added to your registry');
      await page.keyboard.press('Escape');
      await confirmation.waitFor({ state: 'detached' });
      // [ref: registry#rules]: in the registry now: the edit link, where focus came back
      const edit = page.locator('#registry').getByRole('link', { name: /Edit Registry \(1 Wanted\)/ });
      expect(await edit.count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Edit Registry \(1 Wanted\)/);

      await page.getByRole('button', { name: 'Add all to Registry' }).click();
      await chooser.waitFor();
      await chooser.getByRole('button', { name: /Jordan/ }).click();
      const all = page.getByRole('dialog', { name: 'Add all to Registry' });
      await all.waitFor();
      expect(await all.getByRole('status').textContent()).toBe('2 item(s) added to your registry');
      await expectAxeClean(page);
      expectClean(watch);

      await page.goto(siteUrl('/gift-registry/registrant-list/90002'));
      expect(await page.locator('#registry-items li').count()).toBe(2);
    } finally {
      await page.close();
    }
  });

  it('by keyboard: Enter opens the chooser, Enter on a registry adds, Escape returns focus', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await signIn(page);
      await visit(page, LAMP_URL);
      await (await registryReady(page)).focus();
      await page.keyboard.press('Enter');
      const chooser = page.getByRole('dialog', { name: 'Choose a Registry' });
      await chooser.waitFor();
      await chooser.getByRole('button', { name: /Jordan/ }).focus();
      await page.keyboard.press('Enter');
      const confirmation = page.getByRole('dialog', { name: 'Add to Registry' });
      await confirmation.waitFor();
      // 'br': the interactive checklist is on in the demo
      expect(await confirmation.getByRole('link', { name: 'View Checklist' }).getAttribute('href')).toBe(
        '/gift-registry/checklist/90001',
      );
      await page.keyboard.press('Escape');
      await confirmation.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Edit Registry/);

      // add-all by keyboard too: Enter on it, Enter on a registry of the chooser
      await page.getByRole('button', { name: 'Add all to Registry' }).focus();
      await page.keyboard.press('Enter');
      await chooser.waitFor();
      await chooser.getByRole('button', { name: /Our New Home/ }).focus();
      await page.keyboard.press('Enter');
      const all = page.getByRole('dialog', { name: 'Add all to Registry' });
      await all.waitFor();
      expect(await all.getByRole('status').textContent()).toBe('2 item(s) added to your registry');
      await page.keyboard.press('Escape');
      await all.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add all to Registry');
      expectClean(watch);
    } finally {
      await page.close();
    }
  });

  it('a special order is not a stock sku: the registry button is disabled [ref: registry#validation]', async () => {
    const { page } = await watchedPage(browser);
    try {
      await signIn(page);
      const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/demo/registry/list');
      await visit(page, SOFA_URL);
      await listed;
      const button = page.locator('#registry').getByRole('button', { name: 'Add to Registry' });
      // the answer is in (the button is no longer disabled for loading) and it stays disabled
      await page.waitForTimeout(200);
      expect(await button.isDisabled()).toBe(true);
      expect(await page.locator('#favorites').getByRole('button', { name: 'Add to Favorites' }).isEnabled()).toBe(true);
      // and it says why, beside it and as the button's description
      expect(
        await button.evaluate(
          (el) =>
            el.getAttribute('aria-describedby') &&
            document.getElementById(el.getAttribute('aria-describedby')!)?.textContent,
        ),
      ).toBe("Made-to-order pieces can't be added to a registry.");
      await page.locator('#registry').getByText("Made-to-order pieces can't be added to a registry.").waitFor();
    } finally {
      await page.close();
    }
  });

  it('on a phone: the chooser sets each date apart from its name; You May Also Want offers nothing twice and its Previous covers no title', async () => {
    const { page } = await watchedPage(browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page);
      await visit(page, LAMP_URL);
      await (await registryReady(page)).click();
      const chooser = page.getByRole('dialog', { name: 'Choose a Registry' });
      const wedding = chooser.getByRole('button', { name: /Jordan/ });
      await wedding.waitFor();
      // both read in one task once the popup stands still: read one by one while it slides in,
      // the second box had moved up under the first
      await settleAnimations(page);
      const [name, date] = await wedding.evaluate((el) =>
        ['.hearth-registry__choice-name', '.hearth-registry__choice-date'].map(
          (s) => el.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect,
        ),
      );
      // on a line of its own, or at the end of the name's line with room between
      expect(date!.top >= name!.bottom - 1 || date!.left - name!.right >= 8, JSON.stringify({ name, date })).toBe(true);
      await chooser.getByRole('button', { name: /Our New Home/ }).click();
      const confirmation = page.getByRole('dialog', { name: 'Add to Registry' });
      const recommendations = confirmation.getByRole('region', { name: 'You May Also Want' });
      await recommendations.getByRole('group').first().waitFor();
      await settleAnimations(page);
      const names = await recommendations.locator('.hearth-recommended-item__name').allTextContents();
      const addOns = await confirmation
        .getByRole('region', { name: 'Extras and Essentials We Recommend' })
        .getByRole('link')
        .allTextContents();
      expect(new Set(names).size).toBe(names.length);
      expect(names.filter((n) => addOns.includes(n) || n === 'Stoneware Table Lamp')).toEqual([]);
      const overlap = await page.evaluate(() => {
        const region = document.querySelector('.hearth-you-may-also-want')!;
        const title = region.querySelector('.hearth-recommended-item__name')!.getBoundingClientRect();
        return [...region.querySelectorAll('.hearth-carousel__button')].some((b) => {
          const r = b.getBoundingClientRect();
          return r.left < title.right && r.right > title.left && r.top < title.bottom && r.bottom > title.top;
        });
      });
      expect(overlap).toBe(false);
    } finally {
      await page.close();
    }
  });
});

describe('quick-ship and change-ZIP [ref: lists#screens, #rules, #validation]', () => {
  it('the panel opens from the right with the lines; a ZIP change reloads it on the next open', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, SOFA_URL);
      await mountVisible(page, '#quick-ship');
      await mountVisible(page, '#change-zip');
      let reads = 0;
      page.on('request', (r) => void (new URL(r.url()).pathname === '/api/demo/quick-ship/410100' && (reads += 1)));
      const trigger = page.getByRole('button', { name: QUICK_SHIP });
      await trigger.click();
      const panel = page.getByRole('dialog', { name: QUICK_SHIP });
      await panel.waitFor();
      expect(await panel.evaluate((el) => el.getAttribute('data-side'))).toBe('right');
      await panel.getByRole('region', { name: 'These ready-made pieces ship soonest.' }).waitFor();
      expect(await panel.getByText('In stock. Ships in 1-2 weeks.').count()).toBeGreaterThan(0);
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(QUICK_SHIP);

      await page.getByRole('button', { name: 'Show More' }).click();
      const zip = page.getByRole('textbox', { name: 'ZIP Code' });
      // the reveal's defaults [ref: change-zip#limits]: 275 ms, at most 1000 px tall, lines of 20 px
      await settleAnimations(page);
      const reveal = await page.locator('#change-zip .hearth-change-zip__content').evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.transitionDuration, s.maxHeight, s.lineHeight];
      });
      expect(reveal).toEqual(['0.275s, 0.275s', '1000px', '20px']);
      await zip.fill('123');
      await zip.press('Enter');
      await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page);
      await zip.fill('10001');
      await zip.press('Enter');
      await page.getByText('Your ZIP Code: 10001').waitFor();
      await expect.poll(() => zip.count()).toBe(0);
      // not only the ZIP echoed: when delivery there comes and what it costs
      const delivery = page.locator('#change-zip').getByText(/^Delivery to New York, NY 10001: /);
      expect(await delivery.textContent()).toMatch(
        /standard shipping arrives by \w+day, \w+ \d+, free on orders of \$99\.00 or more \(else \$9\.95\); furniture comes by in-home delivery, \$199\.00 an order\.$/,
      );
      await expectAxeClean(page);

      await trigger.click();
      await panel.waitFor();
      await panel.getByText('In stock. Ships to 10001 in 1-2 weeks.').first().waitFor();
      expect(reads).toBe(2);
      expectClean(watch);
    } finally {
      await page.close();
    }
  });

  it("a special order shows the availability lookup's line under the button [ref: lists#calls]: the page gave its answer, so nothing is asked", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const lookups: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/demo/quick-ship-availability') lookups.push(url.searchParams.get('sku') ?? '');
      });
      await visit(page, SOFA_URL);
      await mountVisible(page, '#quick-ship');
      const trigger = page.getByRole('button', { name: QUICK_SHIP });
      const message = page.locator('#quick-ship').getByText(/ready-made versions ship soonest/);
      await message.waitFor();
      expect(await trigger.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
      // the server knew the answer (the line was in its HTML too): the island asks nothing
      expect(lookups).toEqual([]);
      await expectAxeClean(page);
      expectClean(watch);
    } finally {
      await page.close();
    }
  });

  it('Canada and CB2, by keyboard: a postal code, upper-cased, then the panel in CAD', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, `${SOFA_URL}?site=CA&brand=cb2`);
      await mountVisible(page, '#change-zip');
      await mountVisible(page, '#quick-ship');
      await page.getByRole('button', { name: 'Show More' }).focus();
      await page.keyboard.press('Enter');
      const field = page.getByRole('textbox', { name: 'Postal Code' });
      expect(await field.getAttribute('maxlength')).toBe('7');
      await field.focus();
      await page.keyboard.type('m5v 2a8');
      expect(await field.inputValue()).toBe('M5V 2A8');
      await page.keyboard.press('Enter');
      await page.getByText('Your Postal Code: M5V 2A8').waitFor();
      await page.getByRole('button', { name: QUICK_SHIP }).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: QUICK_SHIP });
      await panel.getByText('In stock. Ships to M5V 2A8 in 1-2 weeks.').first().waitFor();
      expect(await panel.getByText(/^CAD /).count()).toBeGreaterThan(0);
      await expectAxeClean(page);
      expectClean(watch);
    } finally {
      await page.close();
    }
  });
});
