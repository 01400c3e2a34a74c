import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConfig, resetConfig, setConfig } from './config-store';

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<script type="application/json" id="hearth-config">${json}</script>`;
  return doc;
}

describe('config store', () => {
  // other files in the worker may have left a config in effect (the logic project shares modules)
  beforeEach(resetConfig);
  afterEach(() => {
    resetConfig();
    vi.restoreAllMocks();
  });

  it('reads each document once and caches it', () => {
    const doc = page('{"site":"CA"}');
    const first = getConfig(doc);
    doc.getElementById('hearth-config')!.textContent = '{"site":"US"}';
    expect(getConfig(doc)).toBe(first);
    expect(getConfig(page('{"brand":"kids"}')).brand).toBe('kids');
  });

  it('logs a bad config once, not on every read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = page('{"site":"XX"}');
    getConfig(doc);
    getConfig(doc);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('resetConfig makes the next read see the page again', () => {
    const doc = page('{"site":"CA"}');
    getConfig(doc);
    doc.getElementById('hearth-config')!.textContent = '{"site":"US"}';
    resetConfig();
    expect(getConfig(doc).site).toBe('US');
  });

  it('setConfig merges over the config in effect and wins over the page', () => {
    setConfig({ site: 'CA', endpoints: { removeItem: '/r' }, features: { retry: true } });
    const config = setConfig({ brand: 'cb2', endpoints: { addItem: '/a' }, helpPhone: { US: '1' } });
    expect(config).toMatchObject({
      site: 'CA',
      brand: 'cb2',
      endpoints: { removeItem: '/r', addItem: '/a' },
      features: { retry: true },
      helpPhone: { US: '1' },
    });
    expect(getConfig(page('{"site":"US"}'))).toBe(config);
  });

  it('setConfig drops an invalid field with one error naming setConfig and the field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = setConfig({ site: 'CA', brand: 'nope' as never });
    expect(config).toMatchObject({ site: 'CA', brand: 'main' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/setConfig.*brand/);
  });

  it('resetConfig forgets setConfig', () => {
    setConfig({ site: 'CA' });
    resetConfig();
    expect(getConfig(page('{}')).site).toBe('US');
  });

  it('gives the defaults without a document', () => {
    expect(getConfig(undefined)).toMatchObject({ site: 'US', brand: 'main', features: {} });
  });
});
