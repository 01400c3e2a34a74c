import { signIn } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckoutProps } from '../checkout';
import type { CheckoutData } from '../shared/schema';
import { DEMO_ADDRESS, callsTo, demoCheckoutData, seedLine, setupCheckoutServer } from '../../testing/checkout';
import { renderCheckoutStep } from '../../testing/render-checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

const renderShipping = (props: Partial<CheckoutProps> = {}) => renderCheckoutStep(1, props);

type User = ReturnType<typeof userEvent.setup>;

/** Fills the address fields within `scope` (pasted: eight fields typed key by key take seconds). */
async function fillAddress(user: User, scope: HTMLElement, values: Partial<typeof DEMO_ADDRESS> = {}) {
  const v = { ...DEMO_ADDRESS, ...values };
  const paste = async (name: string, value: string) => {
    await user.click(within(scope).getByRole('textbox', { name }));
    await user.paste(value);
  };
  await paste('First Name', v.firstName);
  await paste('Last Name', v.lastName);
  await paste('Address 1', v.address1);
  await paste('City', v.city);
  await user.selectOptions(within(scope).getByRole('combobox', { name: 'State' }), v.state);
  await paste('ZIP Code', v.postalCode);
  await paste('Phone', v.dayPhone);
  await paste('Email Address', v.emailAddress);
}

/** The demo's checkout data with its first recipient's address replaced. */
function withRecipientAddress(address: Record<string, unknown>): CheckoutData {
  const data = demoCheckoutData();
  const [first, ...rest] = data.shippingOptions!.recipients;
  return {
    ...data,
    shippingOptions: { ...data.shippingOptions!, recipients: [{ ...first!, address: address as never }, ...rest] },
  };
}

describe('the Shipping step [ref: checkout#screens]', () => {
  it("a guest: the form is named by its heading, there is no saved-address choice, and 'Next' is busy while the address is saved", async () => {
    seedLine('200101');
    const { user } = renderShipping();
    expect(screen.getByRole('form', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Choose a shipping address' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await fillAddress(user, document.body);
    const release = holdAnswers(log.server, `${RC}SaveShippingAddress`);
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await waitFor(() => expect(callsTo(log, `${RC}SaveShippingAddress`)).toHaveLength(1));
    expect(next).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
  });

  it("'Next' with an empty form: each field's error is announced (role alert)", async () => {
    seedLine('200101');
    const { user } = renderShipping();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining(['The First Name field is required.', 'The ZIP Code field is required.']),
    );
  });

  it("'Next' submits no page form: the browser's own submit is prevented (it would load the page again)", async () => {
    seedLine('200101');
    const { user } = renderShipping();
    const prevented: boolean[] = [];
    const onSubmit = (event: Event) => prevented.push(event.defaultPrevented);
    // on the window, the submit's last stop: after the island's own handler
    window.addEventListener('submit', onSubmit);
    try {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    } finally {
      window.removeEventListener('submit', onSubmit);
    }
    expect(prevented).toEqual([true]);
  });

  it("signed in: 'Next' on a saved address is busy while SaveMultiShipping is under way", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderShipping();
    const release = holdAnswers(log.server, `${RC}SaveMultiShipping`);
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await waitFor(() => expect(callsTo(log, `${RC}SaveMultiShipping`)).toHaveLength(1));
    expect(next).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
  });

  it("signed in: 'Add a new address' shows an empty form, not the saved address chosen", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderShipping();
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Add a new address' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Address 1' })).toHaveValue('');
  });

  it("signed in, the recipient's address not among the saved ones: 'Add a new address' is chosen, the form filled with it", async () => {
    signIn();
    seedLine('200101');
    renderShipping({
      checkoutData: withRecipientAddress({ ...DEMO_ADDRESS, addressId: 'elsewhere', firstName: 'Robin' }),
    });
    expect(screen.getByRole('radio', { name: 'Add a new address' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Robin');
  });

  it('a saved address without an id is not offered', async () => {
    signIn();
    seedLine('200101');
    const data = demoCheckoutData();
    const saved = data.accountInfo!.shippingAddresses!;
    const checkoutData = {
      ...data,
      accountInfo: {
        ...data.accountInfo!,
        shippingAddresses: [...saved, { ...saved[0]!, addressId: '', city: 'Nowhere Without Id' }],
      },
    };
    renderShipping({ checkoutData });
    const list = screen.getByRole('group', { name: 'Choose a shipping address' });
    expect(within(list).getAllByRole('radio')).toHaveLength(saved.length + 1);
    expect(within(list).queryByText(/Nowhere Without Id/)).toBeNull();
  });

  it("the suggestions: each 'Use This Address' is described by its address; 'Edit Address' closes them, leaving the form as typed and sending nothing more", async () => {
    seedLine('200101');
    const { user } = renderShipping();
    await fillAddress(user, document.body, { city: 'Chicago' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Address' });
    expect(within(dialog).getByRole('button', { name: 'Use This Address' })).toHaveAccessibleDescription(
      /^Jordan Avery, 1250 Techny Rd, Northbrook, IL 60062/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Chicago');
    expect(log.calls.map((call) => call.path)).toEqual([`${RC}SaveShippingAddress`]);
  });
});
