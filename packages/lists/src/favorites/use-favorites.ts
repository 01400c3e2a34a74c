import { getClient, getConfig, useMountedClient, type HearthClient, type Site } from '@hearth/core';
import { useBusyAction, useCallData } from '@hearth/ui';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { listsMessage } from '../wording';
import { dispatchGrouperError } from '../shared/grouper';
import { listsEnv, logFailure, type ListsEnv } from '../shared/env';
import { currentPath, signInHref } from '../shared/links';
import type { SuperSpecialOrder } from '../shared/schema';
import { favoritesPopupData, favoritesSkus } from './calls';
import { favoritesButtonState, isSavedItem, popupDataPayload, type FavoritesPayloadItem } from './favorites-logic';
import { FavoritesPopup } from './lazy-popups';
import { FAVORITES_ISLAND } from './names';
import type { FavoriteSkuPair, PopupData } from './schema';
import type { FavoritesButtonState } from './favorites-logic';

/** Options of {@link useFavorites}. */
export interface UseFavoritesOptions {
  /** The item's sku; '0' (or 0) while the page's grouper has not picked one. */
  sku: string;
  /** Its chosen options, as the product page writes them (optionChoiceParameter). @default '' */
  optionChoiceParameter?: string | undefined;
  /** The quantity saved. @default 1 */
  quantity?: number | undefined;
  /** The page has a grouper (option selectors) that picks the sku. @default false */
  hasGrouper?: boolean | undefined;
  /** browseDto.superSpecialOrder. @default undefined */
  superSpecialOrder?: SuperSpecialOrder | null | undefined;
  /** The item is unavailable (browseDto.isNla). @default false */
  isNla?: boolean | undefined;
  /** The item is personalized. @default false */
  isPersonalized?: boolean | undefined;
  /** The saved pairs, when the page already has them; else GET favorites skus (no-cache). @default undefined */
  favoritesSkus?: readonly FavoriteSkuPair[] | undefined;
  /** After signing in, the shopper comes back to this item (the sku as the page anchor) unless this is off. @default true */
  anchorRedirect?: boolean | undefined;
  /** The sign-in page (same origin). @default '/account/login' */
  signInUrl?: string | undefined;
  /** Shown under the button when a click needs the grouper; '' shows nothing (the page's grouper has its own). @default 'Please choose your options first.' */
  grouperErrorMessage?: string | undefined;
  /** The call client. @default getClient() */
  client?: HearthClient | undefined;
  /** Location, navigation, cookies, logging. @default the browser's */
  env?: Partial<ListsEnv> | undefined;
  /** The storefront site for prices. @default getConfig().site */
  site?: Site | undefined;
}

/** The modal's state. */
export interface FavoritesPopupState {
  open: boolean;
  /** Changes with each modal: the 'list' and the 'added' modals are two dialogs. */
  key: string;
  step: 'list' | 'added';
  data: PopupData;
  /** The list the item went to ('added' step). */
  listName: string;
}

/** What {@link useFavorites} returns. */
export interface FavoritesResult {
  saved: boolean;
  state: FavoritesButtonState;
  busy: boolean;
  buttonProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    disabled: boolean;
    'aria-disabled': boolean | undefined;
    'aria-busy': true | undefined;
    onClick: () => undefined;
  };
  grouperError: string | undefined;
  popup: FavoritesPopupState | null;
  onOpenChange: (open: boolean) => void;
  onAdded: (listName: string) => void;
  item: FavoritesPayloadItem;
  signInHref: string;
  client: HearthClient;
  env: ListsEnv;
  site: 'US' | 'CA';
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The heart button [ref: favorites#rules, #validation, #roles]: saved (solid) when GET favorites skus holds the item's sku and
 * option choice or after an add; a click posts the popup data and opens 'Add This Item to a
 * List'; an add or a create opens 'Item Added to Your List'. Returns props; components render.
 */
export function useFavorites(options: UseFavoritesOptions): FavoritesResult {
  const { sku, optionChoiceParameter = '', quantity = 1, anchorRedirect = true } = options;
  const client = options.client ?? getClient();
  // the popup's data and the list adds: dropped once the heart has left the page
  const live = useMountedClient(client);
  const env = useMemo(() => listsEnv(options.env), [options.env]);
  const site = options.site ?? getConfig().site;
  const item: FavoritesPayloadItem = useMemo(
    () => ({ sku, quantity, optionChoiceParameter }),
    [sku, quantity, optionChoiceParameter],
  );
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  const read = useCallData(options.favoritesSkus ? null : favoritesSkus, {
    cache: 'no-cache',
    client,
    onError: (error) => logFailure(env, FAVORITES_ISLAND, favoritesSkus.name, error),
  });
  const [savedHere, setSavedHere] = useState(false);
  const saved = savedHere || isSavedItem(options.favoritesSkus ?? read.data, sku, optionChoiceParameter);

  const state = favoritesButtonState({
    sku,
    hasGrouper: options.hasGrouper ?? false,
    hasSuperSpecialOrder: options.superSpecialOrder != null,
    isNla: options.isNla ?? false,
    isPersonalized: options.isPersonalized ?? false,
  });
  const [grouperError, setGrouperError] = useState(false);
  const [popup, setPopup] = useState<FavoritesPopupState | null>(null);
  const opened = useRef(0);

  const openPopup = useBusyAction(async () => {
    void FavoritesPopup.preload();
    try {
      const data = await live.send(favoritesPopupData, { body: popupDataPayload(item) });
      opened.current += 1;
      setPopup({ open: true, key: `list-${opened.current}`, step: 'list', data, listName: '' });
    } catch (error) {
      logFailure(env, FAVORITES_ISLAND, favoritesPopupData.name, error);
    }
  });

  const press = () => {
    if (state === 'grouper') {
      setGrouperError(true);
      dispatchGrouperError(FAVORITES_ISLAND);
      return undefined;
    }
    if (state === 'disabled') return undefined;
    return openPopup.run();
  };

  const onAdded = (listName: string) => {
    setSavedHere(true);
    if (!options.favoritesSkus) void read.mutate();
    setPopup((last) => last && { ...last, open: true, key: `added-${opened.current}`, step: 'added', listName });
  };

  const grouperMessage =
    options.grouperErrorMessage ?? listsMessage('chooseOptions', 'Please choose your options first.');
  return {
    saved,
    state,
    busy: openPopup.busy,
    /** Props of the heart `<button>`. */
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      disabled: state === 'disabled',
      // [ref: favorites#validation]: with a grouper the button is disabled but still takes the click that raises the
      // error; busy, it ignores clicks and keeps focus (aria-disabled, not disabled)
      'aria-disabled': state === 'grouper' || openPopup.busy ? true : undefined,
      'aria-busy': openPopup.busy || undefined,
      onClick: () => void press(),
      ...FavoritesPopup.preloadProps,
    },
    grouperError: grouperError && state === 'grouper' && grouperMessage ? grouperMessage : undefined,
    popup,
    onOpenChange: (open: boolean) => setPopup((last) => last && { ...last, open }),
    onAdded,
    item,
    signInHref: signInHref(
      currentPath(env.location, anchorRedirect ? sku : undefined),
      options.signInUrl,
      FAVORITES_ISLAND,
      env.location.origin,
    ),
    client: live,
    env,
    site,
    returnFocus: buttonRef,
  };
}

/** What {@link useFavorites} returns. */
export type FavoritesState = ReturnType<typeof useFavorites>;
