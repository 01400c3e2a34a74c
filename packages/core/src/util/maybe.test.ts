// @vitest-environment node
import { is, number, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { maybe } from './maybe';

describe('maybe: optional and nullable', () => {
  const Answer = type({ name: maybe(string()), count: maybe(number()) });

  it.each([{}, { name: null, count: null }, { name: 'Sofa', count: 2 }, { name: undefined }])('accepts %j', (value) => {
    expect(is(value, Answer)).toBe(true);
  });

  it.each([{ name: 3 }, { count: '2' }, { name: {} }])('refuses %j', (value) => {
    expect(is(value, Answer)).toBe(false);
  });
});
