/** Small helpers the primitives share (and feature packages may use). */
export { useControllableState } from './use-controllable-state';
export type { UseControllableStateOptions } from './use-controllable-state';
export { composeEventHandlers } from './compose-event-handlers';
export { useReducedMotion } from './use-reduced-motion';
