import { ADDED_TO_CART_EVENT, getClient, setShopperZip } from '@hearth/core';
import { resetUrlReports } from '@hearth/core/testing';
import { setFault } from '@hearth/mock-api';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEnv, PATHS, seriousAxeViolations, setupMockApi } from '../testing/mock-api';
import { QuickShip } from './quick-ship';
import { QuickShipFlyout } from './quick-ship-panel';
import { useQuickShip } from './use-quick-ship';

const api = setupMockApi();
const SOFA = '410100';
const TITLE = "See What's Available Soonest";

const line = (title: string, sku = '410111') => ({
  title,
  priceDisplayString: '$1,899.00',
  images: { desktop: '/img/d.svg', desktopHiRes: '/img/d2.svg' },
  sku,
  availabilityDisplayString: 'In stock. Ships in 1-2 weeks.',
  selectedOptionChoices: [
    {
      optionType: 'fabric',
      selectedChoice: { code: 30001, title: 'Hayden', text: 'Flax', images: { desktop: '/img/s.svg' } },
    },
    { optionType: 'size', selectedChoice: { code: 1, title: '84"', text: 'Sofa' } },
  ],
});

async function openPanel(props: Partial<Parameters<typeof QuickShip>[0]> = {}) {
  const user = userEvent.setup();
  render(<QuickShip sku={SOFA} {...props} />);
  await user.click(screen.getByRole('button', { name: TITLE }));
  const panel = await screen.findByRole('dialog', { name: TITLE });
  return { user, panel };
}

afterEach(() => vi.useRealTimers());

describe('QuickShip [ref: quick-ship]', () => {
  it('its button opens the panel with the skeleton (2 text rows, 4 line-item rows), then the lines', async () => {
    let answer: (() => void) | undefined;
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          availableItems: [line('Lounge Sofa in Hayden Flax')],
          backorderedItems: [],
          inStockMessage: 'Ready to ship.',
        });
      }),
    );
    const { panel } = await openPanel();
    const skeleton = within(panel).getByRole('status');
    expect(skeleton).toHaveTextContent('Loading availability…');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll('[data-part="message"] .hearth-skeleton__line')).toHaveLength(2);
    expect(skeleton.querySelectorAll('[data-part="line"]')).toHaveLength(4);
    expect(await seriousAxeViolations()).toEqual([]);
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await within(panel).findByRole('heading', { name: 'Lounge Sofa in Hayden Flax' })).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(api.to(`${PATHS.quickShip}/${SOFA}`)).toHaveLength(1);
  });

  it('each line: title, price, image, availability and the selected option choices; available then backordered', async () => {
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, () =>
        HttpResponse.json({
          availableItems: [line('Lounge Sofa in Hayden Flax')],
          backorderedItems: [line('Lounge Sofa in Hayden Ink', '410112')],
          inStockMessage: 'These ship soonest.',
          backorderedMessage: 'These are backordered.',
        }),
      ),
    );
    const { panel } = await openPanel();
    const available = await within(panel).findByRole('region', { name: 'These ship soonest.' });
    const row = within(available).getByRole('heading', { name: 'Lounge Sofa in Hayden Flax' }).closest('li')!;
    expect(row).toHaveTextContent('$1,899.00');
    expect(row).toHaveTextContent('In stock. Ships in 1-2 weeks.');
    expect(within(row).getByText('Hayden Fabric in Flax')).toBeInTheDocument();
    expect(within(row).getByText('84"')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('srcset', '/img/d.svg 1x, /img/d2.svg 2x');
    const backordered = within(panel).getByRole('region', { name: 'These are backordered.' });
    expect(within(backordered).getByRole('heading', { name: 'Lounge Sofa in Hayden Ink' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('each ready-made piece opens its page and has its own add to cart, with what it is made with', async () => {
    const piece = {
      ...line('Lounge Sofa in Hayden Flax'),
      url: '/furniture/lounge-sofa/s410100?optionChoiceParameter=6%2C801_1%2C30001',
      selectedOptionChoices: [
        { optionType: 'fabric', optionCode: 1, optionSequence: 3, selectedChoice: { code: 30001, title: 'Hayden' } },
        { optionType: 'size', optionCode: 6, optionSequence: 1, selectedChoice: { code: 801, title: '74"' } },
      ],
    };
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, () =>
        HttpResponse.json({ availableItems: [piece, { ...piece, url: 'javascript:alert(1)', sku: null }] }),
      ),
    );
    const adds: unknown[] = [];
    const { panel } = await openPanel({
      renderAddToCart: (props) => (
        <button type="button" onClick={() => adds.push(props)} aria-describedby={props.describedBy}>
          Add to cart
        </button>
      ),
    });
    const [first, second] = await within(panel)
      .findAllByRole('listitem', {})
      .then((items) => items.filter((item) => item.classList.contains('hearth-quick-ship__line')));
    expect(within(first!).getByRole('link', { name: 'Lounge Sofa in Hayden Flax' })).toHaveAttribute('href', piece.url);
    const add = within(first!).getByRole('button', { name: 'Add to cart' });
    expect(add).toHaveAccessibleDescription('Lounge Sofa in Hayden Flax');
    await userEvent.setup().click(add);
    expect(adds).toEqual([
      {
        items: [{ Sku: '410111', Quantity: 1, OptionChoiceParameter: '6,801_1,30001' }],
        describedBy: expect.any(String),
        confirmationType: 'ignore',
      },
    ]);
    // a refused address leaves the title as text; no sku, nothing to add
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('no available items shows the no-stock message [ref: quick-ship#errors]', async () => {
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, () =>
        HttpResponse.json({
          availableItems: [],
          backorderedItems: [line('Backordered sofa')],
          inStockMessage: 'x',
          backorderedMessage: 'Later.',
        }),
      ),
    );
    const { panel } = await openPanel();
    expect(
      await within(panel).findByText('None of the ready-made versions of this item are in stock right now.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Backordered sofa' })).toBeInTheDocument();
  });

  it("asks about the rollup's default sku when rolled up", async () => {
    await openPanel({ isRollup: true, rollupDefaultSku: '410111' });
    await waitFor(() => expect(api.to(`${PATHS.quickShip}/410111`)).toHaveLength(1));
    expect(api.to(`${PATHS.quickShip}/${SOFA}`)).toHaveLength(0);
  });

  it('reopening reads nothing new; reopening after a ZIP change reloads it, with the skeleton meanwhile', async () => {
    const { user, panel } = await openPanel();
    await within(panel).findAllByRole('heading', { level: 3 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = screen.getByRole('button', { name: TITLE });
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    const again = await screen.findByRole('dialog', { name: TITLE });
    expect(within(again).queryByRole('status')).toBeNull();
    expect(api.to(`${PATHS.quickShip}/${SOFA}`)).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    let answer: (() => void) | undefined;
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ availableItems: [line('Sofa near 10001')], backorderedItems: [] });
      }),
    );
    act(() => void setShopperZip('10001'));
    await user.click(trigger);
    const reloaded = await screen.findByRole('dialog', { name: TITLE });
    expect(within(reloaded).getByRole('status')).toHaveTextContent('Loading availability…');
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await within(reloaded).findByRole('heading', { name: 'Sofa near 10001' })).toBeInTheDocument();
    expect(api.to(`${PATHS.quickShip}/${SOFA}`)).toHaveLength(2);
  });

  it('an answer given as a prop shows without a call, until the ZIP changes', async () => {
    const given = { availableItems: [line('Given sofa')], backorderedItems: [], inStockMessage: 'Given.' };
    const { user, panel } = await openPanel({ quickShip: given as never });
    expect(within(panel).getByRole('heading', { name: 'Given sofa' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(`${PATHS.quickShip}/${SOFA}`)).toHaveLength(0);
    act(() => void setShopperZip('60601'));
    await user.click(screen.getByRole('button', { name: TITLE }));
    await waitFor(() => expect(api.to(`${PATHS.quickShip}/${SOFA}`)).toHaveLength(1));
  });

  it('a failed answer shows that availability could not be loaded, logged, nothing left busy', async () => {
    setFault('quickShip', 'http503');
    const { env, log } = fakeEnv();
    const { panel } = await openPanel({ env });
    expect(
      await within(panel).findByText('Availability could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledTimes(1);
    expect(panel.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('QuickShip availability lookup by sku [ref: quick-ship#calls]', () => {
  const LOOKUP = PATHS.quickShipAvailability;

  it('asks once on mount with ?sku, the rollup default sku when rolled up, and shows its message under the button', async () => {
    render(<QuickShip sku={SOFA} isRollup rollupDefaultSku="410111" availabilityLookup />);
    const button = screen.getByRole('button', { name: TITLE });
    await waitFor(() => expect(api.to(LOOKUP)).toHaveLength(1));
    expect(api.to(LOOKUP)[0]!.url.searchParams.get('sku')).toBe('410111');
    const message = await screen.findByText(/ready-made versions ship soonest/);
    expect(button).toHaveAccessibleDescription(message.textContent!);
    expect(api.to(`${PATHS.quickShip}/410111`)).toHaveLength(0);
  });

  it('hasQuickShip false leaves the button out', async () => {
    api.server.use(http.get(`*${LOOKUP}`, () => HttpResponse.json({ hasQuickShip: false, message: '' })));
    render(<QuickShip sku={SOFA} availabilityLookup />);
    expect(screen.getByRole('button', { name: TITLE })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: TITLE })).toBeNull());
  });

  it('a malformed answer keeps the button and logs one line naming the island and the field', async () => {
    api.server.use(http.get(`*${LOOKUP}`, () => HttpResponse.json({ hasQuickShip: 'no', message: 'x' })));
    const { env, log } = fakeEnv();
    render(<QuickShip sku={SOFA} availabilityLookup env={env} />);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]![0]).toContain('quick-ship: quickShipAvailability failed');
    expect(String(log.mock.calls[0]![1])).toContain('hasQuickShip');
    expect(screen.getByRole('button', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByText('x')).toBeNull();
  });

  it("the page's answer (availability) shows its line from the first render, and nothing is asked", async () => {
    const availability = { hasQuickShip: true, message: '4 ready-made versions ship soonest' };
    const { container } = render(<QuickShip sku={SOFA} availabilityLookup availability={availability} />);
    const button = screen.getByRole('button', { name: TITLE });
    expect(button).toHaveAccessibleDescription('4 ready-made versions ship soonest');
    expect(container.querySelector('.hearth-quick-ship__pending')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to(LOOKUP)).toHaveLength(0);
  });

  it("the page's answer with hasQuickShip false: no button, nothing asked", async () => {
    render(<QuickShip sku={SOFA} availabilityLookup availability={{ hasQuickShip: false, message: '' }} />);
    expect(screen.queryByRole('button', { name: TITLE })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to(LOOKUP)).toHaveLength(0);
  });

  it('while the lookup is out, a placeholder holds its line under the button; the answer takes its place', async () => {
    let answer: (() => void) | undefined;
    api.server.use(
      http.get(`*${LOOKUP}`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ hasQuickShip: true, message: '2 ready-made versions ship soonest' });
      }),
    );
    const { container } = render(<QuickShip sku={SOFA} availabilityLookup />);
    // the line's own box (the message's class), for the eye only; the button works meanwhile
    const placeholder = () => container.querySelector('.hearth-quick-ship__pending');
    expect(placeholder()).toHaveClass('hearth-quick-ship__message');
    expect(placeholder()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: TITLE })).toBeEnabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await screen.findByText('2 ready-made versions ship soonest')).toHaveClass('hearth-quick-ship__message');
    expect(placeholder()).toBeNull();
    expect(container.querySelectorAll('.hearth-quick-ship__message')).toHaveLength(1);
  });

  it('the placeholder goes after 10 s without an answer; the button stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.server.use(http.get(`*${LOOKUP}`, () => new Promise<never>(() => {})));
    const { container } = render(<QuickShip sku={SOFA} availabilityLookup />);
    const placeholder = () => container.querySelector('.hearth-quick-ship__pending');
    expect(placeholder()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(9_999));
    expect(placeholder()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(placeholder()).toBeNull();
    expect(screen.getByRole('button', { name: TITLE })).toBeInTheDocument();
  });

  it('a failed lookup leaves no placeholder', async () => {
    api.server.use(http.get(`*${LOOKUP}`, () => new HttpResponse('down', { status: 500 })));
    const { env, log } = fakeEnv();
    const { container } = render(<QuickShip sku={SOFA} availabilityLookup env={env} />);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.hearth-quick-ship__pending')).toBeNull();
  });

  it('without availabilityLookup nothing is asked', async () => {
    await openPanel();
    await waitFor(() => expect(api.to(`${PATHS.quickShip}/${SOFA}`)).toHaveLength(1));
    expect(api.to(LOOKUP)).toHaveLength(0);
  });
});

describe('QuickShipFlyout skeleton [ref: quick-ship#rules, #limits]', () => {
  it('the availability-message skeleton goes after 10 s without content; the line rows stay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <QuickShipFlyout
        open
        onOpenChange={() => {}}
        data={undefined}
        loading
        failed={false}
        returnFocus={{ current: null }}
      />,
    );
    const skeleton = screen.getByRole('status');
    act(() => void vi.advanceTimersByTime(9_999));
    expect(skeleton.querySelector('[data-part="message"]')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(skeleton.querySelector('[data-part="message"]')).toBeNull();
    expect(skeleton.querySelectorAll('[data-part="line"]')).toHaveLength(4);
  });
});

describe("QuickShip's pieces, as the answer gives them [ref: quick-ship#screens, #data]", () => {
  const bare = { title: 'Bare sofa', sku: '410122', selectedOptionChoices: [] };

  it('a piece shows only the parts its answer has; no backordered group without backordered pieces', async () => {
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, () =>
        HttpResponse.json({
          availableItems: [
            bare,
            {
              ...line('Dressed sofa', '410133'),
              selectedOptionChoices: [
                { optionType: 'fabric', selectedChoice: { code: 1, title: 'Hayden', text: 'Flax' } },
                // a choice with nothing to say is no row
                { optionType: 'size', selectedChoice: { code: 2, title: '', text: '' } },
                {
                  optionType: 'leg',
                  selectedChoice: { code: 3, title: 'Walnut', images: { mobile: '/img/leg.svg' } },
                },
              ],
            },
          ],
        }),
      ),
    );
    const { panel } = await openPanel({ className: 'pdp-aside' });
    expect(document.querySelector('.hearth-quick-ship.pdp-aside')).not.toBeNull();
    await within(panel).findByRole('heading', { name: 'Bare sofa' });
    const [first, second] = panel.querySelectorAll<HTMLElement>('.hearth-quick-ship__line');
    expect(first).toHaveAttribute('data-sku', '410122');
    expect(second).toHaveAttribute('data-sku', '410133');
    expect(first!.querySelector('img, .hearth-quick-ship__price, .hearth-quick-ship__availability, ul')).toBeNull();
    const rows = within(second!.querySelector<HTMLElement>('.hearth-quick-ship__choices')!).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Hayden Fabric in Flax', 'Walnut Legs']);
    expect(rows[0]!.querySelector('img')).toBeNull();
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', '/img/leg.svg');
    expect(panel.querySelector('[data-group="backorderedItems"]')).toBeNull();
  });

  it('a refused address is left out, and one line says which island and field', async () => {
    resetUrlReports();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = 'javascript:alert(1)';
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, () =>
        HttpResponse.json({
          availableItems: [
            {
              ...bare,
              url: bad,
              images: { desktop: bad, desktopHiRes: 'javascript:hi' },
              selectedOptionChoices: [
                {
                  optionType: 'leg',
                  selectedChoice: { code: 3, title: 'Walnut', images: { desktop: 'javascript:sw' } },
                },
              ],
            },
          ],
          backorderedItems: [{ ...bare, url: 'javascript:back' }],
        }),
      ),
    );
    const { panel } = await openPanel();
    await within(panel).findAllByRole('heading', { name: 'Bare sofa' });
    expect(panel.querySelector('img, a')).toBeNull();
    const fields = error.mock.calls.map(([message]) => /refused field "([^"]+)"/.exec(String(message))?.[1]);
    expect(fields.sort()).toEqual([
      'availableItems.images',
      'availableItems.images',
      'availableItems.selectedOptionChoices.selectedChoice.images',
      'availableItems.url',
      'backorderedItems.url',
    ]);
    expect(error.mock.calls.every(([message]) => String(message).includes('island "quick-ship"'))).toBe(true);
  });

  it("a piece added shows 'Added'; after a reload a different piece in its place has its own add to cart", async () => {
    let sku = '410144';
    api.server.use(
      http.get(`*${PATHS.quickShip}/:sku`, () => HttpResponse.json({ availableItems: [{ ...bare, title: sku, sku }] })),
    );
    const { user, panel } = await openPanel({
      renderAddToCart: () => (
        <button
          type="button"
          onClick={(event) =>
            event.currentTarget.dispatchEvent(new CustomEvent(ADDED_TO_CART_EVENT, { bubbles: true }))
          }
        >
          Add to cart
        </button>
      ),
    });
    await user.click(await within(panel).findByRole('button', { name: 'Add to cart' }));
    expect(await within(panel).findByRole('button', { name: 'Added' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    sku = '410155';
    act(() => void setShopperZip('30301'));
    await user.click(screen.getByRole('button', { name: TITLE }));
    const again = await screen.findByRole('dialog', { name: TITLE });
    await within(again).findByRole('heading', { name: '410155' });
    expect(within(again).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Added' })).toBeNull();
  });

  it('the panel shows the skeleton while nothing is known, failed or not, and the failure once only that is known', () => {
    const props = { open: true, onOpenChange: () => {}, data: undefined, returnFocus: { current: null } };
    const { rerender } = render(<QuickShipFlyout {...props} loading={false} failed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability…');
    rerender(<QuickShipFlyout {...props} loading failed />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability…');
    rerender(<QuickShipFlyout {...props} loading={false} failed />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Availability could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});

describe('useQuickShip (npm) [ref: quick-ship#calls]', () => {
  it("the panel's loading, then its answer or its failure, through the client given", async () => {
    const client = getClient();
    const given = Object.assign(Object.create(client) as typeof client, { get: vi.fn(client.get.bind(client)) });
    const { result } = renderHook(() => useQuickShip({ sku: SOFA, client: given }));
    expect(result.current.panelProps).toMatchObject({ loading: true, failed: false, data: undefined });
    act(() => result.current.triggerProps.onClick());
    await waitFor(() => expect(result.current.panelProps.data).toBeDefined());
    expect(result.current.panelProps).toMatchObject({ loading: false, failed: false });
    expect(given.get).toHaveBeenCalledWith(expect.objectContaining({ name: 'quickShip' }), expect.anything());
  });

  it('a failure: not loading, failed, logged to the env given last', async () => {
    setFault('quickShip', 'http503');
    const first = fakeEnv();
    const last = fakeEnv();
    const { result, rerender } = renderHook(
      (props: { env: typeof first.env }) => useQuickShip({ sku: SOFA, ...props }),
      {
        initialProps: { env: first.env },
      },
    );
    rerender({ env: last.env });
    act(() => result.current.triggerProps.onClick());
    await waitFor(() => expect(result.current.panelProps.failed).toBe(true));
    expect(result.current.panelProps.loading).toBe(false);
    expect(last.log).toHaveBeenCalledTimes(1);
    expect(first.log).not.toHaveBeenCalled();
  });

  it("the availability lookup through the client given; a new sku's lookup gets its own 10 s placeholder", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = getClient();
    const given = Object.assign(Object.create(client) as typeof client, { get: vi.fn(client.get.bind(client)) });
    const { result, rerender } = renderHook(
      (props: { sku: string }) => useQuickShip({ ...props, availabilityLookup: true, client: given }),
      { initialProps: { sku: SOFA } },
    );
    await vi.waitFor(() => expect(result.current.availabilityMessage).not.toBe(''));
    expect(given.get).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'quickShipAvailability' }),
      expect.anything(),
    );
    api.server.use(http.get(`*${PATHS.quickShipAvailability}`, () => new Promise<never>(() => {})));
    rerender({ sku: '410199' });
    expect(result.current.availabilityPending).toBe(true);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(result.current.availabilityPending).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.availabilityPending).toBe(false);
    // the next sku, after one whose lookup was waited out, gets its placeholder too
    rerender({ sku: '410188' });
    expect(result.current.availabilityPending).toBe(true);
  });

  it('an answer with no message, from the page or the lookup, leaves no placeholder', async () => {
    const given = renderHook(() =>
      useQuickShip({ sku: SOFA, availabilityLookup: true, availability: { hasQuickShip: true, message: '' } }),
    );
    expect(given.result.current.availabilityPending).toBe(false);
    given.unmount();
    api.server.use(http.get(`*${PATHS.quickShipAvailability}`, () => HttpResponse.json({ hasQuickShip: true })));
    const asked = renderHook(() => useQuickShip({ sku: SOFA, availabilityLookup: true }));
    expect(asked.result.current.availabilityPending).toBe(true);
    await waitFor(() => expect(asked.result.current.availabilityPending).toBe(false));
    expect(asked.result.current.availabilityMessage).toBe('');
  });

  it('without availabilityLookup there is no placeholder', () => {
    const { result } = renderHook(() => useQuickShip({ sku: SOFA }));
    expect(result.current.availabilityPending).toBe(false);
  });
});
