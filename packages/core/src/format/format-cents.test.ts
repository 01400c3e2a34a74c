import { describe, expect, it, vi } from 'vitest';
import { currencyPrefix, currencySymbol } from './currency';
import { formatCents } from './format-cents';

describe('currencyPrefix [ref: core#limits]', () => {
  it.each([
    ['US', '$'],
    ['CA', 'CAD '],
  ] as const)('%s → %j', (site, prefix) => {
    expect(currencyPrefix(site)).toBe(prefix);
  });

  it('defaults to the US site', () => {
    expect(currencyPrefix()).toBe('$');
  });

  it('checks strings for "$" in the US and "CAD" in Canada', () => {
    expect(currencySymbol('US')).toBe('$');
    expect(currencySymbol('CA')).toBe('CAD');
  });
});

describe('formatCents (held in cents, shown divided by 100) [ref: core#limits]', () => {
  it.each([
    [123456, 'US', '$1,234.56'],
    [123456, 'CA', 'CAD 1,234.56'],
    [0, 'US', '$0.00'],
    [5, 'US', '$0.05'],
    [100, 'US', '$1.00'],
    [123456789, 'US', '$1,234,567.89'],
    [-1200, 'US', '-$12.00'],
    [-1200, 'CA', '-CAD 12.00'],
    [1999.6, 'US', '$20.00'],
    [-0.4, 'US', '$0.00'],
    [Number.NaN, 'US', ''],
    [Number.POSITIVE_INFINITY, 'US', ''],
    [Number.NEGATIVE_INFINITY, 'CA', ''],
  ] as const)('%d cents on %s → %j', (cents, site, expected) => {
    expect(formatCents(cents, site)).toBe(expected);
  });

  it('defaults to the US site', () => {
    expect(formatCents(250)).toBe('$2.50');
  });

  it('gives "" for a non-number reaching it from untyped script', () => {
    expect(formatCents('12' as unknown as number)).toBe('');
  });
});

describe('no Intl formatter', () => {
  it('formats prices without building an Intl.NumberFormat (its locale data is a long task on a phone)', async () => {
    vi.resetModules();
    const spy = vi.spyOn(Intl, 'NumberFormat');
    const fresh = { ...(await import('./format-cents')), ...(await import('./format-price')) };
    expect(fresh.formatCents(123456, 'US')).toBe('$1,234.56');
    expect(fresh.formatPrice('1299', { site: 'CA' })).toBe('CAD 1,299.00');
    expect(fresh.formatPrice(1299.5, { hideCents: true })).toBe('$1,300');
    expect(spy).not.toHaveBeenCalled();
  });
});
