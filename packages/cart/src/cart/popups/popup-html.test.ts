import type { CallDefinition } from '@hearth/core';
import { describe, expect, it, vi } from 'vitest';
import { loadPopupContent } from './popup-html';

const BASE = 'https://shop.example/checkout/cart';

function clientAnswering(html: string) {
  const send = vi.fn(async (_call: CallDefinition<string>) => html);
  return { send: send as never, calls: send.mock.calls };
}

describe('loadPopupContent ([ref: cart#rules] popupUrl)', () => {
  it('reads the path through the call client as a text (HTML) GET', async () => {
    const client = clientAnswering('<h2>Holiday Delivery</h2><p>Order by Dec 15.</p>');
    await loadPopupContent('/popups/holiday?x=1', client, BASE);
    const [call] = client.calls[0]!;
    expect(call).toMatchObject({ name: 'popupUrl', method: 'GET', answerFormat: 'text' });
    expect(new URL(call.path!, BASE).href).toBe('https://shop.example/popups/holiday?x=1');
  });

  it('lifts the first heading out as the title and sanitizes the rest', async () => {
    const client = clientAnswering('<h2>Holiday Delivery</h2><p>Order by Dec 15.</p><script>window.x = 1</script>');
    const content = await loadPopupContent('/popups/holiday', client, BASE);
    expect(content.title).toBe('Holiday Delivery');
    expect(content.html).toContain('Order by Dec 15.');
    expect(content.html).not.toContain('<script');
    expect(content.html).not.toContain('Holiday Delivery');
  });

  it("a page's own absolute address is of this site: the base given, not the test page's", async () => {
    const client = clientAnswering('<p>x</p>');
    await loadPopupContent('https://shop.example/popups/holiday', client, BASE);
    expect(client.calls).toHaveLength(1);
  });

  it("the title is the heading's text, trimmed; a heading with no text stays in the body and gives no title", async () => {
    const titled = await loadPopupContent('/p', clientAnswering('<h3>\n  Please Note  \n</h3><p>x</p>'), BASE);
    expect(titled.title).toBe('Please Note');
    const blank = await loadPopupContent('/p', clientAnswering('<h2 class="rule"> </h2><p>x</p>'), BASE);
    expect(blank.title).toBeNull();
    expect(blank.html).toContain('<h2 class="rule">');
  });

  it.each(['https://evil.example/popup', '//evil.example/popup', 'javascript:alert(1)'])(
    'refuses %s (not on this site) without a request',
    async (url) => {
      const client = clientAnswering('<p>x</p>');
      await expect(loadPopupContent(url, client, BASE)).rejects.toThrow('is not on this site');
      expect(client.calls).toHaveLength(0);
    },
  );

  it('passes a failed call on', async () => {
    const send = vi.fn(async () => {
      throw new Error('popupUrl failed. Status: 503');
    });
    await expect(loadPopupContent('/popups/holiday', { send: send as never }, BASE)).rejects.toThrow('503');
  });
});
