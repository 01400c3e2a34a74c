import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig, setConfig } from '../config/config-store';
import { resetMessagesCheck } from './messages-check';
import { defineMessages, messagesChecked } from './messages';

const M = defineMessages('test-section', {
  placeOrder: 'Place Order',
  stepNames: ['Cart', 'Shipping'],
  greeting: 'Hello {name}',
});

/** Overrides for the test section, which no package declares. */
const given = (messages: Record<string, Record<string, unknown>>) => setConfig({ messages: messages as never });

describe('defineMessages', () => {
  afterEach(() => {
    resetConfig();
    resetMessagesCheck();
    vi.restoreAllMocks();
  });

  it('reads the defaults when the page gives no wording', () => {
    expect(M.placeOrder).toBe('Place Order');
    expect(M.stepNames).toEqual(['Cart', 'Shipping']);
    expect({ ...M }).toEqual({ placeOrder: 'Place Order', stepNames: ['Cart', 'Shipping'], greeting: 'Hello {name}' });
  });

  it('reads what the page gives, key by key, at the time of reading', () => {
    given({ 'test-section': { placeOrder: 'Buy Now', stepNames: ['Bag', 'Delivery'] } });
    expect(M.placeOrder).toBe('Buy Now');
    expect(M.stepNames).toEqual(['Bag', 'Delivery']);
    expect(M.greeting).toBe('Hello {name}');
    given({ 'test-section': { greeting: 'Hi {name}' } });
    expect([M.placeOrder, M.greeting]).toEqual(['Buy Now', 'Hi {name}']);
    resetConfig();
    expect(M.placeOrder).toBe('Place Order');
  });

  it('applies section@brand over the section, and section@site over both, on their pages only', () => {
    given({
      'test-section': { placeOrder: 'Buy Now', greeting: 'Hey {name}' },
      'test-section@cb2': { placeOrder: 'Purchase', greeting: 'Howdy {name}' },
      'test-section@CA': { placeOrder: 'Commander' },
    });
    expect(M.placeOrder).toBe('Buy Now');
    setConfig({ brand: 'cb2' });
    expect([M.placeOrder, M.greeting]).toEqual(['Purchase', 'Howdy {name}']);
    setConfig({ site: 'CA' });
    expect([M.placeOrder, M.greeting]).toEqual(['Commander', 'Howdy {name}']);
    setConfig({ brand: 'kids' });
    expect([M.placeOrder, M.greeting]).toEqual(['Commander', 'Hey {name}']);
  });

  it('keeps the default where the value is of the other kind (a text for a list)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    given({ 'test-section': { stepNames: 'Cart', placeOrder: ['Buy'] } });
    expect(M.stepNames).toEqual(['Cart', 'Shipping']);
    expect(M.placeOrder).toBe('Place Order');
    await messagesChecked();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'hearth: messages test-section.stepNames must be a list of texts. It is ignored.',
      'hearth: messages test-section.placeOrder must be a text. It is ignored.',
    ]);
  });

  it('warns once about a key the section does not have, naming its nearest key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    given({ 'test-section': { placeOrdr: 'Buy Now' }, 'test-section@cb2': { zzz: 'x' } });
    expect(M.placeOrder).toBe('Place Order');
    await messagesChecked();
    expect(M.greeting).toBe('Hello {name}');
    await messagesChecked();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'hearth: messages test-section.placeOrdr is no message of "test-section"; the nearest is "placeOrder". It is ignored.',
      'hearth: messages test-section@cb2.zzz is no message of "test-section"; the nearest is "greeting". It is ignored.',
    ]);
  });

  it('warns about a section name that is a slip, and a suffix that is no brand or site', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    given({ 'test-sectoin': { placeOrder: 'x' }, 'test-section@FR': { placeOrder: 'y' }, elsewhere: { a: 'b' } });
    expect(M.placeOrder).toBe('Place Order');
    await messagesChecked();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'hearth: messages "test-sectoin" is no section of wording; the nearest is "test-section". It is ignored.',
      'hearth: messages "test-section@FR": "FR" is no brand or site (main, cb2, kids, US, CA). It is ignored.',
    ]);
  });

  it('loads no check and warns nothing when the page gives no wording', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setConfig({ site: 'CA' });
    expect(M.placeOrder).toBe('Place Order');
    await messagesChecked();
    expect(warn).not.toHaveBeenCalled();
  });
});
