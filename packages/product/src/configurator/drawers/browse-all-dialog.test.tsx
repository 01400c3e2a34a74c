import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browseDataOf, listenToPageEvents, setupMockApi, testConfiguratorEnv } from '../../testing/configurator';
import { BrowseAllPart } from '../lazy-parts';
import { enabledBoxes, openBrowseAllFabrics } from '../../testing/fabric-filters';

const api = setupMockApi();
let events: ReturnType<typeof listenToPageEvents>;
beforeEach(() => (events = listenToPageEvents()));
afterEach(() => events.stop());

const env = testConfiguratorEnv();

/** Opens the dialog (its code loaded first, as a page's pointer on the button loads it) and waits for the grid's answer (its sort comes with it). */
async function openBrowseAll() {
  await BrowseAllPart.preload();
  const opened = await openBrowseAllFabrics(env);
  await within(opened.dialog).findByRole('combobox', { name: 'Sort By' }, { timeout: 5000 });
  return opened;
}

/** Picks a swatch of the dialog: a long list draws its rows anew on its first scroll (a focus scrolls), so again until it shows checked. */
async function pick(user: UserEvent, dialog: HTMLElement, name: RegExp) {
  await waitFor(
    async () => {
      await user.click(within(dialog).getAllByRole('radio', { name })[0]!);
      expect(within(dialog).getAllByRole('radio', { name })[0]).toBeChecked();
    },
    // done as soon as it shows checked; the room is for a loaded machine (5 s ran out in CI)
    { timeout: 15_000 },
  );
}

describe("'Browse All Fabrics' [ref: configurator#screens, #rules]", { timeout: 30_000 }, () => {
  it("'Save Selection' waits for a swatch; a pick shows 'Selected: {name}', and saving chooses it and closes", async () => {
    const { user, dialog } = await openBrowseAll();
    const save = within(dialog).getByRole('button', { name: 'Save Selection' });
    expect(save).toBeDisabled();
    await pick(user, dialog, /^Haven, Oat/);
    await waitFor(() => expect(dialog).toHaveTextContent('Selected: Haven, Oat'));
    expect(save).toBeEnabled();
    // not chosen until saved
    expect(screen.getByRole('button', { name: /^3 Fabric/ })).toHaveTextContent('None Selected');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /^3 Fabric/ })).toHaveTextContent('Haven, Oat'));
  });

  it("'Fabric Details' shows the fabric picked with its price; 'Back to Fabrics' returns to the grid", async () => {
    const { user, dialog } = await openBrowseAll();
    await pick(user, dialog, /^Haven, Oat/);
    await user.click(within(dialog).getByRole('button', { name: 'Fabric Details' }));
    expect(within(dialog).getByRole('heading', { name: 'Fabric Details' })).toBeInTheDocument();
    const details = dialog.querySelector<HTMLElement>('.hearth-browse__details')!;
    expect(within(details).getByText('Haven, Oat')).toBeInTheDocument();
    expect(details).toHaveTextContent('$1,899.00');
    // its description and care, as the page model words them
    const oat = browseDataOf('410100')
      .options.find((o) => o.code === 1)!
      .choiceGroups.flatMap((g) => g.choices)
      .find((c) => c.swatchName === 'Haven, Oat')!;
    expect(within(details).getByText(oat.description)).toBeInTheDocument();
    expect(within(details).getByText(oat.additionalDetails!.careInstructions!.description)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Fabrics' }));
    expect(within(dialog).queryByRole('heading', { name: 'Fabric Details' })).toBeNull();
    expect(within(dialog).getAllByRole('radio', { name: /^Haven, Oat/ })[0]).toBeInTheDocument();
  });

  it("'Filter & Sort': Cancel drops the filters checked; Apply applies and stays, firing 'Filter Interaction'; Done returns with 'Filter (n)'", async () => {
    const { user, dialog } = await openBrowseAll();
    const filter = await within(dialog).findByRole('button', { name: /^Filter/ });
    expect(filter).toHaveTextContent(/^Filter$/);
    await user.click(filter);
    let boxes = await enabledBoxes(dialog, '.hearth-browse__filters input[type="checkbox"]');
    await user.click(boxes[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: /^Filter/ })).toHaveTextContent(/^Filter$/);
    expect(within(dialog).queryAllByRole('button', { name: /^Remove / })).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /^Filter/ }));
    boxes = await enabledBoxes(dialog, '.hearth-browse__filters input[type="checkbox"]');
    // Cancel dropped it: the panel opens with nothing checked
    expect(boxes[0]).not.toBeChecked();
    await user.click(boxes[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('heading', { name: 'Filter & Sort' })).toBeInTheDocument();
    expect(events.analytics).toContainEqual({
      event: 'Filter Interaction',
      properties: expect.objectContaining({ optionCode: 1, surface: 'Browse All', action: 'apply' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).queryByRole('heading', { name: 'Filter & Sort' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /^Filter/ })).toHaveTextContent('Filter (1)');
    expect(within(dialog).getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
    await waitFor(() =>
      expect(api.to('/api/special-order/filtered-choice-groups').some((r) => r.searchParams.size > 4)).toBe(true),
    );
    // the chips' 'Clear All'
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).queryAllByRole('button', { name: /^Remove / })).toEqual([]);
    expect(within(dialog).getByRole('button', { name: /^Filter/ })).toHaveTextContent(/^Filter$/);
    expect(events.analytics).toContainEqual({
      event: 'Filter Interaction',
      properties: expect.objectContaining({ optionCode: 1, surface: 'Browse All', action: 'clear all' }),
    });
  });

  it("'Save Selection' chooses the fabric at once (a pointer's choice), and 'Browse All Fabrics' opens the dialog again", async () => {
    const { user, dialog } = await openBrowseAll();
    await pick(user, dialog, /^Haven, Oat/);
    await user.click(within(dialog).getByRole('button', { name: 'Save Selection' }));
    // no keyboard debounce: chosen as the press ends
    expect(screen.getByRole('button', { name: /^3 Fabric/ })).toHaveTextContent('Haven, Oat');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // past the moment the closed dialog leaves the page
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await user.click(screen.getByRole('button', { name: 'Browse All Fabrics' }));
    expect(await screen.findByRole('dialog', { name: 'Browse All Fabrics' })).toBeInTheDocument();
  });

  it("asks for the grid with the sku, the option, its type and the sort; a sort chosen asks again and fires 'Filter Interaction'", async () => {
    const { user, dialog } = await openBrowseAll();
    const asked = () => api.to('/api/special-order/filtered-choice-groups');
    expect(Object.fromEntries(asked()[0]!.searchParams)).toEqual({
      sku: '410100',
      optioncode: '1',
      optiontype: 'fabric',
      sort: 'recommended',
    });
    const sort = within(dialog).getByRole('combobox', { name: 'Sort By' });
    await user.selectOptions(sort, 'Name');
    await waitFor(() => expect(asked().at(-1)!.searchParams.get('sort')).toBe('name'));
    expect(sort).toHaveValue('name');
    expect(events.analytics).toContainEqual({
      event: 'Filter Interaction',
      properties: { optionCode: 1, surface: 'Browse All', action: 'sort', value: 'name' },
    });
  });

  it('a failed grid call is logged only: the grid keeps the fabrics', async () => {
    api.server.use(
      http.get('*/api/special-order/filtered-choice-groups', () => HttpResponse.json({}, { status: 500 })),
    );
    const failing = testConfiguratorEnv();
    await BrowseAllPart.preload();
    const { dialog } = await openBrowseAllFabrics(failing);
    await waitFor(() =>
      expect(failing.log).toHaveBeenCalledWith(
        'hearth: configurator: There was an error from server',
        expect.anything(),
      ),
    );
    expect(within(dialog).getAllByRole('radio', { name: /^Haven, Oat/ })[0]).toBeInTheDocument();
  });

  it("removing a chip fires 'Filter Interaction' and unchecks its filter in the panel; the panel's 'Clear All' unchecks every filter", async () => {
    const { user, dialog } = await openBrowseAll();
    await user.click(within(dialog).getByRole('button', { name: /^Filter/ }));
    const boxes = await enabledBoxes(dialog, '.hearth-browse__filters input[type="checkbox"]');
    await user.click(boxes[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: /^Remove / }));
    expect(within(dialog).queryAllByRole('button', { name: /^Remove / })).toEqual([]);
    expect(events.analytics).toContainEqual({
      event: 'Filter Interaction',
      properties: {
        optionCode: 1,
        surface: 'Browse All',
        action: 'remove chip',
        filter: expect.any(String),
        value: expect.any(String),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: /^Filter/ }));
    const reopened = await enabledBoxes(dialog, '.hearth-browse__filters input[type="checkbox"]');
    expect(within(dialog).queryAllByRole('checkbox', { checked: true })).toEqual([]);
    await user.click(reopened[0]!);
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it('hovering a swatch of the dialog opens no quick view', async () => {
    const { user, dialog } = await openBrowseAll();
    await user.hover(
      within(dialog)
        .getAllByRole('radio', { name: /^Haven, Oat/ })[0]!
        .closest('label')!,
    );
    // past the moment a drawer's flyout opens (200 ms)
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a press on Browse All while the closed dialog slides out (200 ms) opens it again, and it stays open', async () => {
    const { user, dialog } = await openBrowseAll();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Browse All Fabrics' }));
    const again = await screen.findByRole('dialog', { name: 'Browse All Fabrics' });
    // past the moment the first one's late close came
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('dialog', { name: 'Browse All Fabrics' })).toBe(again);
    expect(again).toHaveAttribute('open');
  });

  it('the long grid draws some of its swatches, each saying its place among all of them', async () => {
    const { dialog } = await openBrowseAll();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.slice(0, 3).map((radio) => radio.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    expect(Number(radios[0]!.getAttribute('aria-setsize'))).toBeGreaterThan(radios.length);
  });
});
