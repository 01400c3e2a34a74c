import { dispatchCartUpdated, getClient, getConfig, useMountedClient, type HearthClient } from '@hearth/core';
import { useBusyAction, useCallData } from '@hearth/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { consoleLog, logCallFailure, type Log } from '../shared/log';
import { addItem, visualizerProductInfo } from './calls';
import type { SceneEntry } from './schema';
import type { MountedWidget, VisualizerAdapter } from './visualizer-adapter';
import {
  cartItemsOf,
  normalizeScene,
  subtotalOf,
  summaryCopyText,
  summaryLines,
  type VisualizerSettings,
} from './visualizer-logic';
import type { SummaryLine } from './schema';

/** Name of the island, reused in log lines. */
export const VISUALIZER_NAME = 'visualizer';

/** Options of {@link useVisualizer}. */
export interface UseVisualizerOptions {
  /** The skus to place. */
  skus: readonly string[];
  settings: VisualizerSettings;
  /** Loads the vendor widget. */
  adapter: VisualizerAdapter | undefined;
  client?: Pick<HearthClient, 'get' | 'post'> | undefined;
  log?: Log | undefined;
}

/** What {@link useVisualizer} returns. */
export interface VisualizerResult {
  launched: boolean;
  launch: () => void;
  containerRef: RefObject<HTMLDivElement | null>;
  loading: boolean;
  invalidMessage: string | undefined;
  ready: boolean;
  lines: SummaryLine[];
  subtotal: string;
  copyText: string;
  addAll: {
    run: () => Promise<void | undefined>;
    busy: boolean;
    status: 'added' | 'idle' | 'failed';
    disabled: boolean;
  };
  site: 'US' | 'CA';
}

/**
 * The visualizer's state [ref: visualizer]: launched (the trigger then hides), the
 * product info of the skus (an invalid sku shows the server's invalidSkuMessage), the widget
 * loaded on demand and mounted in `containerRef` (its errors only logged), the scene it reports,
 * the summary lines, and add-all (a failure shows the spec's message).
 */
export function useVisualizer({
  skus,
  settings,
  adapter,
  client,
  log = consoleLog,
}: UseVisualizerOptions): VisualizerResult {
  // the add-all: dropped once the visualizer has left the page
  const live = useMountedClient(client ?? getClient());
  const [launched, setLaunched] = useState(false);
  const [scene, setScene] = useState<SceneEntry[]>(() => skus.map((id) => ({ id, qty: 1 })));
  const [addAll, setAddAll] = useState<'idle' | 'added' | 'failed'>('idle');
  const containerRef = useRef<HTMLDivElement | null>(null);
  const sceneSkus = normalizeScene(scene).map((entry) => entry.id);
  const site = getConfig().site;

  // [ref: visualizer#calls]: product info, a list of skus and the zip; read again when the scene holds new skus.
  const known = useRef(new Set<string>());
  sceneSkus.forEach((sku) => known.current.add(sku));
  const infoSkus = [...new Set([...skus, ...known.current])].sort();
  const info = useCallData(visualizerProductInfo, {
    body: { skus: infoSkus, zip: settings.zip },
    enabled: launched && infoSkus.length > 0,
    keepPreviousData: true,
    client,
    onError: (error) => logCallFailure(log, VISUALIZER_NAME, 'visualizerProductInfo', error),
  });
  const invalidMessage = info.data?.hasInvalidSkus ? (info.data.invalidSkuMessage ?? '') : undefined;
  const ready = launched && info.data !== undefined && invalidMessage === undefined;

  // The vendor script loads only now, and the widget mounts once the skus are known good.
  const products = info.data?.products;
  useEffect(() => {
    const element = containerRef.current;
    if (!ready || !element || !adapter) return undefined;
    let mounted: MountedWidget | undefined;
    let live = true;
    adapter
      .load()
      .then((widget) => {
        if (!live) return;
        mounted = widget.mount(element, {
          settings,
          skus: [...skus],
          sceneInfo: normalizeScene(scene),
          products: (products ?? []).map((p) => ({ sku: p.sku, name: p.name, imageUrl: p.imageUrl })),
          onSceneChange: (next) => live && setScene(normalizeScene(next)),
          onError: (error) => log(`hearth: ${VISUALIZER_NAME}: the widget reported an error`, error),
        });
      })
      .catch((error: unknown) => log(`hearth: ${VISUALIZER_NAME}: the widget could not be loaded`, error));
    return () => {
      live = false;
      try {
        mounted?.unmount();
      } catch (error) {
        log(`hearth: ${VISUALIZER_NAME}: the widget failed to unmount`, error);
      }
    };
    // The widget mounts once per launch; its own state holds the room from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, adapter]);

  // The summary shows once the widget is in: worked out from then on, not at every render before
  // (the page's first renders are its mount, where every task counts on a phone).
  const lines = ready ? summaryLines(info.data?.products ?? [], scene) : [];
  // Computed from the lines: the answer's subtotal is for one of each, the scene may hold more.
  const subtotal = ready ? subtotalOf(lines, undefined, site) : '';

  const add = useBusyAction(async () => {
    setAddAll('idle');
    try {
      const answer = await live.post(addItem, cartItemsOf(scene));
      // refused: isSuccess false, or an error given (a message or true)
      if (answer.isSuccess === false || (answer.error ?? false) !== false) throw new Error('add-all refused');
      dispatchCartUpdated(answer.itemCount ?? undefined);
      setAddAll('added');
    } catch (error) {
      logCallFailure(log, VISUALIZER_NAME, 'addItem', error);
      setAddAll('failed');
    }
  });

  return {
    launched,
    launch: () => setLaunched(true),
    containerRef,
    loading: launched && info.isLoading,
    invalidMessage,
    ready,
    lines,
    subtotal,
    copyText: ready ? summaryCopyText(lines, subtotal, site) : '',
    addAll: { run: () => add.run(), busy: add.busy, status: addAll, disabled: lines.length === 0 },
    site,
  };
}

/** What {@link useVisualizer} returns. */
export type VisualizerState = ReturnType<typeof useVisualizer>;
