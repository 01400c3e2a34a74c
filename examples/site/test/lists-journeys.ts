/**
 * The fault-walk journeys of the lists islands: favorites ('save to a new list') and
 * the registry ('add to a registry', one of two registries, then add-all), walked by
 * `fault-walk.ts` with each of their calls failing in each fault mode of the mock API.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { getProduct } from '../src/mock.js';
import { DEMO_ACCOUNT, siteUrl, waitForIslands } from './helpers.js';
import { dialog, notBusy, type Journey, type Step } from './journey-kit.js';

/** Signs the session in as the demo account (two registries, some boards), through the sign-in page. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(siteUrl('/account/sign-in'));
  await waitForIslands(page);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/sign-in'));
}

const LAMP_URL = getProduct('300101')?.url ?? '/';
const LIST_POPUP = 'Add This Item to a List';
const LIST_ADDED = 'Item Added to Your List';

/** [ref: favorites#errors]: favorites failures are not shown: logged only, the control usable again. */
export const saveToNewList: Journey = {
  name: 'save to a new list',
  async start(page) {
    await page.goto(siteUrl(LAMP_URL));
    await waitForIslands(page);
  },
  steps: [
    {
      name: 'Open the list popup',
      act: (page) => page.getByRole('button', { name: 'Add to Favorites' }).click(),
      succeeded: (page) => dialog(page, LIST_POPUP).getByRole('textbox', { name: 'New List Name' }).waitFor(),
      async failed(page) {
        await notBusy(page, 'Add to Favorites');
        expect(await dialog(page, LIST_POPUP).count()).toBe(0);
      },
    },
    {
      name: 'Create a list with the item',
      async act(page) {
        await dialog(page, LIST_POPUP).getByRole('textbox', { name: 'New List Name' }).fill('Reading Nook');
        await dialog(page, LIST_POPUP).getByRole('button', { name: 'Create List' }).click();
      },
      async succeeded(page) {
        await dialog(page, LIST_ADDED).waitFor();
        await page.keyboard.press('Escape');
        await dialog(page, LIST_ADDED).waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Saved to Favorites' }).waitFor();
      },
      // the create failed: nothing shown, the popup stays with the name; the create went through
      // and the read of the saved pairs after it failed: 'Item Added to Your List' all the same
      async failed(page, _fault, call) {
        if (!call.endsWith('/create-board')) return dialog(page, LIST_ADDED).waitFor();
        await notBusy(page, 'Create List');
        expect(await dialog(page, LIST_ADDED).count()).toBe(0);
        // what the shopper typed is kept (not a `typed` of the step: the popup moves on when the create went through)
        expect(await dialog(page, LIST_POPUP).getByRole('textbox', { name: 'New List Name' }).inputValue()).toBe(
          'Reading Nook',
        );
      },
      applied: async (page) => (await dialog(page, LIST_ADDED).count()) > 0,
    },
  ],
};

/** The registry chooser's registry `name`, then its add. */
async function chooseRegistry(page: Page, opener: string, name: RegExp): Promise<void> {
  await page.locator('#registry').getByRole('button', { name: opener, exact: true }).click();
  await dialog(page, 'Choose a Registry').getByRole('button', { name }).click();
}

/** [ref: registry#errors]: a registry add proceeds only on isSuccess true; otherwise nothing is shown. */
function registryAdd(name: string, opener: string, registry: RegExp, title: string): Step {
  return {
    name,
    act: (page) => chooseRegistry(page, opener, registry),
    async succeeded(page) {
      await dialog(page, title).getByRole('status').waitFor();
      await page.keyboard.press('Escape');
      await dialog(page, title).waitFor({ state: 'detached' });
    },
    // the add failed: the chooser closes, no confirmation, the button usable again; a call after
    // the add (recommendations, the registry list, the cart count) failed: the confirmation shows
    async failed(page, _fault, call) {
      if (!call.endsWith('/registry/add')) return dialog(page, title).waitFor();
      await dialog(page, 'Choose a Registry').waitFor({ state: 'detached' });
      await notBusy(page, opener);
      expect(await dialog(page, title).count()).toBe(0);
    },
    applied: async (page) => (await dialog(page, title).count()) > 0,
  };
}

export const registryAdds: Journey = {
  name: 'add to a registry',
  async start(page) {
    await signInAsDemo(page);
    await page.goto(siteUrl(LAMP_URL));
    await waitForIslands(page);
    const button = page.locator('#registry').getByRole('button', { name: 'Add to Registry', exact: true });
    await expect.poll(() => button.isEnabled(), { message: 'the registry list is read' }).toBe(true);
  },
  steps: [
    registryAdd('Add to one of two registries', 'Add to Registry', /Our New Home/, 'Add to Registry'),
    registryAdd('Add all to a registry', 'Add all to Registry', /Jordan/, 'Add all to Registry'),
  ],
};
