/** Helpers for Hearth's own tests (`@hearth/ui/testing`); not part of the published packages. */
export { seriousAxeViolations } from './axe';
export { resetCallData } from '../data/reset-call-data';
export { layoutCarousels } from './carousel-layout';
export { stillOpenAfterMount } from './popups';
export { OUTSIDE_PRESS_GUARD_MS } from '../dialog/outside-press';
