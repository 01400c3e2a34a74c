import { describe, expect, it } from 'vitest';
import { TIMING, hoverDelay, quickViewQuery, quickViewView } from './quick-view-logic';

describe('timings [ref: configurator#limits]', () => {
  it('are the spec values', () => {
    expect(TIMING).toEqual({
      hoverOpen: 200,
      hoverReopen: 300,
      keyboardSelection: 500,
      quickViewDebounce: 700,
      quickViewRequest: 100,
      summaryRefresh: 300,
    });
    expect(hoverDelay(false)).toBe(200);
    expect(hoverDelay(true)).toBe(300);
  });
});

describe('quick view [ref: configurator#rules, #calls, #errors]', () => {
  it('asks with sku and oc, or the combined variant', () => {
    expect(quickViewQuery({ skus: [410121, 410122], optionCode: 1, choiceCode: 10300 })).toEqual({
      sku: '410121',
      oc: '1,10300',
    });
    expect(
      quickViewQuery({
        skus: [410121],
        optionCode: 1,
        choiceCode: 10300,
        choices: '[]',
        outputCacheString: '6,802_1,10300',
      }),
    ).toEqual({
      choices: '[]',
      sku: '410121',
      oc: '1,10300',
      outputCacheString: '6,802_1,10300',
    });
    expect(quickViewQuery({ skus: [], optionCode: 1, choiceCode: 2 })).toBeNull();
  });
  it.each([
    ['no matching sku', { query: null, ready: true }, { kind: 'message' }],
    ['waiting for the debounce', { query: {}, ready: false }, { kind: 'idle' }],
    ['loading: a placeholder', { query: {}, ready: true }, { kind: 'loading' }],
    [
      'a price',
      { query: {}, ready: true, answer: { formattedPrice: '$2,199.00', hasError: false } },
      { kind: 'price', text: '$2,199.00' },
    ],
    ['no price', { query: {}, ready: true, answer: { formattedPrice: ' ', hasError: false } }, { kind: 'message' }],
    [
      'hasError hides the price',
      { query: {}, ready: true, answer: { formattedPrice: '$1', hasError: true } },
      { kind: 'hidden' },
    ],
    ['a failed call hides it', { query: {}, ready: true, failed: true }, { kind: 'hidden' }],
  ])('%s', (_name, state, view) => {
    expect(quickViewView(state)).toEqual(view);
  });
});
