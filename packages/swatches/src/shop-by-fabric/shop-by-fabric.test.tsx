import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onAnalytics, type AnalyticsDetail } from '@hearth/core';
import { setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { RECENT_SWATCHES_STORAGE_KEY } from '@hearth/commerce';
import { ADDED_SWATCHES_COOKIE } from '../shared/added-swatches';
import type { SwatchesEnv } from '../shared/env';
import { setupMockServer } from '../testing/mock-server';
import { ShopByFabric } from './shop-by-fabric';

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

function recordSearches() {
  const searches: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/free-swatches/get-filtered-results') searches.push(url.search);
  });
  return searches;
}

const grid = () => screen.getByRole('region', { name: 'Fabric Swatches' });
const showing = () => within(grid()).getByRole('status');
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
    expect(await screen.findByRole('dialog', { name }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Recently Viewed' })).getAllByRole('article')).toHaveLength(2),
    );
  });
});

describe('the added tray', () => {
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
