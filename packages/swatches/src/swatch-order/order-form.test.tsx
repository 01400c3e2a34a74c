import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@hearth/core';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { createDemoAutocomplete } from '@hearth/example-site/demo-providers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderData } from '../testing/order-fixtures';
import { setupMockServer } from '../testing/mock-server';
import { DROPDOWN_MOVE_DELAY_MS, registerAddressProvider } from './address-autocomplete/autocomplete';
import { SwatchOrder } from './swatch-order';

vi.setConfig({ testTimeout: 30_000 });
setupMockServer();

const MOBILE = { matchMedia: () => ({ matches: true, subscribe: () => () => {} }) };

describe("the second brand's mobile bottom sheet [ref: swatch-order#screens]", () => {
  it('holds the form: down at first, up and down by its button or a swipe; Send stays in view', async () => {
    setConfig({ brand: 'cb2' });
    const user = userEvent.setup();
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} env={MOBILE} />);
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    const toggle = within(modal).getByRole('button', { name: 'Ship My Free Swatches To' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('First Name')).not.toBeVisible();
    expect(within(modal).getByRole('button', { name: 'Send' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('First Name')).toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);
    const bar = toggle.closest('.hearth-bottom-sheet__bar')!;
    fireEvent.pointerDown(bar, { clientY: 100 });
    fireEvent.pointerUp(bar, { clientY: 200 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerDown(bar, { clientY: 400 });
    fireEvent.pointerUp(bar, { clientY: 380 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerDown(bar, { clientY: 400 });
    fireEvent.pointerUp(bar, { clientY: 300 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('a submit with invalid data brings the sheet up and focuses the first invalid field', async () => {
    setConfig({ brand: 'cb2' });
    const user = userEvent.setup();
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} env={MOBILE} />);
    await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('The First Name field is required.');
  });

  it.each([
    ['the main brand on a phone', 'main', MOBILE],
    ['the second brand on a desktop', 'cb2', { matchMedia: () => ({ matches: false, subscribe: () => () => {} }) }],
  ] as const)('%s has no sheet', async (_name, brand, env) => {
    setConfig({ brand });
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} env={env} />);
    await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    expect(screen.getByLabelText('First Name')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ship My Free Swatches To' })).toBeInTheDocument();
  });
});

describe("the second brand's mobile bottom sheet: swipes [ref: swatch-order#screens]", () => {
  async function sheet() {
    setConfig({ brand: 'cb2' });
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} env={MOBILE} />);
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    const toggle = within(modal).getByRole('button', { name: 'Ship My Free Swatches To' });
    return { modal, toggle, bar: toggle.closest('.hearth-bottom-sheet__bar')! };
  }

  it("the modal's layout is the sheet's only for the second brand on a phone", async () => {
    const { modal } = await sheet();
    expect(modal).toHaveAttribute('data-brand-layout', 'sheet');
  });

  it('a swipe counts from where the pointer went down, once: a pointer let go without a new press moves nothing', async () => {
    const { toggle, bar } = await sheet();
    fireEvent.pointerDown(bar, { clientY: 400 });
    fireEvent.pointerUp(bar, { clientY: 300 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerUp(bar, { clientY: 500 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('a swipe the browser cancels moves nothing', async () => {
    const { toggle, bar } = await sheet();
    fireEvent.pointerDown(bar, { clientY: 400 });
    fireEvent.pointerCancel(bar);
    fireEvent.pointerUp(bar, { clientY: 300 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the modal's layout without the sheet", () => {
  it.each([
    ['the main brand on a phone', 'main', MOBILE],
    ['the second brand on a desktop', 'cb2', { matchMedia: () => ({ matches: false, subscribe: () => () => {} }) }],
  ] as const)('%s: columns', async (_name, brand, env) => {
    setConfig({ brand });
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} env={env} />);
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    expect(modal).toHaveAttribute('data-brand-layout', 'columns');
  });
});

describe('address autocomplete [ref: swatch-order#validation, #calls, #limits]', () => {
  // the page's registered provider: the demo's local one, as the demo store's script registers it
  let unregister = () => {};
  afterEach(() => unregister());
  const registerDemo = () => (unregister = registerAddressProvider(createDemoAutocomplete()));

  it('loads on first focus of Address 1, restricted to the site country; its list moves into the dialog after 300 ms; a pick fills the address', async () => {
    registerDemo();
    const user = userEvent.setup();
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} />);
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    const address = screen.getByLabelText('Address 1');
    await user.click(address);
    await waitFor(() => expect(address).toHaveAttribute('role', 'combobox'));
    const list = document.getElementById(address.getAttribute('aria-controls')!)!;
    expect(list.parentElement).toBe(document.body);
    await waitFor(() => expect(modal.contains(list)).toBe(true), { timeout: DROPDOWN_MOVE_DELAY_MS + 1000 });
    await user.type(address, 'toronto');
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(0);
    await user.clear(address);
    await user.type(address, 'techny');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(address).toHaveValue('1250 Techny Rd');
    expect(screen.getByLabelText('City')).toHaveValue('Northbrook');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('IL');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('60062');
  });

  it('the Canadian site offers Canadian addresses', async () => {
    setConfig({ site: 'CA' });
    registerDemo();
    const user = userEvent.setup();
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} />);
    await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    const address = screen.getByLabelText('Address 1');
    await user.click(address);
    await waitFor(() => expect(address).toHaveAttribute('role', 'combobox'));
    await user.type(address, 'toronto');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('M5V 2A8');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
  });

  it('without a registered provider or one in the configuration, nothing loads and the field stays a text box', async () => {
    setConfig({ addressAutocomplete: null });
    const user = userEvent.setup();
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} />);
    await screen.findByRole('dialog', { name: 'Order Free Swatches' });
    await user.click(screen.getByLabelText('Address 1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Address 1' })).not.toHaveAttribute('aria-controls');
  });
});
