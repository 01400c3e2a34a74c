import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `#wording` of the script-tag build: the page's wording is read only when its config script names
 * `messages`, islands wait on it (`wordingReady`), and a reader that fails leaves the defaults. The
 * reader (`page-reader.ts`) imports the build's `hearth:catalogues`, so each test stands one in.
 */
async function page(configText: string | undefined, read?: () => Promise<object>) {
  document.body.innerHTML =
    configText === undefined ? '' : `<script type="application/json" id="hearth-config">${configText}</script>`;
  const reader = vi.fn(read ?? (() => Promise.resolve({})));
  vi.resetModules();
  vi.doMock('./page-reader', () => ({ default: reader }));
  const module = await import('./wording-page');
  await module.wordingReady;
  return { ...module, reader };
}

afterEach(() => {
  vi.doUnmock('./page-reader');
  vi.resetModules();
  document.body.innerHTML = '';
});

describe("the script-tag build's wording", () => {
  it('a page whose config names no messages reads nothing: every message is its default text', async () => {
    for (const text of [undefined, '{"site":"CA"}']) {
      const { wordingReady, reader, word, wording } = await page(text);
      expect(wordingReady).toBeFalsy();
      expect(reader).not.toHaveBeenCalled();
      expect(word('checkout', 'Place Order')).toBe('Place Order');
      expect(word('checkout', 'placeOrder', 'Place Order')).toBe('Place Order');
      expect(wording('checkout')('placeOrder', 'Place Order')).toBe('Place Order');
    }
  });

  it("a page that gives messages: islands wait for them, then read the page's words by text or key", async () => {
    const { wordingReady, reader, word, wording } = await page('{"messages":{"checkout":{}}}', () =>
      Promise.resolve({ checkout: { 'Place Order': 'Submit Order', placeOrder: 'Send Order' } }),
    );
    expect(wordingReady).toBeInstanceOf(Promise);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(word('checkout', 'Place Order')).toBe('Submit Order');
    // a read the build did not rewrite goes by its key
    expect(wording('checkout')('placeOrder', 'Place Order')).toBe('Send Order');
    // another section, or a message the page does not word: the default
    expect(word('cart', 'Place Order')).toBe('Place Order');
    expect(word('checkout', 'Back')).toBe('Back');
  });

  it('a reader that fails leaves the defaults, and islands still show', async () => {
    const { wordingReady, word } = await page('{"messages":{"checkout":{}}}', () =>
      Promise.reject(new Error('catalogue chunk failed')),
    );
    await expect(wordingReady).resolves.toBeUndefined();
    expect(word('checkout', 'Place Order')).toBe('Place Order');
  });

  it('setWording replaces the wording', async () => {
    const { setWording, word } = await page(undefined);
    setWording({ cart: { Remove: 'Delete' } });
    expect(word('cart', 'Remove')).toBe('Delete');
    setWording({});
    expect(word('cart', 'Remove')).toBe('Remove');
  });
});
