import { defineIsland } from '@hearth/core';
import { VisualizerPropsSchema } from './props-schema';
import { VisualizerIsland } from './visualizer-island';

/**
 * `visualizer` [ref: script-tag#islands, visualizer#screens, #rules, #data]: the visualizer launcher and its Summary
 * drawer. Props: see VisualizerPropsSchema.
 *
 * ```html
 * <div data-island="visualizer" data-props='{"sku":"410100","scriptUrl":"/assets/vendor/visualizer.js"}'></div>
 * ```
 */
export default defineIsland({
  name: 'visualizer',
  schema: VisualizerPropsSchema,
  component: VisualizerIsland,
  load: 'idle',
});
