import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkUrl, resetUrlReports } from './check-url';

const base = 'https://shop.example/checkout/cart';

afterEach(() => resetUrlReports());

describe('checkUrl', () => {
  it('passes safe addresses through, silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkUrl('/furniture/sofa', { island: 'cart', field: 'lineItems.url', base })).toBe('/furniture/sofa');
    expect(checkUrl('https://cdn.example/a.jpg', { island: 'cart', field: 'lineItems.imagePath', base })).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it.each([undefined, null, '', '  '])('treats %j as absent: undefined, no log', (value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkUrl(value, { island: 'cart', field: 'lineItems.url', base })).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses an unsafe address with one console.error naming the island and the field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkUrl('javascript:alert(1)', { island: 'cart', field: 'lineItems.url', base })).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      'hearth: island "cart" refused field "lineItems.url": "javascript:alert(1)" is not an http(s) URL or a path on this site; it is not used.',
    );
  });

  it('says what happens instead, and that only this site is allowed for same-origin fields', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = {
      island: 'cart',
      field: 'redirectUrl',
      base,
      sameOrigin: true,
      instead: 'going to /checkout/cart',
    };
    expect(checkUrl('https://evil.example/', options)).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toBe(
      'hearth: island "cart" refused field "redirectUrl": "https://evil.example/" is not a path on this site; going to /checkout/cart.',
    );
  });

  it('shows control characters escaped, and non-strings by type', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    checkUrl('/\t/evil.example/x', { island: 'sign-in', field: 'returnUrl', base });
    checkUrl(7, { island: 'cart', field: 'continueShoppingUrl', base });
    expect(error.mock.calls[0]?.[0]).toContain('"/\\t/evil.example/x" is not');
    expect(error.mock.calls[1]?.[0]).toContain('field "continueShoppingUrl": a number is not');
  });

  it('logs once per page for the same island, field and value, however often it renders', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 5; i++) checkUrl('javascript:x', { island: 'cart', field: 'lineItems.url', base });
    expect(error).toHaveBeenCalledTimes(1);
    checkUrl('javascript:y', { island: 'cart', field: 'lineItems.url', base });
    checkUrl('javascript:x', { island: 'cart', field: 'savedForLater.url', base });
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('with maxLength refuses a longer value (even a fine path) with one line giving its length', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = {
      island: 'sign-in',
      field: 'returnUrl',
      base,
      sameOrigin: true,
      maxLength: 2048,
      instead: 'returning to /',
    };
    expect(checkUrl(`/${'a'.repeat(2047)}`, options)).toBe(`/${'a'.repeat(2047)}`);
    const long = `/${'a'.repeat(2048)}`;
    expect(checkUrl(long, options)).toBeUndefined();
    expect(checkUrl(long, options)).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      `hearth: island "sign-in" refused field "returnUrl": "/${'a'.repeat(119)}…" is 2049 characters long, over the 2048 allowed; returning to /.`,
    );
  });

  it('names the config list when other origins are allowed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = {
      island: 'visualizer',
      field: 'scriptUrl',
      base,
      sameOrigin: true,
      origins: ['https://cdn.example'],
      originsFrom: 'scriptOrigins',
      instead: 'it is not loaded',
    };
    expect(checkUrl('https://cdn.example/w.js', options)).toBe('https://cdn.example/w.js');
    expect(checkUrl('https://evil.example/w.js', options)).toBeUndefined();
    expect(error.mock.calls).toEqual([
      [
        'hearth: island "visualizer" refused field "scriptUrl": "https://evil.example/w.js" is not a path on this site or a URL on an origin listed in hearth-config "scriptOrigins"; it is not loaded.',
      ],
    ]);
  });

  it('shows a value of 120 characters whole, and cuts a longer one after 120', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const at = `javascript:${'a'.repeat(109)}`;
    checkUrl(at, { island: 'cart', field: 'lineItems.url', base });
    checkUrl(`${at}b`, { island: 'cart', field: 'lineItems.url', base });
    expect(error.mock.calls[0]?.[0]).toContain(`: "${at}" is not`);
    expect(error.mock.calls[1]?.[0]).toContain(`: "${at}…" is not`);
  });

  it('logs a refusal again on a fresh page (resetUrlReports)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    checkUrl('javascript:x', { island: 'cart', field: 'lineItems.url', base });
    resetUrlReports();
    checkUrl('javascript:x', { island: 'cart', field: 'lineItems.url', base });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('cuts a very long value short in the message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    checkUrl(`javascript:${'a'.repeat(5000)}`, { island: 'cart', field: 'lineItems.url', base });
    expect(String(error.mock.calls[0]?.[0]).length).toBeLessThan(300);
  });
});
