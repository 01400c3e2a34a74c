import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onAnalytics, type AnalyticsDetail } from '@hearth/core';
import { setFault } from '@hearth/mock-api';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { getRecentSwatches } from '@hearth/commerce';
import { setupMockServer } from '../testing/mock-server';
import { remember } from '../testing/recent-swatches';
import island from './island';
import { SwatchFlyout } from './swatch-flyout';

const server = setupMockServer();
afterEach(() => vi.useRealTimers());

const DOVER = {
  code: 10304,
  optionCode: 9,
  title: 'Dover',
  text: 'Slate',
  typeName: 'Fabric',
  description: 'Dover, Slate. 100% solution-dyed acrylic.',
  formattedPrice: '$2,199.00',
  images: { desktop: '/api/demo/img/swatch/10305.svg' },
  additionalDetails: {
    features: ['Performance', 'Stain-resistant'],
    content: '100% solution-dyed acrylic',
    origin: 'USA',
    careInstructions: { description: 'Blot spills immediately.', fabricIconPath: '/assets/demo/care/fabric.svg' },
  },
};

describe('swatch flyout, page mode [ref: swatch-flyout#screens]', () => {
  it('its heading is the top-level heading; material, care with the fabric icon, price, details; Browse All Swatches', async () => {
    render(<SwatchFlyout mode="page" swatch={DOVER} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dover, Slate' })).toBeInTheDocument();
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Material')).toHaveTextContent('Fabric: Dover');
    expect(term('Care')).toHaveTextContent('Blot spills immediately.');
    expect(term('Care')?.querySelector('img')).toHaveAttribute('src', '/assets/demo/care/fabric.svg');
    expect(term('Price')).toHaveTextContent('$2,199.00');
    expect(term('Features')).toHaveTextContent('Performance, Stain-resistant');
    expect(term('Origin')).toHaveTextContent('USA');
    expect(screen.getByRole('link', { name: 'Browse All Swatches' })).toHaveAttribute('href', '/free-swatches');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('care shows with its words alone, or its icon alone; with neither there is no Care entry', () => {
    const withCare = (careInstructions: { description?: string; fabricIconPath?: string } | undefined) => ({
      ...DOVER,
      additionalDetails: { ...DOVER.additionalDetails, careInstructions },
    });
    const care = () => screen.queryByText('Care', { selector: 'dt' })?.nextElementSibling;
    const { rerender } = render(<SwatchFlyout mode="page" swatch={withCare({ description: 'Dry clean only.' })} />);
    expect(care()).toHaveTextContent('Dry clean only.');
    expect(care()?.querySelector('img')).toBeNull();
    rerender(<SwatchFlyout mode="page" swatch={withCare({ fabricIconPath: '/assets/demo/care/leather.svg' })} />);
    expect(care()?.querySelector('img')).toHaveAttribute('src', '/assets/demo/care/leather.svg');
    rerender(<SwatchFlyout mode="page" swatch={withCare({ description: '  ' })} />);
    expect(care()).toBeUndefined();
  });

  it('shows the recently viewed swatches ([ref: swatch-flyout#calls] lookup by comma-joined codes), not itself', async () => {
    remember(10304, 10000, 10502);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/demo/swatches/recent') asked.push(url.searchParams.get('choiceCodes') ?? '');
    });
    render(<SwatchFlyout mode="page" swatch={DOVER} />);
    const recent = await screen.findByRole('region', { name: 'Recently Viewed Swatches' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(2));
    const items = within(recent).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Aberdeen, Snow');
    expect(items[1]).toHaveTextContent('Fenwick, Oat');
    expect(items[1]).toHaveTextContent('Unavailable');
    expect(asked).toEqual(['10000,10502']);
    server.events.removeAllListeners();
  });

  it('records the swatch as recently viewed and sends Swatch Viewed', async () => {
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    render(<SwatchFlyout mode="page" swatch={DOVER} />);
    await waitFor(() => expect(getRecentSwatches().value[0]).toEqual({ ChoiceCode: 10304, OptionCode: 9 }));
    expect(events).toEqual([
      { event: 'Swatch Viewed', properties: { choice_code: '10304', option_code: '9', name: 'Dover, Slate' } },
    ]);
    stop();
  });

  it('fetches the swatch by choiceCode (GET get-card-data)', async () => {
    render(<SwatchFlyout mode="page" choiceCode={10000} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aberdeen, Snow' })).toBeInTheDocument();
  });

  it('a failed fetch is logged, and the page says the swatch could not be loaded', async () => {
    setFault('get-card-data', 'http503');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<SwatchFlyout mode="page" choiceCode={10000} />);
    expect(await screen.findByText('This swatch could not be loaded.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('There was an error from server', expect.anything());
  });
});

describe("'Get Free Swatch' [ref: swatch-flyout#screens]", () => {
  it('opens the order popup for this swatch, preselected; closing it gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(
      <SwatchFlyout
        mode="page"
        swatch={{ ...DOVER, code: 10000, title: 'Aberdeen', text: 'Snow' }}
        getFreeSwatch
        sku="410100"
      />,
    );
    const button = screen.getByRole('button', { name: 'Get Free Swatch' });
    await user.click(button);
    // The popup's code and the swatch data load on first use.
    const modal = await screen.findByRole('dialog', { name: 'Get Free Swatch' }, { timeout: 5000 });
    await waitFor(() => expect(modal.querySelector('.hearth-swatch-option__input:checked')?.id).toBeTruthy(), {
      timeout: 5000,
    });
    const checked = modal.querySelector<HTMLInputElement>('.hearth-swatch-option__input:checked')!;
    expect(modal.querySelector(`label[for="${checked.id}"]`)).toHaveTextContent('Aberdeen, Snow');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('shows only when asked for, on the page and in the flyout', async () => {
    const user = userEvent.setup();
    const ingram = { ...DOVER, code: 10804, title: 'Ingram', text: 'Dove' };
    const { unmount } = render(<SwatchFlyout mode="page" swatch={ingram} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ingram, Dove' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Free Swatch' })).toBeNull();
    unmount();

    const { rerender } = render(<SwatchFlyout swatch={ingram} />);
    await user.click(screen.getByRole('button', { name: 'Ingram, Dove' }));
    let flyout = await screen.findByRole('dialog', { name: 'Ingram, Dove' }, { timeout: 5000 });
    expect(within(flyout).getByRole('link', { name: 'Browse All Swatches' })).toBeInTheDocument();
    expect(within(flyout).queryByRole('button', { name: 'Get Free Swatch' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    rerender(<SwatchFlyout swatch={ingram} getFreeSwatch sku="410100" />);
    await user.click(screen.getByRole('button', { name: 'Ingram, Dove' }));
    flyout = await screen.findByRole('dialog', { name: 'Ingram, Dove' }, { timeout: 5000 });
    expect(within(flyout).getByRole('button', { name: 'Get Free Swatch' })).toBeInTheDocument();
  });

  it('the order popup is not there until the button is clicked, even once its code has loaded', async () => {
    const orderData: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/demo/swatches/order-data') orderData.push(request.url);
    };
    server.events.on('request:start', listener);
    render(
      <SwatchFlyout mode="page" swatch={{ ...DOVER, code: 10805, title: 'Ingram', text: 'Slate' }} getFreeSwatch />,
    );
    await act(async () => {
      await import('../swatch-order/swatch-order');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('button', { name: 'Get Free Swatch' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(orderData).toEqual([]);
    server.events.removeListener('request:start', listener);
  });
});

describe('swatch flyout, popup mode [ref: swatch-flyout#screens, #rules]', () => {
  it('opens after a 200 ms hover, names itself by the swatch, and closes on leave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<SwatchFlyout swatch={DOVER} />);
    const trigger = screen.getByRole('button', { name: 'Dover, Slate' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const flyout = await screen.findByRole('dialog', { name: 'Dover, Slate' }, { timeout: 5000 });
    expect(within(flyout).getByRole('heading', { level: 2, name: 'Dover, Slate' })).toBeInTheDocument();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens by keyboard; records the swatch only once shown; axe clean', async () => {
    const user = userEvent.setup();
    render(<SwatchFlyout swatch={DOVER} />);
    expect(getRecentSwatches().value).toEqual([]);
    screen.getByRole('button', { name: 'Dover, Slate' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Dover, Slate' }, { timeout: 5000 });
    await waitFor(() => expect(getRecentSwatches().value).toHaveLength(1));
    expect(await seriousAxeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Dover, Slate' })).toHaveFocus();
  });

  it('opened by Enter it is a modal dialog: it takes the focus, Tab stays inside, Escape gives it back [ref: README#every-island]', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SwatchFlyout swatch={DOVER} />
        <button type="button">After</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Dover, Slate' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const flyout = await screen.findByRole('dialog', { name: 'Dover, Slate' }, { timeout: 5000 });
    expect(flyout).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(flyout).toHaveFocus());
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(flyout.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(flyout.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'After' })).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("the image trigger shows the picture without the name, and is named '{name} details'", () => {
    render(<SwatchFlyout swatch={DOVER} trigger="image" />);
    const trigger = screen.getByRole('button', { name: 'Dover, Slate details' });
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/api/demo/img/swatch/10305.svg');
    expect(trigger.textContent).toBe('');
  });

  it('refuses a javascript: image (no image, one console line naming the island and the field)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<SwatchFlyout swatch={{ ...DOVER, images: { desktop: 'javascript:alert(1)' } }} />);
    expect(screen.getByRole('button', { name: 'Dover, Slate' }).querySelector('img')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('hearth: island "swatch-flyout" refused field "swatch.images"'),
    );
  });
});

describe('swatch-flyout island', () => {
  it('is named swatch-flyout [ref: script-tag#islands]', () => {
    expect(island.name).toBe('swatch-flyout');
  });

  it('mounts from server markup; props without swatch or choiceCode keep the server HTML with one console line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = '<p>Dover, Slate</p>';
    host.setAttribute('data-props', JSON.stringify({ mode: 'page' }));
    expect(island.mount(host)).toBeNull();
    expect(host.innerHTML).toBe('<p>Dover, Slate</p>');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('swatch-flyout');
    host.setAttribute('data-props', JSON.stringify({ mode: 'page', swatch: DOVER }));
    act(() => void island.mount(host));
    expect(screen.getByRole('heading', { level: 1, name: 'Dover, Slate' })).toBeInTheDocument();
    host.remove();
  });

  it("passes the markup's getFreeSwatch and recordRecent on to the flyout", async () => {
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    const host = document.body.appendChild(document.createElement('div'));
    host.setAttribute(
      'data-props',
      JSON.stringify({ mode: 'page', swatch: DOVER, getFreeSwatch: true, sku: '410100', recordRecent: false }),
    );
    act(() => void island.mount(host));
    expect(screen.getByRole('button', { name: 'Get Free Swatch' })).toBeInTheDocument();
    await waitFor(() => expect(events.map((e) => e.event)).toContain('Swatch Viewed'));
    expect(getRecentSwatches().value).toEqual([]);
    stop();
    host.remove();
  });
});
