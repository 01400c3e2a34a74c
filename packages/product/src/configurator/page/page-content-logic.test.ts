import { describe, expect, it } from 'vitest';
import {
  dataLayerEntry,
  lineMessages,
  personalizationFee,
  rewardsText,
  startsExpanded,
  visibleSubgroups,
} from './page-content-logic';

describe('the page model’s own content [ref: configurator#data, #errors]', () => {
  it('subgroup 2 starts expanded, the others closed', () => {
    expect([1, 2, 3].map((id) => startsExpanded({ id }))).toEqual([false, true, false]);
    expect(
      visibleSubgroups({
        productSubgroups: [
          { id: 1, title: 'Overview', content: '' },
          { id: 3, title: ' ', content: 'x' },
        ],
      }).map((s) => s.id),
    ).toEqual([1]);
  });

  it('the rewards renewal header and message; none without either', () => {
    expect(rewardsText({ rate: 10, headerRenew: ' Earn 10% ', messageRenew: 'with a card.' })).toEqual({
      header: 'Earn 10%',
      message: 'with a card.',
    });
    expect(rewardsText({ rate: 10, headerRenew: '', messageRenew: '' })).toBeNull();
    expect(rewardsText(null)).toBeNull();
  });

  it('line-level messages with text, in order', () => {
    const m = (text: string, popupName = '') => ({ text, popupName });
    expect(lineMessages({ lineLevelMessages: [m('A', 'P'), m(' '), m('B')] })).toEqual([m('A', 'P'), m('B')]);
  });

  it('the in-house personalization fee shows with its message only', () => {
    expect(
      personalizationFee({ formattedTotalPrice: '$94.95', personalizationFeeMessage: 'Includes a $15 fee.' }),
    ).toEqual({ total: '$94.95', message: 'Includes a $15 fee.' });
    expect(personalizationFee({ formattedTotalPrice: '$94.95', personalizationFeeMessage: '' })).toBeNull();
  });

  it('a page model without the fee fields (an npm page that skipped the schema) renders without a fee', () => {
    expect(personalizationFee({} as Parameters<typeof personalizationFee>[0])).toBeNull();
  });

  it('the data layer entry: the product, then the configured sku, option choices and price', () => {
    expect(dataLayerEntry({ sku: '410100', name: 'Lounge Sofa' }, undefined)).toEqual({
      productSku: '410100',
      productName: 'Lounge Sofa',
      sku: '410100',
      optionChoiceParameter: '',
      currentPrice: 0,
    });
    expect(
      dataLayerEntry(
        { sku: '410100', name: 'Lounge Sofa' },
        { sku: '410111', optionChoiceParameter: '1,2', currentPrice: 1899 },
      ),
    ).toMatchObject({ sku: '410111', optionChoiceParameter: '1,2', currentPrice: 1899 });
  });
});
