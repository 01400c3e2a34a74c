import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onAnalytics, type AnalyticsDetail } from '@hearth/core';
import { setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RECENT_SWATCHES_STORAGE_KEY } from '@hearth/commerce';
import { ADDED_SWATCHES_COOKIE } from '../shared/added-swatches';
import type { SwatchesEnv } from '../shared/env';
import type { SwatchChoice } from '../shared/swatch-choice';
import type { CardsDto } from './schema';
import { setupMockServer } from '../testing/mock-server';
import { ShopByFabric } from './shop-by-fabric';
import { ShopByFabricIsland } from './shop-by-fabric-island';

vi.setConfig({ testTimeout: 30_000 });
const server = setupMockServer();

/** A page address that pushUrl changes and back/forward restore. */
function fakeEnv(search = '', pathname = '/free-swatches') {
  const history = [search];
  const pushed: string[] = [];
  let index = 0;
  const listeners = new Set<() => void>();
  const location = { pathname, search, hash: '', hostname: 'localhost', origin: 'http://localhost' };
  const env: Partial<SwatchesEnv> = {
    location,
    pushUrl: (url) => {
      pushed.push(url);
      location.search = new URL(url, 'http://localhost').search;
      history.splice(index + 1, Infinity, location.search);
      index += 1;
    },
    onPopState: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const go = (step: number) =>
    act(() => {
      index += step;
      location.search = history[index] ?? '';
      listeners.forEach((listener) => listener());
    });
  return { env, location, pushed, back: () => go(-1), forward: () => go(1) };
}

/** What `read` takes from each request's address (none when it gives undefined), for this test only. */
function recordAsked(read: (url: URL) => string | undefined) {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const value = read(new URL(request.url));
    if (value !== undefined) asked.push(value);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return asked;
}

const recordSearches = () =>
  recordAsked((url) => (url.pathname === '/free-swatches/get-filtered-results' ? url.search : undefined));

const grid = () => screen.getByRole('region', { name: 'Fabric Swatches' });
const showing = () => within(grid()).getByRole('status');
/** The page with `codes` already added (their cookie) and the server's first results `cards`. */
function renderWithAdded(codes: string[], cards: { code: number; title: string; text: string; isNla?: boolean }[]) {
  document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent(JSON.stringify(codes))}; path=/`;
  render(
    <ShopByFabric
      env={fakeEnv().env}
      initial={{ cardsDto: { cards, showingCount: cards.length, totalRecords: cards.length }, filterFacets: [] }}
    />,
  );
}
const addedCookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${ADDED_SWATCHES_COOKIE}=`));

describe('shop by fabric [ref: shop-by-fabric#screens, #rules, #calls]', () => {
  it('reads the filters from the address on arrival, sends them, and preselects the sort; axe clean', async () => {
    const searches = recordSearches();
    const { env } = fakeEnv('?features=performance+pet-friendly&sort=name');
    render(<ShopByFabric env={env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of \d+$/));
    expect(searches[0]).toBe('?features=performance+pet-friendly&sort=name&page=1');
    const features = screen.getByRole('group', { name: 'Features' });
    expect(within(features).getByRole('checkbox', { name: /^Performance/ })).toBeChecked();
    expect(within(features).getByRole('checkbox', { name: /^Pet-friendly/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveValue('name');
    expect(within(grid()).getAllByRole('article')).toHaveLength(24);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("while the first results load, the grid says 'Loading swatches…' (busy); the cards take its place", async () => {
    const release = holdAnswers(server, '/free-swatches/get-filtered-results');
    const { env } = fakeEnv();
    render(<ShopByFabric env={env} />);
    // the count line and the placeholder where the cards go, busy, both say so
    const busy = () => within(grid()).queryAllByRole('status', { busy: true });
    await waitFor(() => expect(busy()).toHaveLength(1));
    expect(busy()[0]).toHaveTextContent('Loading swatches…');
    expect(within(grid()).getByRole('status', { busy: false })).toHaveTextContent('Loading swatches…');
    release();
    await waitFor(() => expect(within(grid()).getAllByRole('article')).toHaveLength(24));
    expect(busy()).toEqual([]);
    expect(within(grid()).queryByText('Loading swatches…')).toBeNull();
  });

  it('writes each change to the address (name=key1+key2 joined with &); back and forward restore them', async () => {
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    const user = userEvent.setup();
    const { env, location, back, forward } = fakeEnv();
    render(<ShopByFabric env={env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    await user.click(screen.getByRole('checkbox', { name: /^Blue/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Green/ }));
    expect(location.search).toBe('?colorgroup=blue+green');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Name');
    expect(location.search).toBe('?colorgroup=blue+green&sort=name');
    expect(events.map((e) => e.event)).toEqual(['Filter Interaction', 'Filter Interaction', 'Filter Interaction']);
    back();
    expect(screen.getByRole('combobox', { name: 'Sort By' })).not.toHaveValue('name');
    expect(screen.getByRole('checkbox', { name: /^Green/ })).toBeChecked();
    back();
    expect(screen.getByRole('checkbox', { name: /^Green/ })).not.toBeChecked();
    forward();
    forward();
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveValue('name');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(location.search).toBe('?sort=name');
    stop();
  });

  it('pages by number: page 2 is fetched, marked current, and its heading gets focus', async () => {
    const searches = recordSearches();
    const user = userEvent.setup();
    const { env, location } = fakeEnv();
    render(<ShopByFabric env={env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/free-swatches?page=2');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 48 of/));
    expect(location.search).toBe('?page=2');
    expect(searches.at(-1)).toBe('?page=2');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fabric Swatches' })).toHaveFocus());
  });

  // the page's own path could name a host when written as a link (a page served at //evil.example/free-swatches)
  it.each(['//evil.example/free-swatches', '///evil.example/free-swatches'])(
    'on a page served at %s the page links and the filter history entries stay on this site',
    async (pathname) => {
      const user = userEvent.setup();
      const { env, pushed } = fakeEnv('', pathname);
      render(<ShopByFabric env={env} />);
      await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
      const page2 = within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' });
      expect(page2).toHaveAttribute('href', `http://localhost${pathname}?page=2`);
      await user.click(screen.getByRole('checkbox', { name: /^Blue/ }));
      expect(pushed).toEqual([`http://localhost${pathname}?colorgroup=blue`]);
      for (const url of [page2.getAttribute('href')!, ...pushed])
        expect(new URL(url, `http://localhost${pathname}`).origin).toBe('http://localhost');
    },
  );

  it('adds up to 5 swatches, saved to the cookie addedCartSwatches (a JSON list); at 5 the other Add buttons are disabled', async () => {
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing/));
    const adds = () => within(grid()).getAllByRole('button', { name: /^Add Swatch/ });
    for (let i = 0; i < 5; i += 1) await user.click(adds()[0]!);
    const cookie = decodeURIComponent(addedCookie()!.split('=')[1]!);
    expect(JSON.parse(cookie)).toHaveLength(5);
    expect(adds().every((button) => button.hasAttribute('disabled'))).toBe(true);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    expect(within(tray).getByRole('status')).toHaveTextContent('You may only select up to five swatches.');
    await user.click(within(grid()).getAllByRole('button', { name: /^Remove Swatch/ })[0]!);
    expect(JSON.parse(decodeURIComponent(addedCookie()!.split('=')[1]!))).toHaveLength(4);
    expect(adds().some((button) => !button.hasAttribute('disabled'))).toBe(true);
  });

  it('a failed fetch is logged and the loading indicator hidden; the cards stay', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing/));
    setFault('get-filtered-results', 'http503');
    await user.click(screen.getByRole('checkbox', { name: /^Blue/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('There was an error from server', expect.anything()));
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
    expect(showing()).toHaveTextContent(/^Showing 24 of/);
    expect(within(grid()).getAllByRole('article')).toHaveLength(24);
  });

  it("a first fetch that fails leaves no count and no 'Loading swatches…'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('get-filtered-results', 'http503');
    render(<ShopByFabric env={fakeEnv().env} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('There was an error from server', expect.anything()));
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
    expect(showing().textContent).toBe('');
    expect(within(grid()).queryByText('Loading swatches…')).toBeNull();
    expect(within(grid()).queryAllByRole('article')).toEqual([]);
  });

  it('the server-rendered results are used on arrival: nothing is fetched until a filter changes', async () => {
    const searches = recordSearches();
    const cards = [{ code: 10000, title: 'Aberdeen', text: 'Snow' }];
    render(
      <ShopByFabric
        env={fakeEnv().env}
        initial={{ cardsDto: { cards, showingCount: 1, totalRecords: 1 }, filterFacets: [] }}
      />,
    );
    expect(showing()).toHaveTextContent('Showing 1 of 1');
    expect(screen.getByRole('heading', { name: 'Aberdeen, Snow' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches).toEqual([]);
  });

  it('each card has a flyout; the recently viewed fabrics show once viewed', async () => {
    localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, JSON.stringify([{ ChoiceCode: 10305 }]));
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} swatchPageUrl="/free-swatches/{code}" />);
    const recent = await screen.findByRole('region', { name: 'Recently Viewed' });
    expect(within(recent).getByRole('link', { name: 'Dover, Slate' })).toHaveAttribute('href', '/free-swatches/10305');
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing/));
    const trigger = within(grid()).getAllByRole('button', { name: / details$/ })[0]!;
    await user.click(trigger);
    // The flyout's positioning code loads on first use.
    const name = trigger.getAttribute('aria-label')!.replace(/ details$/, '');
    expect(await screen.findByRole('dialog', { name }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Recently Viewed' })).getAllByRole('article')).toHaveLength(2),
    );
  });
});

describe('shop by fabric: what each change reports and shows [ref: shop-by-fabric#screens, #rules, #validation]', () => {
  /** Cards the server rendered the page with: one in stock, one out of stock, one no longer available. */
  const CARDS: SwatchChoice[] = [
    { code: 10000, title: 'Aberdeen', text: 'Snow' },
    { code: 10001, title: 'Aberdeen', text: 'Ivory', additionalDetails: { swatchInStock: 'no' } },
    { code: 10002, title: 'Aberdeen', text: 'Oat', isNla: true },
  ];
  const served = (cards: SwatchChoice[] = CARDS, more: Partial<CardsDto> = {}) => ({
    cardsDto: { cards, showingCount: cards.length, totalRecords: cards.length, ...more },
    filterFacets: [],
  });
  const card = (name: string) => within(grid()).getByRole('article', { name });
  /** Waits past the moment the calls of the page's arrival answer. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

  it("reports each change as 'Filter Interaction': the filter, its value and add, remove, sort or clear", async () => {
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    render(<ShopByFabric env={fakeEnv().env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Blue/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Green/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Green/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort By' }), { target: { value: 'name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    stop();
    expect(events.map(({ event, properties }) => [event, properties])).toEqual([
      ['Filter Interaction', { filter: 'colorgroup', value: 'blue', action: 'add' }],
      ['Filter Interaction', { filter: 'colorgroup', value: 'green', action: 'add' }],
      ['Filter Interaction', { filter: 'colorgroup', value: 'green', action: 'remove' }],
      ['Filter Interaction', { filter: 'sort', value: 'name', action: 'sort' }],
      ['Filter Interaction', { filter: 'all', value: '', action: 'clear' }],
    ]);
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
  });

  it("a card out of stock is flagged 'Unavailable', one no longer available 'No longer available': neither can be added", async () => {
    render(<ShopByFabric env={fakeEnv().env} initial={served()} />);
    const inStock = card('Aberdeen, Snow');
    expect(within(inStock).queryByText(/Unavailable|No longer available/)).toBeNull();
    expect(within(inStock).getByRole('button', { name: 'Add Swatch Aberdeen, Snow' })).toBeEnabled();
    const out = card('Aberdeen, Ivory');
    expect(within(out).getByText('Unavailable')).toBeInTheDocument();
    expect(within(out).queryByText('No longer available')).toBeNull();
    expect(within(out).getByRole('button', { name: 'Add Swatch Aberdeen, Ivory' })).toBeDisabled();
    const nla = card('Aberdeen, Oat');
    expect(within(nla).getByText('No longer available')).toBeInTheDocument();
    expect(within(nla).queryByText('Unavailable')).toBeNull();
    expect(within(nla).getByRole('button', { name: 'Add Swatch Aberdeen, Oat' })).toBeDisabled();
    await settle();
  });

  it("an added card's 'Remove Swatch' is the secondary button, 'Add Swatch' the primary one", async () => {
    render(<ShopByFabric env={fakeEnv().env} initial={served()} />);
    fireEvent.click(within(card('Aberdeen, Snow')).getByRole('button', { name: 'Add Swatch Aberdeen, Snow' }));
    const remove = within(card('Aberdeen, Snow')).getByRole('button', { name: 'Remove Swatch Aberdeen, Snow' });
    expect(remove).toHaveClass('hearth-button--secondary');
    expect(remove).not.toHaveClass('hearth-button--primary');
    expect(within(card('Aberdeen, Ivory')).getByRole('button', { name: /^Add Swatch/ })).toHaveClass(
      'hearth-button--primary',
    );
    await settle();
  });

  it("no swatch matches: 'No swatches match these filters.' and 'Showing 0 of 0'", async () => {
    render(<ShopByFabric env={fakeEnv('?colorgroup=pink').env} initial={served([])} />);
    expect(within(grid()).getByText('No swatches match these filters.')).toBeInTheDocument();
    expect(showing()).toHaveTextContent('Showing 0 of 0');
    expect(within(grid()).queryAllByRole('article')).toEqual([]);
    await settle();
  });

  it('a page number past the last page is the last page', async () => {
    render(<ShopByFabric env={fakeEnv('?page=9').env} initial={served(CARDS, { totalRecords: 72, pageSize: 24 })} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/free-swatches?page=2');
    expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull();
    await settle();
  });

  it('the results heading keeps its focus to itself on arrival (only a page change moves focus there)', async () => {
    render(<ShopByFabric env={fakeEnv().env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    await settle();
    expect(screen.getByRole('heading', { name: 'Fabric Swatches' })).not.toHaveFocus();
  });

  it("after a page change the focus goes to the results' heading once the new cards are in, not before", async () => {
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    const release = holdAnswers(server, '/free-swatches/get-filtered-results');
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'true'));
    await settle();
    expect(screen.getByRole('heading', { name: 'Fabric Swatches' })).not.toHaveFocus();
    release();
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 48 of/));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fabric Swatches' })).toHaveFocus());
  });

  it("the island shows the server's cards with the server's filters", async () => {
    const COLOUR = { key: 'colorgroup', label: 'Colour', facetType: 3, attributes: [{ key: 'blue', label: 'Blue' }] };
    render(
      <ShopByFabricIsland
        cardsDto={{ cards: CARDS, showingCount: 3, totalRecords: 3 }}
        filterFacets={[COLOUR]}
        firstName="Jordan"
      />,
    );
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('article')).toHaveLength(3);
    await settle();
  });

  it("none viewed: no 'Recently Viewed', and no lookup of recent or NLA fabrics", async () => {
    const asked = recordAsked((url) => (/get-(recent|nla)-fabrics$/.test(url.pathname) ? url.pathname : undefined));
    render(<ShopByFabric env={fakeEnv().env} initial={served()} />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Recently Viewed' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it("'Recently Viewed' shows the 6 most recent swatches, most recent first", async () => {
    const codes = [30000, 30001, 30002, 30003, 30100, 30101, 30102];
    localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, JSON.stringify(codes.map((ChoiceCode) => ({ ChoiceCode }))));
    render(<ShopByFabric env={fakeEnv().env} initial={served()} />);
    const recent = await screen.findByRole('region', { name: 'Recently Viewed' });
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Haven, Snow', 'Haven, Ivory', 'Haven, Oat', 'Haven, Flax', 'Sterling, Snow', 'Sterling, Ivory']);
  });

  it('after the server-rendered results, a filter change fetches its cards; the last cards stay, busy, until they come', async () => {
    const searches = recordSearches();
    const COLOUR = { key: 'colorgroup', label: 'Colour', facetType: 3, attributes: [{ key: 'blue', label: 'Blue' }] };
    const release = holdAnswers(server, '/free-swatches/get-filtered-results');
    render(<ShopByFabric env={fakeEnv().env} initial={{ ...served(), filterFacets: [COLOUR] }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'true'));
    expect(within(grid()).getAllByRole('article')).toHaveLength(3);
    release();
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    expect(searches).toEqual(['?colorgroup=blue&page=1']);
  });

  it("a page change is not reported as a 'Filter Interaction'; a later filter change leaves the focus where it is", async () => {
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 48 of/));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fabric Swatches' })).toHaveFocus());
    expect(events).toEqual([]);
    const blue = screen.getByRole('checkbox', { name: /^Blue/ });
    await user.click(blue);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    await settle();
    expect(blue).toHaveFocus();
    stop();
  });

  it("a filter change keeps the address's fragment", async () => {
    const { env, location, pushed } = fakeEnv();
    location.hash = '#swatches';
    render(<ShopByFabric env={env} />);
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Blue/ }));
    expect(pushed).toEqual(['/free-swatches?colorgroup=blue#swatches']);
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
  });
});

describe('the added tray', () => {
  it("with no swatch added: 'Add up to 5 free swatches, then order them.' and 'Order Free Swatches' disabled", async () => {
    render(<ShopByFabric env={fakeEnv().env} />);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    expect(within(tray).getByRole('status')).toHaveTextContent('Add up to 5 free swatches, then order them.');
    expect(within(tray).getByRole('button', { name: 'Order Free Swatches' })).toBeDisabled();
    expect(within(tray).queryByRole('list')).toBeNull();
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 24 of/));
  });

  it('a swatch whose card says it is no longer available is flagged and blocks ordering, whatever the NLA check says', async () => {
    renderWithAdded(['10000'], [{ code: 10000, title: 'Aberdeen', text: 'Snow', isNla: true }]);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    // the NLA check of 10000 answers that it is available
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(within(within(tray).getByRole('listitem')).getByText('No longer available')).toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: 'Order Free Swatches' })).toBeDisabled();
  });

  it('a swatch the NLA check reports is flagged in the tray, though its card says nothing of it', async () => {
    renderWithAdded(['10202'], [{ code: 10202, title: 'Carlisle', text: 'Oat' }]);
    const item = within(screen.getByRole('region', { name: 'Your Free Swatches' })).getByRole('listitem');
    expect(await within(item).findByText('No longer available')).toBeInTheDocument();
  });

  it("an added swatch not among the results is named from 'Recently Viewed' when its own card cannot be read", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('get-card-data', 'http503');
    localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, JSON.stringify([{ ChoiceCode: 10305 }]));
    renderWithAdded(['10305'], [{ code: 10000, title: 'Aberdeen', text: 'Snow' }]);
    await screen.findByRole('region', { name: 'Recently Viewed' });
    const item = within(screen.getByRole('region', { name: 'Your Free Swatches' })).getByRole('listitem');
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Remove Swatch Dover, Slate' })).toBeInTheDocument(),
    );
    expect(error).toHaveBeenCalledWith('There was an error from server', expect.anything());
  });

  it('a swatch added on another page of results is named from its card; each added swatch shows its picture', async () => {
    renderWithAdded(['30000'], [{ code: 10000, title: 'Aberdeen', text: 'Snow' }]);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    expect(await within(tray).findByRole('button', { name: 'Remove Swatch Haven, Snow' })).toBeInTheDocument();
    expect(within(tray).getByRole('listitem').querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\S/));
  });

  it("a swatch added on another page whose card cannot be fetched is logged ('There was an error from server') and named by its code", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFault('get-card-data', 'http503');
    renderWithAdded(['30000'], []);
    await waitFor(() => expect(error).toHaveBeenCalledWith('There was an error from server', expect.anything()));
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    expect(within(tray).getByRole('button', { name: 'Remove Swatch 30000' })).toBeInTheDocument();
  });

  it.each(['get-recent-fabrics', 'get-nla-fabrics'])(
    "a %s that fails is logged ('There was an error from server')",
    async (call) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      setFault(call, 'http503');
      document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent('["10000"]')}; path=/`;
      localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, JSON.stringify([{ ChoiceCode: 10305 }]));
      const cards = [{ code: 10000, title: 'Aberdeen', text: 'Snow' }];
      render(
        <ShopByFabric
          env={fakeEnv().env}
          initial={{ cardsDto: { cards, showingCount: 1, totalRecords: 1 }, filterFacets: [] }}
        />,
      );
      await waitFor(() => expect(error).toHaveBeenCalledWith('There was an error from server', expect.anything()));
    },
  );

  it('the order modal closes by Escape, and focus goes back to its button', async () => {
    document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent('["10000"]')}; path=/`;
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} />);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    const order = within(tray).getByRole('button', { name: 'Order Free Swatches' });
    expect(order).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(order);
    // The order modal loads on first use.
    await screen.findByRole('dialog', { name: 'Order Free Swatches' }, { timeout: 10_000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(order).toHaveFocus());
  });

  it('an added swatch out of stock goes into the order modal unchecked', async () => {
    document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent('["10000","10001"]')}; path=/`;
    const cards = [
      { code: 10000, title: 'Aberdeen', text: 'Snow' },
      { code: 10001, title: 'Aberdeen', text: 'Ivory', additionalDetails: { swatchInStock: 'no' } },
    ];
    const user = userEvent.setup();
    render(
      <ShopByFabric
        env={fakeEnv().env}
        initial={{ cardsDto: { cards, showingCount: 2, totalRecords: 2 }, filterFacets: [] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Order Free Swatches' }));
    // The order modal loads on first use.
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' }, { timeout: 10_000 });
    expect(within(modal).getByRole('checkbox', { name: 'Aberdeen, Snow' })).toBeChecked();
    expect(within(modal).getByRole('checkbox', { name: /^Aberdeen, Ivory/ })).not.toBeChecked();
    expect(within(modal).getByRole('status')).toHaveTextContent('1 of 5 selected');
  });

  it("a double click on 'Remove Swatch' removes that swatch only: its second click is dropped, for the next one slid under the pointer", async () => {
    document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent('["10000","10202","10305"]')}; path=/`;
    render(<ShopByFabric env={fakeEnv().env} />);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    const removes = () => within(tray).queryAllByRole('button', { name: /^Remove Swatch/ });
    await waitFor(() => expect(removes()).toHaveLength(3));
    fireEvent.click(removes()[0]!, { detail: 1 });
    await waitFor(() => expect(removes()).toHaveLength(2));
    fireEvent.click(removes()[0]!, { detail: 2 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(removes()).toHaveLength(2);
  });
});

describe('ordering the added swatches (shared with the order modal) [ref: shop-by-fabric#rules]', () => {
  it('opens the order modal with them; an NLA one is flagged and blocks ordering; a successful order empties the list', async () => {
    document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent('["10000","10202"]')}; path=/`;
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} prefill={{ firstName: 'Jordan', emailAddress: 'demo@hearth.test' }} />);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    await waitFor(() => expect(within(tray).getByText('No longer available')).toBeInTheDocument());
    expect(within(tray).getByRole('button', { name: 'Order Free Swatches' })).toBeDisabled();
    await user.click(within(tray).getByRole('button', { name: /^Remove Swatch Carlisle, Oat/ }));
    await user.click(within(tray).getByRole('button', { name: 'Order Free Swatches' }));
    // The order modal loads on first use.
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' }, { timeout: 5000 });
    expect(within(modal).getByRole('checkbox', { name: 'Aberdeen, Snow' })).toBeChecked();
    expect(within(modal).getByLabelText('First Name')).toHaveValue('Jordan');
    await user.type(within(modal).getByLabelText('Last Name'), 'Avery');
    await user.type(within(modal).getByLabelText('Address 1'), '1250 Techny Rd');
    await user.type(within(modal).getByLabelText('City'), 'Northbrook');
    await user.selectOptions(within(modal).getByRole('combobox', { name: 'State' }), 'IL');
    await user.type(within(modal).getByLabelText('ZIP Code'), '60062');
    await user.type(within(modal).getByLabelText('Phone Number'), '3124567890');
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Thank You.' });
    expect(JSON.parse(decodeURIComponent(addedCookie()!.split('=')[1]!))).toEqual([]);
    expect(within(tray).getByRole('status')).toHaveTextContent('Add up to 5 free swatches, then order them.');
  });

  it("the island's known customer is filled in on the order form", async () => {
    document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent('["10000"]')}; path=/`;
    const user = userEvent.setup();
    const cards = [{ code: 10000, title: 'Aberdeen', text: 'Snow' }];
    render(
      <ShopByFabricIsland
        cardsDto={{ cards, showingCount: 1, totalRecords: 1 }}
        firstName="Jordan"
        lastName="Avery"
        emailAddress="demo@hearth.test"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Order Free Swatches' }));
    // The order modal loads on first use.
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' }, { timeout: 10_000 });
    expect(within(modal).getByLabelText('First Name')).toHaveValue('Jordan');
    expect(within(modal).getByLabelText('Last Name')).toHaveValue('Avery');
    expect(within(modal).getByLabelText('Email Address')).toHaveValue('demo@hearth.test');
  });

  it('unchecking a swatch in the modal removes it from the added swatches', async () => {
    document.cookie = `${ADDED_SWATCHES_COOKIE}=${encodeURIComponent('[10000,10001]')}; path=/`;
    const user = userEvent.setup();
    render(<ShopByFabric env={fakeEnv().env} />);
    const tray = screen.getByRole('region', { name: 'Your Free Swatches' });
    await user.click(within(tray).getByRole('button', { name: 'Order Free Swatches' }));
    // The order modal loads on first use.
    const modal = await screen.findByRole('dialog', { name: 'Order Free Swatches' }, { timeout: 5000 });
    await waitFor(() => expect(within(modal).getByRole('checkbox', { name: 'Aberdeen, Ivory' })).toBeChecked());
    await user.click(within(modal).getByRole('checkbox', { name: 'Aberdeen, Ivory' }));
    expect(within(modal).getByRole('checkbox', { name: 'Aberdeen, Ivory' })).not.toBeChecked();
    expect(JSON.parse(decodeURIComponent(addedCookie()!.split('=')[1]!))).toEqual(['10000']);
  });
});
