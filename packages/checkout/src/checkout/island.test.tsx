import { resetConfig, setClient, setConfig } from '@hearth/core';
import { resetSharedSignals, resetUrlReports } from '@hearth/core/testing';
import { checkoutData, demoConfig, getSession, handle, handlers, resetMockState, seedCartLine } from '@hearth/mock-api';
import { failUnroutedRequest } from '@hearth/mock-api/network-guard';
import { act, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import checkoutIsland from './island';

/** The `checkout` island from server markup [ref: script-tag#attributes-and-windowhearth]: good props mount, bad ones never break the page. */
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockState();
  resetConfig();
  setConfig({ ...demoConfig('US', 'main') });
  setClient(undefined);
  resetSharedSignals();
  resetUrlReports();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const FALLBACK = '<p>Your order: 1 item</p>';

describe('checkout island', () => {
  it('mounts from server markup with the checkout data in a JSON script', () => {
    seedCartLine('200101');
    const props = JSON.stringify({ step: 1, checkoutData: checkoutData(getSession()) });
    document.body.innerHTML = `<div><script type="application/json" data-island-props>${props}</script>${FALLBACK}</div>`;
    act(() => void checkoutIsland.mount(document.querySelector('div')!));
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
  });

  it('mounts without data and fetches it', async () => {
    seedCartLine('200101');
    document.body.innerHTML = `<div data-props='{"step":2}'>${FALLBACK}</div>`;
    act(() => void checkoutIsland.mount(document.querySelector('div')!));
    expect(await screen.findByRole('heading', { level: 3, name: 'Shipping Address' })).toBeInTheDocument();
  });

  it.each([
    ['{"step":9}', 'step'],
    ['{"checkoutData":{"shippingOptions":{"recipients":"none"}}}', 'checkoutData.shippingOptions.recipients'],
    ['{"checkoutData":{"orderSummary":{"total":"12"}}}', 'checkoutData.orderSummary.total'],
    ['{"shippingInfoTab":4}', 'shippingInfoTab'],
    ['{"deliveryData":{"deliveryDays":{"standard":5}}}', 'deliveryData.deliveryDays.standard'],
    ['{"routing":"hash"}', 'routing'],
    ['{"basePath":"https://evil.example/checkout"}', 'basePath'],
    ['{"basePath":"/shop/../checkout"}', 'basePath'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'>${FALLBACK}</div><div id="other">intact</div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkoutIsland.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "checkout" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe(FALLBACK);
    expect(document.getElementById('other')!.textContent).toBe('intact');
  });

  describe('the page address (data-props routing, basePath)', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('with a basePath, starts on the step of the address under it and pushes the next steps there', async () => {
      seedCartLine('200101');
      // the address step 1 saved, so that the move to Payment is accepted
      const address = { firstName: 'Jordan', lastName: 'Avery', address1: '1250 Techny Rd', city: 'Northbrook' };
      await handle(
        new Request('http://localhost/ReactCheckout/SaveShippingAddress', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ address: { ...address, country: 'USA', state: 'IL', postalCode: '60062' } }),
        }),
      );
      window.history.replaceState(null, '', '/shop/checkout/shippingandgiftoptions');
      const props = JSON.stringify({ basePath: '/shop/checkout', checkoutData: checkoutData(getSession()) });
      document.body.innerHTML = `<div><script type="application/json" data-island-props>${props}</script>${FALLBACK}</div>`;
      act(() => void checkoutIsland.mount(document.querySelector('div')!));
      expect(screen.getByRole('heading', { level: 2, name: 'Shipping and Gift Options' })).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Next: Payment' }).click());
      await screen.findByRole('heading', { level: 2, name: 'Payment and Billing' });
      expect(window.location.pathname).toBe('/shop/checkout/paymentandbilling');
    });

    it("with routing 'none', leaves the address as it is", () => {
      seedCartLine('200101');
      window.history.replaceState(null, '', '/checkout/review');
      const props = JSON.stringify({ routing: 'none', checkoutData: checkoutData(getSession()) });
      document.body.innerHTML = `<div data-props='${props}'>${FALLBACK}</div>`;
      act(() => void checkoutIsland.mount(document.querySelector('div')!));
      expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/checkout/review');
    });
  });

  // its page's size budget is in scripts/size/size-targets.mjs, checked by `npm run size`
  it('is named checkout', () => {
    expect(checkoutIsland.name).toBe('checkout');
  });
});
