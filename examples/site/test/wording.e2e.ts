import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../src/mock.js';
import { closeRouted, siteUrl, setupChromiumPerSession, waitForIslands, watchedPage } from './helpers.js';

/**
 * Wording a page gives in `#hearth-config` `messages`, through the script tag as built: the
 * build passes each message's default text alone, and the page's reader (loaded only when the
 * page gives wording) words the islands before they mount, by section, `section@brand` over it,
 * placeholders filled, and one console warning for a key no message has.
 */
const browser = setupChromiumPerSession();

const LAMP_URL = getProduct('300101')?.url ?? '/';
const DIST = join(import.meta.dirname, '../../../packages/islands/dist');

/** The file of the page's wording reader (loaded only when a page gives wording). */
function readerFile(): string {
  const manifest = JSON.parse(readFileSync(join(DIST, 'hearth-manifest.json'), 'utf8')) as {
    lazy: Record<string, { deps: string[] }>;
  };
  const [, reader] = Object.entries(manifest.lazy).find(([source]) => source.endsWith('messages/page-reader.ts'))!;
  return reader.deps[0]!;
}

/** Serves `path` with its `#hearth-config` changed by `change`; returns the asset files the page asks for. */
async function visitWith(page: Page, path: string, change: (config: Record<string, unknown>) => void) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname.split('/').pop()!));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="hearth-config">)([^<]*)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const config = JSON.parse(json) as Record<string, unknown>;
          change(config);
          return `${open}${JSON.stringify(config)}${close}`;
        },
      );
      await route.fulfill({ response, body });
    },
  );
  await page.goto(siteUrl(path));
  await waitForIslands(page);
  return asked;
}

describe('wording given by the page (#hearth-config messages)', () => {
  it('words the islands and their popups, section@brand over the section; a key no message has is one warning', async () => {
    const { page, watch } = await watchedPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('hearth: messages')) warnings.push(message.text());
    });
    try {
      const asked = await visitWith(page, LAMP_URL, (config) => {
        config.brand = 'cb2';
        config.messages = {
          'add-to-cart': {
            labelAddToCart: 'Add to Bag',
            standardTitle: 'In Your Bag',
            addedCountOne: 'One now in your bag',
            labelAddToCrt: 'a slip',
          },
          'add-to-cart@cb2': { labelAddToCart: 'Add to Cart Now' },
          'add-to-cart@kids': { labelAddToCart: 'Not this brand' },
        };
      });
      expect(asked).toContain(readerFile());
      await page.getByRole('button', { name: 'Add to Cart Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'In Your Bag' });
      await dialog.waitFor();
      expect(await dialog.getByRole('status').textContent()).toBe('One now in your bag');
      expect(warnings).toEqual([
        'hearth: messages add-to-cart.labelAddToCrt is no message of "add-to-cart"; the nearest is "labelAddToCart". It is ignored.',
      ]);
      expect(watch.errors).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await closeRouted(page);
    }
  });

  it("a page that gives no wording shows the spec's text and loads no reader", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const asked = await visitWith(page, LAMP_URL, (config) => void delete config.messages);
      expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(1);
      expect(asked).not.toContain(readerFile());
      expect(watch.errors).toEqual([]);
    } finally {
      await closeRouted(page);
    }
  });
});
