import { checkUrl, formatMessage, formatPrice, type HearthClient, type Site } from '@hearth/core';
import { ContinueShopping } from '@hearth/commerce';
import { Button, Dialog, TextField } from '@hearth/ui';
import { useId, type RefObject } from 'react';
import { listsMessage } from '../wording';
import type { ListsEnv } from '../shared/env';
import { FAVORITES_URL } from '../shared/links';
import type { FavoritesPayloadItem } from './favorites-logic';
import { FAVORITES_ISLAND } from './names';
import type { Board, PopupData } from './schema';
import { useAddToList } from './use-add-to-list';

/** Props of {@link FavoritesDialog}. */
export interface FavoritesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'list': 'Add This Item to a List'; 'added': 'Item Added to Your List'. */
  step: 'list' | 'added';
  /** The popup data [ref: favorites#data]. */
  data: PopupData;
  /** The list the item went to ('added'). */
  listName: string;
  item: FavoritesPayloadItem;
  /** The sign-in page with its return URL ('Already have a list? Sign in'). */
  signInHref: string;
  onAdded: (listName: string) => void;
  client: Pick<HearthClient, 'send'>;
  env: Pick<ListsEnv, 'log'>;
  site: Site;
  /** The heart button: focus goes back to it. */
  returnFocus: RefObject<HTMLElement | null>;
}

function BoardRow({
  board,
  busy,
  pending,
  onAdd,
}: {
  board: Board;
  busy: boolean;
  pending: boolean;
  onAdd: (board: Board) => unknown;
}) {
  const noteId = useId();
  return (
    <li className="hearth-favorites__board" data-member={board.IsProductMember || undefined}>
      <Button
        variant="secondary"
        disabled={board.IsProductMember}
        busy={pending}
        aria-describedby={board.IsProductMember ? noteId : undefined}
        onClick={() => (busy ? undefined : onAdd(board))}
      >
        {board.BoardName}
      </Button>
      {board.IsProductMember && (
        <span id={noteId} className="hearth-favorites__member">
          {listsMessage('inThisList', 'Item is in this list')}
        </span>
      )}
    </li>
  );
}

/** 'Add This Item to a List' [ref: favorites]: the item, the shopper's lists, a new list, and the sign-in prompt. */
function AddToListDialog(props: FavoritesDialogProps) {
  const { data, open, onOpenChange, signInHref, site, returnFocus } = props;
  const actions = useAddToList(props);
  const headingId = useId();
  const image = checkUrl(data.ProductImageUrl, { island: FAVORITES_ISLAND, field: 'ProductImageUrl' });
  const price =
    data.CurrentProductFormattedPrice != null && data.CurrentProductFormattedPrice !== ''
      ? formatPrice(data.CurrentProductFormattedPrice, { site })
      : '';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={listsMessage('addToListTitle', 'Add This Item to a List')}
      returnFocus={returnFocus}
      fullScreenOnMobile
      data-step="list"
    >
      <div className="hearth-favorites__product">
        {image && <img src={image} alt="" width={96} height={96} />}
        <p>
          <span className="hearth-favorites__name">{data.CurrentProductName || props.item.sku}</span>
          {price && <span className="hearth-favorites__price"> {price}</span>}
        </p>
      </div>
      {data.Boards.length > 0 && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className="hearth-favorites__heading">
            {listsMessage('yourLists', 'Your Lists')}
          </h3>
          <ul className="hearth-favorites__boards">
            {data.Boards.map((board) => (
              <BoardRow
                key={board.Id}
                board={board}
                busy={actions.busy}
                pending={actions.pendingBoard === board.Id}
                onAdd={actions.addTo}
              />
            ))}
          </ul>
        </section>
      )}
      <form className="hearth-favorites__create" noValidate onSubmit={actions.create}>
        <TextField
          {...actions.nameProps}
          label={listsMessage('newListName', 'New List Name')}
          error={actions.nameError ? listsMessage('listNameRequired', 'Please enter a list name.') : undefined}
          autoComplete="off"
        />
        <Button type="submit" busy={actions.creating}>
          {listsMessage('createList', 'Create List')}
        </Button>
      </form>
      {!data.IsSignedIn && (
        <p className="hearth-favorites__sign-in">
          {listsMessage('haveAList', 'Already have a list?')}{' '}
          <a href={signInHref}>{listsMessage('signIn', 'Sign in')}</a>
        </p>
      )}
    </Dialog>
  );
}

/** 'Item Added to Your List' [ref: favorites#screens]: what went where, 'View Now' to /Favorites/. */
function ItemAddedDialog({ data, listName, open, onOpenChange, returnFocus, item }: FavoritesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={listsMessage('itemAddedTitle', 'Item Added to Your List')}
      description={formatMessage(listsMessage('itemAddedTo', '{name} was added to {list}.'), {
        name: data.CurrentProductName || item.sku,
        list: listName || listsMessage('yourList', 'your list'),
      })}
      returnFocus={returnFocus}
      data-step="added"
      footer={
        <>
          <ContinueShopping />
          <a className="hearth-button hearth-button--primary" href={FAVORITES_URL}>
            {listsMessage('viewNow', 'View Now')}
          </a>
        </>
      }
    />
  );
}

/** The favorites modals, loaded on first use (`lazy-popups.ts`). */
export function FavoritesDialog(props: FavoritesDialogProps) {
  return props.step === 'added' ? <ItemAddedDialog {...props} /> : <AddToListDialog {...props} />;
}
