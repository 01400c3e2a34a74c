import { getClient, useMountedClient, type HearthClient } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useEffect, useRef } from 'react';
import { consoleLog, logCallFailure, type Log } from '../shared/log';
import { crossSellCall, mainPi, recentlyViewed, recentlyViewedUpdate } from './calls';
import type { CarouselItem, RecentlyViewed } from './schema';

/** Name of the island, reused in log lines. */
export const PRODUCT_CAROUSEL_NAME = 'product-carousel';

/** Where the items come from when the page does not give them [ref: product-carousel#calls]. */
export type CarouselSource = 'people-also-view' | 'recently-viewed';

/** Options of {@link useProductCarousel}. */
export interface UseProductCarouselOptions {
  /** The items, from the server page; fetched from `source` when absent. @default undefined */
  items?: readonly CarouselItem[] | undefined;
  /** Which call gives the items when `items` is absent. @default 'people-also-view' */
  source?: CarouselSource | undefined;
  /** People-also-view: the last sku viewed, sent as `?item=` [ref: product-carousel#calls]. @default undefined */
  lastSku?: string | undefined;
  /** People-also-view: the cross-sell URL the widget is read from, plus `?item=`. @default /browse/widget/MainPi */
  crossSellUrl?: string | undefined;
  /** Recently viewed: `?isNewLayout=`. @default false */
  isNewLayout?: boolean | undefined;
  /** Recently viewed: record this product as viewed (POST update) once the list has been read. @default undefined */
  record?: RecentlyViewed | undefined;
  /** The call client. @default getClient() */
  client?: Pick<HearthClient, 'get' | 'post'> | undefined;
  /** Where failures go (logged only). @default console.error */
  log?: Log | undefined;
}

/** What {@link useProductCarousel} returns. */
export interface ProductCarouselResult {
  items: CarouselItem[];
  title: string | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * The items of a product carousel: the page's, else the people-also-view widget's (GET MainPi
 * `?item={lastSku}`) or the recently viewed list (GET `?isNewLayout`), read through
 * `useCallData`; records the current product as recently viewed (POST update) once, after the
 * list it shows was read, so the list is of earlier views. Failures are logged only, and the
 * carousel then shows nothing.
 */
export function useProductCarousel(options: UseProductCarouselOptions): ProductCarouselResult {
  const { items: given, source = 'people-also-view', lastSku, crossSellUrl, isNewLayout = false, record } = options;
  const log = options.log ?? consoleLog;
  const client = options.client;
  // the visit it records: a failure that comes once it has left the page is not logged
  const live = useMountedClient(client ?? getClient());
  const fetchItems = given === undefined;
  const onError = (call: string) => (error: unknown) => logCallFailure(log, PRODUCT_CAROUSEL_NAME, call, error);

  const peopleAlsoView = useCallData(crossSellUrl ? crossSellCall(crossSellUrl) : mainPi, {
    query: { item: lastSku },
    enabled: fetchItems && source === 'people-also-view' && Boolean(lastSku),
    client,
    onError: onError('MainPi'),
  });
  const recent = useCallData(recentlyViewed, {
    query: { isNewLayout },
    enabled: fetchItems && source === 'recently-viewed',
    client,
    onError: onError('recentlyViewed'),
  });
  const read = source === 'recently-viewed' ? recent : peopleAlsoView;
  const readDone = !fetchItems || read.data !== undefined || read.error !== undefined;

  const recorded = useRef(false);
  useEffect(() => {
    if (!record || recorded.current || !readDone) return;
    recorded.current = true;
    const body = {
      sku: record.sku,
      familyId: record.familyId ?? '',
      optionChoiceParameter: record.optionChoiceParameter ?? '',
    };
    live.post(recentlyViewedUpdate, body).catch(onError('recentlyViewedUpdate'));
    // Once per mount, when the list has been read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, readDone]);

  const items = given ?? read.data?.items ?? [];
  return {
    items: items.filter((item) => !record || String(item.sku ?? item.id) !== String(record.sku)),
    title: read.data?.title ?? undefined,
    loading: fetchItems && read.isLoading,
    failed: fetchItems && read.error !== undefined,
  };
}
