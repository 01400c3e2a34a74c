import { setConfig, setShopperZip } from '@hearth/core';
import { demoConfig, setFault } from '@hearth/mock-api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { holdAnswers } from '@hearth/mock-api/testing';
import { AddToCart } from '../add-to-cart';
import { PATHS, setupMockApi } from '../../testing/add-to-cart';

const api = setupMockApi();

describe('pricing [ref: add-to-cart#calls]', () => {
  it('GETs /sku-pricing/get-sku-data with the skus list and zipCode, and shows the total', async () => {
    setShopperZip('60062');
    render(<AddToCart items={[{ Sku: '410100', Quantity: 2 }]} showPrice />);
    expect(await screen.findByText('$3,798.00')).toBeInTheDocument();
    const [call] = api.to(PATHS.pricing);
    expect(call?.method).toBe('GET');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      'skus[0].sku': '410100',
      'skus[0].quantity': '2',
      zipCode: '60062',
    });
  });

  it("shows a 'Loading…' placeholder where the price goes until the answer comes", async () => {
    const release = holdAnswers(api.server, PATHS.pricing);
    render(<AddToCart items={[{ Sku: '410100' }]} showPrice />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('$1,899.00')).toBeNull();
    release();
    expect(await screen.findByText('$1,899.00')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('prices again when the quantity changes', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '200101' }]} showPrice showQuantity />);
    await screen.findByText('$59.95');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('$119.90')).toBeInTheDocument();
  });

  it("shows 'CAD ' prices on the Canadian site", async () => {
    setConfig({ ...demoConfig('CA', 'main') });
    render(<AddToCart items={[{ Sku: '410100' }]} showPrice />);
    expect(await screen.findByText('CAD 1,899.00')).toBeInTheDocument();
  });

  it("reports invalid SKUs with the server's invalidSkuMessage and disables the button", async () => {
    render(<AddToCart items={[{ Sku: '999999' }]} showPrice />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The following item(s) could not be found: 999999.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('a valid answer with hasInvalidSkus false leaves the button enabled', async () => {
    api.server.use(
      http.get(`*${PATHS.pricing}`, () =>
        HttpResponse.json({
          products: [{ sku: '410100', isInvalid: false }],
          totalFormattedPrice: '$10.00',
          hasInvalidSkus: false,
          invalidSkuMessage: '',
        }),
      ),
    );
    render(<AddToCart items={[{ Sku: '410100' }]} showPrice />);
    await screen.findByText('$10.00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('a message beside a valid answer (hasInvalidSkus false) is not shown', async () => {
    api.server.use(
      http.get(`*${PATHS.pricing}`, () =>
        HttpResponse.json({
          products: [{ sku: '410100', isInvalid: false }],
          totalFormattedPrice: '$10.00',
          hasInvalidSkus: false,
          invalidSkuMessage: 'The following item(s) could not be found: 410100.',
        }),
      ),
    );
    render(<AddToCart items={[{ Sku: '410100' }]} showPrice />);
    await screen.findByText('$10.00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not be found/)).toBeNull();
  });

  it('a click before the pricing answer waits for it: a custom item still opens the Custom popup', async () => {
    const release = holdAnswers(api.server, PATHS.pricing);
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '600101' }]} showPrice />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    release();
    await screen.findByRole('dialog', { name: 'Custom Order' });
    expect(api.to(PATHS.custom)).toHaveLength(1);
    expect(api.to(PATHS.addItem)).toHaveLength(0);
  });

  it('a click before the pricing answer sends nothing when the answer reports invalid SKUs', async () => {
    const release = holdAnswers(api.server, PATHS.pricing);
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '999999' }]} showPrice />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The following item(s) could not be found: 999999.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy'));
    expect(api.to(PATHS.addItem)).toHaveLength(0);
  });

  it('a price read again later that fails shows nothing of the old answer, and the add goes', async () => {
    const first = render(<AddToCart items={[{ Sku: '999999' }]} showPrice />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The following item(s) could not be found: 999999.');
    first.unmount();
    // past the data hook's two seconds in which an island asking again is given the answer it has
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    setFault(PATHS.pricing, 'http503');
    const log = vi.fn();
    render(<AddToCart items={[{ Sku: '999999' }]} showPrice env={{ log }} />);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(1));
  }, 15_000);

  it.each(['http503', 'malformed'] as const)(
    'a %s pricing answer is logged only; the button stays usable',
    async (fault) => {
      setFault(PATHS.pricing, fault);
      const log = vi.fn();
      render(<AddToCart items={[{ Sku: '410100' }]} showPrice env={{ log }} />);
      await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
