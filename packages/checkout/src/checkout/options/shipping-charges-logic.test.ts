// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultShippingInfoTab, shippingInfoSections, shippingInfoTabs } from './shipping-charges-logic';

describe("'Shipping Charges and Delivery Information' [ref: checkout#screens]", () => {
  it('has three tabs, Domestic and International hidden for Canada', () => {
    expect(shippingInfoTabs('US')).toEqual(['charges', 'details', 'international']);
    expect(shippingInfoTabs('CA')).toEqual(['charges', 'details']);
  });

  it.each([
    [1, 'US', 'charges'],
    [2, 'US', 'details'],
    [3, 'US', 'international'],
    [3, 'CA', 'charges'],
    [0, 'US', 'charges'],
    [4, 'US', 'charges'],
    ['2', 'US', 'charges'],
    [undefined, 'US', 'charges'],
  ] as const)('default tab %j on the %s site is %s', (tab, site, expected) => {
    expect(defaultShippingInfoTab(tab, site)).toBe(expected);
  });

  it.each([
    [1, ['standard']],
    [2, ['standard']],
    [3, ['standard']],
    [6, ['localInHome']],
    [7, ['longDistanceInHome']],
    [8, ['basicFreight']],
    [9, ['giftCards']],
    [4, ['standard', 'localInHome', 'longDistanceInHome', 'basicFreight', 'giftCards']],
    [null, ['standard', 'localInHome', 'longDistanceInHome', 'basicFreight', 'giftCards']],
  ])('ship method %s shows %j', (method, sections) => {
    expect(shippingInfoSections(method)).toEqual(sections);
  });
});
