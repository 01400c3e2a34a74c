import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browseDataOf, setupMockApi, testConfiguratorEnv } from '../../testing/configurator';
import { Configurator } from '../configurator';
import type * as filterIndexModule from '../filters/filter-index';
import { filterIndex } from '../filters/filter-index';

// A worker's files share their modules (vitest.config.ts): this file's own, so the mock below
// reaches the modules that import it.
vi.hoisted(() => vi.resetModules());

// the filter index of a drawer's choices, counted
vi.mock('../filters/filter-index', async (actual) => {
  const real = await actual<typeof filterIndexModule>();
  return { ...real, filterIndex: vi.fn(real.filterIndex) };
});

setupMockApi();
beforeEach(() => {
  vi.mocked(filterIndex).mockClear();
});

const env = testConfiguratorEnv();
const fabricCodes = (calls: unknown[][]) => calls.filter(([codes]) => (codes as number[]).length > 100);

describe('a closed fabric drawer (less work when the options come)', () => {
  it('shows its count, and works out its filters only once it opens', async () => {
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />);
    const fabric = screen.getByRole('button', { name: /^3 Fabric/ });
    expect(fabric).toHaveTextContent('348 option(s)');
    expect(fabric).toHaveAttribute('aria-expanded', 'false');
    // the 348 fabrics: no index while the drawer is closed
    expect(fabricCodes(vi.mocked(filterIndex).mock.calls)).toEqual([]);
    await userEvent.setup().click(fabric);
    // once its filter code has loaded (this file's modules are its own: loaded anew)
    await waitFor(() => expect(fabricCodes(vi.mocked(filterIndex).mock.calls)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /^Filter/ })).toBeInTheDocument();
  });
});
