import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SwatchFlyoutPropsSchema } from './props-schema';

const DOVER = { code: 10304, title: 'Dover', text: 'Slate' };

describe('swatch-flyout props', () => {
  it('take the swatch alone, or only its choiceCode (the flyout then fetches the card)', () => {
    expect(validate({ swatch: DOVER }, SwatchFlyoutPropsSchema)[0]).toBeUndefined();
    expect(validate({ choiceCode: 10304, mode: 'page' }, SwatchFlyoutPropsSchema)[0]).toBeUndefined();
    expect(validate({ choiceCode: '10304' }, SwatchFlyoutPropsSchema)[0]).toBeUndefined();
  });

  it('refuse neither, saying which props to give', () => {
    const [error] = validate({ mode: 'popup', sku: '410100' }, SwatchFlyoutPropsSchema);
    expect(error?.message).toBe('give `swatch` or `choiceCode`');
  });
});
