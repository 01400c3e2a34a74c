import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import {
  configuratorDrawn,
  settleAnimations,
  setupChromiumPerSession,
  siteUrl,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * Carousels through the script tag [ref: README#every-island]: the WAI-ARIA APG carousel (slides
 * out of view hidden and out of the tab order, a move announced politely), and the product
 * carousel on a phone (arrows clear of the names, 'Add … to cart' on at most two lines).
 */
const browser = setupChromiumPerSession();
const LAMP_URL = getProduct('300101')?.url ?? '/';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function relatedCarousel(page: Page, size: { width: number; height: number }): Promise<Locator> {
  await page.setViewportSize(size);
  const res = await page.goto(siteUrl(LAMP_URL));
  expect(res?.status()).toBe(200);
  await waitForIslands(page);
  const host = page.locator('#related');
  await host.scrollIntoViewIfNeeded();
  await page.locator('#related[data-hearth-state="mounted"]').waitFor();
  const region = host.getByRole('region', { name: 'People Also Viewed' });
  await region.locator('.hearth-carousel__button--next').waitFor();
  await settleAnimations(page);
  return region;
}

/** 1-based positions of the slides not inert. */
const exposedSlides = (region: Locator) =>
  region.evaluate((el) =>
    [...el.querySelectorAll('.hearth-carousel__slide')].flatMap((slide, i) =>
      slide.hasAttribute('inert') ? [] : [i + 1],
    ),
  );

/** Exposed slides (1-based) lying outside the viewport (1 px of rounding allowed). */
const exposedOutsideView = (region: Locator) =>
  region.evaluate((el) => {
    const view = el.querySelector('.hearth-carousel__viewport')!.getBoundingClientRect();
    return [...el.querySelectorAll('.hearth-carousel__slide')].flatMap((slide, i) => {
      const box = slide.getBoundingClientRect();
      // the gap is the slide's left padding
      const left = box.left + parseFloat(getComputedStyle(slide).paddingLeft);
      const inside = left >= view.left - 1 && box.right <= view.right + 1;
      return slide.hasAttribute('inert') || inside ? [] : [i + 1];
    });
  });

/** Slides in one view: the track (the viewport plus one gap) over the first slide's width. */
const slidesPerViewOf = (region: Locator) =>
  region.evaluate((el) => {
    const slide = el.querySelector('.hearth-carousel__slide')!;
    const gap = parseFloat(getComputedStyle(slide).paddingLeft);
    const view = el.querySelector('.hearth-carousel__viewport')!.getBoundingClientRect().width;
    return Math.round(((view + gap) / slide.getBoundingClientRect().width) * 10) / 10;
  });

describe('carousels (APG carousel pattern)', () => {
  it('hides the slides out of view from the accessibility tree and the tab order, and announces a move', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const region = await relatedCarousel(page, LAPTOP);
      const count = await region.locator('.hearth-carousel__slide').count();
      expect(count).toBeGreaterThan(4);
      expect(await exposedSlides(region)).toEqual([1, 2, 3, 4]);
      // the accessibility tree holds the 4 shown slides only
      expect(await region.getByRole('group').count()).toBe(4);
      const live = region.locator('[aria-live="polite"]');
      expect(await live.textContent()).toBe('');

      // Tab from the last shown slide leaves the carousel: slide 5 is out of the tab order
      const lastShown = region.locator('.hearth-carousel__slide').nth(3);
      await lastShown.getByRole('button', { name: /^Add .+ to cart$/ }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.hearth-carousel__slide') === null)).toBe(true);

      await region.getByRole('button', { name: 'Next products' }).click();
      await expect.poll(() => live.textContent()).toMatch(new RegExp(`^Slides \\d+–\\d+ of ${count}$`));
      const [first] = await exposedSlides(region);
      expect(first).toBeGreaterThan(4);
      expect(await live.textContent()).toBe(`Slides ${first}–${Math.min(first! + 3, count)} of ${count}`);
      // what is exposed is what is seen: once the slide has moved, every exposed slide lies in the viewport
      await expect.poll(() => exposedOutsideView(region), { timeout: 5000 }).toEqual([]);
      expect(await runAxe(page)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the product carousel on a phone (390 px)', () => {
  it('shows 2.5; one press moves 2, so the half-seen third slide comes whole (docs/decisions.md)', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const region = await relatedCarousel(page, PHONE);
      expect(await slidesPerViewOf(region)).toBe(2.5);
      await region.getByRole('button', { name: 'Next products' }).click();
      await expect.poll(async () => (await exposedSlides(region))[0]).toBe(3);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("keeps the arrows off the names and buttons, and 'Add … to cart' on at most two lines", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const region = await relatedCarousel(page, PHONE);
      const overlaps = await region.evaluate((el) => {
        const boxes = (selector: string) =>
          [...el.querySelectorAll(selector)].map((node) => ({
            text: node.textContent ?? '',
            box: node.getBoundingClientRect(),
          }));
        const hit = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.width > 0;
        const arrows = boxes('.hearth-carousel__button');
        const covered = boxes(
          '.hearth-product-card__name, .hearth-product-card__price, .hearth-product-card__action button',
        );
        return arrows.flatMap((arrow) => covered.filter((c) => hit(arrow.box, c.box)).map((c) => c.text));
      });
      expect(overlaps).toEqual([]);
      // each arrow sits over a picture
      const arrowsOverPictures = await region.evaluate((el) => {
        const pictures = [...el.querySelectorAll('.hearth-product-card__image')].map((img) =>
          img.getBoundingClientRect(),
        );
        return [...el.querySelectorAll('.hearth-carousel__button')].map((button) => {
          const b = button.getBoundingClientRect();
          const middle = b.top + b.height / 2;
          return pictures.some((p) => middle > p.top && middle < p.bottom);
        });
      });
      expect(arrowsOverPictures).toEqual([true, true]);

      const lines = await region.evaluate((el) =>
        [...el.querySelectorAll('.hearth-product-card__action .hearth-add-to-cart__button .hearth-button__label')].map(
          (label) => Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight)),
        ),
      );
      expect(lines.length).toBeGreaterThan(4);
      expect(Math.max(...lines)).toBeLessThanOrEqual(2);
      // the longest name is still the button's whole accessible name
      const longest = region.getByRole('button', {
        name: 'Add 5-Year Furniture Protection Plan to cart',
        includeHidden: true,
      });
      expect(await longest.count()).toBe(1);
      expect(await runAxe(page)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the 'single' product carousel variant [ref: product-carousel#limits], chosen by data-props", () => {
  /** A product-carousel island added to the page as a legacy page writes it, with `layout`. */
  async function singleCarousel(page: Page, size: { width: number; height: number }, layout: string) {
    await page.setViewportSize(size);
    await page.goto(siteUrl(LAMP_URL));
    await waitForIslands(page);
    const items = ['300102', '300103', '300104', '300105', '300106'].map((sku) => {
      const product = getProduct(sku)!;
      return { sku, name: product.name, navigateUrl: product.url, formattedPrice: '$10.00' };
    });
    await page.evaluate(
      ({ items, layout }) => {
        const host = document.createElement('section');
        host.id = 'single';
        host.setAttribute('data-island', 'product-carousel');
        host.setAttribute('data-props', JSON.stringify({ title: 'Complete the Look', items, layout, action: 'none' }));
        document.querySelector('main')!.prepend(host);
      },
      { items, layout },
    );
    await page.locator('#single[data-hearth-state="mounted"]').waitFor();
    const region = page.locator('#single').getByRole('region', { name: 'Complete the Look' });
    await region.waitFor();
    await settleAnimations(page);
    return region;
  }
  it.each([
    ['single', PHONE, 1],
    ['single', { width: 1280, height: 800 }, 1],
    ['single', { width: 1400, height: 800 }, 2],
    ['single-compact', { width: 330, height: 700 }, 1],
    ['single-compact', PHONE, 2],
  ])('%s at %o px: %i in view', async (layout, size, shown) => {
    const { page, watch } = await watchedPage(browser);
    try {
      const region = await singleCarousel(page, size, layout);
      expect(await slidesPerViewOf(region)).toBe(shown);
      expect(await region.getByRole('group').count()).toBe(shown);
      await region.getByRole('button', { name: 'Next products' }).click();
      const live = region.locator('[aria-live="polite"]');
      await expect.poll(() => live.textContent()).toBe(shown === 1 ? 'Slide 2 of 5' : 'Slides 3–4 of 5');
      expect(await runAxe(page)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the configurator's depth pictures [ref: configurator#limits]", () => {
  it.each([
    [PHONE, 2],
    [{ width: 1200, height: 800 }, 2],
    [LAPTOP, 3],
  ])(
    'at %o: %i depth cards in view, each a picture of its depth with its price, the depths listed once',
    async (size, shown) => {
      const { page, watch } = await watchedPage(browser);
      try {
        await page.setViewportSize(size);
        await page.goto(siteUrl(getProduct('410100')?.url ?? '/'));
        await waitForIslands(page);
        await configuratorDrawn(page);
        const depth = page.locator('#configurator [data-option-code="5"]');
        const row = depth.locator('.hearth-choice-group__items');
        await row.scrollIntoViewIfNeeded();
        const perView = await row.evaluate((el) => {
          const card = el.querySelector('.hearth-choice')!.getBoundingClientRect().width;
          const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
          return Math.round((el.getBoundingClientRect().width + gap) / (card + gap));
        });
        expect(perView).toBe(shown);
        // the two depths once, as radios with their pictures (drawn seats of 38" and 42"), not grey
        // circles above a second list of the same depths
        expect(await depth.locator('input[type="radio"]').count()).toBe(2);
        expect(
          await depth.locator('.hearth-choice img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))),
        ).toEqual(['/api/demo/img/choice/depth-38.svg', '/api/demo/img/choice/depth-42.svg']);
        expect(await depth.locator('.hearth-choice').allInnerTexts()).toEqual([
          expect.stringMatching(/^Standard Depth\s+38" deep\s+\$1,899\.00$/),
          expect.stringMatching(/^Deep\s+42" deep\s+\$2,049\.00$/),
        ]);
        // axe once animations have settled, as this file's other axe runs do (a contrast read mid-transition
        // failed once in CI on the size choices at 390 px)
        await settleAnimations(page);
        expect(await runAxe(page)).toEqual([]);
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe("the product carousel's loading placeholders [ref: product-carousel#limits]", () => {
  it.each([1440, PHONE.width])(
    'at %i px each placeholder picture is 293×185, or its slide’s width in that shape',
    async (width) => {
      const { page, watch } = await watchedPage(browser);
      try {
        await page.setViewportSize({ width, height: 900 });
        // the people-also-view answer held back: the placeholders stay
        let release = () => {};
        const held = new Promise<void>((done) => (release = done));
        await page.route('**/browse/widget/MainPi*', async (route) => {
          await held;
          await route.continue().catch(() => {});
        });
        await page.goto(siteUrl(LAMP_URL));
        await waitForIslands(page);
        const host = page.locator('#related');
        await host.scrollIntoViewIfNeeded();
        const block = host.locator('[role="status"] .hearth-product-card__image-block').first();
        await block.waitFor();
        const { box, room } = await block.evaluate((el) => {
          const card = el.parentElement!;
          return { box: el.getBoundingClientRect().toJSON() as DOMRect, room: card.getBoundingClientRect().width };
        });
        const expected = Math.min(293, room);
        expect(box.width).toBeCloseTo(expected, 0);
        expect(box.height).toBeCloseTo((expected * 185) / 293, 0);
        release();
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
