import { describe, expect, it } from 'vitest';
import { HearthCallError } from './call-error';

describe('HearthCallError', () => {
  it('is named HearthCallError (what a console or an error report shows)', () => {
    const error = new HearthCallError('http', 'validateCart', 'validateCart failed. Status: 503', { status: 503 });
    expect(error.name).toBe('HearthCallError');
    expect(String(error)).toBe('HearthCallError: validateCart failed. Status: 503');
  });

  it('keeps the cause it is given, and has none otherwise', () => {
    const cause = new TypeError('Failed to fetch');
    expect(new HearthCallError('network', 'getEdd', 'Failed to fetch', { cause }).cause).toBe(cause);
    expect('cause' in new HearthCallError('reset', 'getEdd', 'IsReset')).toBe(false);
  });
});
