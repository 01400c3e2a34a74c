import type { IslandInjectedProps } from '@hearth/core';
import type { ShopByFabricIslandProps } from './props-schema';
import { ShopByFabric } from './shop-by-fabric';

/** The `shop-by-fabric` island: {@link ShopByFabric} with the island's props. */
export function ShopByFabricIsland({
  cardsDto,
  filterFacets,
  swatchPageUrl,
  firstName,
  lastName,
  emailAddress,
  canadaEmailSignup,
}: ShopByFabricIslandProps & IslandInjectedProps) {
  return (
    <ShopByFabric
      initial={cardsDto ? { cardsDto, filterFacets: filterFacets ?? [] } : undefined}
      swatchPageUrl={swatchPageUrl}
      prefill={{ firstName, lastName, emailAddress }}
      canadaEmailSignup={canadaEmailSignup}
    />
  );
}
