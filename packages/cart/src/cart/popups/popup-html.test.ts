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
