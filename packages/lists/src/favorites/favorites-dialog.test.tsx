import { setFault, signIn } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeEnv, PATHS, setupMockApi } from '../testing/mock-api';
import { Favorites } from './favorites';

const api = setupMockApi();
const LAMP = '300101';

async function openList(props: Partial<Parameters<typeof Favorites>[0]> = {}) {
  const user = userEvent.setup();
  const { env, log } = fakeEnv();
  render(<Favorites sku={LAMP} env={env} favoritesSkus={[]} {...props} />);
  await user.click(await screen.findByRole('button', { name: 'Add to Favorites' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add This Item to a List' });
  return { user, dialog, log };
}

/** The popup data answered for every item. */
function answerPopupData(data: Record<string, unknown>) {
  api.server.use(http.post(`*${PATHS.favoritesPopupData}`, () => HttpResponse.json(data)));
}

describe("Favorites: the item in 'Add This Item to a List' [ref: favorites#screens, #data]", () => {
  it('shows the product image from ProductImageUrl', async () => {
    const { dialog } = await openList();
    expect(dialog.querySelector('.hearth-favorites__product img')).toHaveAttribute(
      'src',
      `/api/demo/img/product/${LAMP}.svg`,
    );
  });

  it('a ProductImageUrl that is not a web address is left out, with one console line naming the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerPopupData({ CurrentProductName: 'Lamp', ProductImageUrl: 'javascript:alert(1)' });
    const { dialog } = await openList();
    expect(dialog.querySelector('img')).toBeNull();
    expect(error.mock.calls.filter(([line]) => String(line).startsWith('hearth: island'))).toEqual([
      [
        'hearth: island "favorites" refused field "ProductImageUrl": "javascript:alert(1)" is not an http(s) URL or a path on this site; it is not used.',
      ],
    ]);
  });

  it.each([
    ['left out', {}],
    ['null', { CurrentProductFormattedPrice: null }],
    ['empty', { CurrentProductFormattedPrice: '' }],
  ])('a price %s shows no price', async (_, price) => {
    answerPopupData({ CurrentProductName: 'Lamp', ...price });
    const { dialog } = await openList();
    expect(dialog.querySelector('.hearth-favorites__price')).toBeNull();
    expect(dialog.querySelector('.hearth-favorites__product')).toHaveTextContent(/^Lamp$/);
  });

  it('on the Canadian site the price is shown in Canadian dollars', async () => {
    answerPopupData({ CurrentProductName: 'Lamp', CurrentProductFormattedPrice: 1299 });
    const { dialog } = await openList({ site: 'CA' });
    expect(dialog.querySelector('.hearth-favorites__price')).toHaveTextContent(/^CAD 1,299\.00$/);
  });

  it('an answer without CurrentProductName names the item by its sku', async () => {
    answerPopupData({ CurrentProductFormattedPrice: '$179.00' });
    const { dialog } = await openList();
    expect(dialog.querySelector('.hearth-favorites__name')).toHaveTextContent(/^300101$/);
  });
});

describe("Favorites: the shopper's lists [ref: favorites#screens, #calls]", () => {
  it('the row of a list holding the item is marked data-member; the others are not', async () => {
    answerPopupData({
      CurrentProductName: 'Lamp',
      Boards: [
        { Id: 1, BoardName: 'Living Room Ideas', IsProductMember: true },
        { Id: 2, BoardName: 'Cabin', IsProductMember: false },
      ],
      IsSignedIn: true,
    });
    const { dialog } = await openList();
    expect(within(dialog).getByRole('button', { name: 'Living Room Ideas' }).closest('li')).toHaveAttribute(
      'data-member',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Cabin' }).closest('li')).not.toHaveAttribute('data-member');
  });

  it('a list sent without BoardName is shown with an empty name, never a made-up one', async () => {
    answerPopupData({ CurrentProductName: 'Lamp', Boards: [{ Id: 3 }], IsSignedIn: true });
    const { dialog } = await openList();
    const lists = within(dialog).getByRole('region', { name: 'Your Lists' });
    expect(within(lists).getByRole('listitem')).toHaveTextContent(/^$/);
  });

  it('a list whose Id comes as a string is added to with that Id as a number (recapId)', async () => {
    signIn();
    answerPopupData({ CurrentProductName: 'Lamp', Boards: [{ Id: '2', BoardName: 'Cabin' }], IsSignedIn: true });
    const { user, dialog } = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'Cabin' }));
    await screen.findByRole('dialog', { name: 'Item Added to Your List' });
    expect(api.to(PATHS.favoritesAddItem)[0]?.body).toEqual({
      sku: LAMP,
      quantity: 1,
      recapId: 2,
      optionChoiceParameter: '',
    });
  });

  it("while the item is being added to a list, that list is busy; the other list and 'Create List' are not", async () => {
    signIn();
    const release = holdAnswers(api.server, PATHS.favoritesAddItem);
    const { user, dialog } = await openList();
    const cabin = within(dialog).getByRole('button', { name: 'Cabin' });
    await user.click(cabin);
    await waitFor(() => expect(api.to(PATHS.favoritesAddItem)).toHaveLength(1));
    expect(cabin).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Living Room Ideas' })).not.toHaveAttribute('aria-busy');
    expect(within(dialog).getByRole('button', { name: 'Create List' })).not.toHaveAttribute('aria-busy');
    release();
    expect(await screen.findByRole('dialog', { name: 'Item Added to Your List' })).toBeInTheDocument();
  });

  it('while the item is being added to a list, Enter in the empty name field does nothing: no name error, no create', async () => {
    signIn();
    const release = holdAnswers(api.server, PATHS.favoritesAddItem);
    const { user, dialog } = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'Cabin' }));
    await waitFor(() => expect(api.to(PATHS.favoritesAddItem)).toHaveLength(1));
    const field = within(dialog).getByRole('textbox', { name: 'New List Name' });
    await user.type(field, '{Enter}');
    await act(async () => {});
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).not.toHaveAccessibleDescription();
    release();
    expect(await screen.findByRole('dialog', { name: 'Item Added to Your List' })).toBeInTheDocument();
    expect(api.to(PATHS.favoritesCreateBoard)).toHaveLength(0);
  });

  it('an add that fails on the network is logged only (one line naming the call); the list is usable again [ref: favorites#errors]', async () => {
    signIn();
    setFault('favoritesAddItem', 'network');
    const { user, dialog, log } = await openList();
    const cabin = within(dialog).getByRole('button', { name: 'Cabin' });
    await user.click(cabin);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith(
      'hearth: favorites: favoritesAddItem failed; nothing is shown',
      expect.objectContaining({ kind: 'network' }),
    );
    await waitFor(() => expect(cabin).not.toHaveAttribute('aria-busy'));
    expect(cabin).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Item Added to Your List' })).toBeNull();
  });
});

describe("Favorites: 'New List Name' and 'Create List' [ref: favorites#validation]", () => {
  it('the field is not marked invalid when the modal opens', async () => {
    const { dialog } = await openList();
    const field = within(dialog).getByRole('textbox', { name: 'New List Name' });
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('the name error goes as soon as the shopper types', async () => {
    const { user, dialog } = await openList();
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    const field = within(dialog).getByRole('textbox', { name: 'New List Name' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await user.type(field, 'N');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).not.toHaveAccessibleDescription();
  });

  it("'Create List' is busy while the list is created, and Enter again sends nothing more", async () => {
    const release = holdAnswers(api.server, PATHS.favoritesCreateBoard);
    const { user, dialog } = await openList();
    const field = within(dialog).getByRole('textbox', { name: 'New List Name' });
    await user.type(field, 'Nursery{Enter}');
    await waitFor(() => expect(api.to(PATHS.favoritesCreateBoard)).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Create List' })).toHaveAttribute('aria-busy', 'true');
    await user.type(field, '{Enter}');
    release();
    expect(await screen.findByRole('dialog', { name: 'Item Added to Your List' })).toBeInTheDocument();
    expect(api.to(PATHS.favoritesCreateBoard)).toHaveLength(1);
  });

  it("'Item Added to Your List' names the new list as typed, trimmed, when the answer does not name it", async () => {
    api.server.use(http.post(`*${PATHS.favoritesCreateBoard}`, () => HttpResponse.json({ recapId: 7 })));
    const { user, dialog } = await openList();
    await user.type(within(dialog).getByRole('textbox', { name: 'New List Name' }), ' Nursery {Enter}');
    expect(await screen.findByRole('dialog', { name: 'Item Added to Your List' })).toHaveAccessibleDescription(
      'Stoneware Table Lamp was added to Nursery.',
    );
  });

  it('a create answered with recapId 0 is logged with that recapId, naming the call [ref: favorites#errors]', async () => {
    api.server.use(http.post(`*${PATHS.favoritesCreateBoard}`, () => HttpResponse.json({ recapId: 0 })));
    const { user, dialog, log } = await openList();
    await user.type(within(dialog).getByRole('textbox', { name: 'New List Name' }), 'Cabin{Enter}');
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith(
      'hearth: favorites: favoritesCreateBoard failed; nothing is shown',
      expect.objectContaining({ message: 'recapId 0' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create List' })).not.toHaveAttribute('aria-busy'),
    );
  });
});
