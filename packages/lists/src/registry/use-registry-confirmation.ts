import { checkUrl, formatPrice, getConfig, isFeatureOn, FEATURES, type HearthClient, type Site } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useEffect, useRef, useState } from 'react';
import { addOnImage, type AddOnsListItem } from '@hearth/commerce';
import { logFailure, type ListsEnv } from '../shared/env';
import { addToRegistry, recommendations, recommendationsCallback } from './calls';
import { REGISTRY_ISLAND } from './names';
import { addedCount, registryPayload } from './registry-logic';
import { notShownYet, recommendationsSource, showChecklist } from './registry-popup-logic';
import type { CarouselItem, RegistryConfirmationItem } from './schema';
import type { RegistryConfirmation } from './registry-popup-types';
import { ADDED_BADGE_MS } from '../timings';

/** Options of {@link useRegistryConfirmation}. */
export interface UseRegistryConfirmationOptions {
  confirmation: RegistryConfirmation;
  client: Pick<HearthClient, 'send' | 'get' | 'post'>;
  env: Pick<ListsEnv, 'log'>;
  site: Site;
  /** Registry types with a checklist. @default ['br', 'bb'] */
  checklistTypes?: readonly string[] | undefined;
}

/** A 'You May Also Want' item, ready to render (`recommended-item.tsx`). */
export interface RecommendedItemView {
  key: string;
  sku: string;
  name: string;
  href: string | undefined;
  image: string | undefined;
  imageHiRes: string | undefined;
  price: string;
  added: boolean;
  add: () => Promise<void>;
}

const url = (value: string | null | undefined, field: string) => checkUrl(value, { island: REGISTRY_ISLAND, field });
const price = (value: string | number | null | undefined, site: Site) =>
  value == null || value === '' ? '' : formatPrice(value, { site });

/**
 * The registry confirmation [ref: registry#screens, #rules]: the count starts at the quantity added and grows with each
 * add-on or recommendation added (each a list of {Sku, Quantity 1, GrId} to the same registry,
 * shown only on isSuccess true); the small 'ADDED' shows for 3000 ms after each add; 'You May Also
 * Want' reads the recommendations call with item={sku}, then its callback /browse/widget/MainPi
 * when the answer brings no items.
 */
export function useRegistryConfirmation({
  confirmation,
  client,
  env,
  site,
  checklistTypes,
}: UseRegistryConfirmationOptions) {
  const [added, setAdded] = useState<RegistryConfirmationItem[]>(() => [...confirmation.items]);
  const [badge, setBadge] = useState({ shown: true, round: 0 });
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    if (!badge.shown) return undefined;
    const timer = setTimeout(() => setBadge((last) => ({ ...last, shown: false })), ADDED_BADGE_MS);
    return () => clearTimeout(timer);
  }, [badge]);

  const isAdded = (sku: string) => added.some((item) => item.sku === sku);
  const addSku = async (sku: string) => {
    if (inFlight.current.has(sku) || isAdded(sku)) return;
    inFlight.current.add(sku);
    try {
      const answer = await client.send(addToRegistry, { body: registryPayload([sku], confirmation.grId) });
      if (!answer.isSuccess) throw new Error('isSuccess is not true');
      const items = answer.items.length > 0 ? answer.items : [{ sku, quantity: 1, name: '' }];
      setAdded((list) => [...list, ...items]);
      setBadge((last) => ({ shown: true, round: last.round + 1 }));
    } catch (error) {
      // [ref: registry#errors]: nothing is shown
      logFailure(env, REGISTRY_ISLAND, addToRegistry.name, error);
    } finally {
      inFlight.current.delete(sku);
    }
  };

  const addOns: AddOnsListItem[] = confirmation.addOns.map((addOn) => ({
    sku: addOn.sku,
    name: addOn.name || addOn.sku,
    image: addOnImage(addOn, url),
    href: url(addOn.navigateUrl, 'addOns.navigateUrl'),
    price: price(addOn.formattedPrice, site),
    added: isAdded(addOn.sku),
    add: () => addSku(addOn.sku),
  }));

  const read = useCallData(recommendations, {
    query: { item: confirmation.sku },
    client,
    onError: (error) => logFailure(env, REGISTRY_ISLAND, recommendations.name, error),
  });
  // [ref: registry#calls]: an answer without items hands over to its callback, /browse/widget/MainPi?item={sku}
  const source = recommendationsSource(read.data, undefined);
  const callback = useCallData(source.follow ? recommendationsCallback : null, {
    query: { item: confirmation.sku },
    client,
    onError: (error) => logFailure(env, REGISTRY_ISLAND, recommendationsCallback.name, error),
  });
  const candidates = recommendationsSource(read.data, callback.data)
    .items.map((item: CarouselItem, index) => ({
      item,
      index,
      sku: item.sku ?? (item.id != null ? String(item.id) : ''),
    }))
    .filter(({ sku }) => sku !== '');
  const shown = [confirmation.sku, ...confirmation.items.map((i) => i.sku), ...confirmation.addOns.map((a) => a.sku)];
  const recommended: RecommendedItemView[] = notShownYet(candidates, shown).map(({ item, index, sku }) => ({
    key: `${sku}-${index}`,
    sku,
    name: item.name || sku,
    href: url(item.navigateUrl, 'recommendations.navigateUrl'),
    image: url(item.imagePath, 'recommendations.imagePath'),
    imageHiRes: url(item.imagePathHiRes, 'recommendations.imagePathHiRes'),
    price: price(item.formattedPrice, site),
    added: isAdded(sku),
    add: () => addSku(sku),
  }));

  return {
    count: addedCount(added),
    badge: badge.shown,
    addOns,
    recommended,
    items: confirmation.items.map((item) => ({
      ...item,
      image: url(item.imagePath, 'items.imagePath'),
      price: price(item.formattedPrice, site),
    })),
    checklist: showChecklist(
      isFeatureOn(FEATURES.interactiveChecklist, getConfig()),
      confirmation.registryType,
      checklistTypes,
    ),
  };
}
