import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browseDataOf, listenToPageEvents, setupMockApi, testConfiguratorEnv } from '../../testing/configurator';
import { Configurator } from '../configurator';
import { FilterPart } from '../lazy-parts';
import { enabledBoxes, openBrowseAllFabrics, openFabricFilters } from '../../testing/fabric-filters';

setupMockApi();
let events: ReturnType<typeof listenToPageEvents>;
beforeEach(() => (events = listenToPageEvents()));
afterEach(() => events.stop());

const env = testConfiguratorEnv();

describe("a drawer's filters [ref: configurator#rules, #calls]", { timeout: 30_000 }, () => {
  it("a filter checked hides 'Load {n} More' and fires 'Filter Interaction' with its option, filter and value", async () => {
    const { user, drawer } = await openFabricFilters(env);
    expect(within(drawer).getByRole('button', { name: /^Load \d+ More$/ })).toBeInTheDocument();
    const box = (await enabledBoxes(drawer, '.hearth-filters input[data-filter="2"]'))[0]!;
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: /^Load \d+ More$/ })).toBeNull());
    expect(events.analytics).toContainEqual(
      expect.objectContaining({
        event: 'Filter Interaction',
        properties: expect.objectContaining({ optionCode: 1, action: 'select', value: expect.any(String) }),
      }),
    );
    // the chip's Clear All brings the list back whole
    await user.click(within(drawer).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: /^Load \d+ More$/ })).toBeInTheDocument());
  });
  it("'Recently Viewed' hides while a filter is checked, and comes back with the whole list", async () => {
    const { user, drawer } = await openFabricFilters(env);
    const recent = () => within(drawer).queryAllByText('Recently Viewed');
    await user.click(within(drawer).getAllByRole('radio', { name: /^Haven, Snow/ })[0]!);
    await waitFor(() => expect(recent()).not.toEqual([]));
    const box = (await enabledBoxes(drawer, '.hearth-filters input[data-filter="2"]'))[0]!;
    await user.click(box);
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: /^Load \d+ More$/ })).toBeNull());
    expect(recent()).toEqual([]);
    await user.click(within(drawer).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(recent()).not.toEqual([]));
  });
  it('a double click on a chip removes that filter only: its second click is dropped, for the next chip slid under the pointer', async () => {
    const { user, drawer } = await openFabricFilters(env);
    const boxes = await enabledBoxes(drawer, '.hearth-filters input[type="checkbox"]', 2);
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    const chips = () => within(drawer).queryAllByRole('button', { name: /^Remove / });
    await waitFor(() => expect(chips()).toHaveLength(2));
    const second = chips()[1]!.getAttribute('aria-label');
    fireEvent.click(chips()[0]!, { detail: 1 });
    await waitFor(() => expect(chips()).toHaveLength(1));
    fireEvent.click(chips()[0]!, { detail: 2 });
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([second]);
  });
  it("Browse All's chips: a double click removes that filter only", async () => {
    const { user, dialog } = await openBrowseAllFabrics(env);
    await user.click(await within(dialog).findByRole('button', { name: /^Filter/ }));
    const boxes = await enabledBoxes(dialog, '.hearth-browse__filters input[type="checkbox"]', 2);
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const chips = () => within(dialog).queryAllByRole('button', { name: /^Remove / });
    await waitFor(() => expect(chips()).toHaveLength(2));
    const second = chips()[1]!.getAttribute('aria-label');
    fireEvent.click(chips()[0]!, { detail: 1 });
    await waitFor(() => expect(chips()).toHaveLength(1));
    fireEvent.click(chips()[0]!, { detail: 2 });
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([second]);
  });
  it("'Filter' counts the filters checked; removing a chip and 'Clear All' each fire 'Filter Interaction'", async () => {
    const { user, drawer } = await openFabricFilters(env);
    const toggle = within(drawer).getByRole('button', { name: /^Filter/ });
    expect(toggle).toHaveTextContent(/^Filter$/);
    const boxes = await enabledBoxes(drawer, '.hearth-filters input[type="checkbox"]', 2);
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await waitFor(() => expect(toggle).toHaveTextContent(/^Filter \(2\)$/));
    const chip = within(drawer).getAllByRole('button', { name: /^Remove / })[0]!;
    const value = chip.getAttribute('aria-label')!.replace(/^Remove /, '');
    await user.click(chip);
    await waitFor(() => expect(toggle).toHaveTextContent(/^Filter \(1\)$/));
    expect(events.analytics).toContainEqual({
      event: 'Filter Interaction',
      properties: { optionCode: 1, action: 'remove chip', filter: expect.any(String), value },
    });
    await user.click(within(drawer).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(toggle).toHaveTextContent(/^Filter$/));
    expect(events.analytics).toContainEqual({
      event: 'Filter Interaction',
      properties: { optionCode: 1, action: 'clear all' },
    });
  });
  it("the sort toggle fires 'Filter Interaction' with its value; 'Clear All' puts it back to 'Delivery Time'", async () => {
    const { user, drawer } = await openFabricFilters(env);
    expect(within(drawer).getByRole('radio', { name: 'Delivery Time' })).toBeChecked();
    expect(within(drawer).queryByRole('button', { name: 'Clear All' })).toBeNull();
    await user.click(within(drawer).getByRole('radio', { name: 'Fabric Type' }));
    expect(events.analytics).toContainEqual({
      event: 'Filter Interaction',
      properties: { optionCode: 1, action: 'sort', value: 'fabricType' },
    });
    // a sort other than the default is cleared with the filters
    await user.click(within(drawer).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: 'Delivery Time' })).toBeChecked());
    expect(within(drawer).getByRole('radio', { name: 'Fabric Type' })).not.toBeChecked();
    expect(within(drawer).queryByRole('button', { name: 'Clear All' })).toBeNull();
  });
  it('a checked filter whose count falls to 0 stays enabled, so that it can be unchecked [ref: configurator#rules]', async () => {
    const { user, drawer } = await openFabricFilters(env);
    await enabledBoxes(drawer, '.hearth-filters input[type="checkbox"]');
    const box = (label: string) => within(drawer).getByRole('checkbox', { name: new RegExp(`^${label} \\(`) });
    await user.click(box('Chenille'));
    await user.click(box('Boucle'));
    // no chenille has natural fibers: its count falls to 0
    await user.click(box('Natural fibers'));
    await waitFor(() => expect(box('Chenille')).toHaveAccessibleName('Chenille (0)'));
    expect(box('Chenille')).toBeChecked();
    expect(box('Chenille')).toBeEnabled();
    await user.click(box('Chenille'));
    expect(box('Chenille')).not.toBeChecked();
  });
  it('the older fabric layout has no filter panel (it needs the refreshed layout) [ref: configurator#screens]', async () => {
    await FilterPart.preload();
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await screen.findByRole('radio', { name: /^Haven, Oat/ });
    // past the moment its filter index would come
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Delivery Time' })).toBeNull();
  });
  it('a filter checked shows the fabrics it keeps, as many as its count says', async () => {
    const { user, drawer } = await openFabricFilters(env);
    await enabledBoxes(drawer, '.hearth-filters input[type="checkbox"]');
    const chenille = within(drawer).getByRole('checkbox', { name: /^Chenille \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec(chenille.closest('label')!.textContent!)![1]);
    expect(count).toBeGreaterThan(0);
    await user.click(chenille);
    await waitFor(() => expect(drawer.querySelectorAll('.hearth-choices [data-choice-code]')).toHaveLength(count));
    expect(within(drawer).queryByRole('status')).toBeNull();
  });
});
