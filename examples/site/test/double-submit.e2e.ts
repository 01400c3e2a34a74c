import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../src/mock.js';
import { addNewCard, CARD, guestToPayment, toReview } from './checkout-kit.js';
import {
  addLines,
  closeRouted,
  setFault,
  siteUrl,
  setupChromiumPerSession,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * A hurried shopper never sends twice, through the script tag: Enter three
 * times 30 ms apart, or two clicks 250 ms apart, on add to cart, the favorites heart and the
 * change-ZIP 'Update', with the answer as fast as the demo gives it and held 300 ms. A button
 * stays busy until what it opens is open (the confirmation popups load lazily, after the answer
 * may already be in); the POSTs are counted at the browser.
 */
const browser = setupChromiumPerSession();

const LAMP_URL = getProduct('300101')?.url ?? '/';

/** A sending button: its page, how to get it ready, what it posts, what shows once it is done. */
interface Sender {
  name: string;
  call: string;
  /** Opens its page, islands mounted. @default the lamp's product page */
  open?(page: Page): Promise<void>;
  ready(page: Page): Promise<Locator>;
  done(page: Page): Promise<void>;
}

/** The popups each test page opened, by accessible name, kept in Node: a later key press may close one, or follow a link in it. */
const popupsOf = new WeakMap<Page, string[]>();
const popups = (page: Page): string[] => popupsOf.get(page) ?? [];

/** Waits until a popup named `name` has opened. */
const opened = (name: string) => (page: Page) => expect.poll(() => popups(page), { timeout: 10_000 }).toContain(name);

const SENDERS: Sender[] = [
  {
    name: 'add to cart',
    call: '/api/demo/cart/add-item',
    ready: async (page) => page.locator('#add-to-cart').getByRole('button', { name: 'Add to cart' }),
    done: opened('Added to Cart'),
  },
  {
    name: 'the favorites heart',
    call: '/api/demo/favorites/popup-data',
    ready: async (page) => page.locator('#favorites').getByRole('button', { name: 'Add to Favorites' }),
    done: opened('Add This Item to a List'),
  },
  {
    name: "change-ZIP's Update",
    call: '/api/demo/zip-validation',
    ready: async (page) => {
      const island = page.locator('#change-zip');
      await island.scrollIntoViewIfNeeded();
      await expect.poll(() => island.getAttribute('data-hearth-state')).toBe('mounted');
      await island.getByRole('button', { name: 'Show More' }).click();
      await island.getByRole('textbox', { name: 'ZIP Code' }).fill('10001');
      return island.getByRole('button', { name: 'Update' });
    },
    done: (page) => page.getByText('Your ZIP Code: 10001').waitFor({ timeout: 10_000 }),
  },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How slow the page is: the answer of the call, or the code loaded after the page (a popup's), held 300 ms. */
type Hold = 'none' | 'answer' | 'code';
const HOLDS: Array<[string, Hold]> = [
  ['as the demo answers', 'none'],
  ['with the answer held 300 ms', 'answer'],
  ["with the popup's code held 300 ms", 'code'],
];

/** Opens the lamp's page, counts the POSTs to the sender's call, slows what `hold` says, and readies the button. */
async function start(sender: Sender, hold: Hold): Promise<{ page: Page; button: Locator; posts: () => number }> {
  const { page } = await watchedPage(browser);
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === sender.call) posts += 1;
  });
  const shown: string[] = [];
  popupsOf.set(page, shown);
  await page.exposeFunction('__hearthTestOpened', (name: string) => shown.push(name));
  await page.addInitScript(() => {
    const showModal = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      showModal.call(this);
      const title = document.getElementById(this.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      void (window as unknown as { __hearthTestOpened: (name: string) => Promise<void> }).__hearthTestOpened(title);
    };
  });
  const held = (route: Route) => pause(300).then(() => route.continue().catch(() => undefined));
  if (hold === 'answer') await page.route(`**${sender.call}`, held);
  if (sender.open) await sender.open(page);
  else {
    await page.goto(siteUrl(LAMP_URL));
    await waitForIslands(page);
  }
  // the islands are in: what loads from now on is a popup's code
  if (hold === 'code') await page.route('**/assets/hearth/*.js', held);
  const button = await sender.ready(page);
  await button.waitFor();
  // nothing left loading that could move the button between where it is read and the click
  await page.waitForLoadState('networkidle');
  // what the way here opened (the checkout's 'Checkout Now', 'Add New Card') is not counted
  shown.length = 0;
  return { page, button, posts: () => posts };
}

/** The cart page with a lamp in the cart (a session of its own: the test's tab). */
async function cartPage(page: Page): Promise<void> {
  await page.goto(siteUrl('/checkout/cart'));
  await addLines(page, ['300101']);
  await page.goto(siteUrl('/checkout/cart'));
  await waitForIslands(page);
}

/** Sending buttons of the cart page whose busy state its store drives. */
const CART_SENDERS: Sender[] = [
  {
    name: "the cart's Checkout, signed out (the 'Checkout Now' flyout)",
    call: '/api/demo/cart/checkout',
    open: cartPage,
    ready: async (page) => page.locator('#cart').getByRole('button', { name: 'Checkout', exact: true }),
    done: opened('Checkout Now'),
  },
  {
    name: "the cart's promo code Apply, failing (503: the cart's error popup)",
    call: '/api/demo/cart/promo-code',
    open: async (page) => {
      await cartPage(page);
      await setFault(page, 'applyPromoCode', 'http503');
    },
    ready: async (page) => {
      const field = page.getByRole('textbox', { name: 'Promo Code' });
      await field.fill('WELCOME10');
      return page.locator('form', { has: field }).getByRole('button', { name: 'Apply' });
    },
    done: (page) => expect.poll(() => popups(page).length, { timeout: 10_000 }).toBeGreaterThan(0),
  },
];

/** Presses `sender`'s button as `press` does, then checks that it sent once and opened at most one popup. */
async function sendsOnce(
  sender: Sender,
  hold: Hold,
  press: (page: Page, button: Locator) => Promise<void>,
): Promise<void> {
  const { page, button, posts } = await start(sender, hold);
  try {
    await press(page, button);
    await sender.done(page);
    // a press that slipped through would send after the outcome: give it time to show
    await pause(500);
    expect(posts()).toBe(1);
    expect(popups(page).length).toBeLessThanOrEqual(1);
  } finally {
    await closeRouted(page);
  }
}

/** Enter three times 30 ms apart on the focused button. */
const pressThrice = (sender: Sender, hold: Hold) =>
  sendsOnce(sender, hold, async (page, button) => {
    await button.focus();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Enter');
      if (i < 2) await pause(30);
    }
  });

/** Two clicks 250 ms apart where the button is. */
const clickTwice = (sender: Sender, hold: Hold) =>
  sendsOnce(sender, hold, async (page, button) => {
    const box = (await button.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // the mouse itself, not locator.click(): a popup open over the button must not make the test wait
    await page.mouse.click(x, y);
    await pause(250);
    await page.mouse.click(x, y);
  });

/** Enter held down on the focused button (the keyboard repeats it 15 times, 30 ms apart). */
const holdEnter = (sender: Sender) =>
  sendsOnce(sender, 'none', async (page, button) => {
    await button.focus();
    // Playwright sends a key already down as a keydown with repeat: true, as a held key does
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.down('Enter');
      await pause(30);
    }
    await page.keyboard.up('Enter');
  });

// The cases on its three buttons: Enter ×3 and two clicks, with the answer as fast as the
// demo gives it and held 300 ms, and Enter held down. The popup's code held 300 ms (the hole the
// add to cart had) is walked on add to cart, and the cart's store-driven buttons take the clicks
// as the demo answers: each case costs a page load, and CI has two cores.
describe.each(SENDERS)('$name sends once', (sender) => {
  it.each(HOLDS.filter(([, hold]) => hold !== 'code'))('Enter three times 30 ms apart, %s', (_how, hold) =>
    pressThrice(sender, hold),
  );
  it.each(HOLDS.filter(([, hold]) => hold !== 'code'))('two clicks 250 ms apart, %s', (_how, hold) =>
    clickTwice(sender, hold),
  );
  it('Enter held down (the keyboard repeats it 15 times, 30 ms apart)', () => holdEnter(sender));
});

describe(`${SENDERS[0]!.name} sends once, its popup's code held 300 ms`, () => {
  it('Enter three times 30 ms apart', () => pressThrice(SENDERS[0]!, 'code'));
  it('two clicks 250 ms apart', () => clickTwice(SENDERS[0]!, 'code'));
});

describe.each(CART_SENDERS)('$name sends once', (sender) => {
  it('two clicks 250 ms apart, as the demo answers', () => clickTwice(sender, 'none'));
  it('Enter three times 30 ms apart, with the answer held 300 ms', () => pressThrice(sender, 'answer'));
});

/** Checkout's 'Place Order' for a guest with a new card, failing (503: the 'Network Error' popup). */
const PLACE_ORDER: Sender = {
  name: "checkout's Place Order, failing (503: 'Network Error')",
  call: '/ReactCheckout/PlaceOrder',
  open: async (page) => {
    await page.goto(siteUrl('/checkout/cart'));
    await addLines(page, ['200101']);
    await page.goto(siteUrl('/checkout/cart'));
    await waitForIslands(page);
    await guestToPayment(page);
    await addNewCard(page, CARD);
    await toReview(page);
    await setFault(page, '/ReactCheckout/PlaceOrder', 'http503');
  },
  ready: async (page) => page.getByRole('button', { name: 'Place Order' }),
  done: opened('Network Error'),
};

// the longest way to a button (the whole checkout): the cases that found holes elsewhere
describe(`${PLACE_ORDER.name} sends once`, () => {
  it(
    "Enter three times 30 ms apart, with the popup's code held 300 ms",
    () => pressThrice(PLACE_ORDER, 'code'),
    60_000,
  );
  it('two clicks 250 ms apart, as the demo answers', () => clickTwice(PLACE_ORDER, 'none'), 60_000);
  it('Enter held down', () => holdEnter(PLACE_ORDER), 60_000);
});

describe("change-ZIP's panel", () => {
  it.each([50, 150])(
    'takes no second Update while it closes (a click %i ms after the first, the answer as fast as the demo gives it)',
    (gap) =>
      sendsOnce(SENDERS[2]!, 'none', async (page, button) => {
        const box = (await button.boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await page.mouse.click(x, y);
        await page.getByText('Your ZIP Code: 10001').waitFor({ timeout: 10_000 });
        await pause(gap);
        // the panel's 275 ms close has begun: its Update is still drawn there
        await page.mouse.click(x, y);
      }),
  );
});
