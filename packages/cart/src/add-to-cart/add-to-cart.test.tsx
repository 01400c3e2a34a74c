import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '@hearth/mock-api';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AddToCart } from './add-to-cart';
import { ConfirmationPopup, loadSender } from './lazy-popups';
import type { AddToCartEnv } from './add-to-cart-env';
import { PATHS, layoutCarousels, listenToPageEvents, seriousAxeViolations, setupMockApi } from '../testing/add-to-cart';
import { clickThreeTimes, holdAnswers } from '@hearth/mock-api/testing';

const api = setupMockApi();
let events: ReturnType<typeof listenToPageEvents>;
beforeEach(() => {
  events = listenToPageEvents();
});
afterEach(() => events.stop());

function fakeEnv() {
  const log = vi.fn();
  const navigate = vi.fn();
  const sleeps: number[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const env: Partial<AddToCartEnv> = { log, navigate, sleep: (ms) => (sleeps.push(ms), gate) };
  return { env, log, navigate, sleeps, release: () => release() };
}

const SOFA = [{ Sku: '410100' }];

describe('AddToCart: plain add [ref: add-to-cart#rules]', () => {
  it('posts the item list with its defaults, refreshes the header and shows the standard popup with add-ons', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    const [sent] = api.to(PATHS.addItem);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual([
      expect.objectContaining({
        Sku: '410100',
        Quantity: 1,
        ShipMethod: 1,
        OptionChoiceParameter: '',
        IsPickupSelected: false,
      }),
    ]);
    expect(events.cartUpdates).toEqual([1]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 item added to your cart');
    const addOns = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    expect(within(addOns).getAllByRole('listitem')).toHaveLength(4);
    expect(within(addOns).getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(4);
    expect(within(addOns).getByText('$59.95')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('items added at once are a carousel showing one at a time [ref: add-to-cart#limits]; one item is shown as it is', async () => {
    const restoreLayout = layoutCarousels(600);
    onTestFinished(restoreLayout);
    const user = userEvent.setup();
    const view = render(<AddToCart items={[{ Sku: '300101' }, { Sku: '300102' }]} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 items added to your cart');
    const carousel = within(dialog).getByRole('region', { name: 'Items added' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(slides.map((slide) => slide.querySelector('[data-sku]')?.getAttribute('data-sku'))).toEqual([
      '300101',
      '300102',
    ]);
    // one in view: the second is out of reach until Next
    await waitFor(() => expect(slides[1]).toHaveAttribute('aria-hidden', 'true'));
    expect(slides[0]).not.toHaveAttribute('aria-hidden');
    await user.click(await within(carousel).findByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slides[0]).toHaveAttribute('aria-hidden', 'true'));
    expect(slides[1]).not.toHaveAttribute('aria-hidden');
    view.unmount();

    render(<AddToCart items={SOFA} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const single = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(within(single).queryByRole('region', { name: 'Items added' })).toBeNull();
    expect(single.querySelector('.hearth-add-to-cart__added [data-sku="410100"]')).not.toBeNull();
  });

  it('tells what surrounds it: hearth:added-to-cart bubbles from its element with the items, and onAdded gets them', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    const onAdded = vi.fn();
    const { container } = render(<AddToCart items={SOFA} confirmationType="ignore" onAdded={onAdded} />);
    container.addEventListener('hearth:added-to-cart', (event) => heard((event as CustomEvent).detail));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard.mock.calls[0]![0]).toEqual({ items: [expect.objectContaining({ sku: '410100', quantity: 1 })] });
    expect(onAdded).toHaveBeenCalledWith([expect.objectContaining({ sku: '410100', quantity: 1 })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends no hearth:added-to-cart when the add fails', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    setFault('addItem', 'http503');
    const { env } = fakeEnv();
    const { container } = render(<AddToCart items={SOFA} env={env} />);
    container.addEventListener('hearth:added-to-cart', heard);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    expect(heard).not.toHaveBeenCalled();
  });

  it('sends the quantity picked beside the button', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} showQuantity quantityName="qty" />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([expect.objectContaining({ Sku: '410100', Quantity: 3 })]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 items added to your cart');
  });

  it('a rapid double click sends once', async () => {
    const release = holdAnswers(api.server, PATHS.addItem);
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-busy', 'true'); // both clicks landed while the add was in flight
    release();
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.addItem)).toHaveLength(1);
  });

  it('three clicks 250 ms apart where the button is add once: the popup the first opened takes the next two and stays open', async () => {
    render(<AddToCart items={SOFA} />);
    // a mouse reaches the button before it presses: the popup's code and the sending code load then
    await Promise.all([ConfirmationPopup.preload(), loadSender()]);
    const landed = await clickThreeTimes(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    // the popup was open under the last click: what the test is about
    expect(landed[2]).toBe(dialog);
    // an add the third click made would be in by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.to(PATHS.addItem)).toHaveLength(1);
    expect(dialog).toHaveAttribute('open');
  }, 15_000);

  it('is busy while the add is in flight, then idle again', async () => {
    const release = holdAnswers(api.server, PATHS.addItem);
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('confirmation type "ignore" from the page only refreshes the cart header', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} confirmationType="ignore" />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(events.cartUpdates).toEqual([1]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirmation type "ignore" from the answer (a donation) shows no popup either', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '800005' }]} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(events.cartUpdates).toEqual([1]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('dispatches no analytics event (the spec names none for add-to-cart)', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(events.analytics).toEqual([]);
  });

  it('closes on Continue Shopping and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(within(dialog).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/checkout/cart');
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

describe('AddToCart: failures are logged only [ref: add-to-cart#errors]', () => {
  it.each(['http503', 'http504', 'network', 'reset', 'malformed'] as const)(
    '%s: logged, no popup, the button is usable again',
    async (fault) => {
      setFault('addItem', fault);
      const { env, log } = fakeEnv();
      const user = userEvent.setup();
      render(<AddToCart items={SOFA} env={env} />);
      const button = screen.getByRole('button', { name: 'Add to cart' });
      await user.click(button);
      await waitFor(() => expect(log).toHaveBeenCalledTimes(1), { timeout: 3000 });
      expect(String(log.mock.calls[0]?.[0])).toMatch(/add-to-cart: addItem failed/);
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(button).toBeEnabled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(events.cartUpdates).toEqual([]);
    },
  );

  it('an answer with isSuccess false is logged, nothing else', async () => {
    const { env, log } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '300107' }]} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events.cartUpdates).toEqual([]);
  });
});

describe('AddToCart: labels by config [ref: add-to-cart#limits]', () => {
  it.each([
    [1, 'Add to cart'],
    [2, 'Request a quote'],
    [3, 'Call a store'],
    [4, 'Select a store'],
    [5, 'Pick up in store'],
    [6, 'Add Gift Wrap to cart'],
    [7, 'Accept Terms And Add To Cart'],
  ])('config %i reads %s', (config, name) => {
    render(<AddToCart items={SOFA} labelConfig={config} labelText="Gift Wrap" />);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it("describedBy: a shelf's 'Add to cart' is described by its product's name", () => {
    render(
      <ul>
        {['Lounge Sofa', 'Oak Side Table'].map((name, i) => (
          <li key={name}>
            <h3 id={`card-${i}`}>{name}</h3>
            <AddToCart items={SOFA} describedBy={`card-${i}`} />
          </li>
        ))}
      </ul>,
    );
    const buttons = screen.getAllByRole('button', { name: 'Add to cart' });
    expect(buttons.map((button) => button.getAttribute('aria-describedby'))).toEqual(['card-0', 'card-1']);
    expect(buttons[1]).toHaveAccessibleDescription('Oak Side Table');
  });

  it('config 7 adds, then goes to the cart 300 ms after accepting, with no popup', async () => {
    const { env, navigate, sleeps, release } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} labelConfig={7} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Accept Terms And Add To Cart' }));
    await waitFor(() => expect(events.cartUpdates).toEqual([1]));
    expect(sleeps).toEqual([300]);
    expect(navigate).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/cart'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('config 7 does not go to the cart when the add fails', async () => {
    setFault('addItem', 'http503');
    const { env, navigate, log, release } = fakeEnv();
    release();
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} labelConfig={7} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Accept Terms And Add To Cart' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('AddToCart: custom-confirmation path [ref: add-to-cart#rules]', () => {
  it('hasCustomOrderConfirmation opens the Custom popup; accepting adds and goes to the cart after 300 ms', async () => {
    const { env, navigate, sleeps, release } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '600101', OptionChoiceParameter: 'oc-9' }]} customConfirmation env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom Order' });
    const [check] = api.to(PATHS.custom);
    expect(check?.method).toBe('GET');
    expect(Object.fromEntries(check!.url.searchParams)).toEqual({ sku: '600101', optionChoiceParameter: 'oc-9' });
    expect(api.to(PATHS.addItem)).toHaveLength(0);
    expect(within(dialog).getByText(/made to order for you/)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Accept Terms And Add To Cart' }));
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(1));
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([
      expect.objectContaining({ Sku: '600101', OptionChoiceParameter: 'oc-9' }),
    ]);
    await waitFor(() => expect(events.cartUpdates).toEqual([1]));
    expect(sleeps).toEqual([300]);
    expect(navigate).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/cart'));
  });

  it('without hasCustomOrderConfirmation it posts to addItem and shows the standard popup', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} customConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.custom)).toHaveLength(1);
    expect(api.to(PATHS.addItem)).toHaveLength(1);
  });

  it('an answer without hasCustomOrderConfirmation is no custom confirmation: the standard popup', async () => {
    api.server.use(http.get(`*${PATHS.custom}`, () => HttpResponse.json({ title: 'Made to Order' })));
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} customConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(screen.queryByText('Made to Order')).toBeNull();
    expect(api.to(PATHS.addItem)).toHaveLength(1);
  });

  it('a failed check is logged and adds nothing', async () => {
    setFault('customConfirmation', 'http504');
    const { env, log } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '600101' }]} customConfirmation env={env} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(api.to(PATHS.addItem)).toHaveLength(0);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('the pricing answer’s customOrderConfirmation also takes the path', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '600101' }]} showPrice />);
    await screen.findByText('$2,899.00');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Custom Order' });
    expect(api.to(PATHS.addItem)).toHaveLength(0);
  });
});

describe('AddToCart: add-ons [ref: add-to-cart#screens, #data, #rules]', () => {
  async function openPopup() {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    const rows = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.closest('.hearth-add-ons'));
    return { user, dialog, rows };
  }

  it("adding one posts it with Location 'Furniture Add-On'; its button becomes 'Added', the count grows, the header refreshes", async () => {
    const { user, dialog, rows } = await openPopup();
    const row = rows[0]!;
    await user.click(within(row).getByRole('button', { name: 'Add to Cart' }));
    await within(row).findByRole('button', { name: 'Added' });
    expect(within(row).getByRole('button', { name: 'Added' })).toBeDisabled();
    const adds = api.to(PATHS.addItem);
    expect(adds).toHaveLength(2);
    expect(adds[1]?.body).toEqual([
      { Sku: '200101', Quantity: 1, OptionChoiceParameter: '', Location: 'Furniture Add-On' },
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 items added to your cart');
    expect(events.cartUpdates).toEqual([1, 2]);
    // the others are still to add
    expect(within(rows[1]!).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("an add-on turning 'Added' (disabled) keeps focus in the popup: the next add-on, then the popup itself", async () => {
    const { user, dialog, rows } = await openPopup();
    const buttons = rows.map((row) => within(row).getByRole('button', { name: 'Add to Cart' }));
    await user.click(buttons[0]!);
    await within(rows[0]!).findByRole('button', { name: 'Added' });
    expect(buttons[1]).toHaveFocus();
    for (const button of buttons.slice(1)) {
      await user.click(button);
      await waitFor(() => expect(button).toBeDisabled());
    }
    expect(dialog).toHaveFocus();
  });

  it('a double click on an add-on sends once', async () => {
    const { user, rows } = await openPopup();
    await user.dblClick(within(rows[1]!).getByRole('button', { name: 'Add to Cart' }));
    await within(rows[1]!).findByRole('button', { name: 'Added' });
    expect(api.to(PATHS.addItem)).toHaveLength(2);
  });

  it('a failed add-on add is not shown: logged, the button reads Add to Cart again', async () => {
    const { env, log } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    setFault('addItem', 'http503');
    const row = within(dialog)
      .getAllByRole('listitem')
      .find((li) => li.closest('.hearth-add-ons'))!;
    const button = within(row).getByRole('button', { name: 'Add to Cart' });
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(button).toHaveTextContent('Add to Cart');
    expect(button).toBeEnabled();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 item added to your cart');
  });

  it('an add-on failing after the island has left the page is dropped: nothing logged', async () => {
    const { env, log } = fakeEnv();
    const user = userEvent.setup();
    const view = render(<AddToCart items={SOFA} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    setFault('addItem', 'http503');
    const release = holdAnswers(api.server, PATHS.addItem);
    const row = within(dialog)
      .getAllByRole('listitem')
      .find((li) => li.closest('.hearth-add-ons'))!;
    await user.click(within(row).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(2));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log).not.toHaveBeenCalled();
  });

  it('an add that fails after the island has left the page is dropped: nothing logged', async () => {
    const { env, log } = fakeEnv();
    setFault('addItem', 'http503');
    const release = holdAnswers(api.server, PATHS.addItem);
    const user = userEvent.setup();
    const view = render(<AddToCart items={SOFA} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(1));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log).not.toHaveBeenCalled();
  });

  it('add-ons from the page replace the answer’s', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} addOns={[{ sku: '200105', name: 'Page Pick', formattedPrice: 1000 }]} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByText('Page Pick')).toBeInTheDocument();
    expect(within(region).getByText('$1,000.00')).toBeInTheDocument();
  });
});

describe('AddToCart: server-supplied addresses', () => {
  const refusals = (error: { mock: { calls: unknown[][] } }) =>
    error.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.startsWith('hearth: island "add-to-cart" refused field'))
      .map((message) => /field "([^"]+)"/.exec(message)?.[1]);

  async function openWith(addOns: Array<Record<string, unknown>>) {
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} addOns={addOns as never} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    return within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
  }

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/pillow',
    '/\t/evil.example/pillow',
  ])(
    'an add-on navigateUrl %j: the name renders as text, with one console.error naming the field',
    async (navigateUrl) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const region = await openWith([{ sku: '200105', name: 'Page Pick', formattedPrice: 1000, navigateUrl }]);
      expect(within(region).getByText('Page Pick').closest('a')).toBeNull();
      expect(within(region).queryByRole('link')).toBeNull();
      expect(refusals(error)).toEqual(['addOns.navigateUrl']);
    },
  );

  it('safe add-on links and images stay; unsafe images are left out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const region = await openWith([
      {
        sku: '200105',
        name: 'Safe Pick',
        formattedPrice: 1000,
        navigateUrl: '/furniture/pick/s200105',
        imageUrl: 'https://cdn.example/pick.jpg',
      },
      {
        sku: '200106',
        name: 'Bad Image',
        formattedPrice: 1000,
        imageUrl: 'javascript:alert(1)',
        imagePath: '/fine.svg',
      },
    ]);
    expect(within(region).getByRole('link', { name: 'Safe Pick' })).toHaveAttribute('href', '/furniture/pick/s200105');
    const [safe, bad] = within(region).getAllByRole('listitem');
    expect(safe!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/pick.jpg');
    expect(bad!.querySelector('img')).toBeNull();
    expect(refusals(error)).toEqual(['addOns.imageUrl']);
  });

  it('an unsafe image of an added item is left out', async () => {
    api.server.use(
      http.post(`*${PATHS.addItem}`, () =>
        HttpResponse.json({
          isSuccess: true,
          items: [{ sku: '410100', quantity: 1, name: 'Lounge Sofa', imagePath: 'javascript:alert(1)' }],
          addOns: [],
        }),
      ),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(within(dialog).getByText('Lounge Sofa')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    expect(refusals(error)).toEqual(['items.imagePath']);
  });
});

describe('AddToCart: the page’s own quantity field', () => {
  it('sends the quantity of the quantity-selector matched by quantitySelector, read at click time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <div id="product-quantity">
          <input aria-label="Quantity of Lounge Sofa" defaultValue="1" />
        </div>
        <AddToCart items={SOFA} quantitySelector="#product-quantity" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Quantity of Lounge Sofa' });
    await user.clear(field);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([expect.objectContaining({ Quantity: 4 })]);
  });

  it('ignores a missing field or a value outside 1-99', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input id="qty" aria-label="qty" defaultValue="120" />
        <AddToCart items={[{ Sku: '410100', Quantity: 2 }]} quantitySelector="#qty" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([expect.objectContaining({ Quantity: 2 })]);
  });
});

describe('AddToCart: what the page or the app sets', () => {
  it("shows no quantity selector unless showQuantity asks for one; the wrapper and the button keep Hearth's classes", () => {
    const { container } = render(<AddToCart items={SOFA} className="pdp-add" />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    expect(container.firstElementChild).toHaveClass('hearth-add-to-cart', 'pdp-add');
    expect(button).toHaveClass('hearth-add-to-cart__button');
  });

  it('disabled: the button cannot be pressed', () => {
    render(<AddToCart items={SOFA} disabled />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('label config 6 without labelText reads "Add to cart" [ref: add-to-cart#limits]', () => {
    render(<AddToCart items={SOFA} labelConfig={6} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it("the site given prices with its prefix: 'CAD ' for CA [ref: add-to-cart#rules]", async () => {
    render(<AddToCart items={SOFA} showPrice site="CA" />);
    expect(await screen.findByText('CAD 1,899.00')).toBeInTheDocument();
  });

  it('the quantity selector is disabled while the add is in flight, then usable again', async () => {
    const release = holdAnswers(api.server, PATHS.addItem);
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} showQuantity />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-busy', 'true');
    expect(increase).toBeDisabled();
    release();
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    await waitFor(() => expect(increase).toBeEnabled());
  });
});

describe('AddToCart: what the popup says was added [ref: add-to-cart#data]', () => {
  it("shows each added item's name (else its sku), personalization text, chosen options and price", async () => {
    api.server.use(
      http.post(`*${PATHS.addItem}`, () =>
        HttpResponse.json({
          isSuccess: true,
          items: [
            {
              sku: '500102',
              quantity: 1,
              name: 'Bath Towel',
              personalizationText: 'JMA',
              formattedPrice: 29,
              selectedOptions: [
                { title: 'Color', text: 'Navy' },
                { title: '', text: 'Gift wrap' },
              ],
            },
          ],
          addOns: [],
        }),
      ),
    );
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '500102' }]} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    const item = dialog.querySelector('[data-sku="500102"]') as HTMLElement;
    expect(within(item).getByText('Bath Towel')).toBeInTheDocument();
    expect(within(item).getByText('JMA')).toBeInTheDocument();
    expect(
      within(item)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Color: Navy', 'Gift wrap']);
    expect(within(item).getByText('$29.00')).toBeInTheDocument();
  });

  it('an added item the answer does not name shows its sku', async () => {
    api.server.use(
      http.post(`*${PATHS.addItem}`, () =>
        HttpResponse.json({ isSuccess: true, items: [{ sku: '410100', quantity: 1, name: '' }], addOns: [] }),
      ),
    );
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(dialog.querySelector('[data-sku="410100"]')).toHaveTextContent(/^410100$/);
  });
});

describe('AddToCart: the Custom popup [ref: add-to-cart#screens]', () => {
  it("is titled 'Custom' when the answer gives no title", async () => {
    api.server.use(
      http.get(`*${PATHS.custom}`, () =>
        HttpResponse.json({ hasCustomOrderConfirmation: true, message: 'Made for you in 8 weeks.' }),
      ),
    );
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '600101' }]} customConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom' });
    expect(within(dialog).getByText('Made for you in 8 weeks.')).toBeInTheDocument();
  });
});

describe('AddToCart: an add-on after a failed add', () => {
  it('can be pressed again, and then goes in', async () => {
    const { env, log } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    setFault('addItem', 'http503');
    const row = within(dialog)
      .getAllByRole('listitem')
      .find((li) => li.closest('.hearth-add-ons'))!;
    const button = within(row).getByRole('button', { name: 'Add to Cart' });
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    setFault('addItem', null);
    await user.click(button);
    await within(row).findByRole('button', { name: 'Added' });
    expect(api.to(PATHS.addItem)).toHaveLength(3);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 items added to your cart');
  });
});

describe('AddToCart: the page’s own quantity field at its bounds [ref: add-to-cart#limits]', () => {
  it.each([
    ['1', 1],
    ['99', 99],
  ])('a field that is itself the input, reading %s, sends %i', async (value, quantity) => {
    const user = userEvent.setup();
    render(
      <>
        <input id="qty" aria-label="qty" defaultValue={value} />
        <AddToCart items={[{ Sku: '410100', Quantity: 2 }]} quantitySelector="#qty" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([expect.objectContaining({ Quantity: quantity })]);
  });
});

describe('AddToCart: answers that refuse', () => {
  it('an add answer with error true is logged only: no popup, no header refresh', async () => {
    api.server.use(http.post(`*${PATHS.addItem}`, () => HttpResponse.json({ error: true, message: 'Out of stock.' })));
    const { env, log } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} env={env} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(String(log.mock.calls[0]?.[1])).toMatch(/Out of stock\./);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events.cartUpdates).toEqual([]);
  });

  it('an item list left empty sends nothing', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[]} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.addItem)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AddToCart: an add-on answer that comes late [ref: add-to-cart#rules]', () => {
  it('still refreshes the header once the popup has closed and a new add has opened another', async () => {
    let releaseAddOn!: () => void;
    const addOnHeld = new Promise<void>((resolve) => (releaseAddOn = resolve));
    api.server.use(
      http.post(`*${PATHS.addItem}`, async ({ request }) => {
        const [item] = (await request.clone().json()) as Array<{ Location?: string }>;
        if (item?.Location === 'Furniture Add-On') await addOnHeld; // then the demo backend answers
      }),
    );
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    const row = within(dialog)
      .getAllByRole('listitem')
      .find((li) => li.closest('.hearth-add-ons'))!;
    await user.click(within(row).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(events.cartUpdates).toEqual([1, 2]);
    releaseAddOn();
    await waitFor(() => expect(events.cartUpdates).toEqual([1, 2, 3]));
  });
});

describe('AddToCart: what the page names and the popup shows', () => {
  it('the Custom popup’s Accept is busy from the press until the cart opens [ref: add-to-cart#limits]', async () => {
    const { env, navigate, release } = fakeEnv();
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '600101' }]} customConfirmation env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom Order' });
    const accept = within(dialog).getByRole('button', { name: 'Accept Terms And Add To Cart' });
    expect(accept).not.toHaveAttribute('aria-busy', 'true');
    await user.click(accept);
    await waitFor(() => expect(events.cartUpdates).toEqual([1]));
    expect(accept).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/cart'));
  });

  it('quantityName names the quantity input, so a legacy form around it submits the quantity', () => {
    render(<AddToCart items={SOFA} showQuantity quantityName="qty" />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('name', 'qty');
  });

  it("the standard popup shows the added item's picture and says which popup it is (data-confirmation)", async () => {
    api.server.use(
      http.post(`*${PATHS.addItem}`, () =>
        HttpResponse.json({
          isSuccess: true,
          items: [{ sku: '410100', quantity: 1, name: 'Lounge Sofa', imagePath: '/images/lounge-sofa.jpg' }],
          addOns: [],
        }),
      ),
    );
    const user = userEvent.setup();
    render(<AddToCart items={SOFA} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(dialog).toHaveAttribute('data-confirmation', 'standard');
    const item = dialog.querySelector('[data-sku="410100"]') as HTMLElement;
    expect(item.querySelector('img')).toHaveAttribute('src', '/images/lounge-sofa.jpg');
  });
});
