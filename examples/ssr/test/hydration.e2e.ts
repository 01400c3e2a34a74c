/**
 * Every component the packages export renders on the server and hydrates cleanly,
 * on React 19 and on React 18.3: rendered with `react-dom/server` in Node (no DOM, so a component
 * reading `window`, `document` or a DOM class while rendering fails here), then hydrated in
 * Chromium under `<StrictMode>`, where React's development build reports every difference between
 * the server's HTML and the browser's first render and mounts each component twice, as `vite dev`
 * and `next dev` do. No error and no warning may reach the console.
 *
 * Every popup component, and every component that opens one (AddToCart's confirmation after a
 * real add, the gallery's 'View all images'), is then opened on a page of its own and must show
 * and stay open through StrictMode's second mount (in development they closed at
 * once), close on Escape and give the focus back.
 *
 * The packages come from their built `dist` (`npm run build` first), as an npm user gets them;
 * `HEARTH_SSR_SOURCE=1` takes their sources instead, while working on a component.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterFrames, launchChromium, type ChromiumSession } from '../../../scripts/browser/browser';
import { REACT_VERSIONS, bundleHarness, type ReactVersion } from '../src/bundle';
import { startHarnessServer, type HarnessServer, type PageCase } from '../src/harness-server';

/** What the server bundle of one version offers (`server-entry.tsx`). */
interface ServerHalf {
  version: string;
  exportedComponents(): string[];
  caseNames(): string[];
  renderCase(name: string): Promise<PageCase & { problems: string[] }>;
}

interface Rendered {
  server: ServerHalf;
  cases: Array<PageCase & { problems: string[] }>;
}

/** How a popup case's popup opens and what it is. */
interface PopupCheck {
  /** The button that opens it, or steps in its case that do; none: it is open once mounted. */
  open?: string | ((root: Locator) => Promise<void>);
  /** The popup's accessible name. */
  name: string;
  /** Escape closes it. `false`: its owner holds it open (controlled with an `onOpenChange` that does nothing). */
  closes?: boolean;
  /**
   * A page of its own for a popup opened by a press, away from cases that would change what it
   * does (the other cases share one page).
   */
  alone?: boolean;
}

/** Fills the checkout's address form with an address the demo backend corrects, and goes on. */
async function addressToCorrect(root: Locator): Promise<void> {
  const fields: Array<[string, string]> = [
    ['First Name', 'Jordan'],
    ['Last Name', 'Avery'],
    ['Address 1', '1250 Techny Rd'],
    ['City', 'Chicago'],
    ['ZIP Code', '60062'],
    ['Phone', '8472720142'],
    ['Email Address', 'demo@hearth.test'],
  ];
  for (const [label, value] of fields) await root.getByRole('textbox', { name: label, exact: true }).fill(value);
  await root.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await root.getByRole('button', { name: 'Next', exact: true }).click();
}

/**
 * The popup of each case that is one or opens one. `test/hydration.e2e.ts` fails when a case's
 * server HTML holds a `<dialog>` or a popup trigger (`aria-haspopup="dialog"`) and it has no entry.
 */
const POPUPS: Record<string, PopupCheck> = {
  '@hearth/ui.Dialog': { open: 'Open dialog', name: 'Added to Cart' },
  '@hearth/ui.Flyout': { open: 'Checkout', name: 'Checkout Now' },
  '@hearth/ui.HoverCard': { open: 'Dover, Slate', name: 'Dover, Slate' },
  '@hearth/ui.IslandDialog': { open: 'Reset password', name: 'Reset password' },
  '@hearth/commerce.ContinueShopping': { name: 'Added to Cart' },
  '@hearth/commerce.UnavailableItemsDialog': { name: 'Item(s) no longer available', closes: false },
  '@hearth/cart.AddToCart': { open: 'Add to cart', name: 'Added to Cart' },
  '@hearth/cart.CartPage': { open: 'Checkout', name: 'Checkout Now' },
  '@hearth/account.CardEntry': { open: 'Apply New Card', name: 'Apply New Card' },
  '@hearth/account.CardEntryDialog': { name: 'Apply New Card' },
  '@hearth/account.ForgotPassword': { open: 'Reset my password', name: 'Reset password' },
  '@hearth/account.ForgotPasswordDialog': { name: 'Reset password' },
  '@hearth/account.SignIn': { name: 'Account Sign In' },
  '@hearth/account.SignInDialog': { name: 'Account Sign In' },
  '@hearth/checkout.Checkout': { open: addressToCorrect, name: 'Verify Your Address' },
  '@hearth/swatches.ShopByFabric': { open: 'Aberdeen, Snow details', name: 'Aberdeen, Snow' },
  '@hearth/swatches.SwatchFlyout': { open: 'Dover, Slate', name: 'Dover, Slate' },
  '@hearth/swatches.SwatchOrder': { name: 'Order Free Swatches' },
  // alone: its product selection (sofa 410100, options not all chosen) is what AddToCart's button
  // for that sofa then adds or asks for, as on a product page; no confirmation popup would show
  '@hearth/product.Configurator': { open: 'Free design services', name: 'Free design services', alone: true },
  '@hearth/media.Gallery': { open: 'View all images', name: 'Product Gallery' },
  '@hearth/media.GalleryDialog': { name: 'Product Gallery' },
  '@hearth/media.SummaryDrawer': { name: 'Summary', closes: false },
  '@hearth/lists.Favorites': { open: 'Add to Favorites', name: 'Add This Item to a List' },
  '@hearth/lists.QuickShip': { open: "See What's Available Soonest", name: "See What's Available Soonest" },
};

let outDir: string;
let harness: HarnessServer;
let chromium: ChromiumSession;
const rendered = {} as Record<ReactVersion, Rendered>;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'hearth-ssr-'));
  const source = process.env.HEARTH_SSR_SOURCE === '1';
  const bundles = await Promise.all(
    REACT_VERSIONS.map((react) => bundleHarness(react, join(outDir, react), { source })),
  );
  const pages: Partial<Record<ReactVersion, PageCase[]>> = {};
  const clientDirs: Partial<Record<ReactVersion, string>> = {};
  for (const [index, react] of REACT_VERSIONS.entries()) {
    const bundle = bundles[index]!;
    const server = (await import(bundle.server)) as ServerHalf;
    // one case after another: each captures the console while it renders
    const cases = [];
    for (const name of server.caseNames()) cases.push(await server.renderCase(name));
    rendered[react] = { server, cases };
    pages[react] = cases;
    clientDirs[react] = bundle.clientDir;
  }
  harness = await startHarnessServer(pages, clientDirs);
  chromium = await launchChromium({ forTests: true });
  // two React versions bundled: `npm test` runs this beside the unit tests at a lower priority,
  // where a machine loaded beyond them took over 120 s
}, 300_000);

afterAll(async () => {
  await chromium?.close();
  await harness?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe.each(REACT_VERSIONS)('React %s', (react) => {
  it('is the React asked for', () => {
    expect(rendered[react].server.version.split('.')[0]).toBe(react);
  });

  it('has a case for every component the packages export', () => {
    const { server } = rendered[react];
    const components = server.exportedComponents();
    expect(components.length).toBeGreaterThan(40);
    expect(components.filter((name) => !server.caseNames().includes(name))).toEqual([]);
  });

  it('renders every case on the server with no error and no warning', () => {
    const problems = rendered[react].cases.flatMap(({ name, problems }) => problems.map((p) => `${name}: ${p}`));
    expect(problems).toEqual([]);
    const empty = rendered[react].cases.filter(({ html }) => html === '').map(({ name }) => name);
    expect(empty).toEqual([]);
  });

  it('words the server HTML as <HearthConfigProvider> says (hydrating it then warns of no difference)', () => {
    const provider = rendered[react].cases.find(({ name }) => name === '@hearth/core.HearthConfigProvider')!;
    expect(provider.html).toContain('aria-label="One more"');
  });

  it('puts sanitized HTML into the server HTML (DOMPurify on jsdom), as the browser shows it', () => {
    const sanitized = rendered[react].cases.find(({ name }) => name === '@hearth/ui.SanitizedHtml')!;
    expect(sanitized.html).toContain('<h2>Delivery</h2><p>Ships in <b>3-7 days</b>.</p>');
    expect(sanitized.html).toContain('rel="noopener noreferrer"');
    expect(sanitized.html).not.toContain('script');
  });

  it('has a popup check for every case that is a popup or opens one', () => {
    const cases = rendered[react].cases;
    const popupLike = cases
      .filter(({ html }) => /<dialog\b|aria-haspopup="dialog"/.test(html))
      .map(({ name }) => name)
      .filter((name) => !POPUPS[name]);
    expect(popupLike).toEqual([]);
    expect(Object.keys(POPUPS).filter((name) => !cases.some((entry) => entry.name === name))).toEqual([]);
  });

  it('hydrates every case in Chromium with no error and no warning', async () => {
    const page = await chromium.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    await page.goto(`${harness.url}/react-${react}/`);
    await page.waitForFunction(() => (window as { __hydration?: { done: boolean } }).__hydration?.done === true, null, {
      timeout: 60_000,
    });
    // the calls the cases make once mounted answer within this, and anything they log is caught
    await page.waitForLoadState('networkidle');
    const outcome = await page.evaluate(
      () => (window as unknown as { __hydration: { hydrated: string[]; problems: string[] } }).__hydration,
    );
    // the popups open on their first render are still open after StrictMode's second mount
    const mountedOpen = Object.entries(POPUPS).filter(([, { open }]) => !open);
    const states = await page.evaluate(
      (popups) =>
        popups.map(([name, { name: title }]) => {
          const root = document.querySelector(`[data-case="${CSS.escape(name)}"]`);
          const popup = [...(root?.querySelectorAll('dialog, [role="dialog"]') ?? [])].find(
            (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === title,
          );
          const open = popup instanceof HTMLDialogElement ? popup.open && popup.matches(':modal') : Boolean(popup);
          return `${name}: ${open ? 'open' : 'closed'}`;
        }),
      mountedOpen,
    );
    await page.close();
    expect(outcome.hydrated).toEqual(rendered[react].cases.map(({ name }) => name));
    expect([...pageErrors, ...outcome.problems]).toEqual([]);
    expect(states).toEqual(mountedOpen.map(([name]) => `${name}: open`));
  }, 90_000);

  const pressed = Object.entries(POPUPS).filter(([, { open }]) => open);
  const pages = [
    pressed.filter(([, { alone }]) => !alone),
    ...pressed.filter(([, { alone }]) => alone).map((popup) => [popup]),
  ];
  describe.each(pages.map((popups) => [popups.length > 1 ? 'the cases' : popups[0]![0], popups] as const))(
    'StrictMode: popups opened by a press, one after another, on a page of %s',
    (_, popups) => {
      let page: Page;
      const pageErrors: string[] = [];

      beforeAll(async () => {
        page = await chromium.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
        const query = popups.map(([name]) => `case=${encodeURIComponent(name)}`).join('&');
        await page.goto(`${harness.url}/react-${react}/?${query}`);
        await page.waitForFunction(() => (window as { __hydration?: { done: boolean } }).__hydration?.done === true);
      }, 60_000);

      afterAll(async () => {
        // what the popups stored (a recently viewed swatch, the demo session's cookie) stays with them
        await page?.evaluate(() => localStorage.clear());
        await chromium.context.clearCookies();
        await page?.close();
      });

      it.each(popups)(
        '%s: its popup shows and stays open, Escape closes it and the focus goes back',
        async (name, { open, name: title, closes = true }) => {
          const root = page.locator(`[data-case="${name}"]`);
          const trigger =
            typeof open === 'string' ? root.getByRole('button', { name: open, exact: true }).first() : null;
          if (trigger) await trigger.click();
          else await (open as (root: Locator) => Promise<void>)(root);
          // a popup may be drawn outside its case (AddToCart's confirmation, in a container of its own)
          const popup = page.getByRole('dialog', { name: title, exact: true });
          await popup.waitFor({ state: 'visible', timeout: 15_000 });
          await afterFrames(page);
          const open_ = await popup.evaluate((element) =>
            element instanceof HTMLDialogElement ? element.open && element.matches(':modal') : element.isConnected,
          );
          expect(open_, `${name}: its popup is still open`).toBe(true);
          if (!closes) return;
          await page.keyboard.press('Escape');
          await popup.waitFor({ state: 'hidden' });
          if (trigger)
            await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
        },
      );

      it('logged no error and no warning on the way', async () => {
        const outcome = await page.evaluate(
          () => (window as unknown as { __hydration: { problems: string[] } }).__hydration,
        );
        expect([...pageErrors, ...outcome.problems]).toEqual([]);
      });
    },
  );
});
