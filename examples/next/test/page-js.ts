/**
 * What a page of the Next.js example ships: the JavaScript it loads in Chromium,
 * gzip, against the budgets of `scripts/size/size-npm-targets.mjs` (`next`), beside `npm run
 * size:npm`'s, whose bundling gives the product page's figure for Vite's bundler.
 */
import type { Page } from 'playwright-core';
import { gzip, measureImports } from '../../../scripts/size/size-npm-measure.mjs';
import { NPM_TARGETS } from '../../../scripts/size/size-npm-targets.mjs';

/** The scripts `page` loads from `url` until the network is idle: their count and gzip bytes (level 9). */
export async function pageScripts(page: Page, url: string): Promise<{ files: number; gzip: number }> {
  const bodies: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(
        response.body().then(
          (body) => gzip(body),
          () => 0,
        ),
      );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(bodies);
  return { files: sizes.length, gzip: sizes.reduce((sum, size) => sum + size, 0) };
}

/** The product page's components bundled alone by Vite's bundler (rolldown), as size:npm bundles one: gzip bytes. */
export async function productPageViteGzip(): Promise<number> {
  const components = NPM_TARGETS.next.productPage.components.map((id) => {
    const [pkg, name] = id.split('/') as [string, string];
    return { pkg, name };
  });
  return (await measureImports(components)).gzip;
}
