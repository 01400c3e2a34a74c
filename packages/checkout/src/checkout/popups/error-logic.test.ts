// @vitest-environment node
import { HearthCallError } from '@hearth/core';
import { describe, expect, it } from 'vitest';
import { cartValidationOutcome, errorLogLine, errorPopupKind } from './error-logic';

const error = (kind: ConstructorParameters<typeof HearthCallError>[0], message: string, status?: number) =>
  new HearthCallError(kind, 'placeOrder', message, status === undefined ? {} : { status });

describe('checkout error popups [ref: checkout#errors]', () => {
  it.each([
    ['IsReset (the refresh popup)', error('reset', 'IsReset'), 'error'],
    ['a malformed answer', error('schema', 'bad'), 'error'],
    ['HTTP 500', error('http', 'x. Status: 500', 500), 'error'],
    ['a config error', error('config', 'no path'), 'error'],
    ['any other throw', new Error('boom'), 'error'],
    ['Failed to fetch', error('network', 'Failed to fetch'), 'network'],
    ['Load failed', error('network', 'Load failed'), 'network'],
    ['a timeout', error('timeout', 't'), 'network'],
    ['HTTP 503', error('http', 'x. Status: 503', 503), 'network'],
    ['HTTP 504', error('http', 'x. Status: 504', 504), 'network'],
    ['an abort', error('abort', 'aborted'), null],
  ])('%s → %s', (_, thrown, popup) => {
    expect(errorPopupKind(thrown)).toBe(popup);
  });

  it('logs the action, the path and what went wrong', () => {
    expect(
      errorLogLine('saveShippingAddress', '/ReactCheckout/SaveShippingAddress', error('http', 'x. Status: 500', 500)),
    ).toBe('hearth checkout: saveShippingAddress (/ReactCheckout/SaveShippingAddress) failed: http: x. Status: 500');
  });
});

describe('cart validation outcome [ref: checkout#rules, #errors]', () => {
  it.each([
    [0, 'ok', undefined],
    [undefined, 'ok', undefined],
    [8, 'emptyBasket', undefined],
    [3, 'popup', 'Item(s) no longer available'],
    [7, 'popup', 'Item(s) no longer available'],
    [9, 'popup', 'Item(s) cannot be shipped to or picked up in this state'],
    [1, 'popup', 'Please Edit Your Cart to Proceed'],
    [2, 'popup', 'Please Edit Your Cart to Proceed'],
    [4, 'popup', 'Please Edit Your Cart to Proceed'],
    [42, 'popup', 'Please Edit Your Cart to Proceed'],
  ])('errorType %s → %s %s', (errorType, kind, title) => {
    const outcome = cartValidationOutcome(errorType);
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'popup') expect(outcome.popup.title).toBe(title);
  });
});
