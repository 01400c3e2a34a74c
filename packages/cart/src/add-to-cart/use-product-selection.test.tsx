import { SELECTION_REQUIRED_EVENT, publishProductSelection } from '@hearth/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToCart } from './add-to-cart';
import { PATHS, setupMockApi } from '../testing/add-to-cart';

const api = setupMockApi();

describe('add-to-cart follows a configurator on the page (002 §4)', () => {
  it('refuses the add while an option has no choice, and asks the configurator', async () => {
    const user = userEvent.setup();
    const required = vi.fn();
    document.addEventListener(SELECTION_REQUIRED_EVENT, required);
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    act(() => publishProductSelection({ productSku: '410100', sku: '410100', optionChoiceParameter: '6,802', complete: false }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    document.removeEventListener(SELECTION_REQUIRED_EVENT, required);
    expect((required.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ productSku: '410100' });
    expect(api.to(PATHS.addItem)).toHaveLength(0);
  });

  it('adds the configured sku with its OptionChoiceParameter; the popup shows the chosen options', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    act(() => publishProductSelection({ productSku: '410100', sku: '410122', optionChoiceParameter: '6,802_5,702_1,30000_4,601_3,501', complete: true }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(1));
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([expect.objectContaining({ Sku: '410122', OptionChoiceParameter: '6,802_5,702_1,30000_4,601_3,501' })]);
    expect(within(dialog).getByText('Fabric: Haven, Snow')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,249.00')).toBeInTheDocument();
  });

  it('another product’s selection changes nothing', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '300101' }]} />);
    act(() => publishProductSelection({ productSku: '410100', sku: '410100', optionChoiceParameter: '', complete: false }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([expect.objectContaining({ Sku: '300101', OptionChoiceParameter: '' })]);
  });
});
