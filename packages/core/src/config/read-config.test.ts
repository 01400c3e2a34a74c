import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './read-config';

function page(json: string | undefined, type = 'application/json'): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.type = type;
    script.id = 'hearth-config';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the hearth-config script', () => {
    const config = readConfig(page('{"site":"CA","brand":"kids","features":{"retry":true}}'));
    expect(config).toMatchObject({ site: 'CA', brand: 'kids', features: { retry: true } });
  });

  it.each([
    ['no script', undefined],
    ['an empty script', '  '],
  ])('gives the defaults silently with %s', (_, json) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readConfig(page(json))).toMatchObject({ site: 'US', brand: 'main', endpoints: {}, features: {} });
    expect(error).not.toHaveBeenCalled();
  });

  it('gives the defaults and one error naming hearth-config on bad JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readConfig(page('{"site":"CA",'))).toMatchObject({ site: 'US', brand: 'main' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/hearth-config.*JSON/);
  });

  it('isolates a bad field: the others stay, one error names it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = readConfig(page('{"site":"CA","brand":7,"endpoints":{"getEdd":"/edd"}}'));
    expect(config).toMatchObject({ site: 'CA', brand: 'main', endpoints: { getEdd: '/edd' } });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/hearth-config.*brand/);
  });

  it('reads the global document by default', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'hearth-config';
    script.textContent = '{"brand":"cb2"}';
    document.body.append(script);
    try {
      expect(readConfig().brand).toBe('cb2');
    } finally {
      script.remove();
    }
  });
});
