import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartWith as kitCartWith, guestToPayment } from './checkout-kit.js';
import { setupChromiumPerSession } from './helpers.js';

/**
 * The payment step's code forms: each 'Apply' sits level with its field (the bottom of
 * the button on the bottom of the input beside it), at 390 and 1280 px.
 */
const browser = setupChromiumPerSession();

/** Per code form: its first label, and how far below the bottom of the input on its row the Apply button ends. */
function applyOffsets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.hearth-checkout__code')].map((form) => {
      const button = form.querySelector('button[type="submit"]')!.getBoundingClientRect();
      // the input on the button's row (a narrow screen wraps the gift card's PIN and Apply under its number)
      const inputs = [...form.querySelectorAll('input')].map((input) => input.getBoundingClientRect());
      const beside = inputs.filter((input) => input.top < button.bottom && button.top < input.bottom);
      const label = form.querySelector('label')?.textContent ?? '';
      return {
        label,
        beside: beside.length,
        offset: beside.length ? Math.round(button.bottom - beside[0]!.bottom) : null,
      };
    }),
  );
}

describe("payment step: 'Apply' level with its field", () => {
  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a laptop', { width: 1280, height: 800 }],
  ])('on %s', async (_name, size) => {
    const { page, watch } = await kitCartWith(browser, ['300101']);
    try {
      await page.setViewportSize(size);
      await guestToPayment(page);
      await page.getByRole('textbox', { name: 'Promo code' }).waitFor();
      const offsets = await applyOffsets(page);
      expect(offsets.map((o) => o.label)).toEqual(
        expect.arrayContaining(['Promo code', 'Tender code', 'Reward certificate']),
      );
      for (const form of offsets) {
        expect(form.beside, `${form.label}: an input beside Apply`).toBeGreaterThan(0);
        expect(form.offset, `${form.label}: Apply's bottom against the input's`).toBe(0);
      }
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
