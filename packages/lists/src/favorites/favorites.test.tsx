import { demoConfig, setFault, signIn } from '@hearth/mock-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GROUPER_ERROR_EVENT } from '../shared/grouper';
import { clickThreeTimes, holdAnswers } from '@hearth/mock-api/testing';
import { fakeEnv, PATHS, seriousAxeViolations, setupMockApi } from '../testing/mock-api';
import { Favorites } from './favorites';
import { FavoritesPopup } from './lazy-popups';

const api = setupMockApi();
const LAMP = '300101';

async function openList(props: Partial<Parameters<typeof Favorites>[0]> = {}) {
  const user = userEvent.setup();
  const { env, log } = fakeEnv();
  render(<Favorites sku={LAMP} env={env} {...props} />);
  await user.click(await screen.findByRole('button', { name: 'Add to Favorites' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add This Item to a List' });
  return { user, dialog, log };
}

describe('Favorites: the heart [ref: favorites#rules, #calls]', () => {
  it('reads the saved pairs with GET favorites skus, no-cache, and shows an item not saved as outline', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<Favorites sku={LAMP} />);
    const button = screen.getByRole('button', { name: 'Add to Favorites' });
    await waitFor(() => expect(api.to(PATHS.favoritesSkus)).toHaveLength(1));
    const skus = fetch.mock.calls.find(([url]) => String(url).includes(PATHS.favoritesSkus));
    expect(skus?.[1]?.cache).toBe('no-cache');
    expect(button.closest('.hearth-favorites')).not.toHaveAttribute('data-saved');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('an item whose sku and option choice are saved shows saved (solid)', async () => {
    api.server.use(
      http.get(`*${PATHS.favoritesSkus}`, () =>
        HttpResponse.json([
          { Item1: 410100, Item2: '6_802' },
          { Item1: LAMP, Item2: null },
        ]),
      ),
    );
    render(
      <>
        <Favorites sku={LAMP} />
        <Favorites sku="410100" optionChoiceParameter="6_802" />
        <Favorites sku="410100" optionChoiceParameter="6_803" />
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Saved to Favorites' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).toBeInTheDocument();
  });

  it('the heart is drawn as an outline (no fill) until the item is saved, then solid', () => {
    const pairs = [{ Item1: LAMP, Item2: '' }];
    render(
      <>
        <Favorites sku={LAMP} favoritesSkus={pairs} />
        <Favorites sku="410100" favoritesSkus={pairs} />
      </>,
    );
    const heart = (name: string) => screen.getByRole('button', { name }).querySelector('svg path');
    expect(heart('Saved to Favorites')).toHaveAttribute('fill', 'currentColor');
    expect(heart('Add to Favorites')).toHaveAttribute('fill', 'none');
  });

  it('a failed read of the saved pairs is logged (one line naming the island and the call), the heart not saved [ref: favorites#errors]', async () => {
    setFault('favoritesSkus', 'http503');
    const { env, log } = fakeEnv();
    render(<Favorites sku={LAMP} env={env} />);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith('hearth: favorites: favoritesSkus failed; nothing is shown', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).toBeInTheDocument();
  });

  it('an add marks the item saved, though the saved pairs read again do not hold it yet, and reads them again', async () => {
    signIn();
    api.server.use(http.get(`*${PATHS.favoritesSkus}`, () => HttpResponse.json([])));
    const { user, dialog } = await openList();
    await waitFor(() => expect(api.to(PATHS.favoritesSkus)).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cabin' }));
    await screen.findByRole('dialog', { name: 'Item Added to Your List' });
    await waitFor(() => expect(api.to(PATHS.favoritesSkus)).toHaveLength(2));
    // the second read's answer (no pair) is in by now
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('button', { name: 'Saved to Favorites' })).toBeInTheDocument();
  });

  it('with the saved pairs given as props, an add marks the item saved and reads nothing', async () => {
    signIn();
    const { user, dialog } = await openList({ favoritesSkus: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Cabin' }));
    await screen.findByRole('dialog', { name: 'Item Added to Your List' });
    expect(screen.getByRole('button', { name: 'Saved to Favorites' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.to(PATHS.favoritesSkus)).toHaveLength(0);
  });

  it('saved pairs given as props are used instead of the call', async () => {
    render(<Favorites sku={LAMP} favoritesSkus={[{ Item1: LAMP, Item2: '' }]} />);
    expect(screen.getByRole('button', { name: 'Saved to Favorites' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.to(PATHS.favoritesSkus)).toHaveLength(0);
  });
});

describe("Favorites: 'Add This Item to a List' [ref: favorites]", () => {
  it('a click posts the popup data (sku, optionChoiceParameter) and opens the modal with the item', async () => {
    const { dialog } = await openList({ optionChoiceParameter: '' });
    expect(api.to(PATHS.favoritesPopupData)[0]?.body).toEqual({ sku: LAMP, optionChoiceParameter: '' });
    expect(within(dialog).getByText('Stoneware Table Lamp')).toBeInTheDocument();
    expect(within(dialog).getByText('$179.00')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('three clicks 250 ms apart where the heart is post the popup data once: the modal the first opened takes the next two and stays open', async () => {
    const { env } = fakeEnv();
    render(<Favorites sku={LAMP} env={env} />);
    // a mouse reaches the heart before it presses: the modal's code loads then
    await FavoritesPopup.preload();
    const landed = await clickThreeTimes(await screen.findByRole('button', { name: 'Add to Favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add This Item to a List' });
    expect(landed[2]).toBe(dialog);
    // a request the third click made would be in by now
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.to(PATHS.favoritesPopupData)).toHaveLength(1);
    expect(dialog).toHaveAttribute('open');
  }, 15_000);

  it("a shopper not signed in sees 'Already have a list? Sign in', returning to the path and query with the sku as anchor", async () => {
    const { dialog } = await openList();
    expect(dialog).toHaveTextContent('Already have a list? Sign in');
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/account/login?returnUrl=${encodeURIComponent(`/furniture/stoneware-table-lamp/s300101?site=US#${LAMP}`)}`,
    );
  });

  it("an answer that leaves out IsSignedIn and Boards is a shopper not signed in, with no lists: 'Sign in' shows", async () => {
    api.server.use(http.post(`*${PATHS.favoritesPopupData}`, () => HttpResponse.json({ CurrentProductName: 'Lamp' })));
    const { dialog } = await openList();
    expect(dialog).toHaveTextContent('Already have a list? Sign in');
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Your Lists' })).toBeNull();
  });

  it.each(['/.//evil.example/x', '/%2e//evil.example/x', '/a/..//evil.example/x', 'http://localhost//evil.example/x'])(
    "signInUrl %j: the 'Sign in' link stays on this site",
    async (signInUrl) => {
      const { dialog } = await openList({ signInUrl });
      const href = within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')!;
      expect(href).toBe(
        `http://localhost//evil.example/x?returnUrl=${encodeURIComponent(`/furniture/stoneware-table-lamp/s300101?site=US#${LAMP}`)}`,
      );
      expect(new URL(href, 'http://localhost/furniture/x').origin).toBe('http://localhost');
    },
  );

  it('with anchor redirect off the return URL has no anchor', async () => {
    const { dialog } = await openList({ anchorRedirect: false });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/account/login?returnUrl=${encodeURIComponent('/furniture/stoneware-table-lamp/s300101?site=US')}`,
    );
  });

  it('a signed-in shopper sees the boards, IsProductMember shown, and no sign-in prompt', async () => {
    signIn();
    api.server.use(
      http.post(`*${PATHS.favoritesPopupData}`, () =>
        HttpResponse.json({
          CurrentProductName: 'Lamp',
          Boards: [
            { Id: 1, BoardName: 'Living Room Ideas', IsProductMember: true },
            { Id: 2, BoardName: 'Cabin' },
          ],
          IsSignedIn: true,
        }),
      ),
    );
    const { dialog } = await openList();
    const lists = within(dialog).getByRole('region', { name: 'Your Lists' });
    const member = within(lists).getByRole('button', { name: 'Living Room Ideas' });
    expect(member).toBeDisabled();
    expect(member).toHaveAccessibleDescription('Item is in this list');
    expect(within(lists).getByRole('button', { name: 'Cabin' })).toBeEnabled();
    expect(within(dialog).queryByText(/Already have a list/)).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("adding to a board posts sku, quantity, recapId and optionChoiceParameter; then 'Item Added to Your List' with 'View Now'", async () => {
    signIn();
    const user = userEvent.setup();
    render(<Favorites sku={LAMP} quantity={2} optionChoiceParameter="" />);
    const heart = await screen.findByRole('button', { name: 'Add to Favorites' });
    await user.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Add This Item to a List' });
    await user.click(within(dialog).getByRole('button', { name: 'Cabin' }));
    const added = await screen.findByRole('dialog', { name: 'Item Added to Your List' });
    expect(api.to(PATHS.favoritesAddItem)[0]?.body).toEqual({
      sku: LAMP,
      quantity: 2,
      recapId: 2,
      optionChoiceParameter: '',
    });
    expect(added).toHaveAccessibleDescription('Stoneware Table Lamp was added to Cabin.');
    expect(within(added).getByRole('link', { name: 'View Now' })).toHaveAttribute('href', '/Favorites/');
    expect(screen.queryByRole('dialog', { name: 'Add This Item to a List' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Saved to Favorites' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(added).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Saved to Favorites' })).toHaveFocus();
  });

  it('an empty new list name shows the error and sends nothing [ref: favorites#validation]', async () => {
    const { user, dialog } = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    const field = within(dialog).getByRole('textbox', { name: 'New List Name' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Please enter a list name.');
    await user.type(field, '   {Enter}');
    // past the moment a create sent on Enter would have reached the server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.favoritesCreateBoard)).toHaveLength(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('each opening is a fresh modal: a name typed, then the modal closed, is not there the next time', async () => {
    const { user, dialog } = await openList();
    await user.type(within(dialog).getByRole('textbox', { name: 'New List Name' }), 'Nurs');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    const again = await screen.findByRole('dialog', { name: 'Add This Item to a List' });
    expect(within(again).getByRole('textbox', { name: 'New List Name' })).toHaveValue('');
  });

  it('Enter in the name creates the list with the item; success opens the added modal', async () => {
    const { user, dialog } = await openList();
    await user.type(within(dialog).getByRole('textbox', { name: 'New List Name' }), ' Nursery {Enter}');
    const added = await screen.findByRole('dialog', { name: 'Item Added to Your List' });
    expect(api.to(PATHS.favoritesCreateBoard)[0]?.body).toEqual({
      boardName: 'Nursery',
      sku: LAMP,
      quantity: 1,
      optionChoiceParameter: '',
    });
    expect(added).toHaveAccessibleDescription('Stoneware Table Lamp was added to Nursery.');
  });

  it('a create answered with recapId 0 is not a success: logged only, the modal stays', async () => {
    api.server.use(http.post(`*${PATHS.favoritesCreateBoard}`, () => HttpResponse.json({ recapId: 0 })));
    const { user, dialog, log } = await openList();
    await user.type(within(dialog).getByRole('textbox', { name: 'New List Name' }), 'Cabin{Enter}');
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Item Added to Your List' })).toBeNull();
    expect(dialog).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create List' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).toBeInTheDocument();
  });

  it('a failed popup-data call is logged only: no modal, the heart usable again [ref: favorites#errors]', async () => {
    setFault('favoritesPopupData', 'http503');
    const user = userEvent.setup();
    const { env, log } = fakeEnv();
    render(<Favorites sku={LAMP} env={env} />);
    const heart = screen.getByRole('button', { name: 'Add to Favorites' });
    await user.click(heart);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
  });
});

describe('Favorites: an answer after the heart has left the page', () => {
  it.each([
    ['a failure', 'http503'],
    ['the popup data', null],
  ] as const)('%s is dropped: nothing logged, no modal', async (_, fault) => {
    if (fault) setFault('favoritesPopupData', fault);
    const release = holdAnswers(api.server, PATHS.favoritesPopupData);
    const user = userEvent.setup();
    const { env, log } = fakeEnv();
    const view = render(<Favorites sku={LAMP} env={env} />);
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    await waitFor(() => expect(api.to(PATHS.favoritesPopupData)).toHaveLength(1));
    view.unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(log).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('Favorites: when the heart is disabled [ref: favorites#validation]', () => {
  it.each([
    ['unavailable', { isNla: true }],
    ['personalized', { isPersonalized: true }],
    ['sku 0 with a super special order', { sku: '0', superSpecialOrder: { sku: '410199', url: '/sso' } }],
  ])('%s: disabled', (_, props) => {
    render(<Favorites sku={LAMP} {...props} />);
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).toBeDisabled();
  });

  it('sku 0 with a grouper: disabled, and a click raises the grouper error without a call', async () => {
    const user = userEvent.setup();
    const raised = vi.fn();
    document.addEventListener(GROUPER_ERROR_EVENT, raised);
    render(<Favorites sku={0 as never} hasGrouper />);
    const heart = screen.getByRole('button', { name: 'Add to Favorites' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    await user.click(heart);
    document.removeEventListener(GROUPER_ERROR_EVENT, raised);
    expect(raised).toHaveBeenCalledTimes(1);
    expect((raised.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ island: 'favorites' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your options first.');
    expect(heart).toHaveAccessibleDescription('Please choose your options first.');
    await act(async () => {});
    expect(api.to(PATHS.favoritesPopupData)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sku 0 with a grouper: no error under the heart before it is pressed', async () => {
    render(<Favorites sku="0" hasGrouper favoritesSkus={[]} />);
    const heart = screen.getByRole('button', { name: 'Add to Favorites' });
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(heart).not.toHaveAttribute('aria-describedby');
  });

  it('a heart with a sku shows no grouper error when pressed', async () => {
    const { dialog } = await openList({ hasGrouper: true, favoritesSkus: [] });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).not.toHaveAttribute('aria-describedby');
  });

  it('the grouper error goes once the grouper picks a sku', async () => {
    const user = userEvent.setup();
    const view = render(<Favorites sku="0" hasGrouper favoritesSkus={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your options first.');
    view.rerender(<Favorites sku={LAMP} hasGrouper favoritesSkus={[]} />);
    const heart = screen.getByRole('button', { name: 'Add to Favorites' });
    expect(heart).toBeEnabled();
    expect(heart).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(heart).not.toHaveAttribute('aria-describedby');
  });

  it("sku 0 with a grouper and grouperErrorMessage '': only the event (the page's grouper shows its error)", async () => {
    const user = userEvent.setup();
    render(<Favorites sku="0" hasGrouper grouperErrorMessage="" />);
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// The modal's code loads cold here: on a loaded two-core machine that has taken seconds.
describe('Favorites: the heart stays busy until its modal is open', { timeout: 20_000 }, () => {
  it("the popup data before the modal's code: Enter twice more posts nothing; the modal opens once its code is in", async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const code = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('./favorites-dialog', async (original: () => Promise<unknown>) => {
      await code;
      return original();
    });
    try {
      // a fresh module graph, so the modal's code is not loaded yet
      vi.resetModules();
      const core = await import('@hearth/core');
      core.setConfig({ ...demoConfig('US', 'main') });
      const { Favorites: Fresh } = await import('./favorites');
      const { env } = fakeEnv();
      setFault('favoritesSkus', 'http503');
      render(<Fresh sku={LAMP} env={env} />);
      const button = screen.getByRole('button', { name: 'Add to Favorites' });
      button.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(api.to(PATHS.favoritesPopupData)).toHaveLength(1));
      // the answer is read while the modal's code still loads
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      release();
      expect(
        await screen.findByRole('dialog', { name: 'Add This Item to a List' }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(api.to(PATHS.favoritesPopupData)).toHaveLength(1);
      // and the heart leaves its busy state, the other calls failing as they may
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(button).not.toHaveAttribute('aria-disabled', 'true');
    } finally {
      vi.doUnmock('./favorites-dialog');
    }
  });
});
