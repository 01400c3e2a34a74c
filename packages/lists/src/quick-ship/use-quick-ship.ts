import { getShopperZip, useSignalValue } from '@hearth/core';
import { useCallData, type CallDataClient } from '@hearth/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import { SKELETON_TIMEOUT_MS } from '../timings';
import { listsEnv, logFailure, type ListsEnv } from '../shared/env';
import { quickShip, quickShipAvailability } from './calls';
import { QuickShipPanel } from './lazy-popups';
import { QUICK_SHIP_ISLAND } from './names';
import { availabilityView, quickShipSku, type QuickShipAddToCartProps } from './quick-ship-logic';
import type { QuickShipAnswer, QuickShipAvailabilityAnswer } from './schema';

/** Options of {@link useQuickShip}. */
export interface UseQuickShipOptions {
  /** The product's sku. */
  sku: string;
  /** The product is a rollup: the panel asks about `rollupDefaultSku` [ref: quick-ship#calls]. @default false */
  isRollup?: boolean | undefined;
  /** The rollup's default sku. @default undefined */
  rollupDefaultSku?: string | undefined;
  /** The answer, when the page already has it: shown until the ZIP changes; else fetched on first open. @default undefined */
  quickShip?: QuickShipAnswer | undefined;
  /**
   * Read the availability lookup by sku [ref: quick-ship#calls] on mount: `hasQuickShip` false leaves the button
   * out, its `message` shows under the button. @default false (the page placed the island where
   * quick-ship applies)
   */
  availabilityLookup?: boolean | undefined;
  /**
   * The lookup's answer, when the page already has it: shown from the first render (the page's
   * server HTML can show the same line, so nothing moves when the island mounts), and nothing is
   * asked. @default undefined
   */
  availability?: QuickShipAvailabilityAnswer | undefined;
  /**
   * Renders a piece's add-to-cart (npm: `<AddToCart {...props} />` of @hearth/cart); without it
   * each piece of the panel holds an `add-to-cart` island element. @default undefined
   */
  renderAddToCart?: ((props: QuickShipAddToCartProps) => ReactNode) | undefined;
  /** The call client. @default getClient() (useCallData's) */
  client?: CallDataClient | undefined;
  /** Logging. @default the browser's */
  env?: Partial<ListsEnv> | undefined;
}

/** What {@link useQuickShip} returns. */
export interface QuickShipResult {
  open: boolean;
  hidden: boolean;
  availabilityMessage: string;
  /** The lookup is out: a placeholder holds its line (at most 10 s). */
  availabilityPending: boolean;
  messageId: string;
  triggerProps: {
    onPointerEnter: () => void;
    onFocus: () => void;
    ref: RefObject<HTMLButtonElement | null>;
    'aria-describedby': string | undefined;
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    onClick: () => void;
  };
  panelProps: {
    open: boolean;
    onOpenChange: Dispatch<SetStateAction<boolean>>;
    data: QuickShipAnswer | undefined;
    loading: boolean;
    failed: boolean;
    returnFocus: RefObject<HTMLButtonElement | null>;
    renderAddToCart: UseQuickShipOptions['renderAddToCart'];
  };
  opened: boolean;
}

/**
 * The quick-ship panel [ref: quick-ship]: opens from the right on its button; its answer is read
 * on first open (GET the quick-ship data URL plus `/{sku}`, the rollup's default sku when rolled
 * up) and again on an open after the page's shared ZIP changed. Returns props; components render.
 */
export function useQuickShip(options: UseQuickShipOptions): QuickShipResult {
  const env = useMemo(() => listsEnv(options.env), [options.env]);
  const sku = quickShipSku(options);
  const zip = useSignalValue(getShopperZip());
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState(false);
  const [useGiven, setUseGiven] = useState(options.quickShip !== undefined);
  // The ZIP the shown answer is for: the page's when it mounted (given answer) or at the last open.
  const answeredZip = useRef(zip);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const read = useCallData(reading && !useGiven ? quickShip : null, {
    segments: [sku],
    client: options.client,
    onError: (error) => logFailure(env, QUICK_SHIP_ISLAND, quickShip.name, error),
  });

  // [ref: quick-ship#calls]: the separate lookup by sku (the rollup's default sku when rolled up), once per sku,
  // unless the page gave its answer
  const givenAvailability = options.availability;
  const lookup = useCallData(options.availabilityLookup && !givenAvailability ? quickShipAvailability : null, {
    query: { sku },
    client: options.client,
    onError: (error) => logFailure(env, QUICK_SHIP_ISLAND, quickShipAvailability.name, error),
  });
  const availability = availabilityView(givenAvailability ?? lookup.data);
  const messageId = useId();
  // while the lookup is out, a placeholder holds its line (nothing below moves when it comes);
  // without an answer after 10 s it goes, as the panel's message placeholder does [ref: quick-ship#limits]
  const lookingUp = Boolean(
    options.availabilityLookup && !givenAvailability && lookup.data === undefined && !lookup.error,
  );
  // the sku whose lookup was waited for 10 s: a new sku's lookup gets its own 10 s
  const [waitedOutFor, setWaitedOutFor] = useState<string>();
  useEffect(() => {
    // Stryker disable next-line ConditionalExpression: a timer with no lookup out would mark a wait nobody shows
    if (!lookingUp) return;
    const timer = setTimeout(() => setWaitedOutFor(sku), SKELETON_TIMEOUT_MS);
    // Stryker disable next-line ArrowFunction: a timer left after its lookup answered marks that sku, no longer shown as pending
    return () => clearTimeout(timer);
  }, [lookingUp, sku]);

  const openPanel = () => {
    void QuickShipPanel.preload();
    // [ref: quick-ship#rules]: it reloads when the ZIP changed since what it shows
    if (answeredZip.current !== zip) {
      if (useGiven) setUseGiven(false);
      // before the first open nothing was read: swr's mutate of no key does nothing
      else void read.mutate(undefined);
    }
    answeredZip.current = zip;
    setReading(true);
    setOpen(true);
  };

  const given = useGiven ? options.quickShip : undefined;
  const data = given ?? read.data;
  return {
    open,
    /** The lookup said this sku has no quick-ship: nothing renders. */
    hidden: availability.hidden,
    /** The lookup's line under the button ('' when none). */
    availabilityMessage: availability.message,
    /** The lookup is out: a placeholder holds its line (at most 10 s). */
    availabilityPending: lookingUp && waitedOutFor !== sku,
    messageId,
    triggerProps: {
      ref: triggerRef,
      'aria-describedby': availability.message ? messageId : undefined,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: openPanel,
      ...QuickShipPanel.preloadProps,
    },
    panelProps: {
      open,
      onOpenChange: setOpen,
      data,
      loading: data === undefined && read.error === undefined,
      // Stryker disable next-line ConditionalExpression,LogicalOperator: swr drops the answer before it asks again (mutate(undefined)), so an error never comes with one
      failed: data === undefined && read.error !== undefined,
      returnFocus: triggerRef,
      renderAddToCart: options.renderAddToCart,
    },
    /** Whether the panel has been opened (its part renders from then on). */
    opened: reading,
  };
}
