import { http, HttpResponse } from 'msw';
import { holdAnswers } from '@hearth/mock-api/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcedSelections, requestProductSelection, getProductSelection } from '@hearth/commerce';
import { resetConfig, setConfig } from '@hearth/core';
import {
  browseDataOf,
  listenToPageEvents,
  seriousAxeViolations,
  setupMockApi,
  testConfiguratorEnv,
} from '../testing/configurator';
import { Configurator } from './configurator';
import { DetailsPart } from './lazy-parts';

const api = setupMockApi();

/** Chooses a choice in every option of sku 410100's configurator (opening each drawer first). */
async function chooseEveryOption() {
  const user = userEvent.setup();
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
}
let events: ReturnType<typeof listenToPageEvents>;
beforeEach(() => (events = listenToPageEvents()));
afterEach(() => events.stop());

const env = testConfiguratorEnv();
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

  it('the browse data coming is no refresh: the summaries do not flash as the page loads', async () => {
    const { container } = render(<Configurator sku="410100" env={env} />);
    const summary = await screen.findByRole('region', { name: 'Your Selection Summary' });
    const product = container.querySelector('.hearth-product-summary')!;
    // past the moment an effect would have set it
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(summary).not.toHaveAttribute('data-refreshing');
    expect(product).not.toHaveAttribute('data-refreshing');
  });

  it('shows the depth choices as picture cards, each with its price, and no second list of them [ref: configurator#limits]', async () => {
    const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    const depths = screen.getAllByRole('radio', { name: /deep/ }).map((radio) => radio.closest('label')!);
    expect(depths.map((card) => card.textContent)).toEqual([
      'Standard Depth38" deep$1,899.00',
      'Deep42" deep$2,049.00',
    ]);
    expect(depths.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/demo/img/choice/depth-38.svg',
      '/api/demo/img/choice/depth-42.svg',
    ]);
    // one row (2 in view, 3 from 1201 px: option-drawer's CSS), and the depths once
    expect(container.querySelectorAll('[data-option-code="5"] .hearth-choices[data-row]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-option-code="5"] [data-choice-code]')).toHaveLength(2);
    // not for the other options
    expect(container.querySelectorAll('[data-row]')).toHaveLength(1);
  });

  it('one price per choice: every price follows each choice as it is made [ref: configurator#data]', async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />);
    const summaryPrice = () => document.querySelector('.hearth-product-summary__price')?.textContent;
    const depthPrice = (name: RegExp) => screen.getByRole('radio', { name }).closest('label')!.textContent;
    expect(summaryPrice()).toBe('$1,899.00');
    await user.click(screen.getByRole('radio', { name: /^Sofa/ })); // +$200
    expect(summaryPrice()).toBe('$2,099.00');
    expect(depthPrice(/^Deep/)).toContain('$2,249.00');
    await user.click(screen.getByRole('radio', { name: /^Deep/ })); // +$150
    expect(summaryPrice()).toBe('$2,249.00');
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    const oat = screen.getByRole('radio', { name: /^Haven, Oat/ }).closest('label')!;
    expect(oat).toHaveTextContent('$2,249.00');
    // the quick view of the same swatch answers the same price
    await user.hover(oat);
    const preview = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    await waitFor(() => expect(preview).toHaveTextContent('$2,249.00'), { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: /^Aberdeen, Sage/ }));
    expect(summaryPrice()).toBe('$2,249.00');
    // the piece's picture and measures follow too (the selection's quick view)
    await waitFor(() =>
      expect(document.querySelector('.hearth-product-summary__image')).toHaveAttribute(
        'src',
        expect.stringContaining('?fabric='),
      ),
    );
    expect(document.querySelector('.hearth-product-summary__dimensions')).toHaveTextContent(
      'Dimensions: 86" W x 42" D x 34" H',
    );
  });

  it("hovering a swatch on a desktop opens its flyout and fires 'Swatch Viewed' once with its option, choice and name; a phone's hover fires none [ref: configurator#screens]", async () => {
    const user = userEvent.setup();
    const viewed = () => events.analytics.filter((e) => e.event === 'Swatch Viewed');
    const { unmount } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await user.hover(screen.getByRole('radio', { name: /^Haven, Oat/ }).closest('label')!);
    await screen.findByRole('tooltip', {}, { timeout: 5000 });
    await waitFor(() => expect(viewed()).toHaveLength(1));
    expect(viewed()).toEqual([
      { event: 'Swatch Viewed', properties: { optionCode: 1, choiceCode: 30002, swatchName: 'Haven, Oat' } },
    ]);
    unmount();
    events.analytics.length = 0;
    render(<Configurator sku="410100" env={mobile} browseData={browseDataOf('410100')} />);
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await user.hover(screen.getByRole('radio', { name: /^Haven, Oat/ }).closest('label')!);
    // past the moment a desktop's flyout opens (200 ms)
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(viewed()).toEqual([]);
  });

  it("a text choice's quick-view tooltip says 'Loading…' while its price loads (a tooltip with no text has no name)", async () => {
    api.server.use(http.get('*/quickView/details', () => new Promise<never>(() => {})));
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />);
    await user.hover(screen.getByRole('radio', { name: /^Sofa/ }).closest('label')!);
    const preview = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    expect(preview).toHaveTextContent('Loading…');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("a quick view with no price says 'Click to View Options'; Escape closes it [ref: configurator#rules, #errors]", async () => {
    api.server.use(
      http.get('*/quickView/details', () =>
        HttpResponse.json({ formattedPrice: '', hasError: false, portraitSrc: '', portraitSrcHires: '', imageAlt: '' }),
      ),
    );
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />);
    await user.hover(screen.getByRole('radio', { name: /^Sofa/ }).closest('label')!);
    const preview = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    await waitFor(() => expect(preview).toHaveTextContent(/^Click to View Options$/), { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('fabric or leather: one material covers the piece, the shopper switches between them [ref: configurator#data]', async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410600" env={env} browseData={browseDataOf('410600')} />);
    // one material drawer, step 3, with the switch; the summary lists one material
    expect(screen.getByRole('button', { name: /^3 Fabric/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Leather/ })).toBeNull();
    const summary = screen.getByRole('region', { name: 'Your Selection Summary' });
    expect(within(summary).queryByText('Leather', { selector: '.hearth-summary__option' })).toBeNull();
    const materials = screen.getByRole('group', { name: 'Fabric or leather' });
    expect(within(materials).getByRole('radio', { name: 'Fabric' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await user.click(screen.getByRole('radio', { name: /^Haven, Oat/ }));
    // switching to leather drops the fabric, opens the leather drawer, its headings say leather
    await user.click(within(materials).getByRole('radio', { name: 'Leather' }));
    const leather = await screen.findByRole('button', { name: /^3 Leather/ });
    expect(leather).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Featured Leather')).toBeInTheDocument();
    expect(screen.queryByText(/Fabric/, { selector: 'h4, .hearth-choice-group__legend, p' })).toBeNull();
    expect(within(summary).getByText('Leather', { selector: '.hearth-summary__option' })).toBeInTheDocument();
    expect(within(summary).queryByText(/Haven/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Leather'));
    // a leather and the other options complete the piece: no fabric is asked for
    await user.click(screen.getByRole('radio', { name: /^Saddle, Cognac/ }));
    for (const [drawer, choice] of [
      [/^4 Cushion/, /^Standard High/],
      [/^5 Leg/, /^Walnut Tapered/],
    ] as const) {
      await user.click(screen.getByRole('button', { name: drawer }));
      await user.click(screen.getAllByRole('radio', { name: choice })[0]!);
    }
    await user.click(screen.getByRole('radio', { name: /^Sofa/ }));
    await user.click(screen.getByRole('radio', { name: /^Standard Depth/ }));
    await waitFor(() =>
      expect(getProductSelection('410600')).toMatchObject({
        complete: true,
        optionChoiceParameter: expect.not.stringMatching(/(^|_)1,/),
      }),
    );
    expect(getProductSelection('410600')?.optionChoiceParameter).toMatch(/(^|_)2,\d+/);
  });

  it('Component Interaction on each opening of a drawer, naming its option; closing one fires none', async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    const interactions = () => events.analytics.filter((e) => e.event === 'Component Interaction');
    const cushion = screen.getByRole('button', { name: /^4 Cushion/ });
    await user.click(cushion);
    expect(cushion).toHaveAttribute('aria-expanded', 'true');
    expect(interactions()).toEqual([
      {
        event: 'Component Interaction',
        properties: {
          component: 'Option Drawer',
          action: 'open',
          optionCode: expect.any(Number),
          optionTitle: 'Cushion',
        },
      },
    ]);
    await user.click(cushion);
    expect(cushion).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    expect(interactions().map((e) => e.properties['optionTitle'])).toEqual(['Cushion', 'Fabric']);
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

  it('a choice refreshes both summaries; the refresh clears (after 300 ms: use-summary-refresh) [ref: configurator#limits]', async () => {
    const user = userEvent.setup();
    const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    const summary = screen.getByRole('region', { name: 'Your Selection Summary' });
    const product = container.querySelector('.hearth-product-summary')!;
    expect(summary).not.toHaveAttribute('data-refreshing');
    await user.click(screen.getByRole('button', { name: /^4 Cushion/ }));
    // Each summary's refresh recorded as it is set: Preact runs effects after the paint, and on a
    // loaded machine a poll could fall either side of the 300 ms it lasts.
    const refreshed = new Set<Element>();
    const watch = new MutationObserver((records) => {
      for (const { target } of records)
        if (target instanceof Element && target.hasAttribute('data-refreshing')) refreshed.add(target);
    });
    for (const element of [summary, product])
      watch.observe(element, { attributes: true, attributeFilter: ['data-refreshing'] });
    await user.click(screen.getByRole('radio', { name: /Down Blend/ }));
    await waitFor(() => expect(refreshed).toEqual(new Set([summary, product])), { timeout: 5000 });
    watch.disconnect();
    await waitFor(() => expect(summary).not.toHaveAttribute('data-refreshing'));
    expect(product).not.toHaveAttribute('data-refreshing');
  });

  it("replaces the page's address with specialOrderUrl once the product is in, keeping the query but 'scroll', and the hash [ref: configurator#screens]", async () => {
    const replaceUrl = vi.fn();
    const here = {
      ...env,
      replaceUrl,
      location: { origin: 'http://localhost', pathname: '/p', search: '?scroll=true&src=email', hash: '#reviews' },
    };
    render(
      <Configurator
        sku="410100"
        env={here}
        browseData={browseDataOf('410100')}
        specialOrderUrl="/furniture/lounge-sofa/s410100"
      />,
    );
    await waitFor(() => expect(replaceUrl).toHaveBeenCalledWith('/furniture/lounge-sofa/s410100?src=email#reviews'));
    expect(replaceUrl).toHaveBeenCalledTimes(1);
  });

  it("'View Details' of the chosen fabric: its care, and its material (content, origin, features) [ref: configurator#screens]", async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await DetailsPart.preload(); // (its code, which a press on a page loads while the shopper reads)
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await user.click(screen.getAllByRole('radio', { name: /Haven, Snow/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'View Details Haven, Snow' }));
    const panel = await screen.findByRole('dialog', { name: 'Haven, Snow' }, { timeout: 5000 });
    expect(within(panel).getByRole('heading', { name: 'Care' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Material' })).toBeInTheDocument();
    expect(within(panel).getByText('100% polyester')).toBeInTheDocument();
    expect(within(panel).getByText('USA')).toBeInTheDocument();
    expect(within(panel).getByText('Performance', { selector: 'li' })).toBeInTheDocument();
    expect(within(panel).getByText('Quick ship', { selector: 'li' })).toBeInTheDocument();
  });

  it("a press on 'View Details' while the closed panel slides out (350 ms) opens it again, and it stays open", async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await DetailsPart.preload();
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    await user.click(screen.getAllByRole('radio', { name: /Haven, Snow/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'View Details Haven, Snow' }));
    const panel = await screen.findByRole('dialog', { name: 'Haven, Snow' }, { timeout: 5000 });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Details Haven, Snow' }));
    const again = await screen.findByRole('dialog', { name: 'Haven, Snow' }, { timeout: 5000 });
    // past the moment the first one's late close came
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('dialog', { name: 'Haven, Snow' })).toBe(again);
    expect(again).toHaveAttribute('open');
  });

  it("'View Details' asks GetFabricInfo for the sku and the fabric's option and choice; its failure is logged only, the panel still shows the fabric [ref: configurator#calls, #errors]", async () => {
    const user = userEvent.setup();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await DetailsPart.preload();
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    const haven = screen.getAllByRole('radio', { name: /Haven, Snow/ })[0]!;
    await user.click(haven);
    api.server.use(http.get('*/browse/fabricinfopopup/GetFabricInfo', () => HttpResponse.json({}, { status: 500 })));
    env.log.mockClear();
    await user.click(screen.getByRole('button', { name: 'View Details Haven, Snow' }));
    const panel = await screen.findByRole('dialog', { name: 'Haven, Snow' }, { timeout: 5000 });
    await waitFor(() => expect(api.to('/browse/fabricinfopopup/GetFabricInfo')).toHaveLength(1));
    const sent = api.to('/browse/fabricinfopopup/GetFabricInfo')[0]!.searchParams;
    const choiceCode = haven.closest('[data-choice-code]')?.getAttribute('data-choice-code');
    expect(Object.fromEntries(sent)).toEqual({ sku: '410100', optionChoiceParameter: `1,${choiceCode}` });
    await waitFor(() =>
      expect(env.log).toHaveBeenCalledWith('hearth: configurator: There was an error from server', expect.anything()),
    );
    expect(within(panel).getByRole('heading', { name: 'Care' })).toBeInTheDocument();
    expect(within(panel).getByText('100% polyester')).toBeInTheDocument();
  });

  it('the refreshed fabric drawer shows each swatch with its price, in the larger grid made for it (data-prices); the older one neither', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Configurator sku="410100" env={env} browseData={browseDataOf('410100')} refreshedLayout />,
    );
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    const oat = screen.getByRole('radio', { name: /^Haven, Oat/ });
    expect(oat.closest('.hearth-choices')).toHaveAttribute('data-prices', 'true');
    expect(oat.closest('label')).toHaveTextContent('$');
    unmount();
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
    expect(screen.getByRole('radio', { name: /^Haven, Oat/ }).closest('.hearth-choices')).not.toHaveAttribute(
      'data-prices',
    );
  });

  it('refuses an add until every option is chosen: Select an option on each missing one', async () => {
    render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
    expect(getProductSelection('410100')).toMatchObject({ complete: false, sku: '410100' });
    act(() => requestProductSelection('410100'));
    expect(await screen.findAllByText('Select an option')).toHaveLength(5);
  });

  it('a complete selection reloads the browse data with choices, sku, sortType and outputCacheString, and publishes the sku and OptionChoiceParameter', async () => {
    const data = browseDataOf('410100');
    render(<Configurator sku="410100" env={env} browseData={data} sortType="priceLowHigh" />);
    await chooseEveryOption();
    await waitFor(() => expect(api.to('/api/demo/special-order/browse-data').length).toBe(1), { timeout: 5000 });
    const reload = api.to('/api/demo/special-order/browse-data')[0]!;
    expect(reload.searchParams.get('outputCacheString')).toBe('6,802_5,702_1,30000_4,601|3,501');
    expect(reload.searchParams.get('sku')).toBe('410100');
    expect(reload.searchParams.get('sortType')).toBe('priceLowHigh');
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

  it("once the reload answers, the configured piece's price and sku are the reloaded page model's, not those its choices add up to", async () => {
    const data = browseDataOf('410100');
    const reloaded = {
      ...data,
      specialOrderDetail: { ...data.specialOrderDetail!, formattedPrice: '$2,399.00', sku: '410199' },
    };
    let answered = 0;
    api.server.use(
      http.get('*/api/demo/special-order/browse-data', () => {
        answered += 1;
        return HttpResponse.json(reloaded);
      }),
    );
    render(<Configurator sku="410100" env={env} browseData={data} />);
    await chooseEveryOption();
    await waitFor(() => expect(answered).toBe(1), { timeout: 5000 });
    expect(
      await screen.findByText('$2,399.00', { selector: '.hearth-product-summary__price' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(getProductSelection('410100')).toMatchObject({ sku: '410199', complete: true }));
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

  it('publishes no selection while its options load: an add waits for them', async () => {
    const release = holdAnswers(api.server, '/api/demo/special-order/browse-data');
    render(<Configurator sku="410100" env={env} />);
    await waitFor(() => expect(api.to('/api/demo/special-order/browse-data')).toHaveLength(1));
    // past the moment a configurator with its options publishes
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(getProductSelection('410100')).toBeUndefined();
    release();
    await waitFor(() => expect(getProductSelection('410100')).toMatchObject({ sku: '410100', complete: false }));
  });

  it('a browse-data failure withdraws it: adds stop waiting', async () => {
    api.server.use(http.get('*/api/demo/special-order/browse-data', () => new HttpResponse('down', { status: 500 })));
    render(<Configurator sku="410100" env={env} />);
    expect('410100' in announcedSelections().peek()).toBe(true);
    await waitFor(() => expect(env.log).toHaveBeenCalled());
    await waitFor(() => expect('410100' in announcedSelections().peek()).toBe(false));
    expect(getProductSelection('410100')).toBeUndefined();
  });

  describe('Get Free Swatch on the second brand [ref: configurator#validation]', () => {
    afterEach(() => resetConfig());
    /** The Lounge Sofa with every fabric swatch out of stock but those of `inStock` (choice codes). */
    const withSwatchesInStock = (...inStock: number[]) => {
      const data = browseDataOf('410100', 'cb2');
      const fabric = data.options.find((option) => option.optionType === 'fabric')!;
      // the second brand's drawer lists the price groups' copies of the choices
      for (const choice of [...fabric.choiceGroups, ...fabric.choiceGroupsPriceGroups].flatMap((g) => g.choices)) {
        choice.additionalDetails!.swatchInStock = inStock.includes(choice.code) ? 'yes' : 'no';
      }
      return data;
    };
    const openFabric = async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: /^3 Fabric/ }));
      await screen.findByRole('radio', { name: /^Haven, Snow/ });
    };

    it('is hidden when every swatch of the option is out of stock', async () => {
      setConfig({ brand: 'cb2' });
      render(<Configurator sku="410100" env={env} browseData={withSwatchesInStock()} />);
      await openFabric();
      expect(screen.getByRole('button', { name: /^View Details|^Browse All Fabrics/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Get Free Swatch' })).toBeNull();
    });

    it('is shown while one swatch is in stock, and on the main brand whatever the stock', async () => {
      setConfig({ brand: 'cb2' });
      const { unmount } = render(<Configurator sku="410100" env={env} browseData={withSwatchesInStock(30000)} />);
      await openFabric();
      expect(screen.getByRole('button', { name: 'Get Free Swatch' })).toHaveAttribute(
        'data-island-open',
        'swatch-order',
      );
      unmount();
      setConfig({ brand: 'main' });
      render(<Configurator sku="410100" env={env} browseData={withSwatchesInStock()} />);
      await openFabric();
      expect(screen.getByRole('button', { name: 'Get Free Swatch' })).toBeInTheDocument();
    });
  });
});

describe(
  'Configurator: the add refused, the summaries, the drawers [ref: configurator#screens, #rules]',
  { timeout: 30_000 },
  () => {
    it("shows 'Select an option' only once an add is refused; the first option without a choice opens and takes the focus, each missing drawer described by it", async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={mobile} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('radio', { name: /^Sofa/ }));
      await user.click(screen.getByRole('radio', { name: /^Deep/ }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.queryByText('Select an option')).toBeNull();
      act(() => requestProductSelection('410100'));
      expect(await screen.findAllByText('Select an option')).toHaveLength(3);
      const fabric = screen.getByRole('button', { name: /^3 Fabric/ });
      await waitFor(() => expect(fabric).toHaveFocus());
      expect(fabric).toHaveAttribute('aria-expanded', 'true');
      expect(fabric).toHaveAccessibleDescription('Select an option');
      expect(screen.getByRole('button', { name: /^4 Cushion/ })).toHaveAccessibleDescription('Select an option');
    });

    it("publishes the product's sku until every option is chosen, though the choices made already name one piece", async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={mobile} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('radio', { name: /^Sofa/ }));
      await user.click(screen.getByRole('radio', { name: /^Deep/ }));
      await waitFor(() =>
        expect(getProductSelection('410100')?.optionChoiceParameter).toMatch(/^(\d+,\d+)_(\d+,\d+)$/),
      );
      expect(getProductSelection('410100')).toMatchObject({ sku: '410100', complete: false });
    });

    it("the summary's Edit opens the option's drawer, fires Component Interaction for it and moves the focus to its header", async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      const summary = screen.getByRole('region', { name: 'Your Selection Summary' });
      await user.click(within(summary).getByRole('button', { name: 'Edit Leg' }));
      const leg = screen.getByRole('button', { name: /^5 Leg/ });
      await waitFor(() => expect(leg).toHaveFocus());
      expect(leg).toHaveAttribute('aria-expanded', 'true');
      expect(
        events.analytics.filter((e) => e.event === 'Component Interaction').map((e) => e.properties['optionTitle']),
      ).toEqual(['Leg']);
    });

    it("'Your Selection Summary' lists every option, '—' until it has a choice", () => {
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      const lines = within(screen.getByRole('region', { name: 'Your Selection Summary' })).getAllByRole('listitem');
      expect(lines.map((line) => line.textContent)).toEqual([
        'Size—Edit Size',
        'Depth—Edit Depth',
        'Fabric—Edit Fabric',
        'Cushion—Edit Cushion',
        'Leg—Edit Leg',
      ]);
    });

    it("'Your Selection Summary' shows with 2 options or more, and not for a piece that is not furniture [ref: configurator#validation]", () => {
      const data = browseDataOf('410100');
      const summary = () => screen.queryByRole('region', { name: 'Your Selection Summary' });
      const { unmount } = render(<Configurator sku="410100" env={env} browseData={data} furniture={false} />);
      expect(summary()).toBeNull();
      unmount();
      const two = render(
        <Configurator sku="410100" env={env} browseData={{ ...data, options: data.options.slice(0, 2) }} />,
      );
      expect(summary()).not.toBeNull();
      two.unmount();
      render(<Configurator sku="410100" env={env} browseData={{ ...data, options: data.options.slice(0, 1) }} />);
      expect(summary()).toBeNull();
    });

    it("the configured piece: its picture named by the page model, its availability, and the chosen fabric's swatch beside it", async () => {
      const user = userEvent.setup();
      const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      const product = container.querySelector<HTMLElement>('.hearth-product-summary')!;
      expect(within(product).getByRole('img', { name: 'Lounge Sofa' })).toHaveAttribute(
        'src',
        '/api/demo/img/product/410100.svg',
      );
      expect(product).toHaveTextContent('Made to order. Ships in 8-10 weeks.');
      // the page model's flat image is the picture itself: no second one
      expect(product.querySelector('.hearth-product-summary__swatch')).toBeNull();
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      const snow = screen.getAllByRole('radio', { name: /Haven, Snow/ })[0]!;
      await user.click(snow);
      const swatch = snow.closest('label')!.querySelector('img')!.getAttribute('src');
      await waitFor(() =>
        expect(product.querySelector('.hearth-product-summary__swatch')).toHaveAttribute('src', swatch),
      );
    });

    it("a fabric drawer: 'Get Free Swatch' carries the sku and the fabric chosen; 'View Details' only once one is", async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      expect(JSON.parse(screen.getByRole('button', { name: 'Get Free Swatch' }).getAttribute('data-props')!)).toEqual({
        sku: '410100',
      });
      expect(screen.queryByRole('button', { name: /^View Details/ })).toBeNull();
      const snow = screen.getAllByRole('radio', { name: /Haven, Snow/ })[0]!;
      await user.click(snow);
      const code = Number(snow.closest('[data-choice-code]')!.getAttribute('data-choice-code'));
      expect(JSON.parse(screen.getByRole('button', { name: 'Get Free Swatch' }).getAttribute('data-props')!)).toEqual({
        sku: '410100',
        choiceCode: code,
      });
    });

    it("a drawer whose choices all show has no 'Load {n} More'; a closed drawer's panel is hidden", async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      const cushion = screen.getByRole('button', { name: /^4 Cushion/ });
      const panel = document.getElementById(cushion.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('hidden');
      await user.click(cushion);
      await screen.findAllByRole('radio', { name: /Down Blend/ });
      expect(panel).not.toHaveAttribute('hidden');
      expect(within(panel).queryByRole('button', { name: /^Load/ })).toBeNull();
    });

    it('a piece with one option: its drawer stays open, its header says it cannot close (aria-disabled); with several, none does', async () => {
      const user = userEvent.setup();
      const data = browseDataOf('410100');
      const { unmount } = render(
        <Configurator
          sku="410100"
          env={env}
          browseData={{ ...data, options: data.options.filter((o) => o.optionType === 'fabric') }}
        />,
      );
      const fabric = screen.getByRole('button', { name: /^1 Fabric/ });
      expect(fabric).toHaveAttribute('aria-expanded', 'true');
      expect(fabric).toHaveAttribute('aria-disabled', 'true');
      await user.click(fabric);
      expect(fabric).toHaveAttribute('aria-expanded', 'true');
      unmount();
      render(<Configurator sku="410100" env={env} browseData={data} />);
      const leg = screen.getByRole('button', { name: /^5 Leg/ });
      await user.click(leg);
      expect(leg).toHaveAttribute('aria-expanded', 'true');
      expect(leg).not.toHaveAttribute('aria-disabled');
    });

    it("a cart line being edited shows no 'Recently Viewed' in the fabric drawer [ref: configurator#validation]", async () => {
      const user = userEvent.setup();
      const recent = () => screen.queryAllByText('Recently Viewed');
      const first = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      await user.click(screen.getAllByRole('radio', { name: /Haven, Snow/ })[0]!);
      await waitFor(() => expect(recent()).not.toEqual([]));
      first.unmount();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} isLineItem />);
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      await screen.findAllByRole('radio', { name: /Haven, Snow/ });
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(recent()).toEqual([]);
    });

    it("'?scroll=true' opens the fabric drawer, scrolls its header smoothly to the top and gives it the focus [ref: configurator#screens]", async () => {
      const scrolled = vi.fn();
      const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
      Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
      const focus = vi.spyOn(HTMLElement.prototype, 'focus');
      try {
        const here = { ...env, location: { ...env.location, search: '?scroll=true' } };
        render(<Configurator sku="410100" env={here} browseData={browseDataOf('410100')} />);
        const fabric = screen.getByRole('button', { name: /^3 Fabric/ });
        await waitFor(() => expect(fabric).toHaveFocus());
        expect(fabric).toHaveAttribute('aria-expanded', 'true');
        // the smooth scroll moves the page: the focus does not jump it there first
        expect(scrolled.mock.contexts).toContain(fabric);
        expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
        expect(focus.mock.calls[focus.mock.contexts.indexOf(fabric)]).toEqual([{ preventScroll: true }]);
      } finally {
        focus.mockRestore();
        if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
        else delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
    });

    it("the leg drawer: each leg's 'View Larger' (the older layout) or 'View Details' (legRefresh) opens its details [ref: configurator#screens]", async () => {
      const user = userEvent.setup();
      await DetailsPart.preload();
      const { unmount } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('button', { name: /^5 Leg/ }));
      expect(screen.queryByRole('button', { name: 'View Details Walnut Tapered' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'View Larger Walnut Tapered' }));
      expect(await screen.findByRole('dialog', { name: 'Walnut Tapered' }, { timeout: 5000 })).toBeInTheDocument();
      unmount();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} legRefresh />);
      await user.click(screen.getByRole('button', { name: /^5 Leg/ }));
      expect(screen.queryByRole('button', { name: 'View Larger Oak Tapered' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'View Details Oak Tapered' }));
      expect(await screen.findByRole('dialog', { name: 'Oak Tapered' }, { timeout: 5000 })).toBeInTheDocument();
    });

    it("an add refused with nothing chosen: the inline size list's group is described by 'Select an option' and its heading takes the focus; an open drawer's groups too", async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      act(() => requestProductSelection('410100'));
      await screen.findAllByText('Select an option');
      // on a desktop the size's 3 choices show inline: the first option without a choice
      const size = screen.getByRole('group', { name: 'Size' });
      expect(size).toHaveAccessibleDescription('Select an option');
      await waitFor(() => expect(screen.getByRole('heading', { name: /^1 Size/ })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: /^4 Cushion/ }));
      expect(await screen.findByRole('group', { name: 'Cushion' })).toHaveAccessibleDescription('Select an option');
    });

    it("'Load {n} More' shows the rest of the fabrics, and goes", async () => {
      const user = userEvent.setup();
      const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      const drawer = container.querySelector<HTMLElement>('[data-option-code="1"]')!;
      const shown = () => within(drawer).getAllByRole('radio').length;
      const before = shown();
      const more = within(drawer).getByRole('button', { name: /^Load \d+ More$/ });
      expect(Number(/\d+/.exec(more.textContent!)![0])).toBeGreaterThan(0);
      await user.click(more);
      // (a list this long draws the rows near the view: more of them, not every one)
      await waitFor(() => expect(shown()).toBeGreaterThan(before));
      expect(within(drawer).queryByRole('button', { name: /^Load \d+ More$/ })).toBeNull();
    });

    it("a phone's fabric drawer lays a price group of more than 10 swatches in two rows; a desktop's does not [ref: configurator#validation]", async () => {
      const user = userEvent.setup();
      const { container, unmount } = render(
        <Configurator sku="410100" env={mobile} browseData={browseDataOf('410100')} />,
      );
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      await screen.findAllByRole('radio', { name: /^Haven, Oat/ });
      expect(container.querySelectorAll('[data-option-code="1"] [data-double-decker]').length).toBeGreaterThan(0);
      unmount();
      const desktop = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      await screen.findAllByRole('radio', { name: /^Haven, Oat/ });
      expect(desktop.container.querySelectorAll('[data-double-decker]')).toHaveLength(0);
    });

    it("a drawer other than fabric or leather has no 'Browse All', 'Get Free Swatch' or 'View Details', even once chosen", async () => {
      const user = userEvent.setup();
      const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('button', { name: /^4 Cushion/ }));
      await user.click(screen.getByRole('radio', { name: /Down Blend/ }));
      await waitFor(() => expect(screen.getByRole('button', { name: /^4 Cushion/ })).toHaveTextContent('Down Blend'));
      const cushion = container.querySelector<HTMLElement>('[data-option-code="4"]')!;
      expect(within(cushion).getAllByRole('radio').length).toBeGreaterThan(0);
      expect(within(cushion).queryByRole('button', { name: /^(Browse All|Get Free Swatch|View Details)/ })).toBeNull();
    });

    it("a swatch's radio is described by its quick view while it shows", async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('button', { name: /^3 Fabric/ }));
      const oat = screen.getByRole('radio', { name: /^Haven, Oat/ });
      expect(oat).not.toHaveAttribute('aria-describedby');
      await user.hover(oat.closest('label')!);
      const preview = await screen.findByRole('tooltip', {}, { timeout: 5000 });
      await waitFor(() => expect(oat).toHaveAttribute('aria-describedby', preview.id));
    });

    it('arrowing to the next size checks it at once and chooses it 500 ms later; a press chooses at once [ref: configurator#rules]', async () => {
      const user = userEvent.setup();
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      const sizes = within(screen.getByRole('group', { name: 'Size' })).getAllByRole('radio');
      const line = () =>
        within(screen.getByRole('region', { name: 'Your Selection Summary' })).getAllByRole('listitem')[0]!;
      const titleOf = (radio: HTMLElement) =>
        radio.closest('label')!.querySelector('.hearth-choice__name')!.textContent!;
      await user.click(sizes[0]!);
      expect(line()).toHaveTextContent(`Size${titleOf(sizes[0]!)}Edit Size`);
      await user.keyboard('{ArrowRight}');
      expect(sizes[1]).toBeChecked();
      // still the size pressed, until the keyboard rests
      expect(line()).toHaveTextContent(`Size${titleOf(sizes[0]!)}Edit Size`);
      await waitFor(() => expect(line()).toHaveTextContent(`Size${titleOf(sizes[1]!)}Edit Size`));
    });

    it("the configured piece shows a swatch beside it for the fabric chosen only: not for a depth's picture", async () => {
      const user = userEvent.setup();
      const { container } = render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      await user.click(screen.getByRole('radio', { name: /^Deep/ }));
      await waitFor(() => expect(screen.getByRole('heading', { name: /^2 Depth/ })).toHaveTextContent('Deep'));
      // past the moment the product summary follows the choice
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(container.querySelector('.hearth-product-summary__swatch')).toBeNull();
    });

    it('does not set the page title when the page keeps its own (setPageTitle false)', async () => {
      const own = testConfiguratorEnv();
      render(<Configurator sku="410100" env={own} browseData={browseDataOf('410100')} setPageTitle={false} />);
      // past the moment the title is set (the address is replaced in the same commit's effects)
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(own.setTitle).not.toHaveBeenCalled();
    });

    it("with the feature that hides the selected summary: no 'Your Selection Summary' [ref: configurator#rules]", async () => {
      // (setupMockApi sets the demo's configuration again before each test)
      setConfig({ features: { hideSelectedSummary: true } });
      render(<Configurator sku="410100" env={env} browseData={browseDataOf('410100')} />);
      expect(screen.getByRole('button', { name: /^3 Fabric/ })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Your Selection Summary' })).toBeNull();
    });
  },
);
