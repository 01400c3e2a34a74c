/** The favorites rules of [ref: favorites#rules, #validation, #roles] as pure functions. */
import { isNoSku } from '../shared/schema';
import type { FavoriteSkuPair, RecapAnswer } from './schema';

/** What decides whether the heart button can be used [ref: favorites#validation]. */
export interface FavoritesItem {
  sku: string;
  /** The page's grouper (option selectors) picks the sku. */
  hasGrouper: boolean;
  /** browseDto.superSpecialOrder is present. */
  hasSuperSpecialOrder: boolean;
  /** The item is unavailable (browseDto.isNla). */
  isNla: boolean;
  /** The item is personalized. */
  isPersonalized: boolean;
}

/** The heart button's state: usable, disabled, or disabled with a click that raises the grouper error. */
export type FavoritesButtonState = 'enabled' | 'disabled' | 'grouper';

/**
 * [ref: favorites#validation]: disabled when the sku is 0 and a grouper or a super special order exists (a click with
 * a grouper raises the grouper error), when the item is unavailable, or when it is personalized.
 * Hearth also disables it for sku 0 with neither (there is nothing to save).
 */
export function favoritesButtonState(item: FavoritesItem): FavoritesButtonState {
  if (item.isNla || item.isPersonalized) return 'disabled';
  if (!isNoSku(item.sku)) return 'enabled';
  return item.hasGrouper ? 'grouper' : 'disabled';
}

const choice = (value: string | null | undefined) => (value ?? '').trim();

/** [ref: favorites#calls]: the item is saved when a pair has its sku (Item1) and its option choice (Item2). */
export function isSavedItem(
  pairs: readonly FavoriteSkuPair[] | undefined,
  sku: string,
  optionChoiceParameter = '',
): boolean {
  return (pairs ?? []).some(
    (pair) => pair.Item1.trim() === sku.trim() && choice(pair.Item2) === choice(optionChoiceParameter),
  );
}

/** [ref: favorites#validation]: a new list name must not be empty (blank counts as empty). */
export function isListNameValid(name: string): boolean {
  return name.trim() !== '';
}

/** [ref: favorites#calls]: an add or a create succeeded when the answer's recapId is above 0. */
export function recapSucceeded(answer: RecapAnswer | undefined): boolean {
  const id = Number(answer?.recapId);
  return Number.isFinite(id) && id > 0;
}

/** What identifies the item in every favorites call. */
export interface FavoritesPayloadItem {
  sku: string;
  quantity: number;
  optionChoiceParameter: string;
}

/** [ref: favorites#calls] popup-data payload. */
export function popupDataPayload(item: FavoritesPayloadItem) {
  return { sku: item.sku, optionChoiceParameter: item.optionChoiceParameter };
}

/** [ref: favorites#calls] add-item payload: the board's id goes as recapId. */
export function addItemPayload(item: FavoritesPayloadItem, boardId: number) {
  return {
    sku: item.sku,
    quantity: item.quantity,
    recapId: boardId,
    optionChoiceParameter: item.optionChoiceParameter,
  };
}

/** [ref: favorites#calls] create-board payload, the name trimmed. */
export function createBoardPayload(item: FavoritesPayloadItem, boardName: string) {
  return {
    boardName: boardName.trim(),
    sku: item.sku,
    quantity: item.quantity,
    optionChoiceParameter: item.optionChoiceParameter,
  };
}
