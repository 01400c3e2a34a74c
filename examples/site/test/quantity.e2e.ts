import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, runAxe, type ChromiumSession } from '../../../scripts/browser/browser.js';
import { islandState, loggedErrors, siteUrl, waitForIslands, watchedPage, type ConsoleWatch } from './helpers.js';

/** /demo/quantity through the script tag, as a legacy page uses Hearth. */
let browser: ChromiumSession;
let page: Page;
let watch: ConsoleWatch;

beforeAll(async () => {
  browser = await launchChromium({ forTests: true });
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  ({ page, watch } = await watchedPage(browser));
  await page.goto(siteUrl('/demo/quantity'));
  await waitForIslands(page);
});

const spin = (p: Page, name: string) => p.getByRole('spinbutton', { name, exact: true });

describe('quantity-selector islands on a legacy page', () => {
  it('mounts each island from data-props, replacing its server fallback', async () => {
    expect(await islandState(page, '#qty-sofa')).toBe('mounted');
    const sofa = spin(page, 'Quantity of Harbor Sofa');
    await expect.poll(() => sofa.inputValue()).toBe('2');
    expect(await sofa.getAttribute('name')).toBe('qty-sofa');
    // the island's input replaced the fallback: one field of that name, not two
    expect(await page.locator('input[name="qty-sofa"]').count()).toBe(1);
    expect(await page.locator('#qty-sofa input[type="number"]').count()).toBe(0);
    expect(await page.locator('#qty-sofa').getByRole('button', { name: 'Increase quantity' }).count()).toBe(1);
    expect(await page.locator('#qty-sofa').getByRole('button', { name: 'Decrease quantity' }).count()).toBe(1);
  });

  it('reads props from a child <script type="application/json" data-island-props>', async () => {
    expect(await islandState(page, '#qty-chair')).toBe('mounted');
    const chair = spin(page, 'Quantity of Alfie Chair');
    expect(await chair.inputValue()).toBe('3');
    expect(await chair.getAttribute('name')).toBe('qty-chair');
  });

  it('keeps server HTML for bad props and broken JSON, logging one error each, while the others work', async () => {
    expect(await islandState(page, '#qty-bad-props')).toBe('error');
    expect(await islandState(page, '#qty-bad-json')).toBe('error');
    expect(await page.locator('#qty-bad-props input[type="number"][name="qty-bad-props"]').inputValue()).toBe('2');
    expect(await page.locator('#qty-bad-json input[type="number"][name="qty-bad-json"]').inputValue()).toBe('2');

    const about = (field: string) =>
      loggedErrors(watch, (e) => e.includes('"quantity-selector"') && e.includes(`field "${field}"`));
    expect(await about('value')).toHaveLength(1);
    expect(await about('data-props')).toHaveLength(1);
    expect(watch.errors).toHaveLength(2);
    expect(watch.pageErrors).toEqual([]);

    // the good island beside them still works
    await spin(page, 'Quantity of Harbor Sofa').press('ArrowUp');
    expect(await spin(page, 'Quantity of Harbor Sofa').inputValue()).toBe('3');
  });

  it('mounts an island inserted by AJAX and unmounts removed ones', async () => {
    await page.getByRole('button', { name: 'Load more items' }).click();
    await page.locator('#qty-extra-1[data-hearth-state="mounted"]').waitFor();
    const extra = spin(page, 'Quantity of extra item 1');
    expect(await extra.inputValue()).toBe('1');
    expect(await page.locator('#qty-extra-1 [role="spinbutton"]').count()).toBe(1);

    const inserted = await page.locator('#qty-extra-1').elementHandle();
    const lamp = await page.locator('#qty-lamp').elementHandle();
    expect(await lamp?.getAttribute('data-hearth-state')).toBe('mounted');

    await page.getByRole('button', { name: 'Remove row' }).click();
    expect(await page.locator('#row-extra-1').count()).toBe(0);
    await page.waitForFunction((el) => !el?.hasAttribute('data-hearth-state'), inserted);

    await page.getByRole('button', { name: 'Remove row' }).click();
    expect(await page.locator('#row-lamp').count()).toBe(0);
    await page.waitForFunction((el) => !el?.hasAttribute('data-hearth-state'), lamp);

    // and a second insert still mounts
    await page.getByRole('button', { name: 'Load more items' }).click();
    await page.locator('#qty-extra-2[data-hearth-state="mounted"]').waitFor();
    expect(watch.pageErrors).toEqual([]);
  });

  it('mounts data-load="visible" only once scrolled into view', async () => {
    expect(await islandState(page, '#qty-visible')).not.toBe('mounted');
    expect(await page.locator('#qty-visible input[type="number"]').count()).toBe(1);
    await page.locator('#qty-visible').scrollIntoViewIfNeeded();
    await page.locator('#qty-visible[data-hearth-state="mounted"]').waitFor();
    expect(await spin(page, 'Quantity of Throw Pillow').inputValue()).toBe('5');
  });

  it('mounts data-load="interaction" on first interaction', async () => {
    await page.waitForTimeout(300);
    expect(await islandState(page, '#qty-rug')).not.toBe('mounted');
    await page.locator('#qty-rug input').focus();
    await page.locator('#qty-rug[data-hearth-state="mounted"]').waitFor();
    expect(await spin(page, 'Quantity of Wool Rug').inputValue()).toBe('4');
  });

  it('follows the WAI-ARIA spinbutton keyboard and wraps to 1 past 99 [ref: quantity-selector#validation]', async () => {
    const sofa = spin(page, 'Quantity of Harbor Sofa');
    await sofa.focus();
    const value = async () => [await sofa.inputValue(), await sofa.getAttribute('aria-valuenow')];
    await page.keyboard.press('ArrowUp');
    await expect.poll(value).toEqual(['3', '3']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(value).toEqual(['1', '1']);
    await page.keyboard.press('ArrowDown'); // below 1 wraps to 1
    await expect.poll(value).toEqual(['1', '1']);
    await page.keyboard.press('End');
    await expect.poll(value).toEqual(['99', '99']);
    await page.keyboard.press('ArrowUp'); // past 99 wraps to 1
    await expect.poll(value).toEqual(['1', '1']);
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect.poll(value).toEqual(['1', '1']);
    expect(await sofa.getAttribute('aria-valuemin')).toBe('1');
    expect(await sofa.getAttribute('aria-valuemax')).toBe('99');
  });

  it('submits the island input with the legacy form POST, and its buttons do not submit', async () => {
    await spin(page, 'Quantity of Harbor Sofa').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.locator('#qty-chair').getByRole('button', { name: 'Increase quantity' }).click();
    expect(await page.locator('#submitted').count()).toBe(0); // the stepper's buttons are type="button"
    await Promise.all([
      page.waitForURL(siteUrl('/demo/quantity')),
      page.getByRole('button', { name: 'Update quantities' }).click(),
    ]);
    await page.locator('#submitted').waitFor();
    const submitted = (name: string) => page.locator(`#submitted dd[data-name="${name}"]`).textContent();
    expect(await submitted('qty-sofa')).toBe('4');
    expect(await submitted('qty-chair')).toBe('4');
    expect(await submitted('qty-bad-props')).toBe('2'); // the fallback of a failed island still submits
  });

  it('updates the cart-count island and the legacy header on hearth:cart-updated', async () => {
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('hearth:cart-updated', { detail: 7 })));
    await expect.poll(() => page.locator('#legacy-cart-count').textContent()).toBe('7');
    await expect.poll(() => page.locator('#cart-count-island [data-count]').getAttribute('data-count')).toBe('7');
    expect(await page.locator('#cart-count-island [aria-live="polite"]').textContent()).toBe('7 items in cart');

    // the page's own legacy script dispatches it too
    await page.getByRole('button', { name: 'Simulate cart update' }).click();
    await expect.poll(() => page.locator('#legacy-cart-count').textContent()).toBe('1');
    await expect
      .poll(() => page.locator('#cart-count-island [aria-live="polite"]').textContent())
      .toBe('1 item in cart');
  });

  it('exposes window.hearth with mount, unmount and open', async () => {
    const api = await page.evaluate(() => {
      const h = (window as unknown as { hearth?: Record<string, unknown> }).hearth;
      return h ? { mount: typeof h.mount, unmount: typeof h.unmount, open: typeof h.open } : null;
    });
    expect(api).toEqual({ mount: 'function', unmount: 'function', open: 'function' });
  });

  it('has no CSP refusal and no serious or critical axe violation', async () => {
    await page.getByRole('button', { name: 'Load more items' }).click();
    await page.locator('#qty-extra-1[data-hearth-state="mounted"]').waitFor();
    expect(await runAxe(page)).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });
});

/**
 * [ref: quantity-selector#validation]: out-of-range values are ignored however they arrive. The legacy form posts the island's
 * field as it is, so the field itself must never hold a rejected value. On the Preact build a
 * rejected value changes no state, and used to stay in the field.
 */
describe('quantity field: the legacy form never posts a rejected value [ref: quantity-selector#validation]', () => {
  const sofa = () => spin(page, 'Quantity of Harbor Sofa');
  const shown = async () => [await sofa().inputValue(), await sofa().getAttribute('aria-valuenow')];

  async function posted(name: string): Promise<string | null> {
    await Promise.all([
      page.waitForURL(siteUrl('/demo/quantity')),
      page.getByRole('button', { name: 'Update quantities' }).click(),
    ]);
    await page.locator('#submitted').waitFor();
    return page.locator(`#submitted dd[data-name="${name}"]`).textContent();
  }

  /** Ctrl+V over the whole field, with `text` on the clipboard. */
  async function pasteOver(text: string): Promise<void> {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await sofa().focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
  }

  /** What browser autofill and password managers do: set the value, then input and change events. */
  async function autofill(text: string): Promise<void> {
    await sofa().evaluate((input: HTMLInputElement, t) => {
      input.value = t;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, text);
  }

  it('ignores a pasted 0 and a pasted abc; the form posts the quantity shown', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(siteUrl()).origin });
    await pasteOver('7'); // the paste itself works
    expect(await shown()).toEqual(['7', '7']);
    await pasteOver('0');
    expect(await shown()).toEqual(['7', '7']);
    await pasteOver('abc');
    expect(await shown()).toEqual(['7', '7']);
    expect(await posted('qty-sofa')).toBe('7');
  });

  it('ignores an autofilled 0, abc or 100, takes an autofilled 42; the form posts 42', async () => {
    for (const text of ['0', 'abc', '100']) {
      await autofill(text);
      expect(await shown(), `after autofilling ${JSON.stringify(text)}`).toEqual(['2', '2']);
    }
    await autofill('42');
    expect(await shown()).toEqual(['42', '42']);
    expect(await posted('qty-sofa')).toBe('42');
  });

  it('ignores typed letters and a typed 0, holds two digits, and an emptied field posts 1', async () => {
    await sofa().focus(); // (End is the spinbutton's 'go to 99')
    await page.keyboard.type('x');
    expect(await shown()).toEqual(['2', '2']);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('100');
    expect(await shown()).toEqual(['10', '10']);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('0');
    expect(await sofa().inputValue()).toBe('');
    // pressing Update leaves the field: empty resets to 1 before the form posts
    expect(await posted('qty-sofa')).toBe('1');
  });
});
