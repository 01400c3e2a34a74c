/**
 * The fault-walk journeys of the swatch islands: ordering free swatches from the
 * shop-by-fabric page and from a product page, walked by `fault-walk.ts` with each of their
 * calls failing in each fault mode of the mock API.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { siteUrl, waitForIslands } from './helpers.js';
import { dialog, notBusy, SOFA_URL, type Journey } from './journey-kit.js';

/** The shop-by-fabric page's filter [ref: shop-by-fabric#screens]: the first colour of the facets. */
const firstColour = (page: Page) => page.getByRole('group', { name: 'Color' }).getByRole('checkbox').first();
const orderModal = (page: Page) => dialog(page, 'Order Free Swatches');
const SWATCH_FORM: Record<string, string> = {
  firstName: 'Jordan',
  lastName: 'Avery',
  address1: '1250 Techny Rd',
  city: 'Northbrook',
  postalCode: '60062',
  dayPhone: '312-456-7890',
  emailAddress: 'jordan@hearth.test',
};

export const swatchOrdering: Journey = {
  name: 'free swatch ordering',
  // the page's server HTML carries the results: nothing is fetched on arrival
  async start(page) {
    await page.goto(siteUrl('/free-swatches'));
    await waitForIslands(page);
  },
  steps: [
    {
      name: 'Filter by a colour',
      async act(page) {
        // on a phone the filters wait behind 'Filter' (a disclosure): the shopper opens it first
        const filter = page.getByRole('button', { name: 'Filter', exact: true });
        if ((await filter.isVisible()) && (await filter.getAttribute('aria-expanded')) === 'false')
          await filter.click();
        await firstColour(page).check();
      },
      async succeeded(page) {
        await page.waitForURL((url) => url.searchParams.has('colorgroup'));
        await expect.poll(() => page.locator('.hearth-sbf__showing').textContent()).toMatch(/^Showing \d+ of \d+$/);
      },
      // [ref: swatches#errors]: a failed fetch is logged and the loading indicator hidden; the cards stay.
      async failed(page) {
        await expect.poll(() => page.locator('.hearth-sbf__results').getAttribute('aria-busy')).toBeNull();
        expect(await page.locator('.hearth-sbf__grid li').count()).toBeGreaterThan(0);
      },
      // the filter is in the address: a reload renders its results on the server
      async recover(page) {
        await page.reload();
        await waitForIslands(page);
      },
      applied: (page) => firstColour(page).isChecked(),
    },
    {
      name: 'Add a swatch',
      act: (page) =>
        page
          .locator('.hearth-sbf__grid')
          .getByRole('button', { name: /^Add Swatch/ })
          .and(page.locator(':enabled'))
          .first()
          .click(),
      succeeded: (page) =>
        page.getByRole('region', { name: 'Your Free Swatches' }).getByRole('listitem').first().waitFor(),
      // [ref: swatch-order#errors]: the NLA check failing is logged only: the swatch is added.
      failed: (page) =>
        page.getByRole('region', { name: 'Your Free Swatches' }).getByRole('listitem').first().waitFor(),
      applied: async (page) =>
        (await page.getByRole('region', { name: 'Your Free Swatches' }).getByRole('listitem').count()) > 0,
    },
    {
      // the modal lists the page's own cards: no call
      name: 'Open the order modal',
      act: (page) =>
        page
          .getByRole('region', { name: 'Your Free Swatches' })
          .getByRole('button', { name: 'Order Free Swatches' })
          .click(),
      succeeded: (page) => orderModal(page).getByRole('button', { name: 'Send' }).waitFor(),
      failed: (page) => orderModal(page).getByRole('button', { name: 'Send' }).waitFor(),
    },
    {
      name: 'Send the order',
      typed: Object.fromEntries(
        Object.entries(SWATCH_FORM).map(([name, value]) => [`dialog[open] input[name="${name}"]`, value]),
      ),
      async act(page) {
        const modal = orderModal(page);
        for (const [name, value] of Object.entries(SWATCH_FORM))
          await modal.locator(`input[name="${name}"]`).fill(value);
        await modal.getByRole('combobox', { name: 'State', exact: true }).selectOption('IL');
        await modal.getByRole('button', { name: 'Send' }).click();
      },
      succeeded: (page) => dialog(page, 'Thank You.').waitFor(),
      // [ref: swatches#errors]: the order failed with no validation result: an alert in the modal, the form kept,
      // Send usable again. The hashes after a sent order are analytics only: thank you anyway.
      async failed(page, _fault, call) {
        if (!call.endsWith('/orderfreeswatchessubmit')) return dialog(page, 'Thank You.').waitFor();
        await orderModal(page).getByRole('alert').first().waitFor();
        await notBusy(page, 'Send');
      },
      applied: async (page) => (await dialog(page, 'Thank You.').count()) > 0,
    },
  ],
};

export const productSwatchOrder: Journey = {
  name: 'swatch order from a product page',
  async start(page) {
    await page.goto(siteUrl(SOFA_URL));
    await waitForIslands(page);
  },
  steps: [
    {
      name: 'Open Order Free Swatches',
      act: (page) => page.locator('#order-swatches').click(),
      succeeded: (page) => orderModal(page).getByRole('group', { name: 'Featured Fabric' }).waitFor(),
      // The swatch data failed: the modal says so (Hearth wording, the failure logged); the NLA
      // check failing is logged only and the list shows.
      async failed(page, _fault, call) {
        if (call.endsWith('/order-data'))
          await orderModal(page).getByText('The swatches could not be loaded. Please try again later.').waitFor();
        else await orderModal(page).getByRole('group', { name: 'Featured Fabric' }).waitFor();
      },
      // The next fault meets a page that has read nothing yet: the swatch data is read through
      // the data hook, whose cache outlives the modal and dedupes a read for two seconds, so on
      // the same page a read from before could stand for the next fault's. (Under load the
      // 'reset' walk once showed the swatch list, not the failure, on the reopened modal.)
      async recover(page) {
        if (await orderModal(page).getByRole('group', { name: 'Featured Fabric' }).count()) return;
        await page.reload();
        await waitForIslands(page);
      },
      applied: async (page) => (await orderModal(page).getByRole('group', { name: 'Featured Fabric' }).count()) > 0,
    },
  ],
};
