import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SELECTION_REQUIRED_EVENT,
  announceProductSelection,
  publishProductSelection,
  withdrawProductSelection,
} from '@hearth/commerce';
import { AddToCart } from '../add-to-cart';
import { PATHS, setupMockApi } from '../../testing/add-to-cart';

const api = setupMockApi();

/** The sofa's configurator, every option chosen: the sku and parameter the add must send. */
const CONFIGURED_SOFA = {
  productSku: '410100',
  sku: '410122',
  optionChoiceParameter: '6,802_5,702_1,30000_4,601_3,501',
  complete: true,
};

describe('add-to-cart follows a configurator on the page [ref: add-to-cart#rules]', () => {
  it('refuses the add while an option has no choice, and asks the configurator', async () => {
    const user = userEvent.setup();
    const required = vi.fn();
    document.addEventListener(SELECTION_REQUIRED_EVENT, required);
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    act(() =>
      publishProductSelection({ productSku: '410100', sku: '410100', optionChoiceParameter: '6,802', complete: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // the click's sending code loads first (add-to-cart-sender.ts), then asks
    await waitFor(() => expect(required).toHaveBeenCalled());
    document.removeEventListener(SELECTION_REQUIRED_EVENT, required);
    expect((required.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ productSku: '410100' });
    expect(api.to(PATHS.addItem)).toHaveLength(0);
  });

  it('adds the configured sku with its OptionChoiceParameter; the popup shows the chosen options', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    act(() => publishProductSelection(CONFIGURED_SOFA));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(1));
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([
      expect.objectContaining({ Sku: '410122', OptionChoiceParameter: '6,802_5,702_1,30000_4,601_3,501' }),
    ]);
    expect(within(dialog).getByText('Fabric: Haven, Snow')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,249.00')).toBeInTheDocument();
  });

  it('another product’s selection changes nothing', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '300101' }]} />);
    act(() =>
      publishProductSelection({ productSku: '410100', sku: '410100', optionChoiceParameter: '', complete: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([
      expect.objectContaining({ Sku: '300101', OptionChoiceParameter: '' }),
    ]);
  });

  describe('a click before the configurator has published (its island not mounted, or its options loading)', () => {
    afterEach(() => document.querySelectorAll('[data-island="configurator"]').forEach((el) => el.remove()));
    /** The configurator's island element as the page has it before the island mounts. */
    const configuratorOnPage = () => {
      const element = document.createElement('div');
      element.setAttribute('data-island', 'configurator');
      element.innerHTML =
        '<script type="application/json" data-island-props>{"sku":"410100"}</script><ol><li>Size</li></ol>';
      document.body.append(element);
      return element;
    };
    const click = async () => {
      const user = userEvent.setup();
      render(<AddToCart items={[{ Sku: '410100' }]} />);
      const button = screen.getByRole('button', { name: 'Add to cart' });
      await user.click(button);
      return button;
    };

    it('waits (busy, nothing sent), then adds what the configurator publishes', async () => {
      configuratorOnPage();
      const button = await click();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(api.to(PATHS.addItem)).toHaveLength(0);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      act(() => publishProductSelection(CONFIGURED_SOFA));
      await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(1));
      expect(api.to(PATHS.addItem)[0]?.body).toEqual([
        expect.objectContaining({ Sku: '410122', OptionChoiceParameter: '6,802_5,702_1,30000_4,601_3,501' }),
      ]);
    });

    it('refuses and asks for the missing options when the selection comes incomplete', async () => {
      const required = vi.fn();
      document.addEventListener(SELECTION_REQUIRED_EVENT, required);
      announceProductSelection('410100'); // mounted, loading its options
      await click();
      expect(required).not.toHaveBeenCalled();
      act(() =>
        publishProductSelection({ productSku: '410100', sku: '410100', optionChoiceParameter: '', complete: false }),
      );
      await waitFor(() => expect(required).toHaveBeenCalledTimes(1));
      document.removeEventListener(SELECTION_REQUIRED_EVENT, required);
      expect(api.to(PATHS.addItem)).toHaveLength(0);
    });

    it('sends nothing (logged) when the configurator fails instead: its island or its data', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const element = configuratorOnPage();
      const button = await click();
      element.setAttribute('data-hearth-state', 'error');
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
      announceProductSelection('410100');
      await userEvent.setup().click(button);
      act(() => withdrawProductSelection('410100'));
      await waitFor(() =>
        expect(log.mock.calls.filter((c) => String(c[0]).includes('gave no selection'))).toHaveLength(2),
      );
      expect(api.to(PATHS.addItem)).toHaveLength(0);
      log.mockRestore();
    });

    it('sends and logs nothing once the island has left the page, whatever the configurator does after', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      configuratorOnPage();
      const user = userEvent.setup();
      const { unmount } = render(<AddToCart items={[{ Sku: '410100' }]} />);
      const button = screen.getByRole('button', { name: 'Add to cart' });
      await user.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      unmount();
      act(() => publishProductSelection(CONFIGURED_SOFA));
      // the wait looks every 50 ms: a click still waiting would have sent by now
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(api.to(PATHS.addItem)).toHaveLength(0);
      expect(log.mock.calls.filter((c) => String(c[0]).startsWith('hearth'))).toEqual([]);
      log.mockRestore();
    });
  });
});
