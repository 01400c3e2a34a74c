import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browseDataOf, listenToPageEvents, setupMockApi, testConfiguratorEnv } from '../../testing/configurator';
import { Configurator } from '../configurator';

setupMockApi();
let events: ReturnType<typeof listenToPageEvents>;
beforeEach(() => (events = listenToPageEvents()));
afterEach(() => events.stop());

const env = testConfiguratorEnv();

describe("a drawer's filters [ref: configurator#rules, #calls]", { timeout: 30_000 }, () => {
  it("a filter checked hides 'Load {n} More' and fires 'Filter Interaction' with its option, filter and value", async () => {
    const user = userEvent.setup();
    const view = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />);
    await user.click(screen.getByRole('radio', { name: /^Sofa\b/ }));
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    const drawer = view.container.querySelector<HTMLElement>('[data-option-code="1"]')!;
    expect(within(drawer).getByRole('button', { name: /^Load \d+ More$/ })).toBeInTheDocument();
    await user.click(await within(drawer).findByRole('button', { name: /^Filter/ }));
    const box = await waitFor(() => {
      const found = drawer.querySelector<HTMLInputElement>('.hearth-filters input[data-filter="2"]:not([disabled])');
      expect(found).not.toBeNull();
      return found!;
    });
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
  it('a double click on a chip removes that filter only: its second click is dropped, for the next chip slid under the pointer', async () => {
    const user = userEvent.setup();
    const view = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />);
    await user.click(screen.getByRole('radio', { name: /^Sofa\b/ }));
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    const drawer = view.container.querySelector<HTMLElement>('[data-option-code="1"]')!;
    await user.click(await within(drawer).findByRole('button', { name: /^Filter/ }));
    const boxes = await waitFor(() => {
      const found = [
        ...drawer.querySelectorAll<HTMLInputElement>('.hearth-filters input[type="checkbox"]:not([disabled])'),
      ];
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
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
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />);
    const fabric = screen.getByRole('button', { name: /^3 Fabric/ });
    if (fabric.getAttribute('aria-expanded') !== 'true') await user.click(fabric);
    await user.click(screen.getByRole('button', { name: 'Browse All Fabrics' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /^Filter/ }));
    const boxes = await waitFor(() => {
      const found = [
        ...dialog.querySelectorAll<HTMLInputElement>('.hearth-browse__filters input[type="checkbox"]:not([disabled])'),
      ];
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
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
