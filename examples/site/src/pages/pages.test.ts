// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_PROMOS, demoCategories, getSession, signInDemoAccount } from '../mock.js';
import { SESSION_COOKIE } from '../session.js';
import { createSiteServer, type SiteServer } from '../server.js';
import { PAGE_LIST } from '../routes.js';
import { FEATURED_SKUS } from './home.js';
import { DEMO_VARIANTS, VARIANTS_COOKIE } from '../variants.js';

/**
 * The store's pages as the server sends them, before any script runs: real content in
 * every island, the store's header and footer, the developer pages kept off the store, and the
 * form posts that stand in for islands.
 */
let site: SiteServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hearth-dist-'));
  writeFileSync(join(dist, 'hearth.js'), '');
  writeFileSync(
    join(dist, 'hearth-manifest.json'),
    JSON.stringify({
      tokens: 'ui-TOKENS12.css',
      islands: {
        configurator: { css: ['ui-TOKENS12.css', 'ui-BUTTON12.css', 'configurator-CONF1234.css', '../evil.css'] },
      },
    }),
  );
  site = await createSiteServer({ port: 0, distDir: dist });
});
afterAll(() => site?.close());

/** A browser's visit: keeps its cookies, posts forms with the page's token. */
function visitor() {
  const jar = new Map<string, string>();
  let token = '';
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0/.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    /** The visit's session id (after its first page). */
    sessionId: () => jar.get(SESSION_COOKIE) ?? '',
    async get(path: string): Promise<{ status: number; html: string; res: Response }> {
      const res = await fetch(new URL(path, site.url), { headers: { cookie: cookie() }, redirect: 'manual' });
      remember(res);
      const html = await res.text();
      token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(html)?.[1] ?? token;
      return { status: res.status, html, res };
    },
    async post(path: string, fields: Record<string, string> | Array<[string, string]>): Promise<Response> {
      const pairs = Array.isArray(fields) ? fields : Object.entries(fields);
      const body = new URLSearchParams([['__RequestVerificationToken', token], ...pairs]);
      const res = await fetch(new URL(path, site.url), {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      });
      remember(res);
      return res;
    },
  };
}

/** The text of every island element's server HTML (its fallback), by island name. */
function islandFallbacks(html: string): Array<{ name: string; text: string }> {
  const out: Array<{ name: string; text: string }> = [];
  const open = /<(div|span|section|aside) data-island="([a-z-]+)"[^>]*>/g;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const [, tag = 'div', name = ''] = m;
    // the element's content up to its matching close tag (no island nests its own tag name)
    let depth = 1;
    let i = open.lastIndex;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = i;
    for (let t = tags.exec(html); t && depth > 0; t = tags.exec(html)) {
      depth += t[1] ? -1 : 1;
      i = t.index;
    }
    out.push({
      name,
      text: html
        .slice(open.lastIndex, i)
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, ' '),
    });
  }
  return out;
}

describe('every page of the store', () => {
  it.each(PAGE_LIST.map(([path]) => path))(
    '%s: 200, the store header and footer (the checkout steps: its stripped ones), no island left "Loading…"',
    async (path) => {
      const page = await visitor().get(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<link rel="stylesheet" href="/assets/hearth/ui-TOKENS12.css">');
      expect(page.html).toMatch(/<a class="logo" href="\/">/);
      if (/^\/checkout\/(?!cart|confirmation)/.test(path)) {
        // stores strip the checkout: logo, 'Secure Checkout', help; nothing that leads away
        expect(page.html).toContain('<header class="site-header site-header--checkout">');
        expect(page.html).toContain('Secure Checkout');
        expect(page.html).not.toContain('<details class="site-menu">');
        expect(page.html).toMatch(/<footer class="site-footer site-footer--checkout">/);
      } else {
        expect(page.html).toMatch(
          /<a class="header-tool cart-link" href="\/checkout\/cart">[\s\S]*?data-island="cart-count"/,
        );
        expect(page.html).toContain('<details class="site-menu">');
        expect(page.html).toMatch(/<footer class="site-footer">/);
      }
      for (const island of islandFallbacks(page.html)) expect(island.text, island.name).not.toMatch(/loading/i);
      // the developer fault panel is on /dev only (no developer cookie here)
      expect(page.html.includes('Developer: fault panel'), path).toBe(path === '/dev');
    },
  );
});

describe('the order confirmation', () => {
  it('lists the items with their pictures, the addresses, the payment, and offers a guest an account', async () => {
    const v = visitor();
    await v.get('/');
    const session = getSession(v.sessionId());
    session.orders.push({
      orderNumber: 'HX00100042',
      total: 32685,
      summary: { subtotal: 35980, discount: 3598, shipping: 0, tax: 303 },
      lines: [
        {
          sku: '300101',
          name: 'Stoneware Table Lamp',
          qty: 2,
          imagePath: '/assets/products/300101.svg',
          formattedTotalPrice: '$199.90',
          options: ['Color: Sand'],
        },
      ],
      shipTo: {
        firstName: 'Jordan',
        lastName: 'Avery',
        address1: '1250 Techny Rd',
        city: 'Northbrook',
        state: 'IL',
        postalCode: '60062',
      },
      billTo: null,
      payments: [
        { tender: 'Gift card ending in 7890', amount: 10000 },
        { tender: 'Visa ending in 1111', amount: 22685 },
      ],
      email: 'jordan@example.com',
      guest: true,
    });
    const { html } = await v.get('/checkout/confirmation?orderNumber=HX00100042');
    expect(html).toContain('Order number: <strong>HX00100042</strong>');
    expect(html).toMatch(/<img src="\/assets\/products\/300101\.svg" alt="" width="96" height="96">/);
    expect(html).toContain('Stoneware Table Lamp');
    expect(html).toContain('Quantity: 2');
    expect(html).toContain('Color: Sand');
    expect(html).toContain('Jordan Avery<br>1250 Techny Rd<br>Northbrook, IL 60062');
    expect(html).toContain('Same as shipping');
    // the order's total and how it is made, then what each tender paid (together, the total)
    const text = (part: string) =>
      part
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const summary = text(html.slice(html.indexOf('id="order-summary"'), html.indexOf('id="order-payments"')));
    expect(summary).toContain('Subtotal $359.80 Discounts -$35.98 Shipping FREE Tax $3.03 Order total $326.85');
    expect(
      text(
        html.slice(
          html.indexOf('id="order-payments"'),
          html.indexOf('</section>', html.indexOf('id="order-payments"')),
        ),
      ),
    ).toContain('Gift card ending in 7890 $100.00 Visa ending in 1111 $226.85');
    // the order is placed: no step indicator any more
    expect(html).not.toContain('aria-label="Checkout steps"');
    expect(html).toContain('<h2 id="order-account-title">Create an account</h2>');
    // a signed-in shopper has an account already
    session.orders.at(-1)!.guest = false;
    expect((await v.get('/checkout/confirmation?orderNumber=HX00100042')).html).not.toContain('Create an account');
  });
});

describe('favorites and registry pages are product grids', () => {
  it('each list a grid of cards with picture, price and add to cart; one product in two lists keeps its ids apart', async () => {
    const v = visitor();
    await v.get('/');
    const session = getSession(v.sessionId());
    session.favorites.boards = [
      { Id: 1, BoardName: 'Living Room' },
      { Id: 2, BoardName: 'Reading Nook' },
    ];
    session.favorites.items = [1, 2].map((boardId, i) => ({
      boardId,
      sku: '300101',
      optionChoiceParameter: '',
      quantity: 1,
      recapId: i + 1,
    }));
    const { html } = await v.get('/favorites');
    expect(html.match(/<ul class="card-grid" aria-label="(Living Room|Reading Nook)">/g)).toHaveLength(2);
    expect(html.match(/<li class="card" data-sku="300101">/g)).toHaveLength(2);
    expect(html).toMatch(/<img class="card__image" src="[^"]*300101[^"]*"/);
    expect(html).toContain('<p class="card__price">$179.00</p>');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a registry: one card per item, with what it wants in all', async () => {
    const v = visitor();
    await v.get('/');
    const session = getSession(v.sessionId());
    signInDemoAccount(v.sessionId());
    session.registryAdds = [
      { sku: '300101', quantity: 1, grId: 90002 },
      { sku: '300101', quantity: 2, grId: 90002 },
    ];
    const { html } = await v.get('/gift-registry/registrant-list/90002');
    expect(html.match(/<li class="card" data-sku="300101">/g)).toHaveLength(1);
    expect(html).toContain('Wanted: 3');
  });
});

describe('home', () => {
  it('is a store: hero, departments, featured products; no developer pages', async () => {
    const { html } = await visitor().get('/');
    expect(html).toMatch(/<section class="hero"[\s\S]*<h1 id="hero-title">Made for the way you live<\/h1>/);
    for (const category of demoCategories) expect(html).toContain(`<a href="/shop/${category.slug}">`);
    expect(html.match(/<li class="card" data-sku="/g)).toHaveLength(FEATURED_SKUS.length);
    expect(html).not.toMatch(/Demo pages|Quantity selector|Welcome to the demo storefront|issue \d|Developer/);
  });
});

describe('a department', () => {
  it('lists its products as cards; stock items have a quick add over a form post, made-to-order ones do not', async () => {
    const { html } = await visitor().get('/shop/decor-lighting');
    expect(html).toMatch(/<h1>Decor &amp; Lighting<\/h1>/);
    expect(html).toContain('id="quick-add-300101"');
    expect(html).toMatch(
      /data-island="add-to-cart" id="quick-add-300101"[^>]*><form class="add-form" method="post" action="\/cart\/add">/,
    );
    const sofas = await visitor().get('/shop/sofas');
    expect(sofas.html).not.toContain('quick-add-');
    expect(sofas.html).toContain('Starting at $1,899.00');
    expect((await visitor().get('/shop/nope')).status).toBe(404);
  });
});

describe('a special-order page draws its islands as they will be', () => {
  it("links the configurator's stylesheets right before its server HTML, which is its first view, and a plain list for a browser without script", async () => {
    const { html: page } = await visitor().get('/furniture/lounge-sofa/s410100?brand=cb2&site=CA');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.match(/\/assets\/hearth\/[^"]+\.css/g)).toEqual(['/assets/hearth/ui-TOKENS12.css']);
    // in the body, just before the island: what comes before it is drawn without waiting for them;
    // the tokens once (in the head), the island's in its entry's order, no name outside the folder
    const before = page.slice(page.indexOf('data-region="options"'), page.indexOf('data-island="configurator"'));
    expect(before.match(/<link rel="stylesheet" href="[^"]+">/g)).toEqual([
      '<link rel="stylesheet" href="/assets/hearth/ui-BUTTON12.css">',
      '<link rel="stylesheet" href="/assets/hearth/configurator-CONF1234.css">',
    ]);
    const island = page.slice(page.indexOf('data-island="configurator"'), page.indexOf('configurator-seo-links'));
    expect(island).toContain('<div class="hearth-configurator">');
    expect(island).toContain('Your Selection Summary');
    expect(island).toContain('<span class="hearth-drawer__count">348 option(s)</span>');
    // prices as the island shows them on the site, from the Canadian price list ($1,899.00 in
    // the US), the second brand's link
    expect(island).toContain('<p class="hearth-product-summary__price">CAD 2,569.00</p>');
    expect(island).toContain('Available in Hearth Home');
    expect(island).toMatch(/<noscript><ol class="configurator-fallback"><li><h3>Step 1: Size \(3 options\)<\/h3>/);
    // the hidden SEO links list follows the island, written by the page, named as the island names
    // them; the island is told so (it then draws none)
    expect(island).toContain('"seoLinksInPage":true');
    const seo = page.slice(
      page.indexOf('configurator-seo-links'),
      page.indexOf('</ul>', page.indexOf('configurator-seo-links')),
    );
    expect(page.indexOf('configurator-seo-links')).toBeGreaterThan(page.indexOf('</noscript>'));
    expect(seo).toContain('<li><a href="/free-swatches?fabric=haven-30000">Haven, Snow</a></li>');
    // quick-ship: the lookup's answer in its props and its line in the server HTML
    const quickShip = page.slice(page.indexOf('data-island="quick-ship"'), page.indexOf('data-region="options"'));
    expect(quickShip).toMatch(
      /&quot;availability&quot;:\{[^}]*&quot;message&quot;:&quot;\d+ ready-made versions ship soonest/,
    );
    expect(quickShip).toMatch(
      /<a href="\/shop\/sofas">See What's Available Soonest<\/a><p>\d+ ready-made versions ship soonest<\/p>/,
    );
  });

  it('a stock product page links no island stylesheet but the tokens', async () => {
    const { html: page } = await visitor().get('/furniture/oak-side-table/s300104');
    expect(page.match(/\/assets\/hearth\/[^"]+\.css/g)).toEqual(['/assets/hearth/ui-TOKENS12.css']);
  });
});

describe('the legacy forms behind the islands', () => {
  it('add-to-cart fallback: the form post adds and opens the cart', async () => {
    const shopper = visitor();
    await shopper.get('/shop/decor-lighting');
    const res = await shopper.post('/cart/add', { sku: '300101', quantity: '2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/cart');
    const cart = await shopper.get('/checkout/cart');
    expect(cart.html).toMatch(/Stoneware Table Lamp<\/a><\/th><td>2<\/td>/);
    expect(cart.html).toMatch(/<span class="cart-count-fallback" data-count="2">2<\/span>/);
    expect((await shopper.post('/cart/add', { sku: '300107' })).status).toBe(400);
  });

  it('add-to-cart fallback: a made-to-order piece is refused without its options (a click before the script loaded)', async () => {
    const shopper = visitor();
    await shopper.get('/shop/sofas');
    const res = await shopper.post('/cart/add', { sku: '410100', quantity: '1' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Lounge Sofa is made to order: choose its options first.');
    expect(page).toMatch(/href="\/furniture\/lounge-sofa\/s410100"/);
    expect((await shopper.get('/checkout/cart')).html).toMatch(/data-count="0"/);
  });

  it('sign-in fallback: the demo account signs in and goes to the return URL; a wrong password says so', async () => {
    const shopper = visitor();
    await shopper.get('/account/sign-in?returnUrl=%2Fshop%2Fsofas');
    expect(
      (await shopper.post('/account/login', { email: DEMO_ACCOUNT.email, password: 'nope', returnUrl: '/' })).status,
    ).toBe(200);
    const res = await shopper.post('/account/login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      returnUrl: '/shop/sofas',
    });
    expect(res.headers.get('location')).toBe('/shop/sofas');
    expect((await shopper.get('/')).html).toMatch(/<span class="header-tool__label">Hi, Jordan<\/span>/);
  });
});

describe('account pages', () => {
  it.each(['Google', 'Apple'])(
    'Sign in with %s: the demo identity provider signs in the demo account and returns',
    async (idp) => {
      const shopper = visitor();
      expect((await shopper.get('/')).html).toMatch(/<span class="header-tool__label">Sign in<\/span>/);
      const page = await shopper.get(`/account/auth/loginwithidp?idp=${idp}&redirectUrl=%2Fcheckout%2Fcart`);
      expect(page.html).toContain(`<h1 id="idp-title">Sign in with ${idp}</h1>`);
      const res = await shopper.post('/account/auth/loginwithidp', { idp, redirectUrl: '/checkout/cart' });
      expect(res.headers.get('location')).toBe('/checkout/cart');
      const account = await shopper.get('/account');
      expect(account.html).toContain('<h1>Hi, Jordan</h1>');
      // another site's address never becomes the way back
      expect(
        (await shopper.post('/account/auth/loginwithidp', { idp, redirectUrl: '//evil.example/' })).headers.get(
          'location',
        ),
      ).toBe('/');
      expect((await shopper.post('/account/sign-out', {})).headers.get('location')).toBe('/');
      expect((await shopper.get('/')).html).toMatch(/>Sign in<\/span>/);
    },
  );

  it('Create an Account, Terms of Use and Privacy Policy are pages', async () => {
    const shopper = visitor();
    expect((await shopper.get('/account/create-account')).html).toContain('<h1>Create an Account</h1>');
    const sent = await shopper.post('/account/create-account', {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      password: 'x',
    });
    expect(await sent.text()).toContain('no account was created');
    expect((await shopper.get('/customer-service/terms-of-use')).html).toContain('<h1>Terms of Use</h1>');
    expect((await shopper.get('/customer-service/privacy-policy')).html).toContain('<h1>Privacy Policy</h1>');
  });

  it('the sign-in page hints the demo account, the promo codes, a gift card, a reward certificate and test cards', async () => {
    const { html } = await visitor().get('/account/sign-in');
    const hint = /<aside class="demo-hint"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    for (const text of [
      DEMO_ACCOUNT.email,
      DEMO_ACCOUNT.password,
      ...Object.keys(DEMO_PROMOS),
      '6006 4912 3456 7890',
      'RC1000',
      '4111 1111 1111 1111',
      '4000 0000 0000 0002',
    ]) {
      expect(hint).toContain(text);
    }
    // in a shopper's words: no code names, no other retailer's card name
    expect(hint).not.toMatch(/\(AuthorizationFailure\)|\(hasSessionError\)|C&amp;B|CB2 CC|MasterCard/);
    expect(hint).toMatch(/declined at Place Order \(\S+Payment Error\S+\)/);
  });
});

describe('/dev', () => {
  it('lists the developer pages and sets or clears the cookie that shows the fault panel on every page', async () => {
    const dev = visitor();
    const page = await dev.get('/dev');
    expect(page.html).toContain('<ul id="page-list"');
    expect(page.html).toContain('href="/demo/quantity"');
    expect((await dev.get('/')).html).not.toContain('Developer: fault panel');
    const on = await dev.post('/dev', { panel: 'show' });
    expect(on.headers.get('location')).toBe('/dev');
    expect((await dev.get('/')).html).toContain('Developer: fault panel');
    expect((await visitor().get('/')).html).not.toContain('Developer: fault panel');
    await dev.post('/dev', { panel: 'hide' });
    expect((await dev.get('/')).html).not.toContain('Developer: fault panel');
  });
});

describe('/dev variant switches', () => {
  /** The `#hearth-config` of a page. */
  const configOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="hearth-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      features?: Record<string, boolean>;
    };
  const LAMP = '/furniture/stoneware-table-lamp/s300101';
  /** The `data-props` of the island with `id`, or undefined without that island. */
  const propsOf = (html: string, id: string) => {
    const m = new RegExp(`data-island="[a-z-]+" id="${id}" data-props='([^']*)'`).exec(html);
    const decoded = m?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    return decoded === undefined ? undefined : (JSON.parse(decoded.replace(/&amp;/g, '&')) as Record<string, unknown>);
  };

  it('lists each variant as a labelled checkbox with where it shows; saving keeps them for this browser only', async () => {
    const dev = visitor();
    const page = await dev.get('/dev');
    for (const key of DEMO_VARIANTS.map((v) => v.key)) {
      expect(page.html).toContain(`<input type="checkbox" id="variant-${key}" name="variant" value="${key}"`);
      expect(page.html).toContain(`<label for="variant-${key}">`);
      expect(page.html).toContain(`id="variant-${key}-where"`);
    }
    expect(page.html).toMatch(/Masterpass and Visa Checkout were retired by Mastercard and Visa/);
    const before = { home: (await dev.get('/')).html, lamp: (await dev.get(LAMP)).html };
    expect(before.home).not.toContain('General Pi');
    expect(propsOf(before.lamp, 'complete-the-look')).toBeUndefined();
    expect(propsOf(before.lamp, 'recently-viewed')).toBeUndefined();
    expect(propsOf(before.lamp, 'related')?.['showAddedText']).toBeUndefined();
    expect(configOf(before.home).features?.['paymentProvider']).toBeUndefined();

    const saved = await dev.post('/dev', [
      ['switches', 'save'],
      ...DEMO_VARIANTS.map((v): [string, string] => ['variant', v.key]),
      ['variant', 'notAVariant'],
    ]);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/dev#variants-title');
    expect(saved.headers.get('set-cookie')).toMatch(new RegExp(`^${VARIANTS_COOKIE}=[a-zA-Z,]+; Path=/; SameSite=Lax`));
    expect(saved.headers.get('set-cookie')).not.toContain('notAVariant');
    const dev2 = await dev.get('/dev');
    expect(dev2.html.match(/name="variant" value="\w+" aria-describedby="[\w-]+" checked>/g)).toHaveLength(
      DEMO_VARIANTS.length,
    );

    const home = (await dev.get('/')).html;
    expect(propsOf(home, 'showcase')).toMatchObject({ title: 'General Pi', layout: 'showcase' });
    expect((propsOf(home, 'showcase')?.['items'] as unknown[]).length).toBeGreaterThan(6);
    expect(configOf(home).features).toMatchObject({
      paymentProvider: true,
      tenderShortPayload: true,
      taxExemptionGet: true,
    });
    const lamp = (await dev.get(LAMP)).html;
    expect(propsOf(lamp, 'complete-the-look')).toMatchObject({ title: 'Complete the Look', layout: 'single' });
    expect(propsOf(lamp, 'related')).toMatchObject({ showAddedText: true });
    expect(propsOf(lamp, 'recently-viewed')).toMatchObject({
      source: 'recently-viewed',
      record: { sku: '300101', familyId: 'F3001', optionChoiceParameter: '' },
    });
    const swatches = (await dev.get('/free-swatches')).html;
    const swatchPath = /Fabric details: <a href="(\/free-swatches\/swatch\/\d+)">/.exec(swatches)?.[1] ?? '';
    const swatchPage = await dev.get(swatchPath);
    expect(swatchPage.status).toBe(200);
    expect(swatchPage.html).toMatch(
      /data-island="swatch-flyout" id="swatch-page"><script type="application\/json" data-island-props>\{"mode":"page"/,
    );
    expect(swatchPage.html).toMatch(/<h1>[^<]+<\/h1>/);
    expect((await dev.get('/free-swatches/swatch/999999999')).status).toBe(404);

    // another browser sees none of it
    const other = visitor();
    expect((await other.get('/')).html).not.toContain('General Pi');
    expect(configOf((await other.get('/')).html).features?.['tenderShortPayload']).toBeUndefined();

    // none ticked: the cookie is cleared
    const cleared = await dev.post('/dev', { switches: 'save' });
    expect(cleared.headers.get('set-cookie')).toMatch(
      new RegExp(`^${VARIANTS_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`),
    );
    expect((await dev.get('/')).html).not.toContain('General Pi');
  });

  it('Masterpass and Visa Checkout: their buttons and script on the checkout pages only when switched on', async () => {
    const dev = visitor();
    await dev.get('/checkout/cart');
    await dev.post('/cart/add', { sku: '300101', quantity: '1' });
    expect((await dev.get('/checkout/shipping')).html).not.toContain('retired-wallets');
    await dev.post('/dev', [
      ['switches', 'save'],
      ['variant', 'retiredWallets'],
    ]);
    const page = (await dev.get('/checkout/shipping')).html;
    expect(page).toContain('<script src="/assets/site/retired-wallets.js" defer></script>');
    expect(page).toMatch(/data-endpoint="\/checkout\/alternativepayments\/launchmasterpass"[^>]*>Pay with Masterpass</);
    expect(page).toMatch(
      /data-endpoint="\/checkout\/alternativepayments\/savevisapayment"[^>]*>Pay with Visa Checkout</,
    );
    expect(page).toContain('Retired by Mastercard and Visa');
  });
});
