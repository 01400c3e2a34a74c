// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ENDPOINTS, demoConfig, filteredSwatchResults } from '../index';
import { ATTRIBUTE_IDS } from '../catalogue/fabrics';
import { api, get, setupMockServer } from './harness';

setupMockServer();

describe('swatch ordering for the demo [ref: swatch-order#calls, #limits]', () => {
  it("answers the in-stock attribute of the brand in the demo site's hearth_brand cookie", async () => {
    const first = (json: any) => (Object.values(json.FabricsByName) as any[][])[0]![0];
    const main = await get(`${DEMO_ENDPOINTS.orderSwatchData}?sku=410100`);
    expect(first(main.json).Attributes[0].AttributeId).toBe(ATTRIBUTE_IDS.inStock.main);
    const query = await get(`${DEMO_ENDPOINTS.orderSwatchData}?sku=410100&brand=cb2`);
    expect(first(query.json).Attributes[0].AttributeId).toBe(ATTRIBUTE_IDS.inStock.cb2);
    const withCookie = await fetch(`http://shop.test${DEMO_ENDPOINTS.orderSwatchData}?sku=410100`, {
      headers: { cookie: 'hearth_brand=cb2' },
    });
    expect(first(await withCookie.json()).Attributes[0].AttributeId).toBe(ATTRIBUTE_IDS.inStock.cb2);
  });

  it('the demo configuration names those ids, and no demo provider (the demo script registers it)', () => {
    const config = demoConfig('US', 'cb2');
    expect(config).toMatchObject({ swatchStockAttributeIds: { main: 101, cb2: 201, kids: 101 } });
    expect(config).not.toHaveProperty('addressAutocomplete');
    expect(config.features).not.toHaveProperty('fakeAltPay');
  });

  it('the demo site renders /free-swatches from the same results the call answers', async () => {
    const { json } = await get('/free-swatches/get-filtered-results?colorgroup=blue&sort=name&page=2');
    expect(filteredSwatchResults(new URLSearchParams('colorgroup=blue&sort=name&page=2'))).toEqual(json);
  });

  it('the address check: a suggestion for a known ZIP with another city, none for a street without a number [ref: swatches#errors]', async () => {
    const order = {
      Sku: '410100',
      FirstName: 'Jordan',
      LastName: 'Avery',
      Address1: '1250 Techny Rd',
      Address2: '',
      City: 'Chicago',
      State: 'IL',
      PostalCode: '60062',
      DayPhone: '3124567890',
      EmailAddress: 'jordan@hearth.test',
      swatch: [10000],
      UseAddressAsEntered: false,
      CanadaEmailSignup: false,
      SignUp: true,
    };
    const post = (body: object) => api('/browse/specialorder/orderfreeswatchessubmit', { method: 'POST', body });
    expect((await post(order)).json).toMatchObject({
      Succeeded: false,
      AddressValidationResult: { Suggestions: [{ City: 'Northbrook', State: 'IL', ZipCode: '60062' }] },
    });
    expect((await post({ ...order, City: 'Northbrook', Address1: 'Techny Road' })).json).toMatchObject({
      Succeeded: false,
      AddressValidationResult: { Suggestions: [] },
    });
    expect((await post({ ...order, Address1: 'Techny Road', UseAddressAsEntered: true })).json).toMatchObject({
      Succeeded: true,
    });
  });
});
