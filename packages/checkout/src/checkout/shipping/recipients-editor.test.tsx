import { getSession, signIn } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESS, callsTo, seedLine, setupCheckoutServer } from '../../testing/checkout';
import { renderCheckoutStep } from '../../testing/render-checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';
const SHIP_TO_MULTIPLE = 'Ship items to more than one address';

const renderShipping = () => renderCheckoutStep(1);

/** Past the moment a request made then would have reached the mock server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

/** A second recipient already on the server, with `line` shipped to it. */
function secondRecipient(address: Record<string, unknown> | null = { ...DEMO_ADDRESS, firstName: 'Sam' }) {
  if (address) getSession().checkout.recipientAddresses['recipient-2'] = address;
  return seedLine('300101', { recipientId: 'recipient-2' });
}

describe('more than one recipient [ref: checkout#screens, #calls]', () => {
  it('is not offered for a single unit', () => {
    seedLine('200101');
    renderShipping();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: SHIP_TO_MULTIPLE })).toBeNull();
  });

  it('one line of two units offers it, unticked while there is one recipient; ticked, the box controls the list, whose controls are described by their item', async () => {
    seedLine('200101', { qty: 2 });
    const { user } = renderShipping();
    const box = screen.getByRole('checkbox', { name: SHIP_TO_MULTIPLE });
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('combobox', { name: 'Ship to' })).toBeNull();
    await user.click(box);
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    const select = within(list!).getByRole('combobox', { name: 'Ship to' });
    expect(select).toHaveAccessibleDescription('Linen Throw Pillow 20" × 2');
    expect(within(list!).getByRole('button', { name: 'Ship to a new address' })).toHaveAccessibleDescription(
      'Linen Throw Pillow 20" × 2',
    );
    expect(within(list!).getByRole('button', { name: 'Ship one to another address' })).toHaveAccessibleDescription(
      'Linen Throw Pillow 20" × 2',
    );
  });

  it('an item of one unit offers no split; unticking the box with one recipient sends nothing', async () => {
    seedLine('200101');
    seedLine('300101');
    const { user } = renderShipping();
    const box = screen.getByRole('checkbox', { name: SHIP_TO_MULTIPLE });
    await user.click(box);
    expect(screen.getAllByRole('combobox', { name: 'Ship to' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ship one to another address' })).toBeNull();
    await user.click(box);
    expect(box).not.toBeChecked();
    await settle();
    expect(log.calls).toEqual([]);
  });

  it('a recipient with no address yet is named by its place: Recipient 1, Recipient 2', () => {
    seedLine('200101');
    secondRecipient(null);
    renderShipping();
    expect(screen.getByRole('checkbox', { name: SHIP_TO_MULTIPLE })).toBeChecked();
    const [first] = screen.getAllByRole('combobox', { name: 'Ship to' });
    expect(
      within(first!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recipient 1', 'Recipient 2']);
  });

  it("'Ship to' another recipient sends SaveRecipientSelection with the one chosen; during a split the selects wait and the split is busy", async () => {
    signIn();
    const pillow = seedLine('200101', { qty: 2 });
    secondRecipient();
    const { user } = renderShipping();
    const [select] = screen.getAllByRole('combobox', { name: 'Ship to' });
    await user.selectOptions(select!, within(select!).getByRole('option', { name: /^Sam Avery/ }));
    await waitFor(() => expect(callsTo(log, `${RC}SaveRecipientSelection`)).toHaveLength(1));
    expect(callsTo(log, `${RC}SaveRecipientSelection`)[0]?.body).toEqual({
      recipientId: 'recipient-2',
      basketItemId: pillow.id,
    });
    await waitFor(() =>
      expect(screen.getAllByRole('combobox', { name: 'Ship to' })[0]).not.toHaveAttribute('aria-disabled'),
    );

    const release = holdAnswers(log.server, `${RC}SplitItem`);
    const split = screen.getByRole('button', { name: 'Ship one to another address' });
    await user.click(split);
    await waitFor(() => expect(callsTo(log, `${RC}SplitItem`)).toHaveLength(1));
    expect(split).toHaveAttribute('aria-busy', 'true');
    for (const each of screen.getAllByRole('combobox', { name: 'Ship to' }))
      expect(each).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Ship to' })).toHaveLength(3));
  });
});

describe("'Add a Shipping Address' for one item [ref: checkout#screens, #calls]", () => {
  /** Two recipients (the box ticked), and the dialog of the first item open. */
  async function openDialog() {
    seedLine('200101');
    secondRecipient();
    const { user } = renderShipping();
    await user.click(screen.getAllByRole('button', { name: 'Ship to a new address' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a Shipping Address' });
    return { user, dialog };
  }

  /** Fills the dialog's fields (pasted: eight fields typed key by key take seconds). */
  async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    const paste = async (name: string, value: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(value);
    };
    await paste('First Name', 'Alex');
    await paste('Last Name', DEMO_ADDRESS.lastName);
    await paste('Address 1', DEMO_ADDRESS.address1);
    await paste('City', DEMO_ADDRESS.city);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), DEMO_ADDRESS.state);
    await paste('ZIP Code', DEMO_ADDRESS.postalCode);
    await paste('Phone', DEMO_ADDRESS.dayPhone);
    await paste('Email Address', DEMO_ADDRESS.emailAddress);
  }

  it("'Save Address' with an empty form announces each field's error and sends nothing", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('The First Name field is required.');
    await settle();
    expect(log.calls).toEqual([]);
  });

  it("'Save Address' is busy while the address is checked and saved", async () => {
    const { user, dialog } = await openDialog();
    await fill(user, dialog);
    const release = holdAnswers(log.server, `${RC}ValidateAddress`);
    const save = within(dialog).getByRole('button', { name: 'Save Address' });
    await user.click(save);
    await waitFor(() => expect(callsTo(log, `${RC}ValidateAddress`)).toHaveLength(1));
    expect(save).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("the server's field error shows on its field in the dialog, and goes once the shopper edits it", async () => {
    log.server.use(
      http.post(`*${RC}ValidateAddress`, () =>
        HttpResponse.json({ isSuccess: false, validationErrors: { address1: 'We could not find this street.' } }),
      ),
    );
    const { user, dialog } = await openDialog();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const address1 = within(dialog).getByRole('textbox', { name: 'Address 1' });
    await waitFor(() => expect(address1).toHaveAccessibleDescription('We could not find this street.'));
    await user.type(address1, 'A');
    expect(address1).not.toHaveAttribute('aria-invalid', 'true');
    expect(address1).toHaveAccessibleDescription('');
  });
});
