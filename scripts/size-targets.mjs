/**
 * The hard size targets of the script-tag build, in one table (brotli bytes; a page is the loader,
 * its JavaScript before any popup opens and its CSS). `npm run size` fails a page over its target
 * whatever the baseline says (`scripts/size-baseline.json` catches smaller regressions);
 * `npm run size:floor` prints the aims beside what packaging can reach.
 *
 * A target comes from an issue or a reason written beside it, never from "just above today's
 * figure": adding an island must not mean editing this file.
 */
export const TARGETS = {
  /**
   * The loader is a fixed part plus a little per island in its registry: ≤ 1,200 B with
   * no island and ≤ 25 B per island (≤ 1,675 B with 19). Then 80 B went to the fixed part:
   * a `data-island-open` link whose popup cannot open follows its href (the loader cancels the
   * click before the chunk can say, so it must replay it), and a click with a modifier key is
   * left to the browser (measured 1,261 B). Then 120 B more: a press on the server HTML of
   * an island whose chunk is on its way (a link followed, a form sent by its button or by Enter)
   * is held and handed to the island once it mounts, or made as the page wrote it when the island
   * cannot mount; a second listener (submit) and the entry's held press (measured 1,379 B; the
   * hand-off of typed values is in the islands' own lazy chunk, not here).
   */
  loader: { fixed: 1400, perIsland: 25 },
  /**
   * Every page holding one island, unless `islands` below has a row for it. 50 KB: a page with
   * one island stays below the 55 KB the payment step page is allowed, the heaviest
   * one-island page; CSS 5 KB: before styles were split by owner every page downloaded all
   * of Hearth's CSS, 5.1 KB; a page now downloads only its islands' CSS, so less than that.
   */
  islandPage: { max: 50 * 1024, css: 5 * 1024 },
  /**
   * One-island pages with a target of their own. `aim`: a target not met, printed by
   * `npm run size:floor` beside what packaging can reach, not checked (blocked: only
   * less code on those pages can meet it).
   */
  islands: {
    // a one-island page ≤ 16 KB (islands that open no popup); the aim is 12 KB
    'quantity-selector': { max: 16 * 1024, aim: 12 * 1024 },
    'cart-count': { max: 16 * 1024 },
    'add-to-cart': { aim: 24 * 1024 },
    cart: { aim: 30 * 1024 },
    // the checkout island's page (its Shipping step) ≤ 45 KB before any popup opens
    checkout: { max: 45 * 1024 },
  },
  /**
   * Pages that hold several islands, or an island with the parts it loads there (`lazy`: modules
   * it imports dynamically, by file name, as the manifest lists them by source path).
   */
  pages: {
    /** A product page with the gallery closed, a product carousel, add-to-cart and its quantity selector. */
    'product page': {
      islands: ['gallery', 'product-carousel', 'add-to-cart', 'quantity-selector'],
      max: 60 * 1024,
    },
    /**
     * the checkout island's page at /checkout/paymentandbilling before any popup opens:
     * the island, the payment step it loads there and, for a signed-in shopper, the account
     * rewards read; the other payment actions load on first use.
     */
    'payment step page': {
      islands: ['checkout'],
      lazy: ['payment-step.tsx', 'rewards-actions.ts'],
      max: 55 * 1024,
    },
  },
};
