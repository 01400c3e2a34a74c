import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig, setConfig } from '../config/config-store';
import { messagesChecked } from './apply-wording';
import type { Catalogue } from './message-types';
import { checkMessages, resetMessagesCheck } from './messages-check';
import { readWording } from './read-wording';
import { resolveWording, withTexts } from './resolve-wording';
import { wording } from './wording';

/** A section no package declares, with its catalogue. */
const CATALOGUE = { placeOrder: 'Place Order', greeting: 'Hello {name}', back: 'Back', backLink: 'Back' } as const;
const testMessage = wording<typeof CATALOGUE>('test-section', () => Promise.resolve({ CATALOGUE }));

/** Wording given through `setConfig` for the test section. */
const given = (messages: Record<string, unknown>) => setConfig({ messages: messages as never });

const warnings = () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mock.calls.map(([line]) => String(line));
};

afterEach(() => {
  resetConfig();
  resetMessagesCheck();
  vi.restoreAllMocks();
});

describe('a section reader', () => {
  it('reads the default when no wording is given', () => {
    expect(testMessage('placeOrder', 'Place Order')).toBe('Place Order');
  });

  it('reads what setConfig gives, key by key, at the time of reading, and the default again after resetConfig', () => {
    given({ 'test-section': { placeOrder: 'Buy Now' } });
    expect(testMessage('placeOrder', 'Place Order')).toBe('Buy Now');
    expect(testMessage('greeting', 'Hello {name}')).toBe('Hello {name}');
    given({ 'test-section': { greeting: 'Hi {name}' } });
    expect([testMessage('placeOrder', 'Place Order'), testMessage('greeting', 'Hello {name}')]).toEqual([
      'Buy Now',
      'Hi {name}',
    ]);
    resetConfig();
    expect(testMessage('placeOrder', 'Place Order')).toBe('Place Order');
  });

  it('applies section@brand over the section, and section@site over both, on their pages only', () => {
    given({
      'test-section': { placeOrder: 'Buy Now', greeting: 'Hey {name}' },
      'test-section@cb2': { placeOrder: 'Purchase', greeting: 'Howdy {name}' },
      'test-section@CA': { placeOrder: 'Commander' },
    });
    const both = () => [testMessage('placeOrder', 'Place Order'), testMessage('greeting', 'Hello {name}')];
    expect(both()).toEqual(['Buy Now', 'Hey {name}']);
    setConfig({ brand: 'cb2' });
    expect(both()).toEqual(['Purchase', 'Howdy {name}']);
    setConfig({ site: 'CA' });
    expect(both()).toEqual(['Commander', 'Howdy {name}']);
    setConfig({ brand: 'kids' });
    expect(both()).toEqual(['Commander', 'Hey {name}']);
  });

  it('keeps the default where the message given is no text, with one warning', async () => {
    const lines = warnings();
    given({ 'test-section': { placeOrder: ['Buy'], greeting: 42 } });
    expect(testMessage('placeOrder', 'Place Order')).toBe('Place Order');
    expect(testMessage('greeting', 'Hello {name}')).toBe('Hello {name}');
    await messagesChecked();
    expect(lines()).toEqual([
      'hearth: messages test-section.placeOrder must be a text. It is ignored.',
      'hearth: messages test-section.greeting must be a text. It is ignored.',
    ]);
  });

  it('warns once about a key the section does not have, naming its nearest key', async () => {
    const lines = warnings();
    given({ 'test-section': { placeOrdr: 'Buy Now' }, 'test-section@cb2': { zzz: 'x' } });
    expect(testMessage('placeOrder', 'Place Order')).toBe('Place Order');
    await messagesChecked();
    given({ 'test-section': { greeting: 'Hi' } });
    await messagesChecked();
    expect(lines()).toEqual([
      'hearth: messages test-section.placeOrdr is no message of "test-section"; the nearest is "placeOrder". It is ignored.',
      'hearth: messages test-section@cb2.zzz is no message of "test-section"; the nearest is "back". It is ignored.',
    ]);
  });

  it('warns about a section name that is a slip and a suffix that is no brand or site; an unknown section is not judged', async () => {
    const lines = warnings();
    given({ 'test-sectoin': { placeOrder: 'x' }, 'test-section@FR': { placeOrder: 'y' }, elsewhere: { a: 'b' } });
    expect(testMessage('placeOrder', 'Place Order')).toBe('Place Order');
    await messagesChecked();
    expect(lines()).toEqual([
      'hearth: messages "test-sectoin" is no section of wording; the nearest is "test-section". It is ignored.',
      'hearth: messages "test-section@FR": "FR" is no brand or site (main, cb2, kids, US, CA). It is ignored.',
    ]);
  });

  it('loads no check and warns nothing when no wording is given', async () => {
    const lines = warnings();
    setConfig({ site: 'CA' });
    expect(testMessage('placeOrder', 'Place Order')).toBe('Place Order');
    await messagesChecked();
    expect(lines()).toEqual([]);
  });
});

describe('resolveWording', () => {
  it('merges section, section@brand, section@site in that order, texts only', () => {
    const messages = {
      a: { x: '1', y: '1', z: '1', list: ['no'] },
      'a@cb2': { y: '2', z: '2' },
      'a@CA': { z: '3', n: 4 },
      'a@kids': { x: 'not this brand' },
      'b@CA': { only: 'site' },
    };
    expect(resolveWording(messages, 'cb2', 'CA')).toEqual({ a: { x: '1', y: '2', z: '3' }, b: { only: 'site' } });
    expect(resolveWording(messages)).toEqual({ a: { x: '1', y: '1', z: '1' }, b: {} });
    expect(resolveWording('nonsense')).toEqual({});
  });
});

describe('the script-tag page wording (by key and by default text)', () => {
  const loaders = { 'test-section': () => Promise.resolve({ CATALOGUE }) };
  const page = (config: unknown) => readWording(JSON.stringify(config), loaders);

  it('puts each message under its key and its default text, except a text two messages share', () => {
    const catalogues: Record<string, Catalogue> = { 'test-section': CATALOGUE };
    expect(withTexts({ 'test-section': { placeOrder: 'Buy', back: 'Return' } }, catalogues)).toEqual({
      'test-section': { placeOrder: 'Buy', 'Place Order': 'Buy', back: 'Return' },
    });
  });

  it("reads the page's brand and site, and what it gives for them", async () => {
    const messages = {
      'test-section': { placeOrder: 'Buy Now', greeting: 'Hey {name}' },
      'test-section@cb2': { placeOrder: 'Purchase' },
      'test-section@CA': { greeting: 'Bonjour {name}' },
    };
    expect(await page({ brand: 'cb2', site: 'CA', messages })).toEqual({
      'test-section': {
        placeOrder: 'Purchase',
        'Place Order': 'Purchase',
        greeting: 'Bonjour {name}',
        'Hello {name}': 'Bonjour {name}',
      },
    });
    expect((await page({ messages }))['test-section']).toMatchObject({ 'Place Order': 'Buy Now' });
  });

  it('warns once about a key no message has, and about any section name it does not know', async () => {
    const lines = warnings();
    await page({ messages: { 'test-section': { plaseOrder: 'x' }, buttons: { a: 'b' } } });
    await page({ messages: { 'test-section': { plaseOrder: 'x' } } });
    expect(lines()).toEqual([
      'hearth: messages test-section.plaseOrder is no message of "test-section"; the nearest is "placeOrder". It is ignored.',
      'hearth: messages "buttons" is no section of wording. It is ignored.',
    ]);
  });

  it('gives no wording for a config script that is no JSON, and never rejects', async () => {
    expect(await readWording('{ nope', loaders)).toEqual({});
    expect(await readWording('null', loaders)).toEqual({});
    const failing = { 'test-section': () => Promise.reject(new Error('offline')) };
    const read = await readWording(JSON.stringify({ messages: { 'test-section': { placeOrder: 'Buy' } } }), failing);
    expect(read).toEqual({ 'test-section': { placeOrder: 'Buy' } });
  });
});

describe('checkMessages', () => {
  it('says messages must be an object', async () => {
    const lines = warnings();
    await checkMessages(['x'], {}, []);
    expect(lines()).toEqual(['hearth: messages "messages" must be an object of sections. It is ignored.']);
  });
});
