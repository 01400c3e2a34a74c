/**
 * The wording a page or an app gives (`messages`) is what the shopper sees, on React and on
 * Preact: through `setConfig` or `<HearthConfigProvider>` (npm), through the page's
 * `#hearth-config` (the script tag, read before its islands mount: here by `wordPage`; the built
 * page's own reading is tested in the browser, examples/site/test/wording.e2e.ts), per brand,
 * with the spec's text as the default, and a key the section does not have is one console
 * warning naming the nearest key.
 */
import { HearthConfigProvider, resetConfig, setConfig } from '@hearth/core';
import { messagesChecked, resetMessagesCheck, wordPage } from '@hearth/core/testing';
import { setupMockServer } from '@hearth/mock-api/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCart } from './add-to-cart';
import island from './island';
import { addedCountText } from './add-to-cart-logic';
import { addToCartMessage } from './wording';

setupMockServer();

describe('wording given by the page', () => {
  afterEach(() => {
    resetConfig();
    resetMessagesCheck();
  });

  it("shows the spec's text when none is given", () => {
    render(<AddToCart items={[{ Sku: '410100' }]} showQuantity />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeInTheDocument();
  });

  it('npm: setConfig({ messages }) changes the button, the stepper (section ui) and a popup', async () => {
    setConfig({
      messages: {
        'add-to-cart': { labelAddToCart: 'Add to Bag', standardTitle: 'In Your Bag' },
        ui: { quantity: 'How many' },
      },
    });
    render(<AddToCart items={[{ Sku: '410100' }]} showQuantity />);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'How many' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByRole('dialog', { name: 'In Your Bag' })).toBeInTheDocument();
  });

  it('npm: <HearthConfigProvider config={{ messages }}> words the components under it', async () => {
    const config = { messages: { 'add-to-cart': { labelAddToCart: 'Add to Bag', standardTitle: 'In Your Bag' } } };
    const tree = (
      <HearthConfigProvider config={config}>
        <AddToCart items={[{ Sku: '410100' }]} />
      </HearthConfigProvider>
    );
    render(tree);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByRole('dialog', { name: 'In Your Bag' })).toBeInTheDocument();
  });

  it('script tag: the page\'s #hearth-config words the island as it mounts, and "section@brand" wins on that brand', async () => {
    await wordPage(
      JSON.stringify({
        brand: 'cb2',
        messages: {
          'add-to-cart': { labelAddToCart: 'Add to Bag' },
          'add-to-cart@cb2': { labelAddToCart: 'Add to Cart Now' },
          'add-to-cart@kids': { labelAddToCart: 'Not this brand' },
        },
      }),
    );
    document.body.innerHTML = `<div data-props='{"items":[{"Sku":"410100"}]}'><button>Add to cart</button></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    expect(screen.getByRole('button', { name: 'Add to Cart Now' })).toBeInTheDocument();
  });

  it("fills the placeholders of the page's own text ('{n} now in your bag'), and words one item apart", () => {
    setConfig({ messages: { 'add-to-cart': { addedCount: '{n} now in your bag' } } });
    expect([addedCountText(1), addedCountText(3)]).toEqual(['1 item added to your cart', '3 now in your bag']);
    resetConfig();
    setConfig({ messages: { 'add-to-cart': { addedCountOne: 'One now in your bag' } } });
    expect([addedCountText(1), addedCountText(3)]).toEqual(['One now in your bag', '3 items added to your cart']);
  });

  it('a key the section does not have: one console warning naming its nearest key; the rest applies', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setConfig({ messages: { 'add-to-cart': { labelAddToCrt: 'Add to Bag', viewCart: 'See Bag' } as never } });
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    await messagesChecked();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    await messagesChecked();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'hearth: messages add-to-cart.labelAddToCrt is no message of "add-to-cart"; the nearest is "labelAddToCart". It is ignored.',
    ]);
  });
});

describe('typed keys (checked by npm run typecheck: each @ts-expect-error fails it once its slip type-checks)', () => {
  it('a section takes its own keys, on its brand and site variants too, and a reader its key with its default', () => {
    const slips = () => {
      // @ts-expect-error: the add-to-cart section has no labelAddToCrt (a typo)
      setConfig({ messages: { 'add-to-cart': { labelAddToCrt: 'Add to Bag' } } });
      // @ts-expect-error: nor on a brand's page
      setConfig({ messages: { 'add-to-cart@cb2': { labelAddToCrt: 'Add to Bag' } } });
      // @ts-expect-error: a message is a text
      setConfig({ messages: { 'add-to-cart': { labelAddToCart: 42 } } });
      // @ts-expect-error: 'Add to Bag' is not the default of labelAddToCart, the spec's 'Add to cart'
      addToCartMessage('labelAddToCart', 'Add to Bag');
      // @ts-expect-error: no such key
      addToCartMessage('labelAddToCrt', 'Add to cart');
    };
    expect(typeof slips).toBe('function');
    setConfig({ messages: { 'add-to-cart@CA': { labelAddToCart: 'Add to Bag' } } });
    expect(addToCartMessage('labelAddToCart', 'Add to cart')).toBe('Add to cart');
    resetConfig();
  });
});
