import { getConfig, resetConfig, setConfig } from '@hearth/core';
import { getSession, signIn } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Checkout, type CheckoutProps } from '../checkout';
import {
  DEMO_ADDRESS,
  callsTo,
  demoCheckoutData,
  seedLine,
  setupCheckoutServer,
  testEnv,
} from '../../testing/checkout';
import { renderCheckoutStep } from '../../testing/render-checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

const renderStep = (props: Partial<CheckoutProps> = {}) => renderCheckoutStep(2, props);
/** The demo's checkout data with each `from` of its JSON text replaced by `to`. */
const editedData = (from: string, to: string) => {
  const text = JSON.stringify(demoCheckoutData());
  expect(text).toContain(from);
  return JSON.parse(text.replaceAll(from, to)) as CheckoutProps['checkoutData'];
};

describe('Shipping and Gift Options [ref: checkout#screens, #rules]', () => {
  it('shows each shipment with its items, service levels, holiday dates and ship complete; no serious axe violation', async () => {
    seedLine('200101', { qty: 2 });
    seedLine('300101');
    renderStep();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping and Gift Options' })).toBeInTheDocument();
    const levels = screen.getByRole('group', { name: 'Shipping Method' });
    expect(within(levels).getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Holiday delivery' })).toHaveValue('');
    expect(screen.getByRole('group', { name: 'When should we ship?' })).toBeInTheDocument();
    expect(screen.getByText('Express and 2-day orders must be placed by noon CT.')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    [390, ['eager', 'eager', 'lazy', 'lazy', 'lazy']],
    [1280, ['eager', 'eager', 'eager', 'eager', 'lazy']],
  ])(
    "at %i px the items' pictures load at once up to the 2nd (phone) or 4th (desktop), then lazily [ref: checkout#limits]",
    async (width, loading) => {
      const { happyDOM } = window as unknown as { happyDOM: { setViewport(v: { width: number }): void } };
      happyDOM.setViewport({ width });
      onTestFinished(() => happyDOM.setViewport({ width: 1024 }));
      for (const sku of ['200101', '200102', '200103', '300101', '300102']) seedLine(sku);
      const { container } = renderStep();
      await waitFor(() =>
        expect(
          [...container.querySelectorAll('.hearth-checkout__item img')].map((img) => img.getAttribute('loading')),
        ).toEqual(loading),
      );
    },
  );

  it('a holiday date selects the standard level and sends it (UpdateGiftOption); ship complete does the same', async () => {
    seedLine('200101');
    seedLine('300101');
    const { user } = renderStep();
    const levels = screen.getByRole('group', { name: 'Shipping Method' });
    await user.click(within(levels).getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(within(levels).getByRole('radio', { name: /Express/ })).toBeChecked());
    // the choices wait (aria-disabled) while the level is sent: a date chosen then is put back
    const holiday = screen.getByRole('combobox', { name: 'Holiday delivery' });
    await waitFor(() => expect(holiday).not.toHaveAttribute('aria-disabled'));
    await user.selectOptions(holiday, 'Dec 15 - Dec 18');
    await waitFor(() => expect(within(levels).getByRole('radio', { name: /Standard/ })).toBeChecked());
    expect(callsTo(log, `${RC}UpdateGiftOption`).map((c) => (c.body as { serviceLevel: number }).serviceLevel)).toEqual(
      [3, 1],
    );
    await waitFor(() =>
      expect(within(levels).getByRole('radio', { name: /Premium/ })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(within(levels).getByRole('radio', { name: /Premium/ }));
    await waitFor(() => expect(within(levels).getByRole('radio', { name: /Premium/ })).toBeChecked());
    const together = screen.getByRole('radio', { name: 'Ship all items together' });
    await waitFor(() => expect(together).not.toHaveAttribute('aria-disabled'));
    await user.click(together);
    await waitFor(() => expect(within(levels).getByRole('radio', { name: /Standard/ })).toBeChecked());
  });

  it("'Next: Payment' is busy while a choice is being sent, and takes the click once it is in", async () => {
    seedLine('200101');
    seedLine('300101');
    const release = holdAnswers(log.server, `${RC}UpdateGiftOption`);
    const { user } = renderStep();
    const next = screen.getByRole('button', { name: 'Next: Payment' });
    await user.click(
      within(screen.getByRole('group', { name: 'Shipping Method' })).getByRole('radio', { name: /Express/ }),
    );
    expect(next).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(next);
    await waitFor(() => expect(callsTo(log, `${RC}SaveShippingAndGiftOptions`)).toHaveLength(1));
  });

  it('in-home delivery (a sofa) offers trip booking, saved with the step', async () => {
    seedLine('410100');
    await (
      await import('@hearth/mock-api')
    ).handle(
      new Request('http://localhost/ReactCheckout/SaveShippingAddress', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ address: DEMO_ADDRESS }),
      }),
    );
    const { user } = renderStep();
    const trip = screen.getByRole('group', { name: 'In-Home Delivery' });
    await user.click(within(trip).getByRole('checkbox', { name: 'Contact me to schedule my delivery' }));
    await user.type(within(trip).getByRole('textbox', { name: 'Driving directions (optional)' }), 'Gate 4');
    await user.click(screen.getByRole('button', { name: 'Next: Payment' }));
    await screen.findByRole('heading', { level: 2, name: 'Payment and Billing' });
    expect(callsTo(log, `${RC}SaveShippingAndGiftOptions`)[0]?.body).toMatchObject({
      recipients: [{ shipments: [{ tripBooking: { isContactMeSelected: true, drivingDirections: 'Gate 4' } }] }],
    });
  });

  it('the gift message is saved with UpdateGiftMessage (isInitialTrigger on the first one) and said so', async () => {
    seedLine('200101');
    const { user } = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Gift message (optional)' }), 'Enjoy!');
    await user.click(screen.getByRole('button', { name: 'Save Gift Message' }));
    await waitFor(() => expect(screen.getByText('Gift message saved.')).toBeInTheDocument());
    // a step part another test drew may still be loading (a slow transform): the button is busy until it is in
    const save = screen.getByRole('button', { name: 'Save Gift Message' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Gift message (optional)' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Gift Message' }));
    await waitFor(() => expect(callsTo(log, `${RC}UpdateGiftMessage`)).toHaveLength(2));
    expect(callsTo(log, `${RC}UpdateGiftMessage`).map((c) => c.body)).toEqual([
      { recipientId: 'recipient-1', message: 'Enjoy!', isInitialTrigger: true },
      { recipientId: 'recipient-1', message: 'Enjoy!!', isInitialTrigger: false },
    ]);
  }, 20_000);

  it('store pickup: the chooser finds stores by ZIP Code and the item is picked up there', async () => {
    seedLine('200101');
    const { user } = renderStep();
    // one radio group per item: arrow keys move between its two choices, announced '1 of 2'
    const ship = screen.getByRole('radio', { name: 'Ship It' }) as HTMLInputElement;
    const pickUp = screen.getByRole('radio', { name: 'Pick Up in Store' }) as HTMLInputElement;
    expect(ship.name).not.toBe('');
    expect(pickUp.name).toBe(ship.name);
    await user.click(pickUp);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Store' });
    const zip = within(dialog).getByRole('textbox', { name: 'Find stores near (ZIP Code)' });
    await user.type(zip, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Find Stores' }));
    expect(zip).toHaveAccessibleDescription('The ZIP Code field is invalid: 12 is not a ZIP Code.');
    await user.clear(zip);
    await user.type(zip, '60062');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Only show stores with the item available' }));
    await user.click(within(dialog).getByRole('button', { name: 'Find Stores' }));
    const store = await within(dialog).findByText('Chicago Michigan Ave');
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(store.closest('li')!).getByRole('button', { name: 'Pick Up Here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Pick up at Chicago Michigan Ave')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Store Pickup' })).toBeInTheDocument();
    // back to delivery
    await user.click(screen.getByRole('radio', { name: 'Ship It' }));
    await waitFor(() => expect(callsTo(log, `${RC}UpdateBopsToShipping`)).toHaveLength(1));
  });

  it("the store chooser starts from the shipping address's ZIP Code, else the delivery data's", async () => {
    seedLine('200101');
    getSession().checkout.shippingAddress = { ...DEMO_ADDRESS, postalCode: '60062' };
    const deliveryData = { zipCode: '10001' };
    const { user, unmount } = renderStep({ deliveryData, checkoutData: demoCheckoutData() });
    await user.click(screen.getByRole('radio', { name: 'Pick Up in Store' }));
    let dialog = await screen.findByRole('dialog', { name: 'Choose a Store' });
    expect(within(dialog).getByRole('textbox', { name: 'Find stores near (ZIP Code)' })).toHaveValue('60062');
    unmount();
    getSession().checkout.shippingAddress = null;
    const next = renderStep({ deliveryData, checkoutData: demoCheckoutData() });
    await next.user.click(screen.getByRole('radio', { name: 'Pick Up in Store' }));
    dialog = await screen.findByRole('dialog', { name: 'Choose a Store' });
    expect(within(dialog).getByRole('textbox', { name: 'Find stores near (ZIP Code)' })).toHaveValue('10001');
  });

  it("while a pickup option is being saved, 'Change Store' waits (disabled), then works again", async () => {
    seedLine('200101', { shipMethod: 2 });
    const { user } = renderStep();
    const change = screen.getByRole('button', { name: 'Change Store' });
    expect(change).toBeEnabled();
    const release = holdAnswers(log.server, `${RC}UpdateGiftReceipt`);
    await user.click(screen.getByRole('checkbox', { name: 'Include a gift receipt' }));
    await waitFor(() => expect(callsTo(log, `${RC}UpdateGiftReceipt`)).toHaveLength(1));
    expect(change).toBeDisabled();
    release();
    await waitFor(() => expect(change).toBeEnabled());
  });

  it("an item's pickup quantity message shows while it is picked up, not when shipped [ref: checkout#data]", async () => {
    seedLine('200101', { shipMethod: 2, qty: 5 });
    const { unmount } = renderStep();
    expect(screen.getByText('Only 4 available for pickup')).toBeInTheDocument();
    unmount();
    getSession().cart[0]!.shipMethod = 1;
    renderStep({ checkoutData: demoCheckoutData() });
    expect(screen.getByText('Qty 5')).toBeInTheDocument();
    expect(screen.queryByText('Only 4 available for pickup')).toBeNull();
  });

  it("an item's vendor drop-ship message shows under it [ref: checkout#data]", async () => {
    seedLine('200101');
    const text = JSON.stringify(demoCheckoutData()).replace(
      '"vendorDropShipMessage":""',
      '"vendorDropShipMessage":"Ships directly from the maker in 2-3 weeks."',
    );
    renderStep({ checkoutData: JSON.parse(text) as CheckoutProps['checkoutData'] });
    const item = screen.getByText('Ships directly from the maker in 2-3 weeks.').closest('li');
    expect(item).toHaveClass('hearth-checkout__item');
  });

  it('a pickup shows gift receipt, bagging and who picks up', async () => {
    seedLine('200101', { shipMethod: 2 });
    const { user } = renderStep();
    await user.click(screen.getByRole('checkbox', { name: 'Include a gift receipt' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Include a gift receipt' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Bag my items' }));
    await waitFor(() => expect(callsTo(log, `${RC}UpdateBaggingOption`)).toHaveLength(1));
    expect(screen.getByRole('group', { name: 'Who will pick up?' })).toBeInTheDocument();
  });
});

describe("'Shipping Charges and Delivery Information' [ref: checkout#screens]", () => {
  it("opens on the default tab; tabs follow the APG pattern; the content is the ship method's", async () => {
    seedLine('200101');
    const { user } = renderStep({
      shippingInfoTab: 2,
      deliveryData: { freeShippingThreshold: 9900, deliveryDays: { standard: '3-5 business days' } },
    });
    await user.click(screen.getByRole('button', { name: 'Shipping Charges and Delivery Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Charges and Delivery Information' });
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['Shipping Charges', 'Delivery Details', 'Domestic and International']);
    expect(within(dialog).getByRole('tab', { name: 'Delivery Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: 'Delivery Details' })).toHaveTextContent(
      'Arrives in 3-5 business days.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Standard Delivery' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Gift Cards' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tabpanel', { name: 'Shipping Charges' })).toHaveTextContent(
      'Free standard delivery on orders of $99.00 or more.',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('hides Domestic and International on the Canadian site', async () => {
    setConfig({ site: 'CA' });
    seedLine('200101');
    const { user } = renderStep({ checkoutData: demoCheckoutData('CA'), shippingInfoTab: 3 });
    await user.click(screen.getByRole('button', { name: 'Shipping Charges and Delivery Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Charges and Delivery Information' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Shipping Charges', 'Delivery Details']);
    expect(within(dialog).getByRole('tab', { name: 'Shipping Charges' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: 'Shipping Charges' })).toHaveTextContent(
      'Standard delivery within Canada',
    );
  });

  it.each([
    ['US', '1-800-967-6696'],
    ['CA', '1-866-468-4417'],
  ] as const)(
    "on the %s site the help line gives that site's number from config and the hours Mon–Sun 8 am–9 pm CT [ref: checkout#roles, #strings]",
    async (site, number) => {
      setConfig({ site, helpPhone: { US: '1-800-967-6696', CA: '1-866-468-4417' } });
      seedLine('200101');
      const { user } = renderStep({ checkoutData: demoCheckoutData(site) });
      await user.click(screen.getByRole('button', { name: 'Shipping Charges and Delivery Information' }));
      const dialog = await screen.findByRole('dialog', { name: 'Shipping Charges and Delivery Information' });
      expect(within(dialog).getByText(/^Questions\? Call/)).toHaveTextContent(
        `Questions? Call ${number}, Mon–Sun 8 am–9 pm CT.`,
        { normalizeWhitespace: false },
      );
    },
  );

  it('an oversized item offers its box sizes, in inches; a sectional (no store pickup) is warned about doorways, not a car', async () => {
    seedLine('420100');
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Oversize item information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oversize item information' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Box', 'Quantity', 'Width (in.)', 'Depth (in.)', 'Height (in.)']);
    expect(dialog).toHaveTextContent('through your doorways, halls and stairs');
    expect(dialog).not.toHaveTextContent(/store pickup/);
  });
});

describe('more than one recipient [ref: checkout#calls]', () => {
  it('a new address for one item, then back to one address', async () => {
    signIn();
    seedLine('200101');
    seedLine('300101');
    const user = userEvent.setup();
    render(<Checkout step={1} checkoutData={demoCheckoutData()} env={testEnv()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Ship items to more than one address' }));
    const items = screen.getAllByRole('button', { name: 'Ship to a new address' });
    await user.click(items[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a Shipping Address' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.type(field('First Name'), 'Sam');
    await user.type(field('Last Name'), 'Avery');
    await user.type(field('Address 1'), '1 Main St');
    await user.type(field('City'), 'Northbrook');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'IL');
    await user.type(field('ZIP Code'), '60062');
    await user.type(field('Phone'), '8472720199');
    await user.type(field('Email Address'), 'sam@hearth.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(log, `${RC}SaveMultiShippingAddress`)).toHaveLength(1);
    const selects = screen.getAllByRole('combobox', { name: 'Ship to' });
    expect(within(selects[0]!).getAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Ship items to more than one address' }));
    await waitFor(() => expect(callsTo(log, `${RC}UpdateRecipientId`)).toHaveLength(1));
  });
});

describe('the choices of a delivery, a gift and text updates [ref: checkout#screens, #rules, #limits]', () => {
  it('while a choice is being sent every other choice of the step waits (aria-disabled), and takes a press again once it is in', async () => {
    seedLine('200101');
    seedLine('300101');
    const release = holdAnswers(log.server, `${RC}UpdateGiftOption`);
    const { user } = renderStep();
    const levels = screen.getByRole('group', { name: 'Shipping Method' });
    const waiting = () => [
      ...within(levels).getAllByRole('radio'),
      screen.getByRole('combobox', { name: 'Holiday delivery' }),
      ...within(screen.getByRole('group', { name: 'When should we ship?' })).getAllByRole('radio'),
      screen.getByRole('checkbox', { name: 'This order is a gift' }),
      screen.getByRole('checkbox', { name: 'Text me updates about my order' }),
      ...screen.getAllByRole('radio', { name: 'Ship It' }),
      ...screen.getAllByRole('radio', { name: 'Pick Up in Store' }),
    ];
    expect(waiting().filter((control) => control.hasAttribute('aria-disabled'))).toEqual([]);
    await user.click(within(levels).getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(callsTo(log, `${RC}UpdateGiftOption`)).toHaveLength(1));
    for (const control of waiting()) expect(control).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(waiting().filter((control) => control.hasAttribute('aria-disabled'))).toEqual([]));
  });

  it("each level is named with its charge; ship complete starts on 'as they become available'; a single item has no ship complete, no holiday date without dates", async () => {
    seedLine('200101');
    seedLine('300101');
    const { unmount } = renderStep();
    expect(
      within(screen.getByRole('group', { name: 'Shipping Method' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Standard FREE', 'Premium $19.95', 'Express $34.95']);
    expect(screen.getByRole('radio', { name: 'Ship items as they become available' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ship all items together' })).not.toBeChecked();
    unmount();
    getSession().cart.splice(1);
    renderStep({ checkoutData: editedData('"holidays":[{', '"holidays":[],"x":[{') });
    expect(screen.getByRole('group', { name: 'Shipping Method' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'When should we ship?' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Holiday delivery' })).toBeNull();
  });

  it('no service levels: no Shipping Method; in-home delivery alone has no noon cut-off; the remote fee only for Alaska, Hawaii and the territories', async () => {
    seedLine('410100');
    getSession().checkout.shippingAddress = { ...DEMO_ADDRESS };
    const { unmount } = renderStep({ checkoutData: demoCheckoutData() });
    expect(screen.getByRole('group', { name: 'Shipping Method' })).toBeInTheDocument();
    expect(screen.queryByText('Express and 2-day orders must be placed by noon CT.')).toBeNull();
    expect(
      screen.queryByText('Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee.'),
    ).toBeNull();
    unmount();
    getSession().checkout.shippingAddress = { ...DEMO_ADDRESS, city: 'Anchorage', state: 'AK', postalCode: '99501' };
    renderStep({ checkoutData: editedData('"availableServiceLevels":[{', '"availableServiceLevels":[],"x":[{') });
    expect(screen.queryByRole('group', { name: 'Shipping Method' })).toBeNull();
    expect(
      screen.getByText('Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee.'),
    ).toBeInTheDocument();
  });

  it("'This order is a gift' ticked sends UpdateGiftOption with isGift and stays ticked once the answer is in", async () => {
    seedLine('200101');
    const { user } = renderStep();
    const gift = screen.getByRole('checkbox', { name: 'This order is a gift' });
    expect(gift).not.toBeChecked();
    await user.click(gift);
    await waitFor(() => expect(callsTo(log, `${RC}UpdateGiftOption`)).toHaveLength(1));
    expect(callsTo(log, `${RC}UpdateGiftOption`)[0]?.body).toMatchObject({ giftOptions: { isGift: true } });
    await waitFor(() => expect(gift).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('checkbox', { name: 'This order is a gift' })).toBeChecked();
  });

  it("the gift message: 240 characters; 'Save Gift Message' busy while it is sent; 'Gift message saved.' only once saved, gone when it is typed again", async () => {
    seedLine('200101');
    const release = holdAnswers(log.server, `${RC}UpdateGiftMessage`);
    const { user } = renderStep();
    const message = screen.getByRole('textbox', { name: 'Gift message (optional)' });
    expect(message).toHaveAttribute('maxlength', '240');
    await user.type(message, 'Enjoy!');
    const save = screen.getByRole('button', { name: 'Save Gift Message' });
    await user.click(save);
    await waitFor(() => expect(callsTo(log, `${RC}UpdateGiftMessage`)).toHaveLength(1));
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Gift message saved.')).toBeNull();
    release();
    expect(await screen.findByText('Gift message saved.')).toHaveAttribute('role', 'status');
    await user.type(message, '!');
    await waitFor(() => expect(screen.queryByText('Gift message saved.')).toBeNull());
  });

  it("'Text me updates about my order': ticked sends SetTYMPreferences {isOptIn: true} and stays ticked; none when the site has no text updates", async () => {
    seedLine('200101');
    const { user, unmount } = renderStep();
    const box = screen.getByRole('checkbox', { name: 'Text me updates about my order' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(callsTo(log, `${RC}SetTYMPreferences`)).toHaveLength(1));
    expect(callsTo(log, `${RC}SetTYMPreferences`)[0]?.body).toMatchObject({ isOptIn: true, isBilling: false });
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
    expect(box).toBeChecked();
    unmount();
    renderStep({
      checkoutData: editedData(
        '"notificationOptions":{"isTextEnabled":true}',
        '"notificationOptions":{"isTextEnabled":false}',
      ),
    });
    expect(screen.getByRole('button', { name: 'Next: Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Text me updates about my order' })).toBeNull();
  });

  it("the recipient's heading names who it ships to, else 'Shipping Address'; each shipment is a region named Delivery or Store Pickup", async () => {
    seedLine('200101');
    seedLine('300101', { shipMethod: 2 });
    getSession().checkout.shippingAddress = { ...DEMO_ADDRESS };
    const { unmount } = renderStep({ checkoutData: demoCheckoutData() });
    expect(screen.getByRole('heading', { level: 3, name: 'Shipping to Jordan Avery' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Store Pickup' })).toBeInTheDocument();
    unmount();
    getSession().checkout.shippingAddress = { ...DEMO_ADDRESS, firstName: '', lastName: '' };
    renderStep({ checkoutData: demoCheckoutData() });
    expect(screen.getByRole('heading', { level: 3, name: 'Shipping Address' })).toBeInTheDocument();
  });
});

describe('the items and their pickup [ref: checkout#data, #calls]', () => {
  it('an item that is not oversized offers no oversize information; one the server does not offer shipping for has no Delivery method', async () => {
    seedLine('200101');
    const { unmount } = renderStep();
    expect(screen.getByRole('group', { name: 'Delivery method' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oversize item information' })).toBeNull();
    unmount();
    renderStep({ checkoutData: editedData('"isShipOptionVisible":true', '"isShipOptionVisible":false') });
    expect(screen.getByText('Qty 1')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Delivery method' })).toBeNull();
  });

  it('an oversized item that may be picked up warns about the car, not the doorways', async () => {
    seedLine('200101');
    const { user } = renderStep({
      checkoutData: editedData(
        '"boxes":[]',
        '"boxes":[{"boxNumber":1,"quantity":1,"width":70,"depth":30,"height":20}]',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Oversize item information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oversize item information' });
    expect(dialog).toHaveTextContent(
      'This item ships in large boxes. Please make sure it fits in your vehicle before you choose store pickup.',
    );
    expect(dialog).not.toHaveTextContent(/doorways/);
  });

  it("a pickup names its store and address; 'Store Details' and 'All Store Locations' open them; 'Change Store' opens the chooser", async () => {
    seedLine('200101', { shipMethod: 2 });
    const { user } = renderStep();
    expect(screen.getByText('Pick up at Northbrook').parentElement).toHaveTextContent(
      'Pick up at Northbrook 1250 Techny Rd, Northbrook, IL 60062',
    );
    await user.click(screen.getByRole('button', { name: 'Store Details' }));
    const details = await screen.findByRole('dialog', { name: 'Store Details' });
    expect(await within(details).findByRole('heading', { name: 'Northbrook' })).toBeInTheDocument();
    expect(callsTo(log, '/browse/popup/StoreLocationDetail/0/')[0]?.body).toEqual({ storeId: 101 });
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'All Store Locations' }));
    const all = await screen.findByRole('dialog', { name: 'All Store Locations' });
    expect(await within(all).findByRole('heading', { name: 'Oak Brook' })).toBeInTheDocument();
    await user.click(within(all).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Change Store' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a Store' })).toBeInTheDocument();
  });

  it('gift receipt and bagging: ticked sends 1, unticked 0; who picks up is saved with the step', async () => {
    seedLine('200101', { shipMethod: 2 });
    const { user } = renderStep();
    const bag = screen.getByRole('checkbox', { name: 'Bag my items' });
    expect(bag).not.toBeChecked();
    await user.click(bag);
    await waitFor(() => expect(bag).toBeChecked());
    await waitFor(() => expect(bag).not.toHaveAttribute('aria-disabled'));
    await user.click(bag);
    await waitFor(() => expect(callsTo(log, `${RC}UpdateBaggingOption`)).toHaveLength(2));
    const receipt = screen.getByRole('checkbox', { name: 'Include a gift receipt' });
    await waitFor(() => expect(receipt).not.toHaveAttribute('aria-disabled'));
    await user.click(receipt);
    await waitFor(() => expect(receipt).not.toHaveAttribute('aria-disabled'));
    await user.click(receipt);
    await waitFor(() => expect(callsTo(log, `${RC}UpdateGiftReceipt`)).toHaveLength(2));
    expect(
      callsTo(log, `${RC}UpdateBaggingOption`).map((c) => (c.body as { selectedOption: number }).selectedOption),
    ).toEqual([1, 0]);
    expect(
      callsTo(log, `${RC}UpdateGiftReceipt`).map((c) => (c.body as { selectedOption: number }).selectedOption),
    ).toEqual([1, 0]);
    const first = within(screen.getByRole('group', { name: 'Who will pick up?' })).getByRole('textbox', {
      name: 'First Name',
    });
    await user.clear(first);
    await user.type(first, 'Sam');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next: Payment' })).not.toHaveAttribute('aria-disabled', 'true'),
    );
    await user.click(screen.getByRole('button', { name: 'Next: Payment' }));
    await waitFor(() => expect(callsTo(log, `${RC}SaveShippingAndGiftOptions`)).toHaveLength(1));
    expect(JSON.stringify(callsTo(log, `${RC}SaveShippingAndGiftOptions`)[0]?.body)).toContain('"firstName":"Sam"');
  });
});

describe('the store chooser [ref: checkout#calls]', () => {
  const openChooser = async () => {
    seedLine('200101');
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Pick Up in Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Store' });
    return { user, dialog, zip: within(dialog).getByRole('textbox', { name: 'Find stores near (ZIP Code)' }) };
  };

  it("starts with 'only stores with the item available' ticked and sends it; 'Find Stores' busy while it searches; a store without pickup never listed", async () => {
    const { user, dialog, zip } = await openChooser();
    const only = within(dialog).getByRole('checkbox', { name: 'Only show stores with the item available' });
    expect(only).toBeChecked();
    const release = holdAnswers(log.server, '/browse/storeavailability/GetAvailabilityData');
    await user.clear(zip);
    await user.type(zip, '60062');
    const find = within(dialog).getByRole('button', { name: 'Find Stores' });
    await user.click(find);
    await waitFor(() => expect(callsTo(log, '/browse/storeavailability/GetAvailabilityData')).toHaveLength(1));
    expect(find).toHaveAttribute('aria-busy', 'true');
    expect(callsTo(log, '/browse/storeavailability/GetAvailabilityData')[0]?.body).toMatchObject({
      zip: '60062',
      onlyAvailStores: true,
    });
    release();
    await within(dialog).findByText('Northbrook');
    expect(find).not.toHaveAttribute('aria-busy');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^$/);
    expect(within(dialog).queryByText('Oak Brook')).toBeNull();
  });

  it("a store without the item is listed, its 'Pick Up Here' disabled, when the box is unticked; every 'Pick Up Here' busy until one is chosen", async () => {
    const { user, dialog, zip } = await openChooser();
    log.server.use(
      http.all('*/browse/storeavailability/GetAvailabilityData', () =>
        HttpResponse.json({
          sku: '200101',
          zip: '60062',
          stores: [
            { storeId: 101, name: 'Northbrook', isBopsEnabled: true, isAvailable: true },
            { storeId: 102, name: 'Chicago Michigan Ave', isBopsEnabled: true, isAvailable: false },
            { storeId: 103, name: 'Oak Brook', isBopsEnabled: false, isAvailable: true },
            { storeId: 104, name: 'Skokie', isBopsEnabled: true, isAvailable: true },
          ],
        }),
      ),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Only show stores with the item available' }));
    await user.clear(zip);
    await user.type(zip, '60062');
    await user.click(within(dialog).getByRole('button', { name: 'Find Stores' }));
    const here = (name: string) =>
      within(within(dialog).getByText(name).closest('li')!).getByRole('button', { name: 'Pick Up Here' });
    await within(dialog).findByText('Northbrook');
    expect(here('Chicago Michigan Ave')).toBeDisabled();
    expect(within(dialog).queryByText('Oak Brook')).toBeNull();
    const release = holdAnswers(log.server, '/api/demo/cart/update-ship-method');
    await user.click(here('Northbrook'));
    await waitFor(() => expect(here('Northbrook')).toHaveAttribute('aria-busy', 'true'));
    // every store's 'Pick Up Here' waits while one is being chosen
    expect(here('Skokie')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says when no store is near and when the search failed; a ZIP Code's error goes once it is typed again", async () => {
    const { user, dialog, zip } = await openChooser();
    await user.clear(zip);
    await user.type(zip, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Find Stores' }));
    expect(zip).toHaveAccessibleDescription('The ZIP Code field is invalid: 12 is not a ZIP Code.');
    await user.type(zip, '3');
    expect(zip).not.toHaveAccessibleDescription(/invalid/);
    const search = '*/browse/storeavailability/GetAvailabilityData';
    log.server.use(http.all(search, () => HttpResponse.json({ sku: '200101', zip: '60062', stores: [] })));
    await user.clear(zip);
    await user.type(zip, '60062');
    await user.click(within(dialog).getByRole('button', { name: 'Find Stores' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No stores found near 60062.'));
    log.server.use(http.all(search, () => new HttpResponse(null, { status: 503 })));
    await user.click(within(dialog).getByRole('button', { name: 'Find Stores' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Store availability is unavailable right now. Please try again.',
      ),
    );
  });
});

describe("'Shipping Charges and Delivery Information' on the U.S. site [ref: checkout#screens]", () => {
  it('standard delivery in U.S. words, and no help line when the page gives no phone', async () => {
    // the demo's config without its help line
    const { helpPhone: _help, ...config } = getConfig();
    resetConfig();
    setConfig(config);
    seedLine('200101');
    const { user } = renderStep({ shippingInfoTab: 1 });
    await user.click(screen.getByRole('button', { name: 'Shipping Charges and Delivery Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Charges and Delivery Information' });
    expect(within(dialog).getByRole('tabpanel', { name: 'Shipping Charges' })).toHaveTextContent(
      'Standard delivery is charged by order total.',
    );
    expect(dialog).not.toHaveTextContent(/Canada/);
    expect(within(dialog).queryByText(/^Questions\? Call/)).toBeNull();
  });
});
