/** Small helpers the primitives share (and feature packages may use). */
export * from './use-controllable-state';
export * from './compose-event-handlers';
export * from './use-reduced-motion';
