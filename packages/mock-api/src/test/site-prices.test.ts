// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cadCents, regionOfPostalCode, taxRate, withPriceSite } from '../catalogue/site-prices';
import { getProduct, formattedPrice } from '../catalogue/products';
import { demoConfig, DEMO_ENDPOINTS as E } from '../index';
import { api, get, post, setupMockServer } from './harness';

setupMockServer();
const RC = '/ReactCheckout/';

describe('the Canadian price list', () => {
  it('rounds as a price list does: cents kept, 9-dollar endings kept, whole amounts to 5 dollars', () => {
    expect(cadCents(189900)).toBe(256900);
    expect(cadCents(19900)).toBe(26900);
    expect(cadCents(9900)).toBe(13900);
    expect(cadCents(5995)).toBe(8095);
    expect(cadCents(20000)).toBe(27000);
    expect(cadCents(0)).toBe(0);
    expect(cadCents(-5995)).toBe(-8095);
  });

  it("reads the catalogue's amounts in the site's currency; gift cards keep their face value", () => {
    const sofa = getProduct('410100')!;
    expect(sofa.currentPrice).toBe(189900);
    expect(withPriceSite('CA', () => formattedPrice(sofa))).toBe('CAD 2,569.00');
    expect(withPriceSite('CA', () => ({ ...sofa }).currentPrice)).toBe(256900);
    expect(withPriceSite('CA', () => getProduct('700100')!.currentPrice)).toBe(10000);
    expect(sofa.currentPrice).toBe(189900);
  });

  it('a Canadian cart, checkout and configurator price in CAD, from the same list', async () => {
    const session = 'ca-shopper';
    const call = (path: string, body?: unknown) =>
      api(path, { session, site: 'CA', ...(body !== undefined && { method: 'POST', body }) });
    await call(E.addItem, [{ Sku: '410100', Quantity: 1 }]);
    const cart = (await call(E.getCartJsx)).json.cartData;
    expect(cart.lineItems[0].formattedPrice).toBe('CAD 2,569.00');
    expect(cart.orderSummary.formattedShipping).toBe('CAD 269.00');
    const quickView = await call('/quickView/details?sku=410100&oc=6,802');
    expect(quickView.json.formattedPrice).toBe('CAD 2,839.00');
    expect(demoConfig('CA').deliveryData.freeShippingThreshold).toBe(13900);
    // the same session on the US site: the US list
    expect((await api(E.getCartJsx, { session })).json.cartData.lineItems[0].formattedPrice).toBe('$1,899.00');
  });
});

describe('tax by where the order goes', () => {
  it('gives each state or province its rate, and finds it from a ZIP or postal code', () => {
    expect(taxRate('IL')).toBe(8.86);
    expect(taxRate('ny')).toBe(8.53);
    expect(taxRate('OR')).toBe(0);
    expect(taxRate('ON')).toBe(13);
    expect(taxRate('constructor')).toBe(0);
    expect(regionOfPostalCode('60062')).toBe('IL');
    expect(regionOfPostalCode('10001')).toBe('NY');
    expect(regionOfPostalCode('98101')).toBe('WA');
    expect(regionOfPostalCode('99501')).toBe('AK');
    expect(regionOfPostalCode('M5V 2A8')).toBe('ON');
    expect(regionOfPostalCode('H2Y 1C6')).toBe('QC');
    expect(regionOfPostalCode('00000')).toBe('');
  });

  it('charges New York, Washington and Illinois their own rates, not one flat rate', async () => {
    const taxFor = async (state: string, postalCode: string, city: string) => {
      await post(E.addItem, [{ Sku: '300101', Quantity: 1 }]);
      await post(`${RC}SaveShippingAddress`, {
        address: { firstName: 'J', lastName: 'A', address1: '1 Main St', city, state, postalCode, country: 'USA' },
      });
      const summary = (await get(`${RC}RefreshCheckout`)).json.orderSummary;
      await post(E.removeItem, { id: (await get(E.getCartJsx)).json.cartData.lineItems[0].id });
      return summary;
    };
    const ny = await taxFor('NY', '10001', 'New York');
    const wa = await taxFor('WA', '98101', 'Seattle');
    const il = await taxFor('IL', '60062', 'Northbrook');
    // a $179.00 lamp, free standard shipping
    expect([ny.tax, wa.tax, il.tax]).toEqual([Math.round(17900 * 0.0853), Math.round(17900 * 0.0943), 1586]);
  });

  it("estimates the cart's tax from its ZIP code before there is an address", async () => {
    await post(E.addItem, [{ Sku: '300101', Quantity: 1 }]);
    await post(E.applyZipCode, { zipCode: '98101' });
    expect((await get(E.getCartJsx)).json.cartData.orderSummary.tax).toBe(Math.round(17900 * 0.0943));
  });
});
