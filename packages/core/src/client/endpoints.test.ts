import { describe, expect, it } from 'vitest';
import { isCallError } from './call-error';
import { defineCall, isCallDefinition } from './define-call';
import { resolveEndpoint } from './endpoints';

describe('resolveEndpoint', () => {
  it.each([
    ['a path is used as is', '/custom/path', {}, undefined, '/custom/path'],
    ['an absolute URL is used as is', 'https://recs.example/x', {}, undefined, 'https://recs.example/x'],
    ['an http URL is used as is', 'HTTP://cb2.example/x', {}, undefined, 'HTTP://cb2.example/x'],
    ['a name holding a URL is a name', 'see https://x', { 'see https://x': '/named' }, undefined, '/named'],
    ['a configured name', 'removeItem', { removeItem: '/cart/remove' }, undefined, '/cart/remove'],
    ['a declared path', 'placeOrder', {}, '/ReactCheckout/PlaceOrder', '/ReactCheckout/PlaceOrder'],
    [
      'config overrides a declared path',
      'placeOrder',
      { placeOrder: '/v2/place' },
      '/ReactCheckout/PlaceOrder',
      '/v2/place',
    ],
    [
      'an empty configured path falls back to the declared one',
      'placeOrder',
      { placeOrder: '' },
      '/ReactCheckout/PlaceOrder',
      '/ReactCheckout/PlaceOrder',
    ],
  ])('%s', (_, call, endpoints, fallback, expected) => {
    expect(resolveEndpoint(call, endpoints, fallback)).toBe(expected);
  });

  it.each(['removeItem', 'constructor', 'toString', '__proto__'])(
    'rejects the name %s without a path with a config error naming it',
    (call) => {
      let caught: unknown;
      try {
        resolveEndpoint(call, {});
      } catch (error) {
        caught = error;
      }
      expect(isCallError(caught, 'config')).toBe(true);
      expect(caught).toMatchObject({ call });
      expect((caught as Error).message).toContain(call);
    },
  );
});

describe('defineCall', () => {
  it('is not retried unless the spec says so, and is frozen', () => {
    const call = defineCall({ name: 'getEdd', method: 'POST' });
    expect(call).toEqual({ name: 'getEdd', method: 'POST', retry: false });
    expect(Object.isFrozen(call)).toBe(true);
    expect(defineCall({ name: 'validateCart', method: 'POST', retry: true }).retry).toBe(true);
  });

  it('is told from a call name or a look-alike by isCallDefinition', () => {
    expect(isCallDefinition(defineCall({ name: 'getEdd', method: 'POST' }))).toBe(true);
    expect(isCallDefinition({ name: 'getEdd', method: undefined })).toBe(true);
    expect(isCallDefinition('getEdd')).toBe(false);
    expect(isCallDefinition(null)).toBe(false);
    expect(isCallDefinition({ name: 'getEdd' })).toBe(false);
    expect(isCallDefinition({ name: 7, method: 'POST' })).toBe(false);
    expect(isCallDefinition(Object.assign(() => undefined, { method: 'GET' }))).toBe(false);
  });
});
