import type { IslandInjectedProps } from '@hearth/core';
import type { SwatchFlyoutIslandProps } from './props-schema';
import { SwatchFlyout } from './swatch-flyout';

/** The `swatch-flyout` island: {@link SwatchFlyout} with the island's props. */
export function SwatchFlyoutIsland({
  swatch,
  choiceCode,
  mode,
  recordRecent,
  getFreeSwatch,
  sku,
}: SwatchFlyoutIslandProps & IslandInjectedProps) {
  return (
    <SwatchFlyout
      swatch={swatch}
      choiceCode={choiceCode}
      mode={mode}
      recordRecent={recordRecent}
      getFreeSwatch={getFreeSwatch}
      sku={sku}
    />
  );
}
