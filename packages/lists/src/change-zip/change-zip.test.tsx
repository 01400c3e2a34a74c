import { getShopperZip, setConfig, setShopperZip } from '@hearth/core';
import { setFault } from '@hearth/mock-api';
import { clickThreeTimes, holdAnswers } from '@hearth/mock-api/testing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEnv, PATHS, seriousAxeViolations, setupMockApi } from '../testing/mock-api';
import { ChangeZip } from './change-zip';

const api = setupMockApi();

async function reveal(props: Parameters<typeof ChangeZip>[0] = {}) {
  const user = userEvent.setup();
  render(<ChangeZip {...props} />);
  await user.click(screen.getByRole('button', { name: 'Show More' }));
  return { user, field: screen.getByRole('textbox', { name: props.site === 'CA' ? 'Postal Code' : 'ZIP Code' }) };
}

describe('ChangeZip: closed or revealed [ref: change-zip#screens, #rules]', () => {
  it("starts closed: the shopper's ZIP and 'Show More', no field", async () => {
    render(<ChangeZip />);
    expect(screen.getByText('Your ZIP Code is not set.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('Your ZIP Code is not set.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("'Show More' reveals the field and becomes 'Show Less'; 'Show Less' hides it after the 275 ms reveal", async () => {
    const { user, field } = await reveal();
    const toggle = screen.getByRole('button', { name: 'Show Less' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(field);
    expect(field).toHaveAttribute('maxlength', '5');
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
    const content = field.closest('.hearth-change-zip__content');
    expect(content).toHaveAttribute('data-state', 'closed');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(content).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('starts revealed with revealChangeZip', () => {
    render(<ChangeZip revealChangeZip />);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toBeInTheDocument();
  });
});

describe('ChangeZip: the ZIP [ref: change-zip#validation, #errors]', () => {
  it('a ZIP that fails the client check shows its message under the field and sends nothing', async () => {
    const { user, field } = await reveal();
    await user.type(field, '6006{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Please enter a valid ZIP Code.');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a ZIP Code.'));
    expect(api.to(PATHS.zipValidation)).toHaveLength(0);
  });

  it("a ZIP the server refuses shows the server's message under the field; the panel stays", async () => {
    const { user, field } = await reveal();
    await user.type(field, '00000{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('We could not find that ZIP Code.'));
    expect(api.to(PATHS.zipValidation)[0]?.body).toEqual({ zip: '00000' });
    expect(getShopperZip().value).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
  });

  it("a valid ZIP closes the panel, becomes the page's shared ZIP, and focus stays on the toggle", async () => {
    const { user, field } = await reveal();
    await user.type(field, '60601{Enter}');
    const toggle = await screen.findByRole('button', { name: 'Show More' });
    expect(getShopperZip().value).toBe('60601');
    expect(screen.getByText('Your ZIP Code: 60601')).toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it("a valid ZIP shows what delivery there takes and costs (the answer's deliveryMessage), read with the toggle; gone once another ZIP is the page's", async () => {
    const { user, field } = await reveal();
    await user.type(field, '60601{Enter}');
    const toggle = await screen.findByRole('button', { name: 'Show More' });
    const line = await screen.findByText(/^Delivery to Chicago, IL 60601: standard shipping arrives by \w+day, /);
    expect(line).toHaveTextContent(
      /free on orders of \$99\.00 or more \(else \$9\.95\); furniture comes by in-home delivery, \$199\.00 an order\.$/,
    );
    expect(toggle).toHaveAccessibleDescription(`Your ZIP Code: 60601 ${line.textContent}`);
    expect(await seriousAxeViolations()).toEqual([]);
    act(() => setShopperZip('10001'));
    expect(screen.queryByText(/^Delivery to/)).toBeNull();
    expect(toggle).toHaveAccessibleDescription('Your ZIP Code: 10001');
  });

  it("while it closes (275 ms) the panel is inert: its 'Update' takes no second press; open, it is not", async () => {
    const { user, field } = await reveal();
    const content = field.closest('.hearth-change-zip__content');
    expect(content).not.toHaveAttribute('inert');
    await user.type(field, '60601{Enter}');
    await screen.findByText('Your ZIP Code: 60601');
    // still drawn, closing: the browser suite checks that a click there sends nothing
    expect(content).toBeInTheDocument();
    expect(content).toHaveAttribute('inert');
    expect(api.to(PATHS.zipValidation)).toHaveLength(1);
  });

  it("three clicks 250 ms apart where 'Update' is send once: the panel the first closed takes no second", async () => {
    const { user, field } = await reveal();
    await user.type(field, '60601');
    await clickThreeTimes(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your ZIP Code: 60601')).toBeInTheDocument();
    // a check the next clicks sent would be in by now
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.to(PATHS.zipValidation)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
  }, 15_000);

  it('Canada: Postal Code, max length 7, upper-cased as typed and when sent', async () => {
    setConfig({ site: 'CA' });
    const { user, field } = await reveal({ site: 'CA' });
    expect(field).toHaveAttribute('maxlength', '7');
    await user.type(field, 'm5v 2a8');
    expect(field).toHaveValue('M5V 2A8');
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Show More' });
    expect(api.to(PATHS.zipValidation)[0]?.body).toEqual({ zip: 'M5V 2A8' });
    expect(getShopperZip().value).toBe('M5V 2A8');
    expect(screen.getByText('Your Postal Code: M5V 2A8')).toBeInTheDocument();
  });

  it('a US ZIP on the Canadian site fails the client check', async () => {
    const { user, field } = await reveal({ site: 'CA' });
    await user.type(field, '60062{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid Postal Code.'));
  });

  it('a failed check shows the ZIP failure under the field and is logged [ref: change-zip#errors]', async () => {
    setFault('zipValidation', 'http503');
    const { env, log } = fakeEnv();
    const { user, field } = await reveal({ env });
    await user.type(field, '60601{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Zip code could not be updated'));
    expect(log).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).not.toHaveAttribute('aria-busy'));
  });

  it('a failure that comes after the panel has left the page is dropped: nothing logged', async () => {
    setFault('zipValidation', 'http503');
    const release = holdAnswers(api.server, PATHS.zipValidation);
    const { env, log } = fakeEnv();
    const user = userEvent.setup();
    const view = render(<ChangeZip env={env} />);
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '60601{Enter}');
    await waitFor(() => expect(api.to(PATHS.zipValidation)).toHaveLength(1));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log).not.toHaveBeenCalled();
  });

  it("the server's ZIP seeds the page's shared ZIP when none is set; one set on the page wins", () => {
    const { unmount } = render(<ChangeZip zipCode="60062" />);
    expect(getShopperZip().value).toBe('60062');
    expect(screen.getByText('Your ZIP Code: 60062')).toBeInTheDocument();
    unmount();
    setShopperZip('10001');
    render(<ChangeZip zipCode="60062" />);
    expect(screen.getByText('Your ZIP Code: 10001')).toBeInTheDocument();
  });

  it('a server ZIP that is not a ZIP of the site is ignored', () => {
    render(<ChangeZip zipCode="M5V 2A8" />);
    expect(getShopperZip().value).toBeNull();
  });

  it('another island changing the ZIP shows here, and opening starts from it', async () => {
    const user = userEvent.setup();
    render(<ChangeZip />);
    setShopperZip('98101');
    expect(await screen.findByText('Your ZIP Code: 98101')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('98101');
  });
});

describe('ChangeZip: the field and the panel, attribute by attribute', () => {
  it('a ZIP field is numeric, a Postal Code field text; both fill from the postal code', async () => {
    const us = await reveal();
    expect(us.field).toHaveAttribute('inputmode', 'numeric');
    expect(us.field).toHaveAttribute('autocomplete', 'postal-code');
    cleanup();
    const ca = await reveal({ site: 'CA' });
    expect(ca.field).toHaveAttribute('inputmode', 'text');
    expect(ca.field).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('the panel and its content say open or closed', async () => {
    const { user, field } = await reveal();
    const panel = document.querySelector('.hearth-change-zip')!;
    const content = field.closest('.hearth-change-zip__content')!;
    expect(panel).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(content).toHaveAttribute('data-state', 'open'));
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(content).toHaveAttribute('data-state', 'closed');
  });

  it('revealed from the start with no ZIP anywhere: an empty field', () => {
    render(<ChangeZip revealChangeZip />);
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('');
  });

  it("typing again clears the field's message", async () => {
    const { user, field } = await reveal();
    await user.type(field, '6006{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await user.type(field, '2');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).not.toHaveAccessibleDescription('Please enter a valid ZIP Code.');
  });

  it('closing leaves what was typed as it is while the panel slides away', async () => {
    setShopperZip('10001');
    const { user, field } = await reveal();
    await user.clear(field);
    await user.type(field, '606');
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(field).toHaveValue('606');
  });

  it("a server ZIP given later still seeds the page's shared ZIP", () => {
    const { rerender } = render(<ChangeZip />);
    expect(getShopperZip().value).toBeNull();
    rerender(<ChangeZip zipCode="60062" />);
    expect(getShopperZip().value).toBe('60062');
  });
});
