import { setFault, signIn } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { setConfig } from '@hearth/core';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkout, type CheckoutProps } from './checkout';
import { DEMO_ADDRESS, callsTo, demoCheckoutData, seedLine, setupCheckoutServer, testEnv } from '../testing/checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

function renderCheckout(props: Partial<CheckoutProps> = {}, withData = true) {
  // the page's address as the browser has it (the routing tests move it)
  const env = testEnv({ href: () => window.location.href });
  const user = userEvent.setup();
  const utils = render(
    <Checkout step={1} checkoutData={withData ? demoCheckoutData() : undefined} env={env} {...props} />,
  );
  return { ...utils, env, user };
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof DEMO_ADDRESS> = {}) {
  const v = { ...DEMO_ADDRESS, ...values };
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), v.firstName);
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), v.lastName);
  await user.type(screen.getByRole('textbox', { name: 'Address 1' }), v.address1);
  await user.type(screen.getByRole('textbox', { name: 'City' }), v.city);
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), v.state);
  await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), v.postalCode);
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), v.dayPhone);
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), v.emailAddress);
}

describe('the Shipping step [ref: checkout#screens]', () => {
  it('shows the steps with Shipping current, the address form of a guest and the order summary, with no serious axe violation', async () => {
    seedLine('200101', { qty: 2 });
    renderCheckout();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(within(steps).getByText('Shipping')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('maxlength', '5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order Summary' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a guest enters an address and presses Next: the flow moves to Shipping and Gift Options, focus on its heading', async () => {
    seedLine('200101');
    const { user, env } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/shippingandgiftoptions');
    expect(callsTo(log, `${RC}SaveShippingAddress`)[0]?.body).toMatchObject({
      address: { firstName: 'Jordan', postalCode: '60062', state: 'IL', country: 'USA' },
    });
    expect(screen.getByRole('button', { name: 'Next: Payment' })).toBeInTheDocument();
  });

  it('checks the form first: every error on its field, focus on the first, nothing sent', async () => {
    seedLine('200101');
    const { user } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const first = screen.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('The First Name field is required.');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('State is invalid.');
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveAccessibleDescription(
      'The ZIP Code field is required.',
    );
    // every field in the same words: 'The {label} field is required.'
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('The Phone field is required.');
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      'The Email Address field is required.',
    );
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log.calls).toEqual([]);
  });

  it("the server's field errors show on their fields; the step stays", async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}SaveShippingAddress`, () =>
        HttpResponse.json({ isSuccess: false, validationErrors: { address1: 'We could not find this street.' } }),
      ),
    );
    const { user } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const address1 = screen.getByRole('textbox', { name: 'Address 1' });
    await waitFor(() => expect(address1).toHaveAttribute('aria-invalid', 'true'));
    expect(address1).toHaveAccessibleDescription('We could not find this street.');
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
  }, 15_000); // (eight fields typed: 4.5 s on a loaded machine)

  it("the server's messages: the checkout data's win over the props' for the same key; a key only in the props still shows [ref: checkout#validation]", async () => {
    seedLine('200101');
    const { user } = renderCheckout({
      checkoutData: { ...demoCheckoutData(), messages: { missingPostalCode: 'Your ZIP Code, please.' } },
      messages: {
        missingPostalCode: 'A ZIP Code is needed.',
        postalCodeValidationError: '{0} is no ZIP Code we know.',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    // (the waits end on the words themselves; a wrong text fails with what it read)
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Your ZIP Code, please.'));
    await user.type(zip, '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(zip).toHaveAccessibleDescription('12 is no ZIP Code we know.'));
  }, 15_000);
});

describe('the address lists of the props [ref: checkout#validation]', () => {
  it("the address form's countries are the props'", () => {
    seedLine('200101');
    renderCheckout({
      countries: [
        { code: 'USA', name: 'United States' },
        { code: 'MEX', name: 'Mexico' },
      ],
    });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please Select', 'United States', 'Mexico']);
  });
});

describe('a signed-in shopper [ref: checkout#rules, #roles]', () => {
  it("picks from the saved addresses, the recipient's first (else the first saved one); Next sends SaveMultiShipping", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderCheckout();
    const list = screen.getByRole('group', { name: 'Choose a shipping address' });
    const radios = within(list).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(radios[0]).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull();
    await user.click(within(list).getByRole('radio', { name: /Honolulu/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
    expect(callsTo(log, `${RC}SaveMultiShipping`)[0]?.body).toEqual({ addressId: 'addr-2' });
    // [ref: checkout#limits]: Hawaii carries the $10 additional fee
    expect(
      screen.getByText('Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee.'),
    ).toBeInTheDocument();
  });

  it("'Add a new address' shows the form", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderCheckout();
    await user.click(screen.getByRole('radio', { name: 'Add a new address' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
  });
});

describe('the Canadian site [ref: checkout#validation, #limits]', () => {
  it("'Postal Code' of 7, the 13 provinces, no USA among the countries", async () => {
    setConfig({ site: 'CA' });
    seedLine('200101');
    const { user } = renderCheckout({ checkoutData: demoCheckoutData('CA') });
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveAttribute('maxlength', '7');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('CAN');
    expect(within(country).queryByRole('option', { name: 'United States' })).toBeNull();
    const province = screen.getByRole('combobox', { name: 'Province' });
    expect(within(province).getAllByRole('option')).toHaveLength(14);
    await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), 'D1A');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveAccessibleDescription(
      'The Postal Code field is invalid: D1A is not a postal code.',
    );
  });
});

describe('failures show their popup [ref: checkout#errors]', () => {
  it("a reset answer: \"We're Sorry.\" whose 'Refresh Page' reloads", async () => {
    seedLine('200101');
    setFault('SaveShippingAddress', 'reset');
    const { user, env } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: "We're Sorry." });
    expect(dialog).toHaveTextContent(
      'Something went wrong. Please refresh your page to proceed with placinging your order.',
    );
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Refresh Page' }));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a network failure: Network Error, whose closing goes to /checkout/cart', async () => {
    seedLine('200101');
    setFault('SaveShippingAddress', 'network');
    const { user, env } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Network Error' });
    await user.keyboard('{Escape}');
    expect(env.navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('an unavailable item: its popup lists it; Remove Item(s) removes it and refreshes the checkout', async () => {
    seedLine('200101');
    seedLine('300107');
    const { user } = renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item(s) no longer available' });
    expect(within(dialog).getByText('Discontinued Cane Side Table')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Item(s)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(log, `${RC}RemoveNlaItems`)).toHaveLength(1);
  });

  it('the server corrects the address: the suggestion is offered and used', async () => {
    seedLine('200101');
    const { user } = renderCheckout();
    await fillAddress(user, { city: 'Chicago' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Address' });
    expect(within(dialog).getByText(/Northbrook, IL 60062/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use This Address' }));
    await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
  });
});

describe('the island [ref: script-tag#attributes-and-windowhearth]', () => {
  it('loads the checkout when the page sent no data, showing a skeleton meanwhile', async () => {
    seedLine('200101');
    renderCheckout({}, false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout…');
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
  });

  it("a failed first load says so, and 'Try Again' loads again", async () => {
    seedLine('200101');
    setFault('RefreshCheckout', 'http503');
    const { user, env } = renderCheckout({}, false);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your checkout.');
    setFault('RefreshCheckout', null);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
    expect(env.log).toHaveBeenCalled();
  });

  it('a failed first load shows no step', async () => {
    seedLine('200101');
    setFault('RefreshCheckout', 'http503');
    renderCheckout({}, false);
    await screen.findByRole('alert');
    expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('while the data loads, only the skeleton: no step and no order summary; once in, the skeleton goes', async () => {
    seedLine('200101');
    const release = holdAnswers(log.server, `${RC}RefreshCheckout`);
    renderCheckout({}, false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout…');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Order Summary' })).toBeNull();
    release();
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.queryByText('Loading checkout…')).toBeNull();
  });

  it('with the checkout data in the page: no RefreshCheckout, no skeleton and no empty alert', async () => {
    seedLine('200101');
    renderCheckout();
    // past the moment a load started on mounting would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, `${RC}RefreshCheckout`)).toEqual([]);
    expect(screen.queryByText('Loading checkout…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('moving on [ref: checkout#rules]', () => {
  it("the step is busy while 'Next' is out, and no longer once the next step shows", async () => {
    signIn();
    seedLine('200101');
    const release = holdAnswers(log.server, `${RC}SaveMultiShipping`);
    const { user } = renderCheckout();
    const main = screen.getByRole('heading', { level: 2, name: 'Shipping' }).parentElement!;
    expect(main).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(main).toHaveAttribute('aria-busy', 'true'));
    release();
    await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
    await waitFor(() => expect(main).not.toHaveAttribute('aria-busy'));
  });

  it("a refused move shows the server's message as an alert over the step it leads to", async () => {
    seedLine('200101');
    // a guest with no shipping address: MoveToPaymentPage refuses and redirects to the shipping step
    const { user } = renderCheckout({ step: 2 });
    await user.click(screen.getByRole('button', { name: 'Next: Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a shipping address.');
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
  });
});

describe('the page address (routing, basePath)', () => {
  /** The browser at `path`, then Back or Forward to it. */
  const browserAt = (path: string, pop = false) => {
    window.history.replaceState(null, '', path);
    if (pop) act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  };
  afterEach(() => browserAt('/'));

  it("routing 'path' under a basePath: the first step is the address's, Next pushes the next step's address under it, the browser's Back shows Shipping", async () => {
    signIn();
    seedLine('200101');
    browserAt('/shop/checkout');
    const { user, env } = renderCheckout({ step: undefined, basePath: '/shop/checkout' });
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
    expect(env.pushRoute).toHaveBeenLastCalledWith('/shop/checkout/shippingandgiftoptions');
    browserAt('/shop/checkout', true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    browserAt('/shop/checkout/shippingandgiftoptions', true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' })).toBeInTheDocument();
  });

  it("the browser's Back to Shipping moves the focus to its heading, as the move away did to the next one's", async () => {
    signIn();
    seedLine('200101');
    browserAt('/checkout');
    const { user } = renderCheckout({ step: undefined });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const next = await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
    await waitFor(() => expect(next).toHaveFocus());
    // the shopper has moved on from the heading (the same element shows each step's name)
    act(() => next.blur());
    browserAt('/checkout', true);
    const shipping = await screen.findByRole('heading', { level: 2, name: 'Shipping' });
    await waitFor(() => expect(shipping).toHaveFocus());
  });

  it('a reload on a later step under the basePath shows that step', async () => {
    seedLine('200101');
    browserAt('/shop/checkout/ShippingAndGiftOptions/');
    renderCheckout({ step: undefined, basePath: '/shop/checkout/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping and Gift Options' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: Payment' })).toBeInTheDocument();
  });

  it("routing 'none' leaves the address alone: the first step is the prop's, Next pushes nothing, Back and Forward change nothing", async () => {
    signIn();
    seedLine('200101');
    browserAt('/checkout/shippingandgiftoptions');
    const { user, env } = renderCheckout({ step: undefined, routing: 'none' });
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
    browserAt('/checkout/shipping', true);
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping and Gift Options' })).toBeInTheDocument();
    expect(env.pushRoute).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/checkout/shipping');
  });

  it.each([
    [
      { basePath: 'https://evil.example/checkout' },
      'hearth checkout: basePath "https://evil.example/checkout" is not a path of this site: using /checkout.',
    ],
    [
      { basePath: '//evil.example' },
      'hearth checkout: basePath "//evil.example" is not a path of this site: using /checkout.',
    ],
    [{ routing: 'hash' as never }, `hearth checkout: routing "hash" is not 'path' or 'none': using 'path'.`],
  ])('%j on an npm page: one console line naming the island and the option, and the default used', (props, line) => {
    seedLine('200101');
    // the default: routing by path under /checkout, so the address picks the first step
    browserAt('/checkout/shippingandgiftoptions');
    const { env } = renderCheckout({ step: undefined, ...props });
    expect(env.log).toHaveBeenCalledTimes(1);
    expect(env.log).toHaveBeenCalledWith(line);
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping and Gift Options' })).toBeInTheDocument();
  });
});
