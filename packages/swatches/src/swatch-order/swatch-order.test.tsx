import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { onAnalytics, setConfig, type AnalyticsDetail } from '@hearth/core';
import { clickThreeTimes, holdAnswers } from '@hearth/mock-api/testing';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

// Forms typed in key by key, twice (React and Preact) on a 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
import { orderData } from '../testing/order-fixtures';
import { setupMockServer } from '../testing/mock-server';
import { SwatchOrder, type SwatchOrderProps } from './swatch-order';

const server = setupMockServer();
const SUBMIT = '*/browse/specialorder/orderfreeswatchessubmit';

/**
 * An order's report (its two hash calls, then 'Swatch Order Completed') goes on after the
 * thank-you popup shows: a test that reached it waits for the report before it ends, or the
 * report lands in the next test's analytics listener (seen in a shuffled order).
 */
let reported = 0;
onAnalytics(({ event }) => void (event === 'Swatch Order Completed' && (reported += 1)));
beforeEach(() => {
  reported = 0;
});
afterEach(async () => {
  if (screen.queryByRole('dialog', { name: 'Thank You.' }))
    await vi.waitFor(() => expect(reported).toBeGreaterThan(0), { timeout: 5000 });
});

const dialog = (name = 'Order Free Swatches') => screen.findByRole('dialog', { name });
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const send = () => screen.getByRole('button', { name: 'Send' });

function open(props: Partial<SwatchOrderProps> = {}) {
  const user = userEvent.setup();
  render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} {...props} />);
  return user;
}

const VALID = {
  'First Name': 'Jordan',
  'Last Name': 'Avery',
  'Address 1': '1250 Techny Rd',
  City: 'Northbrook',
  'ZIP Code': '60062',
  'Phone Number': '312-456-7890',
  'Email Address': 'jordan@hearth.test',
};

async function fill(user: UserEvent, values: Record<string, string>, state = 'IL') {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  if (state) await user.selectOptions(screen.getByRole('combobox', { name: /^(State|Province)$/ }), state);
}

function recordPosts() {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('orderfreeswatchessubmit'))
      bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('the order modal [ref: swatch-order#screens, #rules]', () => {
  it("groups the main brand's fabrics by name under 'Featured Fabric'; the default swatch is preselected; axe clean", async () => {
    open();
    const modal = await dialog();
    const featured = within(modal).getByRole('group', { name: 'Featured Fabric' });
    expect(within(featured).getByRole('group', { name: 'Dover' })).toBeInTheDocument();
    expect(box('Dover, Slate')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 selected');
    const unavailable = within(modal).getByRole('group', { name: 'Temporarily Unavailable Swatches' });
    expect(within(unavailable).getByRole('checkbox', { name: /Dover, Ink/ })).toBeDisabled();
    expect(within(unavailable).getByText('Unavailable')).toBeInTheDocument();
    // large on desktop, full screen on mobile [ref: swatch-order#screens]
    expect(modal).toHaveAttribute('data-size', 'large');
    expect(modal).toHaveAttribute('data-mobile', 'full');
    const privacy = within(modal).getByRole('link', { name: 'Privacy Policy (opens in a new window)' });
    expect(privacy).toHaveAttribute('href', '/customer-service/privacy-policy#info-we-collect');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("an unavailable default swatch is not preselected; 'Please select at least one swatch.' and Send disabled", async () => {
    open({ swatchData: orderData({ DefaultSwatch: { ChoiceCode: 10307, SwatchInStock: 'no' } }) });
    await dialog();
    expect(screen.getByRole('status')).toHaveTextContent('Please select at least one swatch.');
    expect(send()).toBeDisabled();
  });

  it("at 5 every unchecked swatch is disabled with 'You may only select up to five swatches.'; unchecking re-enables", async () => {
    const user = open();
    await dialog();
    for (const name of ['Aberdeen, Snow', 'Aberdeen, Ivory', 'Aberdeen, Oat', 'Dover, Harbor Blue'])
      await user.click(box(name));
    expect(screen.getByRole('status')).toHaveTextContent('You may only select up to five swatches.');
    expect(box('Haven, Snow')).toBeDisabled();
    expect(box('Aberdeen, Snow')).toBeEnabled();
    await user.click(box('Aberdeen, Snow'));
    expect(box('Haven, Snow')).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('4 of 5 selected');
  });

  it("second brand: custom fabrics by 'price group {code}' under 'Custom Fabric', stock under 'Stock Fabric'", async () => {
    setConfig({ brand: 'cb2' });
    open();
    const modal = await dialog();
    const custom = within(modal).getByRole('group', { name: 'Custom Fabric' });
    expect(within(custom).getByRole('group', { name: 'price group A' })).toBeInTheDocument();
    expect(within(custom).getByRole('group', { name: 'price group B' })).toBeInTheDocument();
    expect(within(within(modal).getByRole('group', { name: 'Stock Fabric' })).getAllByRole('checkbox')).toHaveLength(2);
  });

  it("'Recently Viewed Custom Fabric' lists recent custom fabrics", async () => {
    localStorage.setItem('hearth:recent-swatches', JSON.stringify([{ ChoiceCode: 10001 }, { ChoiceCode: 30000 }]));
    open();
    const recent = within(await dialog()).getByRole('group', { name: 'Recently Viewed Custom Fabric' });
    expect(
      within(recent)
        .getAllByRole('checkbox')
        .map((el) => el.getAttribute('id') && el.closest('li')?.textContent),
    ).toEqual(['Aberdeen, Ivory']);
  });

  it('none available: the spec message and a link to the stores', async () => {
    open({
      swatchData: orderData({
        FabricsByName: { Dover: [{ ChoiceCode: 1, Description: 'Dover, Ink', SwatchInStock: 'no' }] },
        DefaultSwatch: null,
      }),
    });
    await dialog();
    expect(
      screen.getByText(
        'Unfortunately there are no swatches available for ordering. We appreciate your patience and invite you to browse swatches at your local store.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find a Store/ })).toHaveAttribute('href', '/stores');
    expect(screen.getByRole('link', { name: /Find a Store/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Find a Store/ })).toHaveAttribute('rel', 'noopener');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('an NLA swatch ([ref: swatch-order#calls] NLA check) is flagged and disables ordering until unchecked', async () => {
    server.use(
      http.get('*/api/demo/swatches/nla-check', () => HttpResponse.json({ hasNla: true, nlaFabrics: [10305] })),
    );
    const user = open();
    await dialog();
    await waitFor(() => expect(screen.getAllByText('No longer available').length).toBeGreaterThan(0));
    expect(send()).toBeDisabled();
    await user.click(box(/Dover, Slate/));
    await user.click(box('Aberdeen, Snow'));
    await waitFor(() => expect(send()).toBeEnabled());
  });
});

describe('the form [ref: swatch-order#rules, #validation]', () => {
  it('errors show only after a submit attempt, each to the letter, and focus moves to the first invalid field', async () => {
    const user = open();
    await dialog();
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    await user.click(send());
    const expected: Array<[string, string]> = [
      ['First Name', 'The First Name field is required.'],
      ['Last Name', 'The Last Name field is required.'],
      ['Address 1', 'The Address 1 field is required.'],
      ['City', 'The City field is required.'],
      ['State', 'State is invalid.'],
      ['ZIP Code', 'ZIP Code must contain 5 digits.'],
      ['Phone Number', 'Please enter a valid Phone Number.'],
      ['Email Address', 'Email Address is required.'],
    ];
    for (const [label, message] of expected) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    await user.type(screen.getByLabelText('First Name'), "O''Neil");
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    ['First Name', 'Jo3', 'The First Name field is invalid.'],
    ['Last Name', 'Avery!', 'The Last Name field is invalid.'],
    ['Address 1', '12 Main <St>', 'The Address 1 field is invalid.'],
    ['City', 'Chicago?', 'The City field is invalid.'],
    ['ZIP Code', '6006', 'ZIP Code must contain 5 digits.'],
    ['Phone Number', '312-555-1234', 'Please enter a valid Phone Number.'],
    ['Email Address', 'jordan@hearth', 'Please enter a valid Email Address.'],
  ])('%s %j: %j, and focus goes there', async (label, value, message) => {
    const user = open();
    await dialog();
    await fill(user, { ...VALID, [label]: value });
    await user.click(send());
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveFocus();
  });

  it('after a submit attempt the errors are announced, the State one too', async () => {
    const user = open();
    await dialog();
    await fill(user, { ...VALID, City: 'Chicago?' }, '');
    await user.click(send());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['The City field is invalid.', 'State is invalid.']);
  });

  it('max lengths: names 20, address lines 30, city 28, ZIP 5, phone 16, email 66', async () => {
    const user = open();
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Add apt, suite or other' }));
    expect(screen.getByLabelText('Address 2')).toHaveFocus();
    const lengths = {
      'First Name': '20',
      'Last Name': '20',
      'Address 1': '30',
      'Address 2': '30',
      City: '28',
      'ZIP Code': '5',
      'Phone Number': '16',
      'Email Address': '66',
    };
    for (const [label, max] of Object.entries(lengths))
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', max);
    expect(within(screen.getByRole('combobox', { name: 'State' })).getAllByRole('option')[0]).toHaveTextContent(
      'Please Select',
    );
    expect(screen.getByRole('checkbox', { name: /Email me about new arrivals/ })).toBeChecked();
  });

  it('sends the spec fields, trimmed, with the swatches, sign-up and Canada flags; the thank-you popup replaces the modal', async () => {
    const bodies = recordPosts();
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    const user = open();
    await dialog();
    await user.click(box('Aberdeen, Snow'));
    await fill(user, { ...VALID, 'First Name': '  Jordan  ' });
    await user.click(screen.getByRole('checkbox', { name: /Email me about new arrivals/ }));
    await user.click(send());
    const thanks = await dialog('Thank You.');
    // the store's name from the page's config (the demo's), never the page's host
    expect(thanks).toHaveTextContent(
      'We have received your order for swatches. You should receive your swatches within 5-7 business days. Thank you for your interest in ordering from Hearth Home.',
    );
    expect(thanks).toHaveTextContent(/colors may look different .* dye lots may vary/);
    expect(screen.queryByRole('dialog', { name: 'Order Free Swatches' })).toBeNull();
    expect(bodies).toEqual([
      {
        Sku: '410100',
        FirstName: 'Jordan',
        LastName: 'Avery',
        Address1: '1250 Techny Rd',
        Address2: '',
        City: 'Northbrook',
        State: 'IL',
        PostalCode: '60062',
        DayPhone: '312-456-7890',
        EmailAddress: 'jordan@hearth.test',
        swatch: [10305, 10000],
        UseAddressAsEntered: false,
        CanadaEmailSignup: false,
        SignUp: false,
      },
    ]);
    await waitFor(() => expect(events.map((e) => e.event)).toEqual(['Form Submitted', 'Swatch Order Completed']));
    expect(events[0]?.properties).toEqual({
      form_name: 'Order Free Swatch',
      hashed_email: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(events[1]?.properties).toMatchObject({
      order_id: expect.stringMatching(/^SW-/),
      products: [
        { product_id: '10305', name: 'Dover, Slate' },
        { product_id: '10000', name: 'Aberdeen, Snow' },
      ],
      hashed_email: expect.any(String),
      hashed_phone: expect.any(String),
    });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    stop();
  });

  it('Send is busy (aria-disabled) until the answer comes; a double submit sends once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    server.use(
      http.post(SUBMIT, async () => {
        posts += 1;
        await gate;
        return HttpResponse.json({ Succeeded: true, OrderId: 'SW-1' });
      }),
    );
    const user = open();
    await dialog();
    await fill(user, VALID);
    await user.click(send());
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.type(screen.getByLabelText('City'), '{Enter}');
    release();
    await dialog('Thank You.');
    expect(posts).toBe(1);
  });

  it("three clicks 250 ms apart where Send is send once: the 'Thank You.' popup the first opened takes the next two and stays open", async () => {
    const bodies = recordPosts();
    const user = open();
    await dialog();
    await fill(user, VALID);
    const landed = await clickThreeTimes(send());
    const thanks = await dialog('Thank You.');
    expect(landed[2]).toBe(thanks);
    // an order the third click sent would be in by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodies).toHaveLength(1);
    expect(thanks).toHaveAttribute('open');
  });

  it('an order whose answer comes after the popup has left the page is dropped: no thank-you, no analytics, no more calls', async () => {
    const bodies = recordPosts();
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    const release = holdAnswers(server, '/browse/specialorder/orderfreeswatchessubmit');
    const user = userEvent.setup();
    const view = render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} />);
    await dialog();
    await fill(user, VALID);
    await user.click(send());
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = events.length;
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    stop();
    expect(events.slice(sent)).toEqual([]);
    // the order's report (hashed email and phone) is not sent
    expect(requests).toEqual([]);
    expect(document.body.querySelector('dialog')).toBeNull();
  });

  it("prefills a known customer's name and email", async () => {
    open({ swatchData: orderData({ FirstName: 'Jordan', LastName: 'Avery', EmailAddress: 'demo@hearth.test' }) });
    await dialog();
    expect(screen.getByLabelText('First Name')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Avery');
    expect(screen.getByLabelText('Email Address')).toHaveValue('demo@hearth.test');
  });
});

describe('address validation and server failures [ref: swatch-order#errors]', () => {
  it('with suggestions: the message, Please select / the suggestion / -- Use address as entered --; picking fills city, state and ZIP', async () => {
    const bodies = recordPosts();
    const user = open();
    await dialog();
    await fill(user, { ...VALID, City: 'Chicago' });
    await user.click(send());
    expect(
      await screen.findByText(
        'There appears to be a problem with the city, state and ZIP combination. Please select one of our suggestions below.',
      ),
    ).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Suggested addresses' });
    // focus moves in an effect, after the message is drawn
    await waitFor(() => expect(select).toHaveFocus());
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', 'Northbrook, IL 60062', ' -- Use address as entered -- ']);
    await user.selectOptions(select, 'Northbrook, IL 60062');
    expect(screen.queryByRole('combobox', { name: 'Suggested addresses' })).toBeNull();
    expect(screen.getByLabelText('City')).toHaveValue('Northbrook');
    await user.click(send());
    await dialog('Thank You.');
    expect(bodies.map((body) => [body['City'], body['UseAddressAsEntered']])).toEqual([
      ['Chicago', false],
      ['Northbrook', false],
    ]);
  });

  it("' -- Use address as entered -- ' clears the suggestions and sends UseAddressAsEntered", async () => {
    const bodies = recordPosts();
    const user = open();
    await dialog();
    await fill(user, { ...VALID, City: 'Chicago' });
    await user.click(send());
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Suggested addresses' }),
      ' -- Use address as entered -- ',
    );
    await user.click(send());
    await dialog('Thank You.');
    expect(bodies.at(-1)).toMatchObject({ City: 'Chicago', UseAddressAsEntered: true });
  });

  it("without suggestions: the message and a 'Use address as entered' checkbox", async () => {
    const bodies = recordPosts();
    const user = open();
    await dialog();
    await fill(user, { ...VALID, 'Address 1': 'Techny Road' });
    await user.click(send());
    expect(
      await screen.findByText(
        'The street address you entered may not be accurate. Please go back to edit your address or choose to keep address as entered.',
      ),
    ).toBeInTheDocument();
    const keep = screen.getByRole('checkbox', { name: 'Use address as entered' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(keep).not.toBeChecked();
    await user.click(keep);
    expect(keep).toBeChecked();
    await user.click(send());
    await dialog('Thank You.');
    expect(bodies.at(-1)).toMatchObject({ Address1: 'Techny Road', UseAddressAsEntered: true });
  });

  it("a failure with no validation result shows the server's Message in an alert; Send is usable again", async () => {
    server.use(
      http.post(SUBMIT, () =>
        HttpResponse.json({
          Succeeded: false,
          Message: 'We could not ship to that address.',
          AddressValidationResult: null,
        }),
      ),
    );
    const user = open();
    await dialog();
    await fill(user, VALID);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not ship to that address.');
    await waitFor(() => expect(send()).not.toHaveAttribute('aria-busy'));
  });

  it('a network failure shows Hearth message', async () => {
    server.use(http.post(SUBMIT, () => HttpResponse.error()));
    const user = open();
    await dialog();
    await fill(user, VALID);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your swatch order. Please try again.',
    );
  });
});

describe('the Canadian site', () => {
  it('Postal Code (max 7, its message without a final period), provinces, 5-12 business days', async () => {
    setConfig({ site: 'CA', siteName: undefined });
    const user = open();
    await dialog();
    expect(screen.getByLabelText('Postal Code')).toHaveAttribute('maxlength', '7');
    const { 'ZIP Code': _zip, ...rest } = VALID;
    await fill(user, { ...rest, City: 'Toronto', 'Postal Code': 'W1A 1A1' }, 'ON');
    await user.click(send());
    expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription('The Postal Code field is invalid');
    await fill(user, { 'Postal Code': 'M5V 2A8' }, '');
    await user.click(send());
    const thanks = await dialog('Thank You.');
    expect(thanks).toHaveTextContent('within 5-12 business days');
    // a page whose config names no store: the spec's {host}, the page's host name
    expect(thanks).toHaveTextContent('Thank you for your interest in ordering from localhost.');
  });
});

describe('the popup island [ref: script-tag#the-markup, #islands]', () => {
  it("fetches the swatch data when opened; 'Get Free Swatch' for a choiceCode; Escape closes and focus returns", async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Get Free Swatch';
    opener.focus();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<SwatchOrder sku="410100" choiceCode={10000} onClose={onClose} opener={opener} />);
    const modal = await dialog('Get Free Swatch');
    // The demo product's whole list (over 300 swatches): cheap queries, happy-dom names each checkbox slowly.
    await waitFor(() => expect(modal.querySelectorAll('input[type="checkbox"]').length).toBeGreaterThan(300));
    const checked = [...modal.querySelectorAll<HTMLInputElement>('.hearth-swatch-option__input:checked')].map(
      (input) => modal.querySelector(`label[for="${input.id}"]`)?.textContent,
    );
    expect(checked).toEqual(['Aberdeen, Snow']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('asks for the swatch data with sku, choiceCode, selected (comma-joined) and suppressColorBar [ref: swatch-order#calls]', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/demo/swatches/order-data') asked.push(url);
    });
    render(<SwatchOrder defaultOpen sku="410100" choiceCode={10000} selected={[10001, 10002]} suppressColorBar />);
    await dialog('Get Free Swatch');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      sku: '410100',
      choiceCode: '10000',
      selected: '10001,10002',
      suppressColorBar: 'true',
    });
  });

  it('asks for the swatch data with the sku alone when nothing more is given', async () => {
    const asked: URL[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/demo/swatches/order-data') asked.push(url);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => void server.events.removeListener('request:start', listener));
    render(<SwatchOrder defaultOpen sku="410100" />);
    await dialog();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ sku: '410100' });
  });

  it('in the page, triggerLabel makes the button that opens it', async () => {
    const user = userEvent.setup();
    render(<SwatchOrder sku="410100" swatchData={orderData()} triggerLabel="Order Free Swatches" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order Free Swatches' }));
    await dialog();
  });

  it('three clicks 250 ms apart on that button open it once and leave it open', async () => {
    render(<SwatchOrder sku="410100" swatchData={orderData()} triggerLabel="Order Free Swatches" />);
    const landed = await clickThreeTimes(screen.getByRole('button', { name: 'Order Free Swatches' }));
    const modal = await dialog();
    // it was open under the last click, and that click did not close it
    expect(landed[2]).toBe(modal);
    expect(modal).toHaveAttribute('open');
  });
});

describe('opening and closing, in the page and as a popup [ref: swatch-order#screens, #calls]', () => {
  /** The paths of the swatch data and NLA check requests from now on. */
  function recordSwatchCalls() {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (/\/api\/demo\/swatches\/(order-data|nla-check)$/.test(pathname)) asked.push(pathname.split('/').at(-1)!);
    });
    return asked;
  }
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

  it("variant 'single' is 'Get Free Swatch' without a choiceCode; variant 'order' is 'Order Free Swatches' with one", async () => {
    const { unmount } = render(<SwatchOrder defaultOpen variant="single" sku="410100" swatchData={orderData()} />);
    await dialog('Get Free Swatch');
    unmount();
    render(<SwatchOrder defaultOpen variant="order" choiceCode={10000} sku="410100" swatchData={orderData()} />);
    await dialog('Order Free Swatches');
  });

  it('in the page: nothing is fetched before the trigger opens it; the trigger says whether it is open and gets focus back', async () => {
    const asked = recordSwatchCalls();
    const user = userEvent.setup();
    render(<SwatchOrder sku="410100" choiceCode={10000} triggerLabel="Order Free Swatches" />);
    const trigger = screen.getByRole('button', { name: 'Order Free Swatches' });
    await settle();
    expect(asked).toEqual([]);
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await dialog('Get Free Swatch');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(asked).toContain('order-data'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  /** In the page: an order sent from the trigger's modal, then 'Continue Shopping' on the thank-you, which closes. */
  async function orderThenContinue() {
    const user = userEvent.setup();
    render(<SwatchOrder sku="410100" swatchData={orderData()} triggerLabel="Order Free Swatches" />);
    const trigger = screen.getByRole('button', { name: 'Order Free Swatches' });
    await user.click(trigger);
    await dialog();
    await fill(user, VALID);
    await user.click(send());
    await dialog('Thank You.');
    await vi.waitFor(() => expect(reported).toBeGreaterThan(0), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return { user, trigger };
  }

  it("in the page, after an order and 'Continue Shopping' the trigger opens the order modal again, not the thank-you", async () => {
    const { user, trigger } = await orderThenContinue();
    await user.click(trigger);
    await dialog();
    expect(screen.queryByRole('dialog', { name: 'Thank You.' })).toBeNull();
  });

  it("in the page, after an order 'Continue Shopping' gives focus back to the trigger", async () => {
    const { trigger } = await orderThenContinue();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('in the page and open at once: closing gives focus to its trigger', async () => {
    const user = userEvent.setup();
    render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} triggerLabel="Order Free Swatches" />);
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Order Free Swatches' })).toHaveFocus());
  });

  it('in the page with its swatch data: no NLA check of the preselected swatch before it opens', async () => {
    const asked = recordSwatchCalls();
    render(<SwatchOrder sku="410100" swatchData={orderData()} triggerLabel="Order Free Swatches" />);
    await settle();
    expect(asked).toEqual([]);
  });

  it('opened as a popup it has no trigger of its own, whatever triggerLabel says', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Order swatches';
    render(
      <SwatchOrder
        sku="410100"
        swatchData={orderData()}
        triggerLabel="Order these"
        onClose={vi.fn()}
        opener={opener}
      />,
    );
    await dialog();
    expect(screen.queryByRole('button', { name: 'Order these' })).toBeNull();
    opener.remove();
  });

  it("while the swatch data loads the modal says 'Loading swatches…'; then the swatches", async () => {
    const release = holdAnswers(server, '/api/demo/swatches/order-data');
    render(<SwatchOrder defaultOpen sku="410100" />);
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByText('Loading swatches…')).toBeInTheDocument());
    release();
    expect(await within(modal).findByRole('heading', { name: 'Choose up to 5 swatches' })).toBeInTheDocument();
    expect(within(modal).queryByText('Loading swatches…')).toBeNull();
  });

  it("swatch data that cannot be loaded: 'The swatches could not be loaded. Please try again later.', logged", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/demo/swatches/order-data', () => new HttpResponse(null, { status: 503 })));
    render(<SwatchOrder defaultOpen sku="410100" />);
    const modal = await dialog();
    expect(
      await within(modal).findByText(
        'The swatches could not be loaded. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('There was an error from server', expect.anything());
    expect(within(modal).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it("the swatch data's message shows above the swatches", async () => {
    open({ swatchData: orderData({ SwatchModalMessage: 'Swatches ship from our Chicago studio.' }) });
    const modal = await dialog();
    expect(within(modal).getByText('Swatches ship from our Chicago studio.')).toBeInTheDocument();
  });

  it('each swatch of the list shows its picture', async () => {
    open();
    const modal = await dialog();
    const label = modal.querySelector(`label[for="${box('Dover, Slate').id}"]`)!;
    expect(label.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\S/));
  });

  it('with no default swatch in the data, the choiceCode is preselected', async () => {
    open({ swatchData: orderData({ DefaultSwatch: null }), choiceCode: 10000 });
    await dialog('Get Free Swatch');
    expect(box('Aberdeen, Snow')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 selected');
  });

  it('nothing chosen: no NLA check is asked for', async () => {
    const asked = recordSwatchCalls();
    open({ swatchData: orderData({ DefaultSwatch: { ChoiceCode: 10307, SwatchInStock: 'no' } }) });
    await dialog();
    await settle();
    expect(asked).toEqual([]);
  });
});

describe('the form, more [ref: swatch-order#rules, #validation, #errors]', () => {
  it('a form named by its heading; each field with its autocomplete, type and keyboard; the required ones marked', async () => {
    open();
    const modal = await dialog();
    expect(within(modal).getByRole('form', { name: 'Ship My Free Swatches To' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Add apt, suite or other' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const fields: Array<[string, Record<string, string | null>]> = [
      ['First Name', { autocomplete: 'given-name' }],
      ['Last Name', { autocomplete: 'family-name' }],
      ['Address 1', { autocomplete: 'address-line1' }],
      ['City', { autocomplete: 'address-level2' }],
      ['ZIP Code', { autocomplete: 'postal-code', inputmode: 'numeric' }],
      ['Phone Number', { autocomplete: 'tel', type: 'tel' }],
      ['Email Address', { autocomplete: 'email', type: 'email' }],
    ];
    for (const [label, attributes] of fields) {
      const field = within(modal).getByLabelText(label);
      expect(field).toBeRequired();
      for (const [name, value] of Object.entries(attributes)) expect(field).toHaveAttribute(name, value);
    }
    const state = within(modal).getByRole('combobox', { name: 'State' });
    expect(state).toBeRequired();
    expect(state).toHaveAttribute('autocomplete', 'address-level1');
  });

  it('the Canadian postal code takes letters: a text keyboard', async () => {
    setConfig({ site: 'CA' });
    open();
    await dialog();
    expect(screen.getByLabelText('Postal Code')).toHaveAttribute('inputmode', 'text');
  });

  it('with no swatch chosen, Enter in a field sends nothing', async () => {
    const bodies = recordPosts();
    const user = open({ swatchData: orderData({ DefaultSwatch: { ChoiceCode: 10307, SwatchInStock: 'no' } }) });
    await dialog();
    await fill(user, VALID);
    await user.type(screen.getByLabelText('City'), '{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(bodies).toEqual([]);
    expect(send()).toBeDisabled();
  });

  it("a new Send clears the last answer: the server's message, then the suggestions", async () => {
    const failure = () =>
      server.use(
        http.post(
          SUBMIT,
          () => HttpResponse.json({ Succeeded: false, Message: 'Please try later.', AddressValidationResult: null }),
          { once: true },
        ),
      );
    failure();
    const user = open();
    await dialog();
    await fill(user, { ...VALID, City: 'Chicago' });
    await user.click(send());
    expect(await screen.findByText('Please try later.')).toBeInTheDocument();
    await waitFor(() => expect(send()).not.toHaveAttribute('aria-busy'));
    await user.click(send());
    expect(await screen.findByRole('combobox', { name: 'Suggested addresses' })).toBeInTheDocument();
    expect(screen.queryByText('Please try later.')).toBeNull();
    await waitFor(() => expect(send()).not.toHaveAttribute('aria-busy'));
    failure();
    await user.click(send());
    expect(await screen.findByText('Please try later.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Suggested addresses' })).toBeNull();
  });

  it('a known customer named after the form opened is filled in', async () => {
    const { rerender } = render(<SwatchOrder defaultOpen sku="410100" swatchData={orderData()} />);
    await dialog();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    rerender(
      <SwatchOrder
        defaultOpen
        sku="410100"
        swatchData={orderData({ FirstName: 'Jordan', LastName: 'Avery', EmailAddress: 'demo@hearth.test' })}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Jordan'));
    expect(screen.getByLabelText('Last Name')).toHaveValue('Avery');
    expect(screen.getByLabelText('Email Address')).toHaveValue('demo@hearth.test');
  });

  it('an address picked from the autocomplete without a street, city, state or ZIP keeps those already typed', async () => {
    let pick!: (place: { address1: string; city: string; state: string; postalCode: string }) => void;
    const autocomplete = {
      attach: vi.fn(async (_input: HTMLInputElement, options: { onPlace: typeof pick }) => {
        pick = options.onPlace;
        return () => {};
      }),
      dropdowns: () => [],
    };
    const user = open({ autocomplete });
    await dialog();
    await fill(user, { City: 'Northbrook', 'ZIP Code': '60062' });
    await user.click(screen.getByLabelText('Address 1'));
    await waitFor(() => expect(autocomplete.attach).toHaveBeenCalled());
    act(() => pick({ address1: '1250 Techny Rd', city: '', state: '', postalCode: '' }));
    expect(screen.getByLabelText('Address 1')).toHaveValue('1250 Techny Rd');
    expect(screen.getByLabelText('City')).toHaveValue('Northbrook');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('IL');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('60062');
    act(() => pick({ address1: '', city: 'Glenview', state: '', postalCode: '' }));
    expect(screen.getByLabelText('Address 1')).toHaveValue('1250 Techny Rd');
    expect(screen.getByLabelText('City')).toHaveValue('Glenview');
  });
});
