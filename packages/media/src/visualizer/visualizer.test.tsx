import { setFault } from '@hearth/mock-api';
import { advancePageClock, holdAnswers } from '@hearth/mock-api/testing';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeVisualizerAdapter } from '../testing/fake-visualizer';
import { PATHS, seriousAxeViolations, setupMockApi } from '../testing/setup';
import { setConfig } from '@hearth/core';
import { OUTSIDE_PRESS_GUARD_MS } from '@hearth/ui/testing';
import { Visualizer } from './visualizer';
import { VisualizerIsland } from './visualizer-island';
import { VisualizerPropsSchema } from './props-schema';
import { is } from 'superstruct';
import { useVisualizer } from './use-visualizer';
import { visualizerSettings } from './visualizer-logic';

const api = setupMockApi();

async function launch(props: Partial<Parameters<typeof Visualizer>[0]> = {}) {
  const user = userEvent.setup();
  const adapter = fakeVisualizerAdapter();
  const log = vi.fn();
  const view = render(<Visualizer sku="410100" adapter={adapter} log={log} {...props} />);
  const trigger = screen.getByRole('button', { name: 'View in Your Room' });
  await user.click(trigger);
  return { user, adapter, log, trigger, unmount: view.unmount };
}

/** Once the scene is in, opens the Summary from View Summary: the Summary dialog. */
async function openSummary(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'More Lounge Sofa' });
  await user.click(screen.getByRole('button', { name: 'View Summary' }));
  return screen.findByRole('dialog', { name: 'Summary' });
}

describe("the island's props [ref: visualizer]", () => {
  it.each([
    [{ sku: '410100' }, true],
    [{ sku: '410100', mode: 'popup' }, true],
    [{ sku: '410100', mode: 'inline', skus: ['200101'], settings: { rulerUnit: 'cm', zip: '10001' } }, true],
    [{ sku: '410100', mode: 'modal' }, false],
    [{ sku: '410100', settings: { rulerUnit: 2 } }, false],
    [{ sku: '410100', settings: 'cm' }, false],
    [{ skus: ['410100'] }, false],
  ])('%j: accepted %s', (props, accepted) => {
    expect(is(props, VisualizerPropsSchema)).toBe(accepted);
  });
});

describe('the island: scriptUrl only from this site or hearth-config scriptOrigins', () => {
  const trigger = () => screen.getByRole('button', { name: 'View in Your Room' });

  it.each([
    ['a path on this site', '/assets/vendor/visualizer.js', []],
    ['a listed origin', 'https://cdn.example/visualizer.js', ['https://cdn.example']],
    [
      'one of several listed origins',
      'https://widgets.example:8443/v.js',
      ['https://cdn.example', 'https://widgets.example:8443'],
    ],
  ])('%s: the trigger is usable, nothing logged', (_, scriptUrl, scriptOrigins) => {
    const error = vi.spyOn(console, 'error');
    setConfig({ scriptOrigins });
    render(<VisualizerIsland sku="410100" scriptUrl={scriptUrl} />);
    expect(trigger()).toBeEnabled();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['any https origin, none listed', 'https://cdn.example/visualizer.js', []],
    ['an origin not listed', 'https://evil.example/visualizer.js', ['https://cdn.example']],
    ['a listed host over http', 'http://cdn.example/visualizer.js', ['https://cdn.example']],
    ['a listed host on another port', 'https://cdn.example:444/visualizer.js', ['https://cdn.example']],
    ['protocol-relative', '//cdn.example/visualizer.js', ['https://cdn.example']],
    ['data:', 'data:text/javascript,alert(1)', ['https://cdn.example']],
  ])('%s: refused, the trigger disabled, one console error', (_, scriptUrl, scriptOrigins) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setConfig({ scriptOrigins });
    render(<VisualizerIsland sku="410100" scriptUrl={scriptUrl} />);
    expect(trigger()).toBeDisabled();
    expect(error.mock.calls.map(([m]) => String(m))).toEqual([
      `hearth: island "visualizer" refused field "scriptUrl": ${JSON.stringify(scriptUrl)} is not a path on this site or a URL on an origin listed in hearth-config "scriptOrigins"; the visualizer cannot be launched.`,
    ]);
  });
});

describe('Visualizer [ref: visualizer#rules]', () => {
  it('the trigger hides after use; product info for the skus and zip 60062; the widget gets ruler unit in', async () => {
    const { adapter, trigger } = await launch();
    expect(trigger).not.toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: 'Visualizer' });
    await within(dialog).findByRole('button', { name: 'More Lounge Sofa' });
    expect(api.to(PATHS.visualizerProductInfo)[0]?.body).toEqual({ skus: ['410100'], zip: '60062' });
    expect(adapter.loads).toBe(1);
    expect(adapter.mounted[0]).toMatchObject({
      skus: ['410100'],
      // the visualizer request [ref: visualizer#data]: sceneInfo, a list of id and qty
      sceneInfo: [{ id: '410100', qty: 1 }],
      settings: { rulerUnit: 'in', zip: '60062' },
    });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('loads no vendor script before a launch', async () => {
    const adapter = fakeVisualizerAdapter();
    render(<Visualizer sku="410100" adapter={adapter} />);
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(adapter.loads).toBe(0);
    expect(api.requests).toHaveLength(0);
  });

  it('formats no price before a launch: the summary is worked out once the widget is in (a first price costs a long task on a phone)', () => {
    // every price formatted reads the formatter's `format` (a getter): count the reads
    const proto = Intl.NumberFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(proto, 'format')!;
    let reads = 0;
    Object.defineProperty(proto, 'format', {
      ...format,
      get(this: Intl.NumberFormat) {
        reads += 1;
        return format.get!.call(this);
      },
    });
    try {
      render(<Visualizer sku="410100" adapter={fakeVisualizerAdapter()} />);
      expect(screen.getByRole('button', { name: 'View in Your Room' })).toBeEnabled();
      expect(reads).toBe(0);
    } finally {
      Object.defineProperty(proto, 'format', format);
    }
  });

  it("an invalid sku shows the server's message, and no widget", async () => {
    const { adapter } = await launch({ sku: '999999', mode: 'inline' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, item 999999 is not available in the visualizer.',
    );
    expect(adapter.loads).toBe(0);
  });

  it('widget errors are only logged', async () => {
    const { user, log } = await launch({ mode: 'inline' });
    await user.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(log).toHaveBeenCalledWith('hearth: visualizer: the widget reported an error', expect.any(Error));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a vendor script that fails to load is only logged', async () => {
    const { log } = await launch({ mode: 'inline', adapter: fakeVisualizerAdapter({ fail: true }) });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('hearth: visualizer: the widget could not be loaded', expect.any(Error)),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the visualizer leaving the page unmounts the widget; a widget failing to unmount is only logged', async () => {
    const fake = fakeVisualizerAdapter();
    const unmounted = vi.fn(() => {
      throw new Error('vendor unmount');
    });
    const adapter = {
      load: async () => {
        const widget = await fake.load();
        return {
          mount: (element: HTMLElement, options: Parameters<typeof widget.mount>[1]) => (
            widget.mount(element, options),
            { unmount: unmounted }
          ),
        };
      },
    };
    const { log, unmount } = await launch({ adapter });
    const dialog = await screen.findByRole('dialog', { name: 'Visualizer' });
    await within(dialog).findByRole('button', { name: 'More Lounge Sofa' });
    expect(unmounted).not.toHaveBeenCalled();
    unmount();
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('hearth: visualizer: the widget failed to unmount', expect.any(Error));
  });

  it('a vendor script that arrives after the visualizer left the page mounts nothing', async () => {
    const fake = fakeVisualizerAdapter();
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const adapter = {
      loads: 0,
      load: async () => {
        adapter.loads += 1;
        await arrived;
        return fake.load();
      },
    };
    const { unmount } = await launch({ adapter, mode: 'inline' });
    await waitFor(() => expect(adapter.loads).toBe(1));
    unmount();
    arrive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fake.loads).toBe(1);
    expect(fake.mounted).toHaveLength(0);
  });

  it('only the popup makes the launcher a place for the focus to come back to', async () => {
    await launch({ mode: 'inline' });
    const launcher = document.querySelector('.hearth-visualizer')!;
    expect(launcher.hasAttribute('tabindex')).toBe(false);
  });

  it('settings changed before the launch are the ones the widget gets', async () => {
    const user = userEvent.setup();
    const adapter = fakeVisualizerAdapter();
    const view = render(<Visualizer sku="410100" adapter={adapter} settings={{ rulerUnit: 'in' }} mode="inline" />);
    view.rerender(
      <Visualizer sku="410100" adapter={adapter} settings={{ rulerUnit: 'cm', zip: '10001' }} mode="inline" />,
    );
    await user.click(screen.getByRole('button', { name: 'View in Your Room' }));
    await screen.findByRole('button', { name: 'More Lounge Sofa' });
    expect(adapter.mounted[0]?.settings).toMatchObject({ rulerUnit: 'cm', zip: '10001' });
    expect(api.to(PATHS.visualizerProductInfo)[0]?.body).toEqual({ skus: ['410100'], zip: '10001' });
  });

  it("inline: the widget in place of the trigger; 'View Summary' opens the Summary with the lines; 'Close Summary' closes it", async () => {
    const { user } = await launch({ mode: 'inline', skus: ['300101'] });
    const region = await screen.findByRole('region', { name: 'Visualizer' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await within(region).findByRole('button', { name: 'More Lounge Sofa' }));
    const view = within(region).getByRole('button', { name: 'View Summary' });
    await user.click(view);
    const summary = await screen.findByRole('dialog', { name: 'Summary' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const sofa = lines.find((line) => line.textContent?.includes('Lounge Sofa'))!;
    expect(sofa).toHaveTextContent('SKU: 410100 · Qty: 2');
    expect(within(sofa).getByRole('link', { name: 'Lounge Sofa' })).toBeInTheDocument();
    expect(within(summary).getByText(/Subtotal/)).toBeInTheDocument();
    expect(within(summary).getByText('Prices and availability are subject to change.')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Close Summary' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Summary' })).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());
  });

  it('a press on the overlay closes the Summary, and focus goes back to View Summary [ref: visualizer#rules]', async () => {
    const { user } = await launch({ mode: 'inline' });
    const region = await screen.findByRole('region', { name: 'Visualizer' });
    const view = await within(region).findByRole('button', { name: 'View Summary' });
    await user.click(view);
    const summary = await screen.findByRole('dialog', { name: 'Summary' });
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    // a press on ::backdrop reaches the <dialog> element itself
    await user.click(summary);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Summary' })).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());
  });

  it("'Copy Summary' copies the lines and says so; with the room emptied it is disabled, as 'Add All to Cart'", async () => {
    const { user } = await launch({ mode: 'inline' });
    // (after userEvent.setup(), which puts its own clipboard in place)
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const region = await screen.findByRole('region', { name: 'Visualizer' });
    await user.click(await within(region).findByRole('button', { name: 'View Summary' }));
    let summary = await screen.findByRole('dialog', { name: 'Summary' });
    const copy = within(summary).getByRole('button', { name: 'Copy Summary' });
    expect(copy).toBeEnabled();
    await user.click(copy);
    expect(await within(summary).findByText('Summary copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]?.[0]).toContain('Lounge Sofa');
    await user.click(within(summary).getByRole('button', { name: 'Close Summary' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Summary' })).toBeNull());
    await user.click(within(region).getByRole('button', { name: 'Fewer Lounge Sofa' }));
    await user.click(within(region).getByRole('button', { name: 'View Summary' }));
    summary = await screen.findByRole('dialog', { name: 'Summary' });
    expect(within(summary).getByText('Add products to your room to see them here.')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Copy Summary' })).toBeDisabled();
    expect(within(summary).getByRole('button', { name: 'Add All to Cart' })).toBeDisabled();
    await user.click(within(summary).getByRole('button', { name: 'Copy Summary' }));
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('add all: posts the scene as the item list and refreshes the cart header', async () => {
    const heard = vi.fn();
    document.addEventListener('hearth:cart-updated', heard);
    const { user } = await launch({ mode: 'inline' });
    await user.click(await screen.findByRole('button', { name: 'More Lounge Sofa' }));
    await user.click(screen.getByRole('button', { name: 'View Summary' }));
    const summary = await screen.findByRole('dialog', { name: 'Summary' });
    await user.click(within(summary).getByRole('button', { name: 'Add All to Cart' }));
    expect(await within(summary).findByText('All items were added to your cart.')).toBeInTheDocument();
    expect(api.to(PATHS.addItem)[0]?.body).toEqual([{ Sku: '410100', Quantity: 2, OptionChoiceParameter: '' }]);
    expect(heard).toHaveBeenCalled();
    document.removeEventListener('hearth:cart-updated', heard);
  });

  it.each([
    ['an HTTP error', () => setFault('addItem', 'http503')],
    [
      'isSuccess false',
      () => api.server.use(http.post(`*${PATHS.addItem}`, () => HttpResponse.json({ isSuccess: false }))),
    ],
  ])(
    "add all fails (%s): 'We were unable to add these items to your cart. Please try again.' with an error icon",
    async (_, fail) => {
      fail();
      const { user } = await launch({ mode: 'inline' });
      const summary = await openSummary(user);
      await user.click(within(summary).getByRole('button', { name: 'Add All to Cart' }));
      const alert = await within(summary).findByRole('alert');
      expect(alert).toHaveTextContent('We were unable to add these items to your cart. Please try again.');
      expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    },
  );

  it.each([
    ['a message', { isSuccess: true, error: 'Out of stock' }, false],
    ['true', { isSuccess: true, error: true }, false],
    ['null', { isSuccess: true, error: null, itemCount: 7 }, true],
    ['false', { isSuccess: true, error: false, itemCount: 7 }, true],
  ])('add all answered with an error of %j: added %s', async (_, answer, added) => {
    api.server.use(http.post(`*${PATHS.addItem}`, () => HttpResponse.json(answer)));
    const heard = vi.fn();
    document.addEventListener('hearth:cart-updated', heard);
    const { user, log } = await launch({ mode: 'inline' });
    const summary = await openSummary(user);
    await user.click(within(summary).getByRole('button', { name: 'Add All to Cart' }));
    if (added) {
      // the cart header gets the answer's count; nothing logged
      expect(await within(summary).findByText('All items were added to your cart.')).toBeInTheDocument();
      expect(heard).toHaveBeenCalledTimes(1);
      expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toBe(7);
      expect(log).not.toHaveBeenCalled();
    } else {
      // the failure message, logged naming the call
      expect(await within(summary).findByRole('alert')).toHaveTextContent('We were unable to add these items');
      expect(log).toHaveBeenCalledWith('hearth: visualizer: addItem failed', expect.any(Error));
      expect(heard).not.toHaveBeenCalled();
    }
    document.removeEventListener('hearth:cart-updated', heard);
  });

  it('add all failing after the visualizer has left the page: nothing logged', async () => {
    setFault('addItem', 'http503');
    const release = holdAnswers(api.server, PATHS.addItem);
    const { user, log, unmount } = await launch({ mode: 'inline' });
    const summary = await openSummary(user);
    await user.click(within(summary).getByRole('button', { name: 'Add All to Cart' }));
    await waitFor(() => expect(api.to(PATHS.addItem)).toHaveLength(1));
    log.mockClear();
    unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log).not.toHaveBeenCalled();
  });

  it('popup: the trigger stays hidden once the popup closes; focus goes to the launcher, not the page', async () => {
    const { user } = await launch();
    const dialog = await screen.findByRole('dialog', { name: 'Visualizer' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const launcher = document.querySelector<HTMLElement>('.hearth-visualizer');
    await waitFor(() => expect(launcher).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Visualizer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View in Your Room' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('useVisualizer, for a page that draws its own', () => {
  it('before the launch: no summary, subtotal or copy text, and no call', async () => {
    const { result } = renderHook(() =>
      useVisualizer({ skus: ['410100'], settings: visualizerSettings(), adapter: fakeVisualizerAdapter() }),
    );
    expect(result.current).toMatchObject({ launched: false, ready: false, lines: [], subtotal: '', copyText: '' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.requests).toHaveLength(0);
  });

  it('launched with no sku: nothing to ask the product info for', async () => {
    const { result } = renderHook(() =>
      useVisualizer({ skus: [], settings: visualizerSettings(), adapter: fakeVisualizerAdapter() }),
    );
    act(() => result.current.launch());
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(result.current.launched).toBe(true);
    expect(api.to(PATHS.visualizerProductInfo)).toHaveLength(0);
  });
});
