import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browseDataOf, setupMockApi, testConfiguratorEnv } from '../testing/configurator';
import { openBrowseAllFabrics } from '../testing/fabric-filters';
import { Configurator } from './configurator';

const api = setupMockApi();

const env = testConfiguratorEnv();

/** Lets a request the island would have sent by now reach the mock server. */
const afterTheMoment = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

/**
 * The browse data's material-toggle variant (`sku`, `isMaterialToggle`) and its `isFabricPopup`
 * flag [ref: configurator#calls] are not sent: the island already holds both materials' choices
 * and every fabric Browse All shows (decisions.md). A switch of material and Browse All open
 * from what the island has, with no browse-data request.
 */
describe('Configurator: the browse data is read once, not per material or popup', { timeout: 30_000 }, () => {
  it('switching fabric to leather sends no browse-data request', async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410600" env={env} browseData={browseDataOf('410600')} />);
    const materials = screen.getByRole('group', { name: 'Fabric or leather' });
    await user.click(within(materials).getByRole('radio', { name: 'Leather' }));
    await screen.findByRole('button', { name: /^3 Leather/ });
    await afterTheMoment();
    expect(api.to('/api/demo/special-order/browse-data').map((r) => r.searchParams.toString())).toEqual([]);
  });

  it('opening Browse All Fabrics sends no browse-data request', async () => {
    await openBrowseAllFabrics(env);
    await afterTheMoment();
    expect(api.to('/api/demo/special-order/browse-data').map((r) => r.searchParams.toString())).toEqual([]);
  });
});
