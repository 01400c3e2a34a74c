import type { HearthClient } from '@hearth/core';
import { useBusyAction } from '@hearth/ui';
import { useRef, useState, type FormEvent } from 'react';
import { logFailure, type ListsEnv } from '../shared/env';
import { favoritesAddItem, favoritesCreateBoard } from './calls';
import {
  addItemPayload,
  createBoardPayload,
  isListNameValid,
  recapSucceeded,
  type FavoritesPayloadItem,
} from './favorites-logic';
import { FAVORITES_ISLAND } from './names';
import type { Board } from './schema';

/** Options of {@link useAddToList}. */
export interface UseAddToListOptions {
  item: FavoritesPayloadItem;
  client: Pick<HearthClient, 'send'>;
  env: Pick<ListsEnv, 'log'>;
  /** Called with the list's name once the item is in it. */
  onAdded: (listName: string) => void;
}

/**
 * The 'Add This Item to a List' modal's actions [ref: favorites#rules, #validation, #calls]: add to a board (its id as
 * recapId) or create a board with the item; success only when the answer's recapId is above 0.
 * An empty new list name sets the board-name error and sends nothing. One send at a time.
 * Failures are logged only (not shown) [ref: favorites#errors]: the modal stays, its buttons usable again.
 */
export function useAddToList({ item, client, env, onAdded }: UseAddToListOptions) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [pendingBoard, setPendingBoard] = useState<number | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);

  const send = useBusyAction(async (call: typeof favoritesAddItem, body: object, listName: string) => {
    try {
      const answer = await client.send(call, { body });
      if (recapSucceeded(answer)) onAdded(answer.boardName || listName);
      else logFailure(env, FAVORITES_ISLAND, call.name, new Error(`recapId ${String(answer?.recapId)}`));
    } catch (error) {
      logFailure(env, FAVORITES_ISLAND, call.name, error);
    }
  });

  const addTo = async (board: Board) => {
    setPendingBoard(board.Id);
    try {
      await send.run(favoritesAddItem, addItemPayload(item, board.Id), board.BoardName);
    } finally {
      setPendingBoard(null);
    }
  };

  const create = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.busy) return undefined;
    if (!isListNameValid(name)) {
      setNameError(true);
      nameRef.current?.focus();
      return undefined;
    }
    return send.run(favoritesCreateBoard, createBoardPayload(item, name), name.trim());
  };

  return {
    busy: send.busy,
    pendingBoard,
    addTo,
    create,
    nameProps: {
      ref: nameRef,
      value: name,
      onChange: (event: { currentTarget: { value: string } }) => {
        setName(event.currentTarget.value);
        if (nameError) setNameError(false);
      },
    },
    nameError,
    creating: send.busy && pendingBoard === null,
  };
}
