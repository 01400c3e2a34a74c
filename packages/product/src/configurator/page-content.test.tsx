import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browseDataOf, seriousAxeViolations, setupMockApi } from '../testing/configurator';
import { Configurator } from './configurator';

setupMockApi();

const envWith = (updateDataLayer: (entry: Record<string, string | number>) => void) => ({
  setTitle: vi.fn(),
  replaceUrl: vi.fn(),
  isDesktop: () => true,
  log: vi.fn(),
  updateDataLayer,
  location: { origin: 'http://localhost', pathname: '/p', search: '', hash: '' },
});

const withContent = () => ({
  ...browseDataOf('410100'),
  productSubgroups: [
    { id: 1, title: 'Overview', content: 'Deep seats.' },
    { id: 2, title: 'Dimensions', content: '86" W x 38" D x 34" H' },
  ],
  rewards: { rate: 10, headerRenew: 'Earn 10% back in rewards', messageRenew: 'with a Hearth credit card.' },
  lineLevelMessages: [{ text: 'Free design services', popupName: 'DesignServices' }],
  formattedTotalPrice: '$94.95',
  personalizationFeeMessage: 'Includes a $15.00 personalization fee.',
});

describe('the page model’s own content (002 §3)', { timeout: 30_000 }, () => {
  it('line-level messages, the rewards renewal text, the personalization fee, and subgroup 2 expanded', async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={envWith(vi.fn())} browseData={withContent()} />);
    expect(screen.getByText('Free design services')).toBeInTheDocument();
    expect(screen.getByText('Earn 10% back in rewards')).toBeInTheDocument();
    expect(screen.getByText(/with a Hearth credit card\./)).toBeInTheDocument();
    expect(screen.getByText(/Includes a \$15\.00 personalization fee\./)).toHaveTextContent('$94.95');
    const overview = screen.getByRole('button', { name: 'Overview' });
    const dimensions = screen.getByRole('button', { name: 'Dimensions' });
    expect(overview).toHaveAttribute('aria-expanded', 'false');
    expect(dimensions).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('86" W x 38" D x 34" H')).toBeVisible();
    expect(screen.getByText('Deep seats.')).not.toBeVisible();
    await user.click(overview);
    expect(screen.getByText('Deep seats.')).toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('the special-order digital data layer (002 §8)', { timeout: 30_000 }, () => {
  it('is updated after the load with the product and its configured sku', async () => {
    const update = vi.fn();
    render(<Configurator sku="410100" env={envWith(update)} browseData={browseDataOf('410100')} />);
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![0]).toMatchObject({ productSku: '410100', productName: 'Lounge Sofa' });
  });

  it("a failed update is logged only: 'Updating special order digital data layer failed.'", async () => {
    const env = envWith(() => {
      throw new Error('digitalData is frozen');
    });
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await waitFor(() => expect(env.log).toHaveBeenCalledTimes(1));
    expect(env.log.mock.calls[0]![0]).toBe('hearth: configurator: Updating special order digital data layer failed.');
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });
});
