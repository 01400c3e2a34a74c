import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenToPageEvents, setupMockApi, testConfiguratorEnv } from '../../testing/configurator';
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
});
