import { formatPrice, getShopperZip, useSignalValue, type Site } from '@hearth/core';
import { useCallData, type CallDataClient } from '@hearth/ui';
import { useCallback } from 'react';
import { logFailure, type Log } from './add-to-cart-calls';
import { OPEN_GATE, pricingGate, pricingQuery, type PricingGate } from './add-to-cart-logic';
import { skuPricing } from './calls';
import type { AddToCartItem } from './schema';

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
  /** The call client. */
  client: CallDataClient;
  /** Where a failed pricing call is logged (000 §8). */
  log: Log;
}

/** What {@link usePricing} returns. */
export interface Pricing {
  /** The answer has not come yet (the price shows a skeleton). */
  loading: boolean;
  /** `totalFormattedPrice` with the site's prefix. */
  text: string | undefined;
  /** The answer reports invalid SKUs: the button is disabled (000 §5). */
  invalid: boolean;
  /** The server's invalidSkuMessage, when it reports invalid SKUs. */
  invalidSkuMessage: string | undefined;
  /**
   * What the pricing answer says about sending, once it has come: a click that comes before the
   * answer waits for it (000 §7), so a custom item is never added without its terms, nor an
   * invalid SKU sent.
   */
  gate: () => Promise<PricingGate>;
}

/**
 * The add-to-cart price (000 §7): GET /sku-pricing/get-sku-data with the skus list and zipCode,
 * read through the data hook (one request for islands pricing the same items, cancelled when
 * the items change or the island unmounts). A failure is logged only (000 §8): no price, and the
 * button stays usable.
 */
export function usePricing({ enabled, items, zipCode, site, client, log }: UsePricingOptions): Pricing {
  const sharedZip = useSignalValue(getShopperZip());
  const read = useCallData(skuPricing, {
    enabled,
    query: pricingQuery(items, zipCode ?? sharedZip ?? ''),
    client,
    onError: (error) => logFailure(log, skuPricing.name, error),
  });
  const answer = read.error ? undefined : read.data;
  const { invalid } = pricingGate(answer);
  const { settled } = read;

  const gate = useCallback(async () => {
    if (!enabled) return OPEN_GATE;
    const { data, error } = await settled();
    return error ? OPEN_GATE : pricingGate(data);
  }, [enabled, settled]);

  return {
    loading: enabled && read.isLoading,
    text: answer?.totalFormattedPrice != null ? formatPrice(answer.totalFormattedPrice, { site }) : undefined,
    invalid,
    invalidSkuMessage: invalid ? answer?.invalidSkuMessage || undefined : undefined,
    gate,
  };
}
