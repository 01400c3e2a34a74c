import { formatPrice, type Site } from '@hearth/core';
import { lazyPart, type CallDataClient } from '@hearth/ui';
import { createElement, useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import type { Log } from '../add-to-cart-calls';
import { OPEN_GATE, pricingGate, type PricingGate } from '../add-to-cart-logic';
import type { PricingReport } from './pricing-reader';
import type { AddToCartItem } from '../schema';

/** The price's reader: loaded only by islands that show a price (it brings the data hook's swr). */
const Reader = lazyPart(() => import('./pricing-reader').then((m) => m.PricingReader), 'PricingReader');

/** Options of {@link usePricing}. */
export interface UsePricingOptions {
  /** Ask for the price (the island's `showPrice`); `false` reads nothing. */
  enabled: boolean;
  /** The items to price: their Sku and Quantity. */
  items: readonly Pick<AddToCartItem, 'Sku' | 'Quantity'>[];
  /** ZIP or postal code. @default the page's shared ZIP, else '' */
  zipCode?: string | undefined;
  /** The site whose prefix the price takes ('$' or 'CAD '). */
  site: Site;
  /** The call client. @default getClient(), taken by the reader */
  client: CallDataClient | undefined;
  /** Where a failed pricing call is logged [ref: add-to-cart#errors]. */
  log: Log;
}

/** What {@link usePricing} returns. */
export interface Pricing {
  /** The answer has not come yet (the price shows a skeleton). */
  loading: boolean;
  /** `totalFormattedPrice` with the site's prefix. */
  text: string | undefined;
  /** The answer reports invalid SKUs: the button is disabled [ref: add-to-cart#validation]. */
  invalid: boolean;
  /** The server's invalidSkuMessage, when it reports invalid SKUs. */
  invalidSkuMessage: string | undefined;
  /**
   * What the pricing answer says about sending, once it has come: a click that comes before the
   * answer waits for it [ref: add-to-cart#calls], so a custom item is never added without its terms, nor an
   * invalid SKU sent.
   */
  gate: () => Promise<PricingGate>;
  /** Render it in the island when prices show: the reader (nothing visible). */
  reader: ReactElement | null;
}

/**
 * The add-to-cart price [ref: add-to-cart#calls], read through the data hook (one request for islands pricing
 * the same items, cancelled when the items change or the island unmounts) by a reader part that
 * only islands showing a price load. A failure is logged only [ref: add-to-cart#errors]: no price, and the button
 * stays usable.
 */
export function usePricing({ enabled, items, zipCode, site, client, log }: UsePricingOptions): Pricing {
  const [report, setReport] = useState<PricingReport | undefined>();
  // A click before the reader has loaded and reported waits for its first report.
  const first = useRef<{ promise: Promise<void>; resolve: () => void } | undefined>(undefined);
  const latest = useRef<PricingReport | undefined>(undefined);
  const onReport = useCallback((next: PricingReport) => {
    latest.current = next;
    setReport(next);
    first.current?.resolve();
  }, []);

  const gate = useCallback(async (): Promise<PricingGate> => {
    if (!enabled) return OPEN_GATE;
    if (!latest.current) {
      if (!first.current) {
        let resolve!: () => void;
        const promise = new Promise<void>((done) => (resolve = done));
        first.current = { promise, resolve };
      }
      await first.current.promise;
    }
    const { data, error } = await latest.current!.settled();
    return error ? OPEN_GATE : pricingGate(data);
  }, [enabled]);

  const reader = useMemo(
    () => (enabled ? createElement(Reader.Component, { items, zipCode, client, log, onReport }) : null),
    [enabled, items, zipCode, client, log, onReport],
  );

  const answer = enabled ? report?.answer : undefined;
  const { invalid } = pricingGate(answer);
  return {
    loading: enabled && (report?.loading ?? true),
    text: answer?.totalFormattedPrice != null ? formatPrice(answer.totalFormattedPrice, { site }) : undefined,
    invalid,
    invalidSkuMessage: invalid ? answer?.invalidSkuMessage || undefined : undefined,
    gate,
    reader,
  };
}
