import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

describe('formatMessage', () => {
  it.each([
    ['{0} is not valid.', ['K1A'], 'K1A is not valid.'],
    ['{0} and {0}', ['x'], 'x and x'],
    ['{0}/{1}', ['a', 2], 'a/2'],
    ['(i.e. {email})', { email: 'a@b.co' }, '(i.e. a@b.co)'],
    ['{kind} is invalid.', { kind: 'State' }, 'State is invalid.'],
    ['{missing} stays', {}, '{missing} stays'],
    ['{1} stays', ['only zero'], '{1} stays'],
    ['{constructor} stays', {}, '{constructor} stays'],
    ['{length} stays', ['a'], '{length} stays'],
    // `length` is only an array's own member: a named value of that name fills it
    ['{length} cm', { length: 90 }, '90 cm'],
    ['{ 0 } and {0-1} are not placeholders', ['x'], '{ 0 } and {0-1} are not placeholders'],
    ['no placeholders', { a: 'b' }, 'no placeholders'],
  ] as const)('%j with %j → %j', (template, values, text) => {
    expect(formatMessage(template, values)).toBe(text);
  });
});
