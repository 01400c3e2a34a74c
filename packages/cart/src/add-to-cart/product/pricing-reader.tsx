import { getShopperZip, useSignalValue } from '@hearth/core';
import { useCallData, type CallDataClient } from '@hearth/ui';
import { useEffect } from 'react';
import { logFailure, type Log } from '../add-to-cart-calls';
import { pricingQuery } from '../add-to-cart-logic';
import { skuPricing } from '../calls';
import type { AddToCartItem } from '../schema';
import type { SkuPricingAnswer } from '../call-schema';

/** What the reader tells the island after each change. */
export interface PricingReport {
  loading: boolean;
  /** The answer, unless the read failed. */
  answer: SkuPricingAnswer | undefined;
  /** Resolves with the read under way (or the last one) once it has settled. */
  settled: () => Promise<{ data?: SkuPricingAnswer | undefined; error?: unknown }>;
}

/** Props of {@link PricingReader}. */
export interface PricingReaderProps {
  items: readonly Pick<AddToCartItem, 'Sku' | 'Quantity'>[];
  zipCode: string | undefined;
  /** @default getClient() (useCallData's) */
  client: CallDataClient | undefined;
  log: Log;
  onReport: (report: PricingReport) => void;
}

/**
 * Reads the add-to-cart price ([ref: add-to-cart#calls]: GET /sku-pricing/get-sku-data with the skus list and
 * zipCode) through the data hook, and tells the island. Renders nothing. It is a part of its own,
 * loaded only by islands that show a price, so a page without prices never carries the data
 * hook's library.
 */
export function PricingReader({ items, zipCode, client, log, onReport }: PricingReaderProps) {
  const sharedZip = useSignalValue(getShopperZip());
  const read = useCallData(skuPricing, {
    query: pricingQuery(items, zipCode ?? sharedZip ?? ''),
    client,
    onError: (error) => logFailure(log, skuPricing.name, error),
  });
  const { isLoading, data, error, settled } = read;
  useEffect(() => {
    onReport({ loading: isLoading, answer: error ? undefined : data, settled });
  }, [isLoading, data, error, settled, onReport]);
  return null;
}
