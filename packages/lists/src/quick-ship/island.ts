import { defineIsland } from '@hearth/core';
import { QuickShip } from './quick-ship';
import { QuickShipPropsSchema } from './props-schema';

/**
 * `quick-ship` [ref: script-tag#islands, quick-ship]: the "See What's Available Soonest" button and its
 * panel from the right. Props: see QuickShipPropsSchema.
 *
 * ```html
 * <div data-island="quick-ship" data-props='{"sku":"410100"}'><a href="/quick-ship">See What's Available Soonest</a></div>
 * ```
 */
export default defineIsland({
  name: 'quick-ship',
  schema: QuickShipPropsSchema,
  component: QuickShip,
});
