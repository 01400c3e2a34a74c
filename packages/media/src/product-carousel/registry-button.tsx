import { AddedButton } from '@hearth/commerce';
import { getClient, useMountedClient, type HearthClient } from '@hearth/core';
import { Button, useBusyAction } from '@hearth/ui';
import { useState } from 'react';
import { logCallFailure, type Log } from '../shared/log';
import { addToRegistry } from './calls';
import { registryPayload } from './product-carousel-logic';
import type { CarouselItem } from './schema';
import { PRODUCT_CAROUSEL_NAME } from './use-product-carousel';

/** Props of {@link RegistryButton}. */
export interface RegistryButtonProps {
  item: CarouselItem;
  /** The registry (GrId) items are added to. */
  registryId: number | string;
  /** 'Add' or 'Add To Registry' [ref: product-carousel#rules]. */
  label: string;
  /** What it shows once added. */
  addedLabel: string;
  client?: Pick<HearthClient, 'post'> | undefined;
  log: Log;
}

/**
 * Add to registry from a carousel [ref: product-carousel#rules, #calls]: POSTs [{Sku, Quantity 1, GrId}], busy until the
 * answer; only `isSuccess: true` turns it into 'Added' (otherwise nothing is shown) [ref: product-carousel#errors].
 */
export function RegistryButton({ item, registryId, label, addedLabel, client, log }: RegistryButtonProps) {
  const [added, setAdded] = useState(false);
  // an answer that comes once the carousel has left the page is dropped
  const live = useMountedClient(client ?? getClient());
  const add = useBusyAction(async () => {
    try {
      const answer = await live.post(addToRegistry, registryPayload(item, registryId));
      if (answer.isSuccess === true) setAdded(true);
    } catch (error) {
      logCallFailure(log, PRODUCT_CAROUSEL_NAME, 'addToRegistry', error);
    }
  });
  if (added) return <AddedButton label={addedLabel} />;
  return (
    <Button variant="secondary" busy={add.busy} onClick={() => add.run()} className="hearth-product-card__registry">
      {label}
    </Button>
  );
}
