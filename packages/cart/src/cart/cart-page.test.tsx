import { resetConfig, setConfig, CART_UPDATED_EVENT } from '@hearth/core';
import { DEMO_ENDPOINTS as E, cartData, demoConfig, getSession, setFault, signIn } from '@hearth/mock-api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CartPage, type CartPageProps } from './cart-page';
import type { CartData } from './schema';
import { CART_MESSAGES as M } from './messages';
import { callsTo, seedLine, setupCartServer } from '../testing/cart';
import { holdAnswers } from '@hearth/mock-api/testing';

const log = setupCartServer();

const seriousViolations = (): Promise<string[]> => seriousAxeViolations(document.body);

function renderCart(props: Partial<CartPageProps> = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const user = userEvent.setup();
  const utils = render(<CartPage navigate={navigate} {...props} />);
  return { ...utils, navigate, user };
}

const lineOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

function countEvents() {
  const counts: Array<number | null> = [];
  const listener = (event: Event) => counts.push((event as CustomEvent<number | null>).detail);
  document.addEventListener(CART_UPDATED_EVENT, listener);
  return { counts, stop: () => document.removeEventListener(CART_UPDATED_EVENT, listener) };
}

describe('server-supplied addresses', () => {
  const refusals = (error: { mock: { calls: unknown[][] } }) =>
    error.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.startsWith('hearth: island "cart" refused field'));

  /** The demo cart with `edit` applied to its first line, its first saved line and its first unavailable item. */
  function cartWith(edit: (cart: CartData) => void): CartData {
    seedLine('200101');
    seedLine('200102', {}, 'savedForLater');
    seedLine('300107');
    const cart = cartData(getSession()) as CartData;
    edit(cart);
    return cart;
  }

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/sofa',
    '/\\evil.example/sofa',
    '/\t/evil.example/sofa',
  ])('a line url %j: the name renders as text, with one console.error naming the field', async (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCart({ cartData: cartWith((cart) => void (cart.lineItems[0]!.url = url)) });
    const heading = screen.getByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' });
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(heading).toHaveTextContent('Linen Throw Pillow 20"');
    expect(document.querySelector('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]')).toBeNull();
    expect(refusals(error)).toEqual([expect.stringContaining('refused field "lineItems.url"')]);
  });

  it('safe addresses stay links and images: same-site paths and http(s) URLs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCart({
      cartData: cartWith((cart) => {
        cart.lineItems[0]!.url = 'https://cb2.example/linen-pillow';
        cart.lineItems[0]!.imagePath = 'https://cdn.example/pillow.jpg';
        cart.savedForLater![0]!.imagePath = '/images/saved-throw.jpg';
      }),
    });
    const item = lineOf('Linen Throw Pillow 20"');
    expect(within(item).getByRole('link', { name: 'Linen Throw Pillow 20"' })).toHaveAttribute(
      'href',
      'https://cb2.example/linen-pillow',
    );
    expect(item.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/pillow.jpg');
    const saved = document.querySelector('.hearth-cart__saved a');
    expect(saved?.getAttribute('href')).toMatch(/^\/furniture\//);
    expect(document.querySelector('.hearth-cart__saved img')).toHaveAttribute('src', '/images/saved-throw.jpg');
    expect(refusals(error)).toEqual([]);
  });

  it('refuses unsafe saved-for-later links and images of every list, each once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = renderCart({
      cartData: cartWith((cart) => {
        cart.lineItems[0]!.imagePath = 'javascript:alert(1)';
        cart.savedForLater![0]!.url = 'javascript:alert(2)';
        cart.savedForLater![0]!.imagePath = 'data:image/svg+xml,<svg onload=alert(3)>';
        cart.unavailableItems![0]!.imagePath = '//evil.example/x.png';
      }),
    });
    rerender(<CartPage navigate={vi.fn()} cartData={undefined} />);
    expect(document.querySelector('img[src^="javascript:" i], img[src^="data:" i], img[src^="//"]')).toBeNull();
    expect(document.querySelector('.hearth-cart__saved a')).toBeNull();
    expect(
      refusals(error)
        .map((message) => /field "([^"]+)"/.exec(message)?.[1])
        .sort(),
    ).toEqual(['lineItems.imagePath', 'savedForLater.imagePath', 'savedForLater.url', 'unavailableItems.imagePath']);
  });

  it.each([
    ['javascript:alert(1)', '/', 1],
    ['//evil.example/', '/', 1],
    ['https://www.shop.example/sale', 'https://www.shop.example/sale', 0],
    ['/sale', '/sale', 0],
  ])('continueShoppingUrl %j → %s', async (continueShoppingUrl, href, errors) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCart({ continueShoppingUrl });
    expect(await screen.findByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', href);
    expect(refusals(error)).toHaveLength(errors);
  });
});

describe('cart page states', () => {
  it('shows the loading skeleton, then the lines fetched from getCartJsx, prices in cents / 100', async () => {
    seedLine('200101', { qty: 2 });
    renderCart();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading your cart…');
    const line = await screen.findByRole('heading', { level: 3 });
    const item = line.closest('li') as HTMLElement;
    expect(within(item).getByText('$59.95')).toBeInTheDocument();
    expect(within(item).getByText('$119.90')).toBeInTheDocument();
    expect(within(item).getByRole('spinbutton')).toHaveValue('2');
    expect(callsTo(log, E.getCartJsx)).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('renders from cartData props without fetching', async () => {
    seedLine('200101');
    renderCart({ cartData: cartData(getSession()) as CartData });
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(log, E.getCartJsx)).toHaveLength(0);
  });

  it('shows the empty cart', async () => {
    renderCart();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it.each([
    ['http503', 'Network Error'],
    ['http504', 'Network Error'],
    ['network', "We're Sorry."],
    ['malformed', "We're Sorry."],
  ] as const)('shows the error state when getCartJsx fails (%s): %s', async (fault, title) => {
    setFault('getCartJsx', fault);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCart();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/checkout/cart');
  });

  it('formats Canadian prices and labels the Postal Code', async () => {
    resetConfig();
    setConfig({ ...demoConfig('CA') });
    seedLine('200101');
    renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    expect(within(item).getAllByText('CAD 59.95')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toHaveAttribute('maxlength', '7');
  });
});

describe('cart actions', () => {
  it('removes a line: busy, one call, reload, hearth:cart-updated with the count', async () => {
    seedLine('200101');
    seedLine('200102', { qty: 3 });
    const events = countEvents();
    const { user } = renderCart();
    await screen.findAllByRole('heading', { level: 3 });
    const first = screen.getAllByRole('heading', { level: 3 })[0]?.textContent ?? '';
    await user.click(within(lineOf(first)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(callsTo(log, E.removeItem)).toHaveLength(1);
    expect(callsTo(log, E.getCartJsx)).toHaveLength(2);
    expect(events.counts).toEqual([3]);
    events.stop();
  });

  it('a removed line hands focus on: the line now in its place, else the one before, else the cart region', async () => {
    seedLine('200101');
    seedLine('200102');
    seedLine('300108');
    const { user } = renderCart();
    await screen.findAllByRole('heading', { level: 3 });
    const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
    const [first, second, third] = names();
    const nameLink = (name: string) => within(lineOf(name)).getByRole('link', { name });
    await user.click(within(lineOf(first!)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names()).toEqual([second, third]));
    expect(nameLink(second!)).toHaveFocus();
    await user.click(within(lineOf(third!)).getByRole('button', { name: 'Save for Later' }));
    await waitFor(() => expect(names().slice(0, 1)).toEqual([second]));
    expect(nameLink(second!)).toHaveFocus();
    await user.click(within(lineOf(second!)).getByRole('button', { name: 'Remove' }));
    const region = screen.getByRole('region', { name: 'Shopping Cart' });
    await waitFor(() => expect(region).toHaveFocus());
  });

  it('a line leaving from the middle hands focus to the line now in its place, not the first', async () => {
    seedLine('200101');
    seedLine('200102');
    seedLine('300108');
    seedLine('300109');
    const { user } = renderCart();
    await screen.findAllByRole('heading', { level: 3 });
    const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
    const [first, second, third, fourth] = names();
    expect(names()).toHaveLength(4);
    const nameLink = (name: string) => within(lineOf(name)).getByRole('link', { name });
    await user.click(within(lineOf(second!)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names()).toEqual([first, third, fourth]));
    expect(nameLink(third!)).toHaveFocus();
    // the last of three leaves: the one before it, the middle one
    await user.click(within(lineOf(fourth!)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names()).toEqual([first, third]));
    expect(nameLink(third!)).toHaveFocus();
  });

  it('a refused removal leaves focus where it was', async () => {
    seedLine('200101');
    seedLine('200102');
    const { user } = renderCart();
    await screen.findAllByRole('heading', { level: 3 });
    const name = screen.getAllByRole('heading', { level: 3 })[0]?.textContent ?? '';
    log.server.use(http.post(`*${E.removeItem}`, () => HttpResponse.json({ isSuccess: false }), { once: true }));
    const remove = within(lineOf(name)).getByRole('button', { name: 'Remove' });
    await user.click(remove);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Shopping Cart' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(remove).toHaveFocus();
  });

  it('sends once on a rapid double click', async () => {
    seedLine('200101');
    seedLine('200102');
    const { user } = renderCart();
    await screen.findAllByRole('heading', { level: 3 });
    const name = screen.getAllByRole('heading', { level: 3 })[0]?.textContent ?? '';
    const remove = within(lineOf(name)).getByRole('button', { name: 'Remove' });
    await user.dblClick(remove);
    await user.click(remove);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(callsTo(log, E.removeItem)).toHaveLength(1);
  });

  it.each([
    ['Remove', 'cart', E.removeItem],
    ['Save for Later', 'cart', E.saveForLater],
    ['Move to Cart', 'saved', E.moveToCart],
    ['Remove', 'saved', E.removeItemFromSaveForLater],
  ] as const)(
    "a double click's second click on %j (%s) is dropped when the first was answered before it came: the next line slid under the pointer",
    async (button, list, endpoint) => {
      for (const sku of ['200101', '200102']) seedLine(sku, {}, list === 'saved' ? 'savedForLater' : 'cart');
      renderCart();
      const first = (await screen.findAllByRole('button', { name: button }))[0]!;
      const lines = screen.getAllByRole('button', { name: button }).length;
      fireEvent.click(first, { detail: 1 });
      await waitFor(() => expect(screen.getAllByRole('button', { name: button })).toHaveLength(lines - 1));
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Shopping Cart' })).toHaveAttribute('aria-busy', 'false'),
      );
      const next = screen.getAllByRole('button', { name: button })[0]!;
      fireEvent.click(next, { detail: 2 });
      fireEvent.click(next, { detail: 3 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(callsTo(log, endpoint)).toHaveLength(1);
      // a keyboard's click (detail 0) acts
      fireEvent.click(next, { detail: 0 });
      await waitFor(() => expect(callsTo(log, endpoint)).toHaveLength(2));
    },
  );

  it('updates the quantity with the stepper, once per answer', async () => {
    seedLine('200101');
    // the answer waits until the presses are made (a fixed delay could run out on a loaded machine)
    const release = holdAnswers(log.server, E.updateItem);
    const { user } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    const plus = within(item).getByRole('button', { name: 'Increase quantity' });
    await user.dblClick(plus);
    await waitFor(() => expect(within(item).getByRole('spinbutton')).toHaveValue('2'));
    release();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Shopping Cart' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(callsTo(log, E.updateItem).map((c) => c.body)).toEqual([{ lineItemId: 'line-1', quantity: 2 }]);
  });

  it("'Checkout' is busy while a quantity is being updated, and takes the click once the cart is in", async () => {
    signIn();
    seedLine('200101');
    const release = holdAnswers(log.server, E.updateItem);
    const { user, navigate } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    await user.click(within(item).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(checkout).toHaveAttribute('aria-disabled', 'true'));
    release();
    await waitFor(() => expect(checkout).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(checkout);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/shipping'));
  });

  it('ZIP and promo Apply and Add Donation are busy while a quantity is being updated; the typed ZIP and code are sent on the next press', async () => {
    seedLine('200101');
    const release = holdAnswers(log.server, E.updateItem);
    const { user } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    const promo = screen.getByRole('textbox', { name: 'Promo Code' });
    const zipApply = within(zip.closest('form') as HTMLElement).getByRole('button', { name: 'Apply' });
    const promoApply = within(promo.closest('form') as HTMLElement).getByRole('button', { name: 'Apply' });
    const donation = screen.getByRole('button', { name: 'Add Donation' });
    await user.type(zip, '60062');
    await user.type(promo, 'WELCOME10');
    await user.click(within(item).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(zipApply).toHaveAttribute('aria-disabled', 'true'));
    expect(promoApply).toHaveAttribute('aria-disabled', 'true');
    expect(donation).toHaveAttribute('aria-disabled', 'true');
    // a press meanwhile (Enter in the field too) sends nothing and keeps what was typed
    await user.type(zip, '{Enter}');
    expect(zip).toHaveValue('60062');
    release();
    await waitFor(() => expect(zipApply).not.toHaveAttribute('aria-disabled', 'true'));
    expect(promoApply).not.toHaveAttribute('aria-disabled', 'true');
    expect(donation).not.toHaveAttribute('aria-disabled', 'true');
    expect(callsTo(log, E.applyZipCode)).toHaveLength(0);
    await user.click(zipApply);
    await waitFor(() => expect(callsTo(log, E.applyZipCode)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Shopping Cart' })).toHaveAttribute('aria-busy', 'false'),
    );
    await user.click(
      within(screen.getByRole('textbox', { name: 'Promo Code' }).closest('form') as HTMLElement).getByRole('button', {
        name: 'Apply',
      }),
    );
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
  });

  it("while one line's quantity is being updated, the other lines wait: a press on their stepper, ship choice or links sends nothing and changes nothing", async () => {
    seedLine('200101');
    seedLine('200102');
    const release = holdAnswers(log.server, E.updateItem);
    const { user } = renderCart();
    const [first, second] = (await screen.findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.closest('li') as HTMLElement,
    ) as [HTMLElement, HTMLElement];
    const field = within(second).getByRole('spinbutton');
    const pickup = within(second).getByRole('radio', { name: 'Pick Up in Store' });
    const remove = within(second).getByRole('button', { name: 'Remove' });
    const save = within(second).getByRole('button', { name: 'Save for Later' });
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-disabled', 'true'));
    expect(within(second).getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    expect(pickup).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    // its own line: the stepper waits too, showing the quantity being sent
    expect(within(first).getByRole('spinbutton')).toHaveValue('2');
    expect(within(first).getByRole('spinbutton')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(second).getByRole('button', { name: 'Increase quantity' }));
    await user.click(pickup);
    await user.click(remove);
    await user.click(save);
    expect(field).toHaveValue('1');
    expect(pickup).not.toBeChecked();
    release();
    await waitFor(() => expect(field).not.toHaveAttribute('aria-disabled'));
    expect(field).toHaveValue('1');
    // (browsers give Ship its check back as the click is cancelled; happy-dom only on re-render)
    expect(within(second).getByRole('radio', { name: 'Ship' })).toBeChecked();
    expect(within(first).getByRole('spinbutton')).toHaveValue('2');
    expect(callsTo(log, E.updateItem)).toHaveLength(1);
    expect(callsTo(log, E.updateShipMethod)).toHaveLength(0);
    expect(callsTo(log, E.removeItem)).toHaveLength(0);
    expect(callsTo(log, E.saveForLater)).toHaveLength(0);
    // once the cart is in, the second line's stepper sends again
    await user.click(within(second).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(callsTo(log, E.updateItem)).toHaveLength(2));
    expect(await seriousViolations()).toEqual([]);
  }, 15_000);

  it("a quantity whose update fails does not stay in the line's field", async () => {
    seedLine('200101');
    setFault('updateItem', 'http503');
    const { user } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(callsTo(log, E.updateItem)).toHaveLength(1));
    await waitFor(() => expect(within(item).getByRole('spinbutton')).not.toHaveAttribute('aria-disabled'));
    expect(within(item).getByRole('spinbutton')).toHaveValue('1');
  });

  it('saves for later, moves back to the cart and removes a saved item', async () => {
    seedLine('200101');
    const { user } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Save for Later' }));
    const saved = await screen.findByRole('region', { name: 'Saved for Later' });
    await user.click(within(saved).getByRole('button', { name: 'Move to Cart' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved for Later' })).toBeNull());
    await user.click(
      within(lineOf(screen.getByRole('heading', { level: 3 }).textContent ?? '')).getByRole('button', {
        name: 'Save for Later',
      }),
    );
    const again = await screen.findByRole('region', { name: 'Saved for Later' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved for Later' })).toBeNull());
    expect(callsTo(log, E.removeItemFromSaveForLater)).toHaveLength(1);
  });

  it("while a saved line moves to the cart, the other saved line's Move to Cart and Remove wait: a press sends nothing", async () => {
    seedLine('200101');
    seedLine('300108', {}, 'savedForLater');
    seedLine('300109', {}, 'savedForLater');
    const { user } = renderCart();
    const saved = await screen.findByRole('region', { name: 'Saved for Later' });
    const [mover, other] = within(saved)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li') as HTMLElement) as [HTMLElement, HTMLElement];
    const otherMove = within(other).getByRole('button', { name: 'Move to Cart' });
    const otherRemove = within(other).getByRole('button', { name: 'Remove' });
    // each saved line's buttons say which item they act on
    const otherName = within(other).getByRole('heading', { level: 3 }).textContent!;
    expect(otherName).not.toBe(within(mover).getByRole('heading', { level: 3 }).textContent);
    expect(otherMove).toHaveAccessibleDescription(otherName);
    expect(otherRemove).toHaveAccessibleDescription(otherName);
    expect(otherMove).not.toHaveAttribute('aria-disabled');
    const release = holdAnswers(log.server, E.moveToCart);
    await user.click(within(mover).getByRole('button', { name: 'Move to Cart' }));
    await waitFor(() => expect(callsTo(log, E.moveToCart)).toHaveLength(1));
    expect(otherMove).toHaveAttribute('aria-disabled', 'true');
    expect(otherRemove).toHaveAttribute('aria-disabled', 'true');
    await user.click(otherMove);
    await user.click(otherRemove);
    release();
    await waitFor(() => expect(within(saved).getAllByRole('heading', { level: 3 })).toHaveLength(1));
    await waitFor(() => expect(otherMove).not.toHaveAttribute('aria-disabled'));
    expect(callsTo(log, E.moveToCart)).toHaveLength(1);
    expect(callsTo(log, E.removeItemFromSaveForLater)).toHaveLength(0);
  });

  it('switches a line to pickup and shows its pickup estimate; IsReset shows the outage message', async () => {
    const line = seedLine('200101');
    const { user } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('radio', { name: 'Pick Up in Store' }));
    expect(await within(item).findByText('Pick up in 2-4 days')).toBeInTheDocument();
    expect(callsTo(log, E.updateShipMethod)[0]?.body).toEqual({ lineItemId: line.id, shipMethod: 2 });
    expect(within(item).getByRole('radio', { name: 'Pick Up in Store' })).toBeChecked();
    setFault('getEdd', 'reset');
    await user.click(within(item).getByRole('radio', { name: 'Ship' }));
    await user.click(within(item).getByRole('radio', { name: 'Pick Up in Store' }));
    expect(
      await screen.findByText('Pickup estimates are temporarily unavailable. Please check again later.'),
    ).toBeInTheDocument();
  });

  it('removes the installation service', async () => {
    seedLine('300109', { isInstallationServiceRequired: true, installationServiceType: 1 });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Installation Service' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Installation Service' })).toBeNull());
    expect(callsTo(log, E.removeInstallationService)).toHaveLength(1);
  });

  it('adds the donation', async () => {
    seedLine('200101');
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Add Donation' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Donation to Habitat for Humanity $5' }),
    ).toBeInTheDocument();
  });

  it('checks the ZIP code on the client, ties the error to the field, and shows the failure message', async () => {
    seedLine('200101');
    const { user } = renderCart();
    const zip = await screen.findByRole('textbox', { name: 'ZIP Code' });
    const form = zip.closest('form') as HTMLElement;
    await user.type(zip, '123');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP Code.');
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, E.applyZipCode)).toHaveLength(0);
    setFault('applyZipCode', 'http503');
    await user.clear(zip);
    await user.type(zip, '60062');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Zip code could not be updated'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("applies a promo code, shows the server's promoErrorMessage and removes the code", async () => {
    seedLine('200101');
    const { user } = renderCart();
    const promo = await screen.findByRole('textbox', { name: 'Promo Code' });
    await user.type(promo, 'NOPE{Enter}');
    await waitFor(() =>
      expect(promo).toHaveAccessibleDescription(
        'The promotion code NOPE is not valid. Please check the code and try again.',
      ),
    );
    await user.clear(promo);
    await user.type(promo, 'WELCOME10{Enter}');
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(screen.getByText('Discount')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove', description: /WELCOME10/ }));
    expect(await screen.findByRole('textbox', { name: 'Promo Code' })).toBeInTheDocument();
  });

  it('shows rewards and the rewardsExceedOrderTotalMessage', async () => {
    signIn();
    seedLine('800005');
    renderCart();
    expect(await screen.findByText('Rewards')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(
      screen.getByText('Your rewards exceed your order total. The remaining balance will stay on your account.'),
    ).toBeInTheDocument();
  });

  it('opens the cart error popup on a failed action; its button returns to /checkout/cart', async () => {
    seedLine('200101');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, navigate } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    setFault('saveForLater', 'http504');
    await user.click(within(item).getByRole('button', { name: 'Save for Later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Cart' }));
    expect(navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('a failure that comes after the cart has left the page is dropped: nothing logged, no navigation', async () => {
    seedLine('200101');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, navigate, unmount } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    setFault('saveForLater', 'http504');
    const release = holdAnswers(log.server, E.saveForLater);
    await user.click(within(item).getByRole('button', { name: 'Save for Later' }));
    await waitFor(() => expect(callsTo(log, E.saveForLater)).toHaveLength(1));
    errors.mockClear();
    unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(errors).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a server-supplied message where it comes, and logs others only', async () => {
    seedLine('200101');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCart();
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    log.server.use(
      http.post(`*${E.removeItem}`, () => HttpResponse.json({ isSuccess: false, message: 'Something else' }), {
        once: true,
      }),
    );
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    log.server.use(
      http.post(`*${E.removeItem}`, () =>
        HttpResponse.json({ isSuccess: false, cartErrorMessage: 'Card has been reissued. Please use new card.' }),
      ),
    );
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Card has been reissued. Please use new card.');
  });
});

describe('checkout button and its popups [ref: cart#rules]', () => {
  it("opens the 'Checkout Now' flyout for a guest: sign-in island, Guest Checkout form POST with the token", async () => {
    document.body.innerHTML =
      '<form id="__AjaxAntiForgeryForm"><input type="hidden" name="__RequestVerificationToken" value="tok-9"></form>';
    seedLine('200101');
    const { user, navigate } = renderCart();
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    await user.click(checkout);
    const flyout = await screen.findByRole('dialog', { name: 'Checkout Now' });
    expect(flyout).toHaveAttribute('data-side', 'right');
    expect(within(flyout).getByRole('heading', { name: 'Returning Customers' })).toBeInTheDocument();
    expect(within(flyout).getByRole('heading', { name: 'New Customers' })).toBeInTheDocument();
    const island = flyout.querySelector('[data-island="sign-in"]');
    expect(JSON.parse(island?.getAttribute('data-props') ?? '{}')).toEqual({ returnUrl: '/checkout/shipping' });
    expect(within(flyout).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/account/login?returnUrl=%2Fcheckout%2Fshipping&isRedirect=true',
    );
    const guest = within(flyout).getByRole('button', { name: 'Guest Checkout' });
    const form = guest.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/checkout/shipping');
    expect(form.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value).toBe('tok-9');
    // heard on the document, after the island's own handler (React's, on its root) has had its say
    const submits: boolean[] = [];
    const heard = (event: Event) => {
      submits.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('submit', heard);
    onTestFinished(() => document.removeEventListener('submit', heard));
    await user.dblClick(guest);
    expect(submits.filter(Boolean)).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
    // (read after the axe run: a navigation the press set off has had its time)
    expect(navigate).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(checkout).toHaveFocus());
    document.body.innerHTML = '';
  });

  it('uses renderSignIn for npm users', async () => {
    seedLine('200101');
    const { user } = renderCart({ renderSignIn: ({ returnUrl }) => <p>Sign in then go to {returnUrl}</p> });
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Sign in then go to /checkout/shipping')).toBeInTheDocument();
  });

  it('goes to the redirect URL for a signed-in shopper', async () => {
    signIn();
    seedLine('200101');
    // The answer comes after the second click, as from a real server (msw answers at once).
    log.server.use(http.post(`*${E.checkout}`, () => delay(50)));
    const { user, navigate } = renderCart();
    const release = holdAnswers(log.server, E.checkout);
    await user.dblClick(await screen.findByRole('button', { name: 'Checkout' }));
    expect(callsTo(log, E.checkout)).toHaveLength(1); // the second click landed while the first was in flight
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/shipping'));
    expect(callsTo(log, E.checkout)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the oversize warning first (title and boxes, sizes in inches), then the flyout; a sectional, only delivered, is warned about doorways, not store pickup', async () => {
    seedLine('420100', { shipMethod: 2 });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oversize item information' });
    expect(dialog).toHaveTextContent(M.oversizeDeliveryText);
    expect(dialog).not.toHaveTextContent(/store pickup/);
    const table = within(dialog).getAllByRole('table')[0] as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Box', 'Quantity', 'Width (in.)', 'Depth (in.)', 'Height (in.)']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('11884236');
    expect(within(table).getAllByRole('row')[2]?.textContent).toBe('21704236');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout Now' })).toBeInTheDocument();
  });

  it('opens the popupUrl popup with the server HTML sanitized', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${E.checkout}`, () =>
        HttpResponse.json({ isSuccess: true, redirectUrl: '/checkout/shipping', popupUrl: '/test/popup' }),
      ),
      http.get('*/test/popup', () =>
        HttpResponse.html(
          '<h2>Holiday Delivery</h2><p>Order by Dec 15.</p><script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2">',
        ),
      ),
    );
    const { user, navigate } = renderCart();
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    await user.click(checkout);
    const dialog = await screen.findByRole('dialog', { name: 'Holiday Delivery' });
    expect(within(dialog).getByText('Order by Dec 15.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(checkout).toHaveFocus());
  });

  it('a popupUrl that cannot be read says so in the popup, logs it, and gives the focus back', async () => {
    seedLine('200101');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.server.use(
      http.post(`*${E.checkout}`, () =>
        HttpResponse.json({ isSuccess: true, redirectUrl: '/checkout/shipping', popupUrl: '/test/popup' }),
      ),
      http.get('*/test/popup', () => new HttpResponse('down', { status: 503 })),
    );
    const { user, navigate } = renderCart();
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    await user.click(checkout);
    const dialog = await screen.findByRole('dialog', { name: 'Please Note' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This information could not be loaded. Please try again later.',
    );
    expect(String(error.mock.calls.at(-1)?.[0])).toBe('hearth cart: popupUrl failed');
    expect(navigate).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(checkout).toHaveFocus());
    error.mockRestore();
  });

  it('a popupUrl popup opens at once, loading, until its content comes', async () => {
    seedLine('200101');
    let answer: (value: Response) => void = () => {};
    log.server.use(
      http.post(`*${E.checkout}`, () =>
        HttpResponse.json({ isSuccess: true, redirectUrl: '/checkout/shipping', popupUrl: '/test/popup' }),
      ),
      http.get('*/test/popup', () => new Promise<Response>((done) => (answer = done))),
    );
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please Note' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    answer(HttpResponse.html('<h2>Holiday Delivery</h2><p>Order by Dec 15.</p>'));
    expect(await screen.findByRole('dialog', { name: 'Holiday Delivery' })).toHaveTextContent('Order by Dec 15.');
  });

  it.each([
    [
      'nlaItems',
      {},
      'Item(s) no longer available',
      'The following items are no longer available and must be removed before you can check out.',
      '/ReactCheckout/RemoveNlaItems',
    ],
    [
      'allNlaItems',
      { only: true },
      'Item(s) no longer available',
      'None of the items in your cart are available any more. Remove them to continue shopping.',
      '/ReactCheckout/RemoveAllNlaItems',
    ],
    [
      'inHousePersonalizationNlaItems',
      { isPersonalized: true },
      'Item(s) no longer available',
      'The following personalized items are no longer available and must be removed before you can check out.',
      '/ReactCheckout/RemoveInHousePersonalizedNlaItems',
    ],
  ] as const)('opens the %s popup with its text, list and removal call', async (_type, extra, title, text, path) => {
    if (!('only' in extra)) seedLine('200101');
    seedLine('300107', { qty: 2, isPersonalized: 'isPersonalized' in extra });
    const events = countEvents();
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    const item = within(dialog).getByRole('listitem');
    expect(item).toHaveTextContent('Discontinued Cane Side Table');
    expect(item).toHaveTextContent('$249.00');
    expect(item).toHaveTextContent('Quantity: 2');
    expect(item).toHaveTextContent('No longer available');
    expect(item.querySelector('img')).toHaveAttribute('src', expect.stringContaining('300107'));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Remove Item(s)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(log, path)).toHaveLength(1);
    expect(events.counts.length).toBe(1);
    events.stop();
  });

  it.each([
    [
      4,
      'Please Edit Your Cart to Proceed',
      'Installation service is not available for some items. Please remove the installation service to proceed.',
    ],
    [
      5,
      'Personalization Service Unavailable',
      'Personalization is not available right now. Please remove the personalized items to proceed.',
    ],
    [
      9,
      'Item(s) cannot be shipped to or picked up in this state',
      'The following items cannot be shipped to or picked up in your state and must be removed before you can check out.',
    ],
    [1, 'Please Edit Your Cart to Proceed', 'Please review the items in your cart before you check out.'],
  ])('opens the popup of errorType %i, with its text', async (errorType, title, text) => {
    seedLine('200101');
    log.server.use(http.post(`*${E.checkout}`, () => HttpResponse.json({ isSuccess: false, errorType })));
    const { user, navigate } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('button', { name: 'Remove Item(s)' })).toHaveLength(errorType === 9 ? 1 : 0);
    await user.click(within(dialog).getByRole('button', { name: 'Return to Cart' }));
    expect(navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('says nothing for emptyBasket', async () => {
    seedLine('200101');
    log.server.use(http.post(`*${E.checkout}`, () => HttpResponse.json({ isSuccess: false, errorType: 8 })));
    const { user, navigate } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(callsTo(log, E.getCartJsx)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['http503', 'Network Error'],
    ['http504', 'Network Error'],
    ['network', "We're Sorry."],
    ['reset', "We're Sorry."],
  ] as const)('opens the cart error popup when checkout fails (%s)', async (fault, title) => {
    seedLine('200101');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('checkout', fault);
    const { user, navigate } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');
    expect(navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it("asks 'Are you sure?' before removing reward certificates", async () => {
    seedLine('200101');
    getSession().checkout.certificates.push({ number: 'RC1000', amount: 1000 });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Reward Certificates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(log, '/ReactCheckout/RemoveCertificates')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Reward Certificates' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Remove Certificates',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(log, '/ReactCheckout/RemoveCertificates')).toHaveLength(1);
  });

  it("uses the other provider's certificates call when the paymentProvider feature is on", async () => {
    setConfig({ features: { paymentProvider: true } });
    seedLine('200101');
    getSession().checkout.certificates.push({ number: 'RC1000', amount: 1000 });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Reward Certificates' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Remove Certificates',
      }),
    );
    await waitFor(() => expect(callsTo(log, '/api/checkout/payment-provider/remove-certificates')).toHaveLength(1));
  });
});
