import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../../../scripts/browser/browser.js';
import type { Page, Route } from 'playwright-core';
import { getProduct } from '../src/mock.js';
import { closeRouted, loggedErrors, postFromPage, siteUrl, waitForIslands, watchedPage } from './helpers.js';

/** Anti-forgery token, session cookie, CSP and asset headers of the example site. */

/** Starts a session the way a browser would: GET a page, keep the cookie, read the token. */
async function startSession(): Promise<{ cookie: string; token: string }> {
  const res = await fetch(siteUrl('/demo/quantity'));
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('hearth_session='));
  const body = await res.text();
  const token =
    /<form id="__AjaxAntiForgeryForm"[^>]*><input type="hidden" name="__RequestVerificationToken" value="([^"]+)">/.exec(
      body,
    )?.[1];
  if (!setCookie || !token) throw new Error('no session cookie or token on the page');
  return { cookie: setCookie.split(';')[0] ?? '', token };
}

let browser: ChromiumSession;
beforeAll(async () => {
  browser = await launchChromium({ forTests: true });
});
afterAll(async () => {
  await browser?.close();
});

const form = (fields: Record<string, string>) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields).toString(),
});

describe('anti-forgery token', () => {
  it('issues an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await fetch(siteUrl('/'));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hearth_session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('refuses a form POST without the token with 403, and accepts it with the token field', async () => {
    const { cookie, token } = await startSession();
    const post = (fields: Record<string, string>) => {
      const { body, ...headers } = form(fields);
      return fetch(siteUrl('/demo/quantity'), {
        method: 'POST',
        headers: { ...headers, cookie },
        body,
        redirect: 'manual',
      });
    };
    expect((await post({ 'qty-sofa': '3' })).status).toBe(403);
    expect((await post({ 'qty-sofa': '3', __RequestVerificationToken: 'forged' })).status).toBe(403);
    const ok = await post({ 'qty-sofa': '3', __RequestVerificationToken: token });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<dd data-name="qty-sofa">3</dd>');
  });

  it("refuses an AJAX POST without the header or with another session's token", async () => {
    const a = await startSession();
    const b = await startSession();
    const call = (cookie: string, token?: string) =>
      fetch(siteUrl('/demo/quantity'), {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json', ...(token ? { RequestVerificationToken: token } : {}) },
        body: '{}',
      });
    expect((await call(a.cookie)).status).toBe(403);
    expect((await call(a.cookie, b.token)).status).toBe(403);
    expect((await call('', a.token)).status).toBe(403); // a token without its session
    // with the right token the POST passes the check (then finds no handler here: 404, not 403)
    expect((await call(a.cookie, a.token)).status).not.toBe(403);
  });

  it("lets the page's own script POST with the token from #__AjaxAntiForgeryForm, and not without", async () => {
    const { page } = await watchedPage(browser);
    try {
      await page.goto(siteUrl('/demo/quantity'));
      const statuses = await page.evaluate(async () => {
        const token =
          document.querySelector<HTMLInputElement>('#__AjaxAntiForgeryForm input[name="__RequestVerificationToken"]')
            ?.value ?? '';
        const post = (headers: Record<string, string>) =>
          fetch('/demo/quantity', {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
            body: 'qty-sofa=2',
          }).then((r) => r.status);
        return { without: await post({}), with: await post({ RequestVerificationToken: token }) };
      });
      expect(statuses).toEqual({ without: 403, with: 200 });
    } finally {
      await page.close();
    }
  });
});

describe('headers and escaping', () => {
  it('sends the strict CSP on every page', async () => {
    for (const path of ['/', '/demo/quantity', '/no-such-page']) {
      const res = await fetch(siteUrl(path));
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'",
      );
    }
  });

  it('serves hearth.js revalidated and hashed chunks immutable, as JavaScript', async () => {
    const loader = await fetch(siteUrl('/assets/hearth/hearth.js'));
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    // hearth.js's registry gives each island's content hash: "quantity-selector":"ab12cd34"
    // stands for ./quantity-selector-ab12cd34.js.
    const entry = /["']?([\w-]+)["']?:["']([a-z0-9]{7})["']/i.exec(await loader.text());
    expect(entry, 'hearth.js names a hashed chunk').toBeTruthy();
    const name = `${entry![1]}-${entry![2]}.js`;
    const res = await fetch(siteUrl(`/assets/hearth/${name}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect((await fetch(siteUrl('/assets/hearth/..%2F..%2Fpackage.json'))).status).toBe(404);
  });

  it('escapes values it echoes into HTML and attributes', async () => {
    const { cookie, token } = await startSession();
    const evil = `'"><img src=x onerror=alert(1)>`;
    const { body, ...headers } = form({ __RequestVerificationToken: token, [`qty-${evil}`]: evil });
    const page = await (
      await fetch(siteUrl('/demo/quantity'), { method: 'POST', headers: { ...headers, cookie }, body })
    ).text();
    expect(page).not.toContain('<img src=x');
    // as element text, and as an attribute value where ' must be &#39;
    expect(page).toContain(
      `<dd data-name="qty-&#39;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&#39;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</dd>`,
    );
  });

  it('switches site and brand with ?site=CA&brand=cb2 and keeps the choice in a cookie', async () => {
    const first = await fetch(siteUrl('/?site=CA&brand=cb2'));
    const cookies = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const config = (html: string) =>
      JSON.parse(/<script type="application\/json" id="hearth-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
        site: string;
        brand: string;
      };
    expect(config(await first.text())).toMatchObject({ site: 'CA', brand: 'cb2' });
    const again = await fetch(siteUrl('/demo/quantity'), { headers: { cookie: cookies } });
    expect(config(await again.text())).toMatchObject({ site: 'CA', brand: 'cb2' });
  });

  it('keeps working before JavaScript: the fallback inputs submit in a plain form', async () => {
    const page = await browser.newPage();
    try {
      await page.route('**/assets/hearth/**', (route) => route.abort());
      await page.goto(siteUrl('/demo/quantity'));
      await page.locator('input[type="number"][name="qty-sofa"]').fill('6');
      await Promise.all([
        page.waitForURL(siteUrl('/demo/quantity')),
        page.getByRole('button', { name: 'Update quantities' }).click(),
      ]);
      expect(await page.locator('#submitted dd[data-name="qty-sofa"]').textContent()).toBe('6');
    } finally {
      await page.close();
    }
  });
});

describe('server-supplied addresses', () => {
  // Runs when a javascript: URL is followed; the test then finds the mark on <html>.
  const PAYLOAD = "javascript:void(document.documentElement.setAttribute('data-pwned','yes'))";
  const pwned = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-pwned'));

  /**
   * The cart page as a legacy page without the demo's CSP (which would block a javascript: URL
   * by itself and hide whether the island lets one through), its island props emptied so the
   * island fetches the cart, and the cart answers (getCartJsx, checkout) rewritten by `tamper`.
   */
  async function tamperedCart(tamper: (path: string, answer: Record<string, any>) => void) {
    await browser.context.clearCookies();
    const { page, watch } = await watchedPage(browser);
    await page.goto(siteUrl('/checkout/cart'));
    await postFromPage(page, '/api/demo/cart/add-item', [{ Sku: '200101', Quantity: 1 }]);
    await page.route(siteUrl('/checkout/cart'), async (route: Route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      const body = (await response.text()).replace(
        /<script type="application\/json" data-island-props>[\s\S]*?<\/script>/,
        '<script type="application/json" data-island-props>{}</script>',
      );
      await route.fulfill({ response, headers, body });
    });
    await page.route(/\/api\/demo\/cart(\/checkout)?$/, async (route: Route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as Record<string, any>;
      tamper(new URL(route.request().url()).pathname, answer);
      await route.fulfill({ response, json: answer });
    });
    await page.goto(siteUrl('/checkout/cart'));
    await waitForIslands(page);
    expect(await page.locator('#cart').getAttribute('data-hearth-state')).toBe('mounted');
    // control: on this page a javascript: link does run, so the test below can fail
    await page.evaluate((href) => {
      const a = Object.assign(document.createElement('a'), { href, textContent: 'control' });
      document.body.append(a);
      a.click();
      a.remove();
    }, PAYLOAD);
    await expect.poll(() => pwned(page)).toBe('yes');
    await page.evaluate(() => document.documentElement.removeAttribute('data-pwned'));
    return { page, watch };
  }

  it.each([
    ['/checkout/shipping?step=2', '/checkout/shipping?step=2'],
    ['/%09/evil.example/x', '/'],
    ['/%5Cevil.example', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
  ])('the sign-in page takes returnUrl=%s as %j', async (returnUrl, expected) => {
    const page = await (await fetch(siteUrl(`/account/login?returnUrl=${returnUrl}&isRedirect=true`))).text();
    const props = /data-island="sign-in"[^>]* data-props='([^']*)'/.exec(page)?.[1] ?? '';
    const decoded = props
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toMatchObject({ returnUrl: expected });
  });

  it.each([
    ['/checkout/shipping', '/checkout/shipping'],
    ['/%09/evil.example/x', '/'],
    ['/%5Cevil.example', '/'],
    ['https://evil.example/x', '/'],
  ])('the sign-in confirmation sends returnUrl=%s on as %j', async (returnUrl, expected) => {
    const answer = await fetch(siteUrl(`/account/auth/confirm?returnUrl=${returnUrl}`), { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(expected);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'an island named after an Object member (%s) is just unknown: one console line, no page error',
    async (name) => {
      const { page, watch } = await watchedPage(browser);
      try {
        await page.goto(siteUrl('/demo/quantity'));
        await waitForIslands(page);
        await page.evaluate((island) => {
          const el = document.createElement('div');
          el.id = 'odd-island';
          el.dataset.island = island;
          el.textContent = 'server content';
          document.body.append(el);
        }, name);
        await page.waitForSelector('#odd-island[data-hearth-state="error"]');
        expect(await loggedErrors(watch, (e) => e.includes(`"${name}"`))).toEqual([`hearth: unknown island "${name}"`]);
        expect(watch.pageErrors).toEqual([]);
        expect(await page.locator('#odd-island').textContent()).toBe('server content');
      } finally {
        await page.close();
      }
    },
  );

  it('a javascript: URL in a cart answer renders as text, does not run when clicked, and logs one error', async () => {
    const { page, watch } = await tamperedCart((path, answer) => {
      if (path === '/api/demo/cart') answer['cartData'].lineItems[0].url = PAYLOAD;
    });
    try {
      const name = 'Linen Throw Pillow 20"';
      const heading = page.locator('#cart').getByRole('heading', { level: 3, name });
      await heading.waitFor();
      expect(await page.locator('#cart').getByRole('link', { name }).count()).toBe(0);
      expect(await page.locator('#cart a[href^="javascript:" i]').count()).toBe(0);
      await page.locator('#cart').getByText(name, { exact: true }).click();
      await page.waitForTimeout(300);
      expect(await pwned(page)).toBeNull();
      expect(await loggedErrors(watch, (e) => e.includes('island "cart" refused field "lineItems.url"'))).toHaveLength(
        1,
      );
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await closeRouted(page);
    }
  });

  it('a javascript: redirectUrl in the checkout answer never runs: the shopper is sent back to the cart', async () => {
    const { page, watch } = await tamperedCart((path, answer) => {
      if (path === '/api/demo/cart/checkout') answer['redirectUrl'] = PAYLOAD;
    });
    try {
      await Promise.all([
        page.waitForURL(siteUrl('/checkout/cart')),
        page.waitForEvent('framenavigated'),
        page.getByRole('button', { name: 'Checkout' }).click(),
      ]);
      await waitForIslands(page);
      expect(await pwned(page)).toBeNull();
      expect(await page.getByRole('dialog', { name: 'Checkout Now' }).count()).toBe(0);
      expect(await loggedErrors(watch, (e) => e.includes('island "cart" refused field "redirectUrl"'))).toHaveLength(1);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await closeRouted(page);
    }
  });
});

describe('a hostile signInUrl on the signed-out favorites heart stays on this site', () => {
  const LAMP_URL = getProduct('300101')?.url ?? '/';
  // Each passes the same-origin filter as <origin>//evil.example/x; rebuilt from its path it was
  // //evil.example/x?returnUrl=…, a link to evil.example.
  it.each(['/.//evil.example/x', '/%2e//evil.example/x', '/a/..//evil.example/x', 'ORIGIN//evil.example/x'])(
    "signInUrl %s: the 'Sign in' link and where it leads are on this site",
    async (hostile) => {
      await browser.context.clearCookies();
      const { page, watch } = await watchedPage(browser);
      const origin = new URL(siteUrl('/')).origin;
      const signInUrl = hostile.replace('ORIGIN', origin);
      try {
        await page.goto(siteUrl(LAMP_URL));
        await waitForIslands(page);
        // a second heart, as a page would render it, with the hostile prop
        await page.evaluate(
          (props) => {
            const el = Object.assign(document.createElement('div'), { id: 'hostile-favorites' });
            el.dataset['island'] = 'favorites';
            el.dataset['props'] = JSON.stringify(props);
            document.body.append(el);
          },
          { sku: '300101', optionChoiceParameter: '', signInUrl },
        );
        await page.waitForSelector('#hostile-favorites[data-hearth-state="mounted"]');
        await page.locator('#hostile-favorites').getByRole('button', { name: 'Add to Favorites' }).click();
        const link = page
          .getByRole('dialog', { name: 'Add This Item to a List' })
          .getByRole('link', { name: 'Sign in' });
        const href = (await link.getAttribute('href')) ?? '';
        expect(href).toBe(`${origin}//evil.example/x?returnUrl=${encodeURIComponent(`${LAMP_URL}#300101`)}`);
        expect(await page.evaluate((h) => new URL(h, location.href).origin, href)).toBe(origin);
        await Promise.all([page.waitForEvent('framenavigated'), link.click()]);
        expect(new URL(page.url()).origin).toBe(origin);
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
