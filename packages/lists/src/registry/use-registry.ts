import {
  checkUrl,
  dispatchCartUpdated,
  getClient,
  getConfig,
  useMountedClient,
  type HearthClient,
  type Site,
} from '@hearth/core';
import { useBusyAction, useCallData } from '@hearth/ui';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { listsMessage } from '../wording';
import { listsEnv, logFailure, type ListsEnv } from '../shared/env';
import { dispatchGrouperError } from '../shared/grouper';
import { CREATE_REGISTRY_URL, currentPath, signInHref } from '../shared/links';
import { addToRegistry, registryList } from './calls';
import { RegistryPopup } from './lazy-popups';
import { REGISTRY_ISLAND } from './names';
import type { RegistryIslandProps } from './props-schema';
import {
  addedCount,
  editedRegistry,
  isInRegistry,
  isSmallButtonHidden,
  registryButtonState,
  isDisabledMadeToOrder,
  registryPayload,
  registryStep,
  showAddAll,
  skuToAdd,
} from './registry-logic';
import type { AddOn, GiftRegistry, RegistryConfirmationItem } from './schema';
import type { RegistryConfirmation, RegistryMode, RegistryPopupState } from './registry-popup-types';
import type { RegistryButtonState } from './registry-logic';
import type { RegistryTerms } from './props-schema';

/** Options of {@link useRegistry}: the island's props (see RegistryPropsSchema) and the environment. */
export type UseRegistryOptions = RegistryIslandProps & {
  /** The call client. @default getClient() */
  client?: HearthClient | undefined;
  /** Location, navigation, cookies, logging. @default the browser's */
  env?: Partial<ListsEnv> | undefined;
  /** The storefront site for prices. @default getConfig().site */
  site?: Site | undefined;
};

export type { RegistryConfirmation, RegistryMode, RegistryPopupState } from './registry-popup-types';

type PopupInput =
  | { kind: 'terms' | 'chooser'; mode: RegistryMode }
  | { kind: 'confirmation'; mode: RegistryMode; confirmation: RegistryConfirmation };

/** What {@link useRegistry} returns. */
export interface RegistryResult {
  loading: boolean;
  state: RegistryButtonState;
  busy: boolean;
  edit: { wants: number; registryId: string | number | undefined } | undefined;
  hidden: boolean;
  showAddAll: boolean;
  grouperError: string | undefined;
  /** Disabled for a piece made to order: said beside it (Hearth). */
  madeToOrder: boolean;
  buttonRef: RefObject<HTMLElement | null>;
  addAllRef: RefObject<HTMLButtonElement | null>;
  press: (mode: RegistryMode) => Promise<void | undefined> | undefined;
  popup: RegistryPopupState | null;
  popupProps: {
    onOpenChange: (open: boolean) => void;
    registries: GiftRegistry[];
    isRegistrantMode: boolean;
    terms: RegistryTerms | undefined;
    listingPage: boolean;
    checklistTypes: string[] | undefined;
    onAccept: (mode: RegistryMode) => Promise<void | undefined> | undefined;
    onChoose: (registry: GiftRegistry, mode: RegistryMode) => Promise<void | undefined>;
    client: HearthClient;
    env: ListsEnv;
    site: 'US' | 'CA';
    returnFocus: RefObject<HTMLElement | null>;
  };
}

/** The registry list by sku: the page's `registryData`, else read (`registryList`); `[read, data, loading]`. */
function useRegistryList(options: UseRegistryOptions, client: HearthClient, env: ListsEnv) {
  const read = useCallData(options.registryData ? null : registryList, {
    query: { sku: options.sku },
    client,
    onError: (error) => logFailure(env, REGISTRY_ISLAND, registryList.name, error),
  });
  const data = options.registryData ?? read.data;
  return [read, data, data === undefined && read.error === undefined] as const;
}

/**
 * The popup open now, and opening one (its code preloaded, a new key each time) or closing it:
 * `[popup, setPopup, openPopup, closePopup]`, a tuple as `useState` gives (shorter in the bundle).
 */
function useRegistryPopup() {
  const [popup, setPopup] = useState<RegistryPopupState | null>(null);
  const opened = useRef(0);
  const openPopup = (next: PopupInput) => {
    opened.current += 1;
    void RegistryPopup.preload();
    setPopup({ ...next, open: true, key: `${next.kind}-${opened.current}` } as RegistryPopupState);
  };
  const closePopup = () => setPopup((last) => last && { ...last, open: false });
  return [popup, setPopup, openPopup, closePopup] as const;
}

/** Where a shopper with no registry goes to create one: the page's same-site URL, else the store's. */
const createRegistryHref = (url: string | null | undefined): string =>
  checkUrl(url, {
    island: REGISTRY_ISLAND,
    field: 'createRegistryUrl',
    sameOrigin: true,
    instead: `going to ${CREATE_REGISTRY_URL}`,
  }) ?? CREATE_REGISTRY_URL;

/** What the confirmation shows after an add [ref: registry#screens, #rules]. */
function confirmationOf(
  mode: RegistryMode,
  answer: { items: RegistryConfirmationItem[] },
  registry: GiftRegistry,
  addOns: AddOn[],
  sku: string,
): RegistryConfirmation {
  return {
    title:
      mode === 'all'
        ? listsMessage('addAllToRegistry', 'Add all to Registry')
        : listsMessage('addToRegistry', 'Add to Registry'),
    items: answer.items,
    grId: registry.id,
    registryType: answer.items[0]?.registryType || registry.registryType || '',
    addOns,
    sku,
  };
}

/**
 * The registry button [ref: registry]: the registry list by sku decides whether it can add
 * (signed in, registries), whether it is an edit link (in the registry already), and whether
 * add-all shows. A press goes through the terms popup for a personalized item, to sign-in for a
 * shopper not signed in, through the chooser with more than one registry, then adds; only an
 * answer with isSuccess true opens the confirmation. Returns props; components render.
 */
export function useRegistry(options: UseRegistryOptions): RegistryResult {
  const { sku, quantity = 1, addAll = [] } = options;
  const client = options.client ?? getClient();
  // the adds and the popups' calls: dropped once the button has left the page
  const live = useMountedClient(client);
  const env = useMemo(() => listsEnv(options.env), [options.env]);
  const site = options.site ?? getConfig().site;
  const buttonRef = useRef<HTMLElement | null>(null);
  const addAllRef = useRef<HTMLButtonElement | null>(null);

  const [read, data, loading] = useRegistryList(options, client, env);
  const registries: GiftRegistry[] = data?.giftRegistries ?? [];
  const registryCount = data?.registryCount ?? registries.length;
  const isLoggedIn = data?.isLoggedIn ?? false;
  const [addedHere, setAddedHere] = useState<{ wants: number; grId?: string | number }>({ wants: 0 });
  const baseWants =
    (options.registryAddedData !== undefined
      ? options.registryAddedData?.totalQty
      : data?.registryAddedData?.totalQty) ?? 0;
  const wants = Math.max(baseWants, addedHere.wants);
  const addedTo =
    options.registryAddedData !== undefined ? options.registryAddedData?.grId : data?.registryAddedData?.grId;

  const buttonItem = {
    sku,
    loading,
    isStockSku: options.isStockSku ?? true,
    skuProperty: options.skuProperty ?? 0,
    personalizationInvalid: options.personalizationInvalid ?? false,
    hasGrouper: options.hasGrouper ?? false,
    hasSuperSpecialOrder: options.superSpecialOrder != null,
  };
  const state = registryButtonState(buttonItem);
  const [grouperError, setGrouperError] = useState(false);
  const [popup, setPopup, openPopup, closePopup] = useRegistryPopup();

  const add = useBusyAction(async (registry: GiftRegistry, mode: RegistryMode) => {
    const skus = mode === 'all' ? addAll.map((item) => item.Sku) : [skuToAdd(sku, options.superSpecialOrder)];
    try {
      const answer = await live.send(addToRegistry, { body: registryPayload(skus, registry.id) });
      // [ref: registry#errors]: proceeds only on isSuccess true; otherwise nothing is shown
      if (!answer.isSuccess) throw new Error('isSuccess is not true');
      dispatchCartUpdated(); // [ref: registry#rules]: the header refreshes after a registry add too
      const mine = answer.items.filter((item) => skus.includes(item.sku));
      setAddedHere((last) => ({
        wants: last.wants + addedCount(mine.length > 0 ? mine : answer.items),
        grId: registry.id,
      }));
      if (!options.registryData) void read.mutate();
      openPopup({
        kind: 'confirmation',
        mode,
        confirmation: confirmationOf(mode, answer, registry, options.addOns ?? answer.addOns ?? [], skus[0] ?? sku),
      });
    } catch (error) {
      logFailure(env, REGISTRY_ISLAND, addToRegistry.name, error);
      closePopup();
    }
  });

  const origin = env.location.origin;
  const proceed = (mode: RegistryMode) => {
    switch (registryStep(isLoggedIn, registries)) {
      case 'sign-in':
        // [ref: registry#roles]: the popup closes and the shopper signs in, returning to the current path
        closePopup();
        env.navigate(signInHref(currentPath(env.location), options.signInUrl, REGISTRY_ISLAND, origin));
        return undefined;
      case 'create':
        closePopup();
        env.navigate(createRegistryHref(options.createRegistryUrl));
        return undefined;
      case 'choose':
        openPopup({ kind: 'chooser', mode });
        return undefined;
      case 'add':
        return add.run(registries[0]!, mode);
    }
  };

  const press = (mode: RegistryMode) => {
    if (mode === 'one') {
      if (state === 'grouper') {
        setGrouperError(true);
        dispatchGrouperError(REGISTRY_ISLAND);
        return undefined;
      }
      if (state === 'disabled') return undefined;
      if (options.isPersonalized) {
        openPopup({ kind: 'terms', mode });
        return undefined;
      }
    }
    return proceed(mode);
  };

  const grouperMessage =
    options.grouperErrorMessage ?? listsMessage('chooseOptions', 'Please choose your options first.');
  return {
    loading,
    state,
    busy: add.busy,
    /** [ref: registry#rules]: in the registry already: the edit link, with the quantity wanted and the registry to edit. */
    edit: isInRegistry(registryCount, wants)
      ? { wants, registryId: editedRegistry(addedHere.grId ?? addedTo ?? undefined, registries) }
      : undefined,
    /** [ref: registry#validation]: the small button is hidden for sku properties 250, 300 and 400. */
    hidden: (options.small ?? false) && isSmallButtonHidden(options.skuProperty ?? 0),
    /** [ref: registry#rules, #roles]: 'Add all to Registry' shows. */
    showAddAll: showAddAll({ isLoggedIn, registryCount, quantity, itemCount: addAll.length }),
    grouperError: grouperError && state === 'grouper' && grouperMessage ? grouperMessage : undefined,
    madeToOrder: isDisabledMadeToOrder(buttonItem),
    buttonRef,
    addAllRef,
    press,
    popup,
    popupProps: {
      onOpenChange: (open: boolean) => setPopup((last) => last && { ...last, open }),
      registries,
      isRegistrantMode: options.isRegistrantMode ?? data?.isRegistrantMode ?? false,
      terms: options.terms,
      listingPage: options.listingPage ?? false,
      checklistTypes: options.checklistTypes,
      onAccept: (mode: RegistryMode) => proceed(mode),
      onChoose: (registry: GiftRegistry, mode: RegistryMode) => add.run(registry, mode),
      client: live,
      env,
      site,
      // APG: a popup gives focus back to what opened it: 'Add all to Registry' for add-all
      returnFocus: popup?.mode === 'all' ? addAllRef : buttonRef,
    },
  };
}

/** What {@link useRegistry} returns. */
export type RegistryState = ReturnType<typeof useRegistry>;
