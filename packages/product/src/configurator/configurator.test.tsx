import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcedSelections, requestProductSelection, getProductSelection } from '@hearth/commerce';
import { browseDataOf, listenToPageEvents, seriousAxeViolations, setupMockApi } from '../testing/configurator';
import { Configurator } from './configurator';

const api = setupMockApi();
let events: ReturnType<typeof listenToPageEvents>;
beforeEach(() => (events = listenToPageEvents()));
afterEach(() => events.stop());

const env = {
  setTitle: vi.fn(),
  replaceUrl: vi.fn(),
  isDesktop: () => true,
  log: vi.fn(),
  location: { origin: 'http://localhost', pathname: '/p', search: '', hash: '' },
};
const mobile = { ...env, isDesktop: () => false };

describe('Configurator [ref: configurator]', { timeout: 30_000 }, () => {
  it('fetches the browse data, shows one drawer per option with step, title, count and None Selected', async () => {
    render(<Configurator sku="410100" env={mobile} refreshedLayout />);
    const size = await screen.findByRole('button', { name: /^1 Size/ });
    expect(size).toHaveTextContent('1Size3 option(s)None Selected');
    expect(api.to('/api/demo/special-order/browse-data')[0]?.searchParams.get('sortType')).toBe('recommended');
    // 5 options with a fabric one: the size drawer opens first [ref: configurator#rules]
    expect(size).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^3 Fabric/ })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(mobile.setTitle).toHaveBeenCalledWith('Lounge Sofa + Reviews'));
    // a depth list of 2 renders inline [ref: configurator#validation]
    expect(screen.queryByRole('button', { name: /^2 Depth/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Deep/ })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the depth choices in the imagery carousel: 2 in view below 1201 px, 3 from there [ref: configurator#limits]', async () => {
    const setWidth = (width: number) =>
      act(() =>
        (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({
          width,
        }),
      );
    setWidth(1024);
    const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    // the first render already holds its slot (the height reserved in option-drawer.css), one only
    expect(container.querySelectorAll('.hearth-depth-imagery-slot')).toHaveLength(1);
    // its own chunk, loaded for a depth option with pictures
    const imagery = await screen.findByRole('region', { name: 'Depth images' }, { timeout: 5000 });
    expect(imagery.parentElement).toHaveClass('hearth-depth-imagery-slot');
    expect(imagery).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(imagery).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.textContent)).toEqual(['Standard Depth 38" deep', 'Deep 42" deep +$150.00']);
    expect(imagery.querySelectorAll('img')).toHaveLength(2);
    expect(imagery.style.getPropertyValue('--hearth-carousel-per-view')).toBe('2');
    setWidth(1201);
    expect(imagery.style.getPropertyValue('--hearth-carousel-per-view')).toBe('3');
    setWidth(1024);
    // not for the other options
    expect(screen.queryByRole('region', { name: 'Size images' })).toBeNull();
  });

  it('opening a drawer fires Component Interaction; the summary lists each choice with Edit', async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await user.click(screen.getByRole('button', { name: /^4 Cushion/ }));
    expect(events.analytics).toContainEqual(expect.objectContaining({ event: 'Component Interaction' }));
    await user.click(screen.getByRole('radio', { name: /Down Blend/ }));
    const summary = screen.getByRole('region', { name: 'Your Selection Summary' });
    expect(within(summary).getByText('Down Blend Cushion')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^4 Cushion/ })).toHaveTextContent('Down Blend');
    await user.click(within(summary).getByRole('button', { name: 'Edit Leg' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^5 Leg/ })).toHaveAttribute('aria-expanded', 'true'),
    );
  });

  it('refuses an add until every option is chosen: Select an option on each missing one', async () => {
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    expect(getProductSelection('410100')).toMatchObject({ complete: false, sku: '410100' });
    act(() => requestProductSelection('410100'));
    expect(await screen.findAllByText('Select an option')).toHaveLength(5);
  });

  it('a complete selection reloads the browse data with choices and outputCacheString, and publishes the sku and OptionChoiceParameter', async () => {
    const user = userEvent.setup();
    const data = browseDataOf('410100');
    render(<Configurator sku="410100" env={env} browseData={data} />);
    const pick = async (drawer: RegExp, choice: RegExp) => {
      const button = screen.queryByRole('button', { name: drawer }); // size (3) and depth (2) are inline on desktop
      if (button && button.getAttribute('aria-expanded') !== 'true') await user.click(button);
      await user.click(screen.getAllByRole('radio', { name: choice })[0]!);
    };
    await pick(/^1 Size/, /^Sofa/);
    await pick(/^2 Depth/, /^Deep/);
    await pick(/^3 Fabric/, /Haven, Snow/);
    await pick(/^4 Cushion/, /^Standard High-resiliency/);
    await pick(/^5 Leg/, /^Walnut Tapered/);
    await waitFor(() => expect(api.to('/api/demo/special-order/browse-data').length).toBe(1), { timeout: 5000 });
    const reload = api.to('/api/demo/special-order/browse-data')[0]!;
    expect(reload.searchParams.get('outputCacheString')).toBe('6,802_5,702_1,30000_4,601|3,501');
    expect(JSON.parse(reload.searchParams.get('choices')!)).toHaveLength(5);
    await waitFor(
      () =>
        expect(getProductSelection('410100')).toEqual({
          productSku: '410100',
          sku: '410122',
          optionChoiceParameter: '6,802_5,702_1,30000_4,601_3,501',
          complete: true,
        }),
      { timeout: 5000 },
    );
    // the product's price, not the hover preview's (the pointer rests on the last choice: under
    // load its preview opens before the reload answers, showing the same figure)
    expect(
      await screen.findByText('$2,249.00', { selector: '.hearth-product-summary__price' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("renders the hidden SEO links list: the page's links, then each fabric's own page, through the URL filter [ref: configurator#screens]", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Configurator
        sku="410100"
        env={env}
        browseData={browseDataOf('410100')}
        seoLinks={[
          { name: 'Sofas', url: '/furniture/sofas' },
          { name: 'Bad', url: 'javascript:alert(1)' },
        ]}
      />,
    );
    const list = container.querySelector<HTMLUListElement>('[data-seo-links]')!;
    expect(list).not.toBeNull();
    expect(list.hidden).toBe(true);
    const links = [...list.querySelectorAll('a')];
    expect(links[0]).toHaveAttribute('href', '/furniture/sofas');
    expect(links.some((a) => a.getAttribute('href')?.startsWith('javascript'))).toBe(false);
    expect(links.find((a) => a.textContent === 'Haven, Snow')?.getAttribute('href')).toMatch(
      /^\/free-swatches\?fabric=/,
    );
    // hidden: no tab stop, nothing for assistive technology
    expect(screen.queryByRole('link', { name: 'Sofas' })).toBeNull();
    expect(log.mock.calls.some((call) => String(call[0]).includes('seoLinks.url'))).toBe(true);
    log.mockRestore();
  });

  it('draws no SEO links list when the page writes it (seoLinksInPage)', () => {
    const { container } = render(
      <Configurator sku="410100" env={env} browseData={browseDataOf('410100')} seoLinksInPage />,
    );
    expect(container.querySelector('.hearth-configurator__drawers')).not.toBeNull();
    expect(container.querySelector('[data-seo-links]')).toBeNull();
  });

  it('an add to cart waits for it while its options load (announced at mount), and stops waiting when they fail', async () => {
    const announced = () => '410100' in announcedSelections().peek();
    render(<Configurator sku="410100" env={env} />);
    expect(announced()).toBe(true);
    await screen.findByRole('button', { name: /^3 Fabric/ });
    await waitFor(() => expect(getProductSelection('410100')).toMatchObject({ complete: false }));
    expect(announced()).toBe(false);
  });

  it('a browse-data failure withdraws it: adds stop waiting', async () => {
    api.server.use(http.get('*/api/demo/special-order/browse-data', () => new HttpResponse('down', { status: 500 })));
    render(<Configurator sku="410100" env={env} />);
    expect('410100' in announcedSelections().peek()).toBe(true);
    await waitFor(() => expect(env.log).toHaveBeenCalled());
    await waitFor(() => expect('410100' in announcedSelections().peek()).toBe(false));
    expect(getProductSelection('410100')).toBeUndefined();
  });
});
