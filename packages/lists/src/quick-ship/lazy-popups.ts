import { lazyPart } from '@hearth/ui';

/**
 * The 'See What's Available Soonest' panel loads when first opened, or earlier when the pointer
 * or focus reaches its button (its own chunk in the script-tag build).
 */
export const QuickShipPanel = lazyPart(
  () => import('./quick-ship-panel').then((m) => m.QuickShipFlyout),
  'QuickShipFlyout',
);
