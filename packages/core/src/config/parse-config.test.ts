import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from './parse-config';

const spyError = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('parseConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives US, main brand and empty maps when nothing is configured [ref: script-tag#configuration-hearth-config]', () => {
    const error = spyError();
    const config = parseConfig(undefined);
    expect(config).toMatchObject({ site: 'US', brand: 'main', endpoints: {}, features: {} });
    expect(config.helpPhone).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('takes null as nothing configured: the defaults, no error (a page script that sets `null`)', () => {
    const error = spyError();
    expect(parseConfig(null)).toMatchObject({ site: 'US', brand: 'main', endpoints: {}, features: {} });
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps valid fields and settings it does not know', () => {
    const config = parseConfig({
      site: 'CA',
      brand: 'cb2',
      endpoints: { removeItem: '/cart/remove' },
      features: { retry: true },
      helpPhone: { US: '800-1', CA: '800-2' },
      isLoggedIn: true,
      accountCardsInfoLimit: 5,
    });
    expect(config).toMatchObject({
      site: 'CA',
      brand: 'cb2',
      endpoints: { removeItem: '/cart/remove' },
      features: { retry: true },
      helpPhone: { US: '800-1', CA: '800-2' },
      isLoggedIn: true,
    });
    expect(config['accountCardsInfoLimit']).toBe(5);
  });

  it.each([
    ['site', { site: 'FR', brand: 'kids' }, { site: 'US', brand: 'kids' }],
    ['brand', { site: 'CA', brand: 'ikea' }, { site: 'CA', brand: 'main' }],
    ['endpoints', { endpoints: ['/x'] }, { endpoints: {} }],
    ['endpoints.removeItem', { endpoints: { removeItem: 5, addItem: '/add' } }, { endpoints: { addItem: '/add' } }],
    ['features.retry', { features: { retry: 'yes', legRefresh: true } }, { features: { legRefresh: true } }],
    ['helpPhone.CA', { helpPhone: { US: '1', CA: 2 } }, { helpPhone: { US: '1' } }],
    ['isLoggedIn', { isLoggedIn: 'true', site: 'CA' }, { site: 'CA' }],
    ['credentialOrigins', { credentialOrigins: 'https://login.example' }, { credentialOrigins: [] }],
    ['scriptOrigins.1', { scriptOrigins: ['https://cdn.example', 'https://cdn.example/w.js'] }, { scriptOrigins: [] }],
    ['antiForgeryToken', { antiForgeryToken: 42, site: 'CA' }, { site: 'CA' }],
  ])('drops a bad %s, logs one error naming it, keeps the rest', (field, input, expected) => {
    const error = spyError();
    const config = parseConfig(input);
    expect(config).toMatchObject(expected);
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('hearth-config');
    expect(message).toContain(field);
  });

  it('keeps a token string or getter, drops anything else', () => {
    spyError();
    const getter = () => 't';
    expect(parseConfig({ antiForgeryToken: 'x' }).antiForgeryToken).toBe('x');
    expect(parseConfig({ antiForgeryToken: getter }).antiForgeryToken).toBe(getter);
    expect(parseConfig({ antiForgeryToken: 42 })).not.toHaveProperty('antiForgeryToken');
  });

  it('names every bad field in a single error', () => {
    const error = spyError();
    const config = parseConfig({ site: 1, brand: 2, features: { retry: 'on' } });
    expect(config).toMatchObject({ site: 'US', brand: 'main', features: {} });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/site.*brand.*features\.retry/);
  });

  it('credentialOrigins and scriptOrigins: empty by default, kept when every entry is an origin', () => {
    const error = spyError();
    expect(parseConfig({})).toMatchObject({ credentialOrigins: [], scriptOrigins: [] });
    const origins = [
      'https://login.example',
      'https://cdn.example:8443',
      'http://localhost:4000',
      'http://127.0.0.1:9000',
    ];
    expect(parseConfig({ credentialOrigins: origins, scriptOrigins: origins })).toMatchObject({
      credentialOrigins: origins,
      scriptOrigins: origins,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    'https://login.example/',
    'https://login.example/authn',
    'https://Login.example',
    'https://login.example:443',
    'https://user@login.example',
    'http://login.example',
    'javascript:alert(1)',
    '*',
    'login.example',
  ])('an origin list with %j is dropped whole (nothing more is trusted), with one error naming the entry', (entry) => {
    const error = spyError();
    expect(parseConfig({ scriptOrigins: ['https://cdn.example', entry] }).scriptOrigins).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('scriptOrigins.1');
  });

  it('says what it ignored in one sentence a developer can read, singular or plural', () => {
    const error = spyError();
    parseConfig({ site: 'XX' });
    parseConfig({ site: 'XX', brand: 2 });
    parseConfig(42);
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      'hearth-config: ignored invalid field site; using the defaults for them.',
      'hearth-config: ignored invalid fields site, brand; using the defaults for them.',
      'hearth-config: ignored invalid field (root: expected an object); using the defaults for them.',
    ]);
  });

  it('drops only the bad entry of a map: its valid neighbours stay', () => {
    spyError();
    const config = parseConfig({ endpoints: { removeItem: 5, addItem: '/cart/add' } });
    expect(config.endpoints).toEqual({ addItem: '/cart/add' });
    // a field that should be a word but is an object goes whole; the other fields stay
    expect(parseConfig({ site: { code: 'CA' }, brand: 'cb2' })).toMatchObject({ site: 'US', brand: 'cb2' });
  });

  it('does not log field values', () => {
    const error = spyError();
    parseConfig({ user: 'secret-email@example.com' });
    expect(String(error.mock.calls[0]?.[0])).not.toContain('secret-email');
  });

  it.each([[42], ['text'], [[1, 2]]])('treats a non-object (%j) as missing, with one error', (input) => {
    const error = spyError();
    expect(parseConfig(input)).toMatchObject({ site: 'US', brand: 'main' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('hearth-config');
  });

  it('names the given source', () => {
    const error = spyError();
    parseConfig({ site: 'XX' }, 'setConfig');
    expect(String(error.mock.calls[0]?.[0])).toContain('setConfig');
  });

  it('does not mutate its input', () => {
    spyError();
    const input = { site: 'XX', endpoints: { a: 1 } };
    parseConfig(input);
    expect(input).toEqual({ site: 'XX', endpoints: { a: 1 } });
  });

  it('does not share default maps between results', () => {
    const a = parseConfig(undefined);
    const b = parseConfig(undefined);
    expect(a.endpoints).not.toBe(b.endpoints);
    expect(a.features).not.toBe(b.features);
  });
});
