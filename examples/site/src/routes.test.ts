// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_PAGES, findPages, matchRoute, PAGE_LIST, ROUTES } from './routes.js';

/** Page modules declare their routes and links (routes.ts finds them): no list to edit for a new page. */
describe('the demo site routes', () => {
  it('finds a page module by its default export, skips helper modules and tests, and names a module that breaks the pattern', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-pages-'));
    writeFileSync(
      join(dir, 'b-page.ts'),
      `export default { routes: [{ path: '/b', render: () => undefined }], devLinks: [['/b', 'B']] };`,
    );
    writeFileSync(join(dir, 'a-page.ts'), `export default { routes: [{ path: '/a', render: () => undefined }] };`);
    writeFileSync(join(dir, 'helper.ts'), `export const x = 1;`);
    writeFileSync(
      join(dir, 'a-page.test.ts'),
      `export default { routes: [{ path: '/test', render: () => undefined }] };`,
    );
    const pages = await findPages(pathToFileURL(`${dir}/`));
    expect(pages.map((page) => page.routes.map((route) => route.path))).toEqual([['/a'], ['/b']]);
    expect(pages[1]?.devLinks).toEqual([['/b', 'B']]);

    writeFileSync(join(dir, 'broken.ts'), `export default { path: '/c' };`);
    await expect(findPages(pathToFileURL(`${dir}/`))).rejects.toThrow(
      `${dir}/broken.ts: the default export is not a SitePage (no routes)`,
    );
  });

  it("serves every page the modules declare: /dev's links and the sweep's pages", () => {
    expect(DEV_PAGES.length).toBeGreaterThan(10);
    for (const [href] of PAGE_LIST) expect(matchRoute(new URL(href, 'http://site.test').pathname), href).toBeDefined();
  });

  it('gives each exact path to one route', () => {
    const exact = ROUTES.flatMap((route) => (typeof route.path === 'string' ? [route.path.toLowerCase()] : []));
    expect(exact.length).toBeGreaterThan(15);
    expect(new Set(exact).size).toBe(exact.length);
  });

  it('prefers an exact path to a pattern, whatever the order the modules are found in', () => {
    // /checkout/cart is the cart; /^\/checkout(\/[a-z]+)?$/ is the checkout island's steps
    expect(matchRoute('/checkout/cart')?.route.path).toBe('/checkout/cart');
    const render = () => undefined;
    const patternFirst = [
      { path: /^\/checkout(?:\/[a-z]+)?$/i, render },
      { path: '/checkout/cart', render },
    ];
    expect(matchRoute('/checkout/cart', patternFirst)?.route.path).toBe('/checkout/cart');
    expect(matchRoute('/Checkout/Cart/')?.route.path).toBe('/checkout/cart');
    expect(String(matchRoute('/checkout/review')?.route.path)).toBe(String(/^\/checkout(?:\/[a-z]+)?$/i));
    expect(matchRoute('/furniture/x/s300101')?.params).toEqual({ sku: '300101' });
    expect(matchRoute('/no-such-page')).toBeUndefined();
  });
});
