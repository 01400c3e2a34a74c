// @vitest-environment node
/**
 * An npm app's server HTML carries the wording its `<HearthConfigProvider>` gives, so the first
 * client render says the same (no hydration mismatch).
 */
import { HearthConfigProvider, resetConfig } from '@hearth/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';

describe('wording on the server', () => {
  afterEach(() => resetConfig());

  it('<HearthConfigProvider config={{ messages }}> words the server HTML of the components under it', () => {
    const html = renderToString(
      createElement(HearthConfigProvider, {
        config: { messages: { 'add-to-cart': { labelAddToCart: 'Add to Bag' } } },
        children: createElement(AddToCart, { items: [{ Sku: '410100' }] }),
      }),
    );
    expect(html).toContain('Add to Bag');
    expect(html).not.toContain('Add to cart');
  });
});
