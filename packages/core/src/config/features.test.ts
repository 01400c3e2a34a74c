import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig, setConfig } from './config-store';
import { FEATURES, isFeatureOn } from './features';
import { parseConfig } from './parse-config';

describe('isFeatureOn', () => {
  afterEach(() => resetConfig());

  it.each([
    ['on when true', { retry: true }, true],
    ['off when false', { retry: false }, false],
    ['off when absent', {}, false],
  ])('is %s', (_, features, expected) => {
    expect(isFeatureOn(FEATURES.retry, parseConfig({ features }))).toBe(expected);
  });

  it('ignores inherited names', () => {
    expect(isFeatureOn('constructor', parseConfig({}))).toBe(false);
  });

  it('reads getConfig by default', () => {
    expect(isFeatureOn(FEATURES.legRefresh)).toBe(false);
    setConfig({ features: { [FEATURES.legRefresh]: true } });
    expect(isFeatureOn(FEATURES.legRefresh)).toBe(true);
  });

  it('names the spec flags', () => {
    expect(FEATURES).toMatchObject({
      retry: 'retry',
      appleSignIn: 'appleSignIn',
      refreshedFabricLayout: 'refreshedFabricLayout',
      legRefresh: 'legRefresh',
      interactiveChecklist: 'interactiveChecklist',
    });
  });
});
