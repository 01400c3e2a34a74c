import { defineIsland } from '@hearth/core';
import { SwatchFlyoutPropsSchema } from './props-schema';
import { SwatchFlyoutIsland } from './swatch-flyout-island';

/**
 * `swatch-flyout` [ref: script-tag#islands, swatch-flyout#overview, #screens, #data]: the fabric/leather swatch flyout, popup and
 * full-page modes. Props: see SwatchFlyoutPropsSchema.
 *
 * ```html
 * <div data-island="swatch-flyout" data-props='{"mode":"popup","swatch":{"code":10304,"title":"Dover","text":"Slate"}}'>
 *   <p>Dover, Slate: 100% solution-dyed acrylic.</p>
 * </div>
 * ```
 */
export default defineIsland({
  name: 'swatch-flyout',
  schema: SwatchFlyoutPropsSchema,
  component: SwatchFlyoutIsland,
});
